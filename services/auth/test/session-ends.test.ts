// GET /internal/sessions/ends: the long poll that pushes session ends to the services holding
// live streams (service-kit's watchSessionEnds). Answered at once when an end is there, as
// soon as one comes while it waits, including an end another process wrote (the admin CLI,
// another auth replica), and with 400 {message} for a bad cursor.
import { SESSION_ENDS_MAX_WAIT_MS, type SessionEndsResponse } from '@rescue/contracts';
import { client } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerUser } from '@rescue/testkit/users';
import { SessionStore } from '../src/store/sessions';
import { withAuthDb } from './helpers';

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
  expect(performance.now() - started).toBeLessThan(1500);
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

test('an end written by another process (the admin CLI) reaches a waiting caller within 1 s', async () => {
  const user = await registerUser(stack, 'volunteer');
  const since = Date.now();
  const started = performance.now();
  const waiting = ends(`after=${since}&waitMs=${SESSION_ENDS_MAX_WAIT_MS}`);
  // Its own SessionStore, as cli/admin.ts makes one: this auth process hears nothing of it.
  await withAuthDb(stack, (db) => new SessionStore(db).endAllOf(user._id, 'suspended'));
  const answer = await waiting;
  expect(performance.now() - started).toBeLessThan(1000);
  expect(answer.body.ends).toContainEqual({
    userId: user._id,
    reason: 'suspended',
    at: expect.any(String),
  });
});
