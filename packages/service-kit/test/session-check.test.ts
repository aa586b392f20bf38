import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Principal } from '@rescue/contracts';
import type { TokenIdentity } from '../src/jwt';
import { remoteSessionVerifier } from '../src/session-check';

/** A stand-in for auth's GET /internal/sessions/{sid}: answers what `state` says, counts calls. */
async function sessionServer(state: {
  answer: Principal | 'ended' | 'down';
  calls: number;
  /** When set, the answer decided now is sent once it resolves (still on its way meanwhile). */
  gate?: Promise<void>;
}) {
  const server: Server = createServer((req, res) => {
    state.calls += 1;
    const { answer, gate } = state;
    void (gate ?? Promise.resolve()).then(() => reply(res, answer));
  });
  const reply = (res: ServerResponse, answer: Principal | 'ended' | 'down') => {
    if (answer === 'down') return res.destroy();
    res.setHeader('content-type', 'application/json');
    if (answer === 'ended') {
      res.statusCode = 401;
      return res.end(JSON.stringify({ message: 'ended' }));
    }
    res.end(JSON.stringify({ principal: answer, expiresAt: new Date().toISOString() }));
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  open.push(server);
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}` };
}

/** Every stand-in a test started, closed after it whatever it asserted. */
const open: Server[] = [];
afterEach(() => {
  for (const server of open.splice(0)) server.close();
});

const token: TokenIdentity = {
  id: 'u1',
  role: 'volunteer',
  name: 'Asha',
  documentsSigned: true,
  sessionId: 's1',
  tokenId: 't1',
  expiresAt: Math.floor(Date.now() / 1000) + 3600,
};
const volunteer: Principal = { id: 'u1', role: 'volunteer', name: 'Asha', documentsSigned: true };

/**
 * The verifier's TTLs are read from Date.now(): jest's clock, moved by hand, so "within the
 * TTL" holds however long a loaded machine takes between two checks. Timers stay real (the
 * HTTP client's own ones).
 */
beforeEach(() => {
  jest.useFakeTimers({ now: Date.now(), doNotFake: ALL_BUT_DATE });
});
afterEach(() => {
  jest.useRealTimers();
});
const ALL_BUT_DATE: FakeableAPI[] = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];
const passes = (ms: number) => jest.setSystemTime(Date.now() + ms);

test('a live answer is reused for the TTL, then asked again; an ended session stays ended', async () => {
  const state = { answer: volunteer as Principal | 'ended' | 'down', calls: 0 };
  const auth = await sessionServer(state);
  const verify = remoteSessionVerifier(auth.url, 'k', { ttlMs: 150 });
  const answers = await Promise.all([verify(token, 'r'), verify(token, 'r'), verify(token, 'r')]);
  expect(answers).toEqual([volunteer, volunteer, volunteer]);
  expect(state.calls).toBe(1); // concurrent checks of one token share one call
  state.answer = 'ended';
  expect(await verify(token, 'r')).toEqual(volunteer); // within the TTL: the revocation delay
  passes(149);
  expect(await verify(token, 'r')).toEqual(volunteer); // still within it
  passes(1);
  expect(await verify(token, 'r')).toBeNull();
  state.answer = volunteer; // never happens, but an ended session must not come back
  expect(await verify(token, 'r')).toBeNull();
  expect(state.calls).toBe(2);
});

test('while auth is down, a recently live session keeps working; an unknown one is a 503', async () => {
  const state = { answer: volunteer as Principal | 'ended' | 'down', calls: 0 };
  const auth = await sessionServer(state);
  const verify = remoteSessionVerifier(auth.url, 'k', { ttlMs: 50, staleIfErrorMs: 10_000 });
  await verify(token, 'r');
  state.answer = 'down';
  passes(50); // the TTL is over: auth is asked, and cannot answer
  expect(await verify(token, 'r')).toEqual(volunteer);
  passes(10_000); // seen live too long ago to vouch for it
  await expect(verify(token, 'r')).rejects.toMatchObject({ status: 503 });
  await expect(verify({ ...token, tokenId: 'other' }, 'r')).rejects.toMatchObject({
    status: 503,
  });
});

test('an NGO waiting for verification is asked about every time, so verifying shows at once', async () => {
  const pending: Principal = { ...volunteer, role: 'ngo', verification: 'pending' };
  const state = { answer: pending as Principal | 'ended' | 'down', calls: 0 };
  const auth = await sessionServer(state);
  const verify = remoteSessionVerifier(auth.url, 'k', { ttlMs: 60_000 });
  const ngoToken = { ...token, role: 'ngo' as const };
  expect(await verify(ngoToken, 'r')).toEqual(pending);
  state.answer = { ...pending, verification: 'verified' };
  expect((await verify(ngoToken, 'r'))?.verification).toBe('verified');
  await verify(ngoToken, 'r');
  expect(state.calls).toBe(2);
});

test("forgetting a session asks auth again for its tokens only; the account's other sessions stay cached", async () => {
  const state = { answer: volunteer as Principal | 'ended' | 'down', calls: 0 };
  const auth = await sessionServer(state);
  const verify = remoteSessionVerifier(auth.url, 'k', { ttlMs: 60_000 });
  const refreshed = { ...token, tokenId: 't2' };
  const otherDevice = { ...token, sessionId: 's2', tokenId: 't3' };
  for (const each of [token, refreshed, otherDevice]) await verify(each, 'r');
  expect(state.calls).toBe(3);
  state.answer = 'ended'; // auth now says so for any session: only the forgotten one asks
  verify.forgetSession('s1');
  expect(await verify(token, 'r')).toBeNull();
  expect(await verify(refreshed, 'r')).toBeNull();
  expect(await verify(otherDevice, 'r')).toEqual(volunteer);
  expect(state.calls).toBe(5);
  verify.forgetAccount('u1');
  expect(await verify(otherDevice, 'r')).toBeNull();
});

test('a live answer auth gave before the session ended, arriving after the end, is not remembered', async () => {
  let open = () => undefined as void;
  const state = {
    answer: volunteer as Principal | 'ended' | 'down',
    calls: 0,
    gate: new Promise<void>((resolve) => (open = resolve)) as Promise<void> | undefined,
  };
  const auth = await sessionServer(state);
  const verify = remoteSessionVerifier(auth.url, 'k', { ttlMs: 60_000 });
  const before = verify(token, 'r');
  await waitForCalls(state, 1);
  verify.forgetSession('s1'); // the end is pushed while auth's live answer is on its way
  state.gate = undefined;
  state.answer = 'ended';
  const after = verify(token, 'r'); // not joined to the check asked before the end
  open();
  expect(await before).toEqual(volunteer);
  expect(await after).toBeNull();
  expect(await verify(token, 'r')).toBeNull();
});

test('at most maxEntries tokens are remembered, the oldest checked forgotten first', async () => {
  const state = { answer: volunteer as Principal | 'ended' | 'down', calls: 0 };
  const auth = await sessionServer(state);
  const verify = remoteSessionVerifier(auth.url, 'k', { ttlMs: 60_000, maxEntries: 2 });
  const sessions = ['s1', 's2', 's3'].map((sessionId) => ({ ...token, sessionId }));
  for (const each of sessions) await verify(each, 'r');
  await verify(sessions[2]!, 'r');
  await verify(sessions[1]!, 'r');
  expect(state.calls).toBe(3); // s2 and s3 still remembered
  await verify(sessions[0]!, 'r');
  expect(state.calls).toBe(4); // s1 was forgotten
});

/** Polls until the stand-in has been called `count` times (the request reached it). */
async function waitForCalls(state: { calls: number }, count: number): Promise<void> {
  const deadline = performance.now() + 5000;
  while (state.calls < count) {
    if (performance.now() > deadline) throw new Error(`auth was not called ${count} times`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
