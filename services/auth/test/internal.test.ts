import { SESSION_ENDED_MESSAGE } from '@rescue/contracts';
import { client } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { adminToken, registerUser, type TestUser } from '@rescue/testkit/users';
import { markDocumentsSigned, tokenClaims, withAuthDb } from './helpers';

let stack: TestStack;
let volunteer: TestUser;
let ngo: TestUser;
let user: TestUser;
let key: Record<string, string>;
const direct = () => client(stack.services.auth[0]!);

beforeAll(async () => {
  stack = await startTestStack();
  [volunteer, ngo, user] = await Promise.all([
    registerUser(stack, 'volunteer'),
    registerUser(stack, 'ngo'),
    registerUser(stack, 'user'),
  ]);
  key = { 'x-internal-key': stack.secrets.internalApiKey };
});
afterAll(() => stack.close());

describe('GET /internal/users/{id}', () => {
  test("returns the account's contact details, never its password hash", async () => {
    const res = await direct().get(`/internal/users/${volunteer._id}`, { headers: key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _id: volunteer._id,
      name: volunteer.name,
      email: volunteer.email,
      role: 'volunteer',
      city: volunteer.city,
      phoneNumber: '+91 98765 43210',
      address: '12 MG Road, Camp',
      documentsSigned: false,
      state: 'active',
      emailUpdates: false,
      language: 'en',
      allowCalls: true,
      showPhoneToReporter: false,
    });
  });

  test('says when the operator has suspended the account', async () => {
    const account = await registerUser(stack, 'user');
    const suspend = await client(stack.url).post(`/api/admin/accounts/${account._id}/suspend`, {
      token: await adminToken(stack),
      json: { reason: 'Abusive reports' },
    });
    expect(suspend.status).toBe(200);
    const res = await direct().get(`/internal/users/${account._id}`, { headers: key });
    expect(res.body.state).toBe('suspended');
  });

  test('an unknown id is a 404, a malformed one a 400', async () => {
    expect(
      (await direct().get('/internal/users/0123456789abcdef01234567', { headers: key })).status,
    ).toBe(404);
    expect((await direct().get('/internal/users/nope', { headers: key })).status).toBe(400);
  });
});

describe('POST /internal/users/{id}/documents-signed', () => {
  const signed = (account: TestUser, documentType: unknown) =>
    direct().post(`/internal/users/${account._id}/documents-signed`, {
      headers: key,
      json: { documentType },
    });

  test("records the role's document and is idempotent; an NGO then waits for verification", async () => {
    const first = await markDocumentsSigned(stack, ngo);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ _id: ngo._id, documentsSigned: true });
    const profile = await client(stack.url).get('/api/ngo/profile', { token: ngo.token });
    expect(profile.body.verification).toEqual({
      state: 'pending',
      signedAt: expect.any(String),
      decidedAt: null,
      decidedBy: null,
      reason: null,
    });
    const again = await markDocumentsSigned(stack, ngo);
    expect(again.status).toBe(200);
    const read = await direct().get(`/internal/users/${ngo._id}`, { headers: key });
    expect(read.body.documentsSigned).toBe(true);
    // Signing again keeps the first signing time.
    const later = await client(stack.url).get('/api/ngo/profile', { token: ngo.token });
    expect(later.body.verification.signedAt).toBe(profile.body.verification.signedAt);
  });

  test.each([
    [
      "the other role's document type",
      'ngo-onboarding',
      /^documentType must be volunteer-onboarding/,
    ],
    ['no document type', undefined, /^documentType is required/],
    ['an object as document type', { $gt: '' }, /^documentType\b/],
  ])('%s is a 400', async (_what, documentType, message) => {
    const res = await signed(volunteer, documentType);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    const read = await direct().get(`/internal/users/${volunteer._id}`, { headers: key });
    expect(read.body.documentsSigned).toBe(false);
  });

  test('a plain user has nothing to sign: 400', async () => {
    const res = await signed(user, 'volunteer-onboarding');
    expect(res.status).toBe(400);
  });

  test('an unknown account is a 404', async () => {
    const res = await direct().post('/internal/users/0123456789abcdef01234567/documents-signed', {
      headers: key,
      json: { documentType: 'volunteer-onboarding' },
    });
    expect(res.status).toBe(404);
  });
});

