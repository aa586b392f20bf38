import { SESSION_ENDED_MESSAGE } from '@rescue/contracts';
import { request } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerUser, type TestUser } from '@rescue/testkit/users';
import {
  ROLES,
  api,
  claimsFor,
  craftToken,
  markDocumentsSigned,
  otherPrivateKey,
  tokenClaims,
  expectFieldRefused,
  expectMalformedJsonRefused,
} from './helpers';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

const login = (json: unknown) => api(stack.url).post('/api/users/login', { json });
const refresh = (token?: string) => api(stack.url).post('/api/users/refresh-token', { token });

describe('login', () => {
  test.each(ROLES)('a %s logs in with the right password', async (role) => {
    const account = await registerUser(stack, role);
    const res = await login({ email: account.email, password: account.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.any(String),
      _id: account._id,
      role,
      name: account.name,
      message: 'Login successful!',
      requiresDocuments: role !== 'user',
    });
    expect(tokenClaims(res.body.token)).toMatchObject({ sub: account._id, role });
    expect((await refresh(res.body.token)).status).toBe(200);
  });

  test('the email is matched whatever its letter case', async () => {
    const account = await registerUser(stack, 'user');
    const res = await login({
      email: `  ${account.email.toUpperCase()} `,
      password: account.password,
    });
    expect(res.status).toBe(200);
    expect(res.body._id).toBe(account._id);
  });

  test('a wrong password and an unknown email give the same 401', async () => {
    const account = await registerUser(stack, 'user');
    const wrong = await login({ email: account.email, password: 'not the password' });
    const unknown = await login({ email: 'nobody@example.org', password: account.password });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ message: 'Invalid email or password' });
    }
  });

  test('an unknown email takes about as long as a wrong password (no account probing)', async () => {
    const account = await registerUser(stack, 'user');
    const median = async (email: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const started = performance.now();
        await login({ email, password: 'not the password' });
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[2]!;
    };
    const wrongPassword = await median(account.email);
    const unknownEmail = await median('nobody.at.all@example.org');
    // Both verify an argon2 hash; without the dummy hash the unknown email would be far faster.
    expect(unknownEmail).toBeGreaterThan(wrongPassword / 3);
  });

  test('a role sent in the login body is ignored', async () => {
    const account = await registerUser(stack, 'user');
    const res = await login({ email: account.email, password: account.password, role: 'ngo' });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('user');
    expect(tokenClaims(res.body.token).role).toBe('user');
    expect((await api(stack.url).get('/api/ngo/profile', { token: res.body.token })).status).toBe(
      403,
    );
  });

  test.each([
    [{ password: 'whatever password' }, 'email is required'],
    [{ email: 'a@example.org' }, 'password is required'],
    [{ email: '', password: 'whatever password' }, 'email: must not be empty'],
  ])('%j is a 400 naming the field', async (body, message) => {
    const res = await login(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  test.each(['email', 'password'])('{"$gt": ""} as %s is a 400', async (field) => {
    const res = await login({ email: 'a@example.org', password: 'x', [field]: { $gt: '' } });
    expectFieldRefused(res, field);
  });

  test('malformed JSON is a 400', async () => {
    await expectMalformedJsonRefused(stack.url, '/api/users/login', '{"email":');
  });
});

describe('refresh-token', () => {
  test('anonymous callers get a 401', async () => {
    const res = await refresh();
    expect(res.status).toBe(401);
  });

  test.each(ROLES)('a %s gets a fresh token with its current claims', async (role) => {
    const account = await registerUser(stack, role);
    const res = await refresh(account.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token: expect.any(String), requiresDocuments: role !== 'user' });
    expect(tokenClaims(res.body.token)).toMatchObject({
      sub: account._id,
      role,
      name: account.name,
      docs: role === 'user',
    });
  });

  test.each(['volunteer', 'ngo'] as const)(
    'after a %s signs the documents the refreshed token says docs=true',
    async (role) => {
      const account = await registerUser(stack, role);
      const signed = await markDocumentsSigned(stack, account);
      expect(signed.status).toBe(200);

      const res = await refresh(account.token);
      expect(res.status).toBe(200);
      expect(res.body.requiresDocuments).toBe(false);
      expect(tokenClaims(res.body.token).docs).toBe(true);
      const again = await login({ email: account.email, password: account.password });
      expect(again.body.requiresDocuments).toBe(false);
    },
  );

  test('carries a name changed on the profile', async () => {
    const account = await registerUser(stack, 'user');
    await api(stack.url).put(`/api/users/profile/${account._id}`, {
      token: account.token,
      json: { name: 'Renamed Reporter' },
    });
    const res = await refresh(account.token);
    expect(tokenClaims(res.body.token).name).toBe('Renamed Reporter');
  });
});

