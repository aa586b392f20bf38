// Live streams under attack (issue 27), on a real stack through the gateway: one account holds
// at most EVENT_STREAMS_PER_ACCOUNT streams (a newer one closes the oldest); a logout, a
// suspension or a role change ends the account's streams within 2 s, pushed by auth, while
// the session check's cache (SESSION_CHECK_TTL_MS, 15 s) would have kept them; and a replay
// (Last-Event-ID) sends nothing the subscriber may not see now: a report hidden since
// replays no earlier frame, and no reporter contact.
import { EVENT_STREAMS_PER_ACCOUNT, type IncidentLiveEvent } from '@rescue/contracts';
import { client } from '@rescue/testkit/http';
import { openStream, type SseEvent, type SseStream } from '@rescue/testkit/sse';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { adminToken, registerSignedUser, registerUser, type TestUser } from '@rescue/testkit/users';
import { loadConfig } from '../src/config';
import { operator, report } from './helpers';

let stack: TestStack;
let reporter: TestUser;
let admin: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  stack = await startTestStack({ env: { SESSION_CHECK_TTL_MS: '15000' } });
  [reporter, admin] = await Promise.all([registerUser(stack, 'user'), adminToken(stack)]);
}, 60_000);
afterAll(async () => {
  for (const stream of streams) stream.close();
  await stack?.close();
});

async function subscribe(token: string, lastEventId?: string): Promise<SseStream> {
  const stream = await openStream(`${stack.url}/api/events/stream`, { token, lastEventId });
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.waitFor((e) => e.event === 'ready', 2000);
  return stream;
}

/** Milliseconds until the stream ends, or Infinity if it is still open after `deadlineMs`. */
async function endsWithin(stream: SseStream, deadlineMs: number): Promise<number> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const ended = await Promise.race([
    stream.ended.then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), deadlineMs))),
  ]);
  clearTimeout(timer);
  return ended ? performance.now() - started : Infinity;
}

const about = (id: string) => (e: SseEvent) =>
  e.data.startsWith('{') && (JSON.parse(e.data) as IncidentLiveEvent).incidentId === id;

test(`one account holds at most ${EVENT_STREAMS_PER_ACCOUNT} streams: a newer one closes the oldest, and tells it to wait`, async () => {
  const ngo = await registerSignedUser(stack, 'ngo');
  const other = await registerSignedUser(stack, 'ngo');
  const mine: SseStream[] = [];
  for (let i = 0; i < EVENT_STREAMS_PER_ACCOUNT; i += 1) mine.push(await subscribe(ngo.token));
  const others = await subscribe(other.token);
  const sixth = await subscribe(ngo.token);
  expect(await endsWithin(mine[0]!, 2000)).toBeLessThan(2000);
  // The closed one was told to reconnect later, not at once (no round of closing each other).
  expect(mine[0]!.retry).toBe(30_000);
  expect(sixth.retry).toBe(1000);

  // The newer five and the other account's stream stay live.
  const incident = await report(stack, reporter);
  for (const stream of [...mine.slice(1), sixth, others])
    await stream.waitFor(about(incident._id), 2000);
  for (const stream of mine.slice(1)) expect(await endsWithin(stream, 100)).toBe(Infinity);

  // Many more: never more than the cap open at once.
  const burst: SseStream[] = [];
  for (let i = 0; i < 10; i += 1) burst.push(await subscribe(ngo.token));
  for (const stream of [...mine.slice(1), sixth, ...burst.slice(0, 5)])
    expect(await endsWithin(stream, 2000)).toBeLessThan(2000);
  for (const stream of burst.slice(5)) expect(await endsWithin(stream, 50)).toBe(Infinity);
  expect(await endsWithin(others, 50)).toBe(Infinity);
}, 30_000);

test('EVENT_STREAMS_PER_ACCOUNT sets the cap: 5 unless set, at least 1', () => {
  const env = {
    MONGO_URL: stack.mongoUrl,
    JWT_PUBLIC_KEY: stack.secrets.jwtPublicKey,
    INTERNAL_API_KEY: stack.secrets.internalApiKey,
  };
  expect(loadConfig(env).streamsPerAccount).toBe(5);
  expect(loadConfig({ ...env, EVENT_STREAMS_PER_ACCOUNT: '2' }).streamsPerAccount).toBe(2);
  expect(() => loadConfig({ ...env, EVENT_STREAMS_PER_ACCOUNT: '0' })).toThrow(
    'EVENT_STREAMS_PER_ACCOUNT must be at least 1',
  );
});

