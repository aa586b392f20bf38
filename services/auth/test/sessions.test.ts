// Sessions that can be ended (issue 13): logout, rotation on refresh, an absolute lifetime,
// and suspension, deletion and role change ending every session of an account. Auth checks
// the session on every request, so each of these is refused by auth at once.
import {
  ACCOUNT_SUSPENDED_MESSAGE,
  SESSION_ENDED_MESSAGE,
  wrongRoleMessage,
} from '@rescue/contracts';
import type { ApiResponse } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { adminToken, registerSignedUser, registerUser, type TestUser } from '@rescue/testkit/users';
import { waitFor } from '@rescue/testkit/wait';
import { api as checkedApi, claimsFor, craftToken, tokenClaims, withAuthDb } from './helpers';

let stack: TestStack;
let api: ReturnType<typeof checkedApi>;
let operator: string;

beforeAll(async () => {
  stack = await startTestStack();
  api = checkedApi(stack.url);
  operator = await adminToken(stack);
});
afterAll(() => stack.close());

const login = (account: Pick<TestUser, 'email' | 'password'>) =>
  api.post('/api/users/login', { json: { email: account.email, password: account.password } });
/** A call every logged-in account may make on auth. */
const ownProfile = (account: Pick<TestUser, '_id'>, token: string) =>
  api.get(`/api/users/profile/${account._id}`, { token });

function expectEnded(res: ApiResponse) {
  expect([res.status, res.body]).toEqual([
    401,
    { message: SESSION_ENDED_MESSAGE, code: expect.any(String) },
  ]);
}

const sessionDoc = (sid: string) =>
  withAuthDb(stack, (db) => db.collection('sessions').findOne({ _id: sid as never }));

describe('tokens name their session', () => {
  test('login and sign-up start a session; the token carries its id and its token id', async () => {
    const account = await registerUser(stack, 'user');
    const loggedIn = await login(account);
    const [first, second] = [tokenClaims(account.token), tokenClaims(loggedIn.body.token)];
    expect(first.sid).toEqual(expect.any(String));
    expect(second.sid).not.toBe(first.sid);
    const stored = await sessionDoc(first.sid as string);
    expect(stored).toMatchObject({
      userId: account._id,
      tokenId: first.jti,
      startedAt: expect.any(Date),
      expiresAt: expect.any(Date),
      lastRefreshedAt: null,
    });
    // JWT_TTL_SECONDS (12 h) is shorter than the session's 7 days: the token ends first.
    expect((first.exp as number) - (first.iat as number)).toBe(12 * 60 * 60);
    const lifetime = stored!.expiresAt.getTime() - stored!.startedAt.getTime();
    expect(lifetime).toBe(7 * 24 * 60 * 60 * 1000);
  });
});

