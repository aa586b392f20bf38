// GET /internal/sessions/ends: the long poll that pushes session ends to the services holding
// live streams (service-kit's watchSessionEnds). Answered at once when an end is there, as
// soon as one comes while it waits, including an end another process wrote (the admin CLI,
// another auth replica), and with 400 {message} for a bad cursor.
import { SESSION_ENDS_MAX_WAIT_MS, type SessionEndsResponse } from '@rescue/contracts';
import { client } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { adminToken, registerUser } from '@rescue/testkit/users';
import { waitFor } from '@rescue/testkit/wait';
import { SessionStore } from '../src/store/sessions';
import { withAuthDb } from './helpers';

/** Issue 27: streams and sessions end within 2 s of a logout, suspension or role change. */
const SESSION_END_PUSH_MS = 2_000;

let stack: TestStack;
let key: Record<string, string>;
const direct = () => client(stack.services.auth[0]!);
const ends = (query: string) =>
  direct().get(`/internal/sessions/ends?${query}`, { headers: key }) as Promise<{
    status: number;
    body: SessionEndsResponse & { message?: string };
  }>;

beforeAll(async () => {
  stack = await startTestStack();
  key = { 'x-internal-key': stack.secrets.internalApiKey };
}, 60_000);
afterAll(() => stack.close());

test('internal only, and a bad cursor or wait is a 400 with a message', async () => {
  expect((await direct().get('/internal/sessions/ends?after=0')).status).toBe(403);
  for (const query of [
    '',
    'after=soon',
    'after=0&waitMs=-1',
    `after=0&waitMs=${SESSION_ENDS_MAX_WAIT_MS + 1}`,
  ]) {
    const res = await ends(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  }
});

test('a logout is pushed to a waiting caller within a moment (not at its 8 s wait), and not again after its cursor', async () => {
  const user = await registerUser(stack, 'user');
  const since = Date.now();
  const started = performance.now();
  const waiting = ends(`after=${since}&waitMs=${SESSION_ENDS_MAX_WAIT_MS}`);
  expect((await client(stack.url).post('/api/users/logout', { token: user.token })).status).toBe(
    200,
  );
  const answer = await waiting;
  // The promise is an end pushed within 2 s (not at the caller's 8 s wait).
  expect(performance.now() - started).toBeLessThan(SESSION_END_PUSH_MS);
  expect(answer.status).toBe(200);
  const mine = answer.body.ends.filter((end) => end.userId === user._id);
  expect(mine).toEqual([
    { userId: user._id, sessionId: expect.any(String), reason: 'logout', at: expect.any(String) },
  ]);
  expect(Number(answer.body.cursor)).toBeGreaterThan(since);
  // Nothing new after the cursor: a short wait answers empty, keeping the cursor.
  const next = await ends(`after=${answer.body.cursor}&waitMs=300`);
  expect(next.body).toEqual({ ends: [], cursor: answer.body.cursor });
});

test('an end written by another process (the admin CLI) reaches a waiting caller within 2 s', async () => {
  const user = await registerUser(stack, 'volunteer');
  const since = Date.now();
  const started = performance.now();
  const waiting = ends(`after=${since}&waitMs=${SESSION_ENDS_MAX_WAIT_MS}`);
  // Its own SessionStore, as cli/admin.ts makes one: this auth process hears nothing of it.
  await withAuthDb(stack, (db) => new SessionStore(db).endAllOf(user._id, 'suspended'));
  const answer = await waiting;
  expect(performance.now() - started).toBeLessThan(SESSION_END_PUSH_MS);
  expect(answer.body.ends).toContainEqual({
    userId: user._id,
    reason: 'suspended',
    at: expect.any(String),
  });
});

test('ends written at once all reach a follower: none is stamped before one it was already given', async () => {
  const users = await Promise.all(Array.from({ length: 12 }, () => registerUser(stack, 'user')));
  const seen = new Set<string>();
  let cursor = Date.now();
  let following = true;
  // As service-kit's watchSessionEnds follows: each answer's cursor is the next `after`.
  const follower = (async () => {
    while (following) {
      const answer = await ends(`after=${cursor}&waitMs=300`);
      for (const end of answer.body.ends) seen.add(end.userId);
      cursor = Math.max(cursor, Number(answer.body.cursor));
    }
  })();
  try {
    // Logouts (one session) and suspensions (every session) at once, as in the attack run.
    const operator = await adminToken(stack);
    const answers = await Promise.all(
      users.map((user, i) =>
        i % 2 === 0
          ? client(stack.url).post('/api/users/logout', { token: user.token })
          : client(stack.url).post(`/api/admin/accounts/${user._id}/suspend`, {
              token: operator,
              json: { reason: 'Abusive messages' },
            }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(users.map(() => 200));
    await waitFor(() => users.every((user) => seen.has(user._id)), {
      what: 'every end to reach the follower',
      timeoutMs: 2000,
    });
  } finally {
    following = false;
    await follower;
  }
});