test('a logout ends the session’s streams within 2 s (the cached session check would keep them 15 s)', async () => {
  const ngo = await registerSignedUser(stack, 'ngo');
  const byToken = await subscribe(ngo.token);
  const issued = await client(stack.url).post('/api/events/ticket', { token: ngo.token });
  expect(issued.status).toBe(200);
  const ticketUrl = `${stack.url}/api/events/stream?ticket=${encodeURIComponent(issued.body.ticket)}`;
  const byTicket = await openStream(ticketUrl);
  streams.push(byTicket);
  await byTicket.waitFor((e) => e.event === 'ready', 2000);
  // The session was just checked live: the services' cache holds that answer for 15 s.
  expect((await client(stack.url).get('/api/incidents', { token: ngo.token })).status).toBe(200);

  const out = await client(stack.url).post('/api/users/logout', { token: ngo.token });
  expect(out.status).toBe(200);
  expect(await endsWithin(byToken, 2000)).toBeLessThan(2000);
  expect(await endsWithin(byTicket, 2000)).toBeLessThan(2000);
  // EventSource reconnects by itself with the same ticket: refused, not served from the cache.
  expect((await openStream(ticketUrl)).status).toBe(401);
});

test('after auth restarts, a logout still ends the stream within 2 s (the follower reconnects)', async () => {
  const ngo = await registerSignedUser(stack, 'ngo');
  const stream = await subscribe(ngo.token);
  await stack.restart('auth');
  const out = await client(stack.url).post('/api/users/logout', { token: ngo.token });
  expect(out.status).toBe(200);
  expect(await endsWithin(stream, 2000)).toBeLessThan(2000);
});

test('a suspension and a role change end the account’s streams within 2 s', async () => {
  const [suspended, demoted] = await Promise.all([
    registerSignedUser(stack, 'ngo'),
    registerSignedUser(stack, 'volunteer'),
  ]);
  const first = await subscribe(suspended.token);
  const second = await subscribe(suspended.token);
  const volunteer = await subscribe(demoted.token);

  const suspend = await client(stack.url).post(`/api/admin/accounts/${suspended._id}/suspend`, {
    token: admin,
    json: { reason: 'Opened thousands of streams' },
  });
  expect(suspend.status).toBe(200);
  expect(await endsWithin(first, 2000)).toBeLessThan(2000);
  expect(await endsWithin(second, 2000)).toBeLessThan(2000);
  expect(await endsWithin(volunteer, 50)).toBe(Infinity);

  const role = await client(stack.url).put(`/api/admin/accounts/${demoted._id}/role`, {
    token: admin,
    json: { role: 'user' },
  });
  expect(role.status).toBe(200);
  expect(await endsWithin(volunteer, 2000)).toBeLessThan(2000);
});

test('Last-Event-ID 0 replays nothing of a report hidden since: no earlier frame, no reporter contact', async () => {
  const ngo = await registerSignedUser(stack, 'ngo');
  const live = await subscribe(ngo.token);
  const incident = await report(stack, reporter);
  const seen = await live.waitFor(about(incident._id), 2000);
  // Live, before it was hidden, the NGO got the report with the reporter's contact.
  expect(seen.data).toContain(reporter.email);
  const visible = await report(stack, reporter);
  const hidden = await (await operator(stack)).hide(incident._id, 'Fake report with a phone');
  expect(hidden.status).toBe(200);
  await live.waitFor((e) => about(incident._id)(e) && e.event === 'incident.removed', 2000);

  const replay = await subscribe(ngo.token, '0');
  const frames = replay.events.filter(about(incident._id));
  expect(frames.map((e) => e.event)).toEqual(['incident.removed']);
  expect(frames[0]!.data).not.toContain(reporter.email);
  expect(frames[0]!.data).not.toContain('98765');
  expect(JSON.parse(frames[0]!.data)).not.toHaveProperty('incident');
  // What it may see now is replayed as before, with its view.
  const other = replay.events.find(about(visible._id));
  expect(other?.event).toBe('incident.created');
  expect(other!.data).toContain(reporter.email);

  // The reporter may still open a hidden report: its replay keeps it, moderation included.
  const own = await subscribe(reporter.token, '0');
  const forReporter = own.events.filter(about(incident._id));
  expect(forReporter.map((e) => e.event)).toEqual(['incident.created', 'incident.updated']);
  expect(JSON.parse(forReporter[1]!.data).incident.moderation?.hidden).toBe(true);
});