describe('GET /internal/sessions/{sessionId}?token={tokenId}: the other services ask here', () => {
  const check = (token: string) => {
    const { sid, jti } = tokenClaims(token) as { sid: string; jti: string };
    return direct().get(`/internal/sessions/${sid}?token=${jti}`, { headers: key });
  };

  test('a live session: who it belongs to now, and when it ends at the latest', async () => {
    const account = await registerUser(stack, 'ngo');
    const res = await check(account.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      principal: {
        id: account._id,
        role: 'ngo',
        name: account.name,
        documentsSigned: false,
        verification: 'unsigned',
      },
      expiresAt: expect.any(String),
    });
    const started = await withAuthDb(stack, (db) =>
      db.collection('sessions').findOne({ userId: account._id }),
    );
    expect(res.body.expiresAt).toBe(started!.expiresAt.toISOString());
  });

  test('the principal is read from the account now, not from the token', async () => {
    const account = await registerUser(stack, 'ngo');
    await markDocumentsSigned(stack, account);
    await client(stack.url).put(`/api/users/profile/${account._id}`, {
      token: account.token,
      json: { name: 'Renamed Shelter' },
    });
    const res = await check(account.token);
    expect(res.body.principal).toMatchObject({
      name: 'Renamed Shelter',
      documentsSigned: true,
      verification: 'pending',
    });
    expect(tokenClaims(account.token)).toMatchObject({ name: account.name, docs: false });
  });

  test('users carry no verification', async () => {
    const res = await check(user.token);
    expect(res.body.principal).toEqual({
      id: user._id,
      role: 'user',
      name: user.name,
      documentsSigned: true,
    });
  });

  test('an ended session, a rotated token or an unknown session is a 401', async () => {
    const account = await registerUser(stack, 'user');
    const refreshed = await client(stack.url).post('/api/users/refresh-token', {
      token: account.token,
    });
    expect(refreshed.status).toBe(200);
    for (const res of [
      await check(account.token),
      await direct().get(`/internal/sessions/no-such-session?token=x`, { headers: key }),
    ])
      expect([res.status, res.body]).toEqual([
        401,
        { message: SESSION_ENDED_MESSAGE, code: 'SESSION_ENDED' },
      ]);
    expect((await check(refreshed.body.token)).status).toBe(200);
    await client(stack.url).post('/api/users/logout', { token: refreshed.body.token });
    expect((await check(refreshed.body.token)).status).toBe(401);
  });

  test('the token id is required', async () => {
    const { sid } = tokenClaims(user.token) as { sid: string };
    const res = await direct().get(`/internal/sessions/${sid}`, { headers: key });
    expect(res.status).toBe(400);
  });
});

describe('the internal endpoints are for services only', () => {
  const calls = () => [
    { method: 'get' as const, path: `/internal/users/${volunteer._id}`, json: undefined },
    {
      method: 'get' as const,
      path: `/internal/sessions/${tokenClaims(volunteer.token).sid}?token=${tokenClaims(volunteer.token).jti}`,
      json: undefined,
    },
    {
      method: 'post' as const,
      path: `/internal/users/${volunteer._id}/documents-signed`,
      json: { documentType: 'volunteer-onboarding' },
    },
  ];

  test('without the key, or with a wrong one, they are a 403', async () => {
    for (const { method, path, json } of calls()) {
      const wrongKeys: Record<string, string>[] = [
        {},
        { 'x-internal-key': 'guess' },
        { 'x-internal-key': '' },
      ];
      for (const headers of wrongKeys) {
        const res = await direct()[method](path, { headers, json });
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ message: 'Internal endpoint' });
      }
    }
  });

  test('the gateway does not forward them, even with the key', async () => {
    for (const { method, path, json } of calls()) {
      for (const prefix of ['', '/api']) {
        const res = await client(stack.url)[method](`${prefix}${path}`, { headers: key, json });
        // GET falls through to the web front end (its page), never to the service.
        if (method === 'get' && prefix === '') expect(res.body).not.toHaveProperty('email');
        else expect(res.status).toBe(404);
      }
    }
    const read = await direct().get(`/internal/users/${volunteer._id}`, { headers: key });
    expect(read.body.documentsSigned).toBe(false);
  });
});