describe('POST /api/users/logout', () => {
  test('ends the session behind the token: auth refuses it at once', async () => {
    const account = await registerUser(stack, 'volunteer');
    expect((await ownProfile(account, account.token)).status).toBe(200);
    const res = await api.post('/api/users/logout', { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Logged out' });
    expectEnded(await ownProfile(account, account.token));
    expectEnded(await api.post('/api/users/refresh-token', { token: account.token }));
    expectEnded(await api.post('/api/users/logout', { token: account.token }));
    expect(await sessionDoc(tokenClaims(account.token).sid as string)).toMatchObject({
      endedAt: expect.any(Date),
      endReason: 'logout',
    });
  });

  test("ends only that session: the account's other logins keep working", async () => {
    const account = await registerUser(stack, 'user');
    const phone = (await login(account)).body.token as string;
    await api.post('/api/users/logout', { token: account.token });
    expect((await ownProfile(account, phone)).status).toBe(200);
  });

  test('is refused without a token', async () => {
    const res = await api.post('/api/users/logout');
    expect([res.status, res.body.message]).toEqual([401, 'Authentication required']);
  });

  test('the operator logs out too', async () => {
    const token = await adminToken(stack);
    expect((await api.get('/api/admin/accounts?limit=1', { token })).status).toBe(200);
    expect((await api.post('/api/users/logout', { token })).status).toBe(200);
    expectEnded(await api.get('/api/admin/accounts?limit=1', { token }));
  });
});

describe('POST /api/users/refresh-token rotates', () => {
  test('the token it replaced is refused from then on; the new one works in the same session', async () => {
    const account = await registerUser(stack, 'ngo');
    const res = await api.post('/api/users/refresh-token', { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token: expect.any(String), requiresDocuments: true });
    const [before, after] = [tokenClaims(account.token), tokenClaims(res.body.token)];
    expect(after.sid).toBe(before.sid);
    expect(after.jti).not.toBe(before.jti);
    expectEnded(await ownProfile(account, account.token));
    expect((await ownProfile(account, res.body.token)).status).toBe(200);
    expect(await sessionDoc(after.sid as string)).toMatchObject({
      tokenId: after.jti,
      lastRefreshedAt: expect.any(Date),
    });
    // And again: a chain of refreshes keeps one live token.
    const again = await api.post('/api/users/refresh-token', { token: res.body.token });
    expect(again.status).toBe(200);
    expectEnded(await ownProfile(account, res.body.token));
    expect((await ownProfile(account, again.body.token)).status).toBe(200);
  });

  test('a replaced token sent to refresh again ends the whole session (reuse detection)', async () => {
    const account = await registerUser(stack, 'user');
    const otherDevice = (await login(account)).body.token as string;
    const first = await api.post('/api/users/refresh-token', { token: account.token });
    expect(first.status).toBe(200);
    // A call already under way with the replaced token is refused but ends nothing...
    expectEnded(await ownProfile(account, account.token));
    expect((await ownProfile(account, first.body.token)).status).toBe(200);
    // ...a second refresh of it does: someone holds a copy, so the newer token dies too.
    expectEnded(await api.post('/api/users/refresh-token', { token: account.token }));
    expectEnded(await ownProfile(account, first.body.token));
    expectEnded(await api.post('/api/users/refresh-token', { token: first.body.token }));
    expect(await sessionDoc(tokenClaims(account.token).sid as string)).toMatchObject({
      endedAt: expect.any(Date),
      endReason: 'token-reused',
    });
    // Only that session: the account's other login goes on.
    expect((await ownProfile(account, otherDevice)).status).toBe(200);
  });

  test('parallel refreshes of one token are reuse too: the session ends, no token of it lives', async () => {
    const account = await registerUser(stack, 'user');
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.post('/api/users/refresh-token', { token: account.token }),
      ),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
    for (const res of results) if (res.status !== 200) expectEnded(res);
    for (const res of results)
      if (res.status === 200) expectEnded(await ownProfile(account, res.body.token));
    expectEnded(await ownProfile(account, account.token));
    expect(await sessionDoc(tokenClaims(account.token).sid as string)).toMatchObject({
      endReason: 'token-reused',
    });
  });
});

describe('the operator ends every session of an account', () => {
  test('suspension: tokens refused at once, login refused (403) until restored', async () => {
    const account = await registerSignedUser(stack, 'volunteer');
    const second = (await login(account)).body.token as string;
    const suspended = await api.post(`/api/admin/accounts/${account._id}/suspend`, {
      token: operator,
      json: { reason: 'Took cases and never went' },
    });
    expect(suspended.status).toBe(200);
    for (const token of [account.token, second]) expectEnded(await ownProfile(account, token));
    const refused = await login(account);
    expect([refused.status, refused.body]).toEqual([
      403,
      { message: ACCOUNT_SUSPENDED_MESSAGE, code: expect.any(String) },
    ]);
    // Only the password's owner learns of the suspension: a wrong password is still a 401.
    const guess = await login({ email: account.email, password: 'not the password' });
    expect(guess.status).toBe(401);

    const restored = await api.post(`/api/admin/accounts/${account._id}/restore`, {
      token: operator,
    });
    expect(restored.status).toBe(200);
    const back = await login(account);
    expect(back.status).toBe(200);
    expect((await ownProfile(account, back.body.token)).status).toBe(200);
    // Restoring lets the account log in again; it does not revive the ended sessions.
    expectEnded(await ownProfile(account, account.token));
  });

  test('a role change: the old tokens are refused, a new login carries the new role', async () => {
    const ngo = await registerSignedUser(stack, 'ngo');
    expect((await api.get('/api/ngo/profile', { token: ngo.token })).status).toBe(200);
    const res = await api.put(`/api/admin/accounts/${ngo._id}/role`, {
      token: operator,
      json: { role: 'user' },
    });
    expect(res.status).toBe(200);
    expectEnded(await api.get('/api/ngo/profile', { token: ngo.token }));
    const again = await login(ngo);
    expect(again.body.role).toBe('user');
    const asUser = await api.get('/api/ngo/profile', { token: again.body.token });
    expect([asUser.status, asUser.body.message]).toEqual([403, wrongRoleMessage('ngo.profile')]);
    expect(await sessionDoc(tokenClaims(ngo.token).sid as string)).toMatchObject({
      endReason: 'role-changed',
    });
  });

  test('deletion: the tokens are refused and the account cannot log in', async () => {
    const account = await registerUser(stack, 'user');
    const res = await api.delete(`/api/admin/accounts/${account._id}`, { token: operator });
    expect(res.status).toBe(200);
    expectEnded(await ownProfile(account, account.token));
    expectEnded(await api.post('/api/users/refresh-token', { token: account.token }));
    expect((await login(account)).status).toBe(401);
  });
});

describe('a session has an absolute lifetime', () => {
  // Long enough that a busy machine still refreshes well within it; the end is then brought
  // forward in the database instead of waited for (the service compares it with its clock).
  const MAX_AGE_SECONDS = 60;
  let short: TestStack;
  beforeAll(async () => {
    short = await startTestStack({ env: { SESSION_MAX_AGE_SECONDS: String(MAX_AGE_SECONDS) } });
  });
  afterAll(() => short.close());

  const shortSession = (sid: string) =>
    withAuthDb(short, (db) => db.collection('sessions').findOne({ _id: sid as never }));

  test('no refresh extends it, and past it even a token claiming a later expiry is refused', async () => {
    const account = await registerUser(short, 'user');
    const claims = tokenClaims(account.token);
    const stored = await shortSession(claims.sid as string);
    const end = stored!.expiresAt.getTime();
    expect(end - stored!.startedAt.getTime()).toBe(MAX_AGE_SECONDS * 1000);
    // The token ends with the session, not after JWT_TTL_SECONDS.
    expect(claims.exp as number).toBeLessThanOrEqual(Math.floor(end / 1000));
    // A refresh in a later second than the login would show any extension in its exp.
    await waitFor(() => Math.floor(Date.now() / 1000) > (claims.iat as number), {
      what: 'the second after the login',
      intervalMs: 10,
    });
    const refreshed = await checkedApi(short.url).post('/api/users/refresh-token', {
      token: account.token,
    });
    expect(refreshed.status).toBe(200);
    const renewed = tokenClaims(refreshed.body.token);
    expect(renewed.iat as number).toBeGreaterThan(claims.iat as number);
    // Counted from this refresh it would end after the session's end; it must not.
    expect(renewed.exp as number).toBeLessThanOrEqual(Math.floor(end / 1000));
    expect((await shortSession(claims.sid as string))!.expiresAt.getTime()).toBe(end);

    // The session reaches its end while the refreshed token itself is still unexpired.
    await withAuthDb(short, (db) =>
      db
        .collection('sessions')
        .updateOne(
          { _id: claims.sid as never },
          { $set: { expiresAt: new Date(Date.now() - 1000) } },
        ),
    );
    const profile = (token: string) =>
      checkedApi(short.url).get(`/api/users/profile/${account._id}`, { token });
    expectEnded(await profile(refreshed.body.token));
    // Signed correctly, naming the live token of the session, valid for another hour: the
    // session's own end refuses it.
    const forged = craftToken.rs256(
      claimsFor(account, { sid: renewed.sid, jti: renewed.jti }),
      short.secrets.jwtPrivateKey,
    );
    expectEnded(await profile(forged));
    expectEnded(await checkedApi(short.url).post('/api/users/refresh-token', { token: forged }));
    // A new login starts a new session.
    const again = await checkedApi(short.url).post('/api/users/login', {
      json: { email: account.email, password: account.password },
    });
    expect((await profile(again.body.token)).status).toBe(200);
  });
});