describe('tokens the services refuse', () => {
  let account: TestUser;
  beforeAll(async () => {
    account = await registerUser(stack, 'ngo');
  });

  const now = () => Math.floor(Date.now() / 1000);
  const badTokens: [string, () => string][] = [
    [
      'signed with another key',
      () => craftToken.rs256(claimsFor(account, session()), otherPrivateKey()),
    ],
    [
      'expired',
      () =>
        craftToken.rs256(
          claimsFor(account, { ...session(), iat: now() - 7200, exp: now() - 60 }),
          stack.secrets.jwtPrivateKey,
        ),
    ],
    ['alg: none', () => craftToken.none(claimsFor(account, session()))],
    [
      'HS256 keyed with the public key',
      () => craftToken.hs256(claimsFor(account, session()), stack.secrets.jwtPublicKey),
    ],
    [
      'from another issuer',
      () =>
        craftToken.rs256(
          claimsFor(account, { ...session(), iss: 'someone-else' }),
          stack.secrets.jwtPrivateKey,
        ),
    ],
    [
      'for another audience',
      () =>
        craftToken.rs256(
          claimsFor(account, { ...session(), aud: 'another-app' }),
          stack.secrets.jwtPrivateKey,
        ),
    ],
    ['not a JWT at all', () => 'garbage'],
    [
      'that names no session (as tokens did before sessions)',
      () => craftToken.rs256(claimsFor(account), stack.secrets.jwtPrivateKey),
    ],
  ];

  /** The live session of the account's token: a crafted token needs one to be accepted. */
  const session = () => {
    const { sid, jti } = tokenClaims(account.token);
    return { sid, jti };
  };

  test('a correctly made token is accepted (the control for the cases below)', async () => {
    const token = craftToken.rs256(claimsFor(account, session()), stack.secrets.jwtPrivateKey);
    const res = await api(stack.url).get('/api/ngo/profile', { token });
    expect(res.status).toBe(200);
  });

  test.each(badTokens)('a token %s is a 401 on every auth endpoint', async (_what, make) => {
    const token = make();
    const calls = [
      refresh(token),
      api(stack.url).get(`/api/users/profile/${account._id}`, { token }),
      api(stack.url).put(`/api/users/profile/${account._id}`, { token, json: { name: 'X' } }),
      api(stack.url).get(`/api/users/my-incidents/${account._id}`, { token }),
      api(stack.url).get('/api/ngo/profile', { token }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid or expired token');
    }
  });

  test("a token naming another account than its session's is refused", async () => {
    const ghost = { ...account, _id: '0123456789abcdef01234567' };
    const token = craftToken.rs256(claimsFor(ghost, session()), stack.secrets.jwtPrivateKey);
    const res = await refresh(token);
    expect([res.status, res.body.message]).toEqual([401, SESSION_ENDED_MESSAGE]);
  });

  test('a session id or token id that was never issued is refused', async () => {
    for (const forged of [
      { sid: 'a-session-nobody-started', jti: session().jti },
      { sid: session().sid, jti: 'a-token-id-never-issued' },
    ]) {
      const token = craftToken.rs256(claimsFor(account, forged), stack.secrets.jwtPrivateKey);
      const res = await api(stack.url).get('/api/ngo/profile', { token });
      expect([res.status, res.body.message]).toEqual([401, SESSION_ENDED_MESSAGE]);
    }
  });

  test('the services verify the signature, not the gateway alone', async () => {
    const token = craftToken.none(claimsFor(account, session()));
    const res = await request(stack.services.auth[0]!, 'GET', '/api/ngo/profile', { token });
    expect(res.status).toBe(401);
  });
});
