// The operator's console on auth: NGO verification, accounts (search, suspend, restore, role,
// delete) and the audit log every action writes to. Admins only (contracts' POLICY).
import {
  AUDIT_ACTIONS,
  NGO_NOT_VERIFIED_MESSAGE,
  NGO_REJECTED_MESSAGE,
  POLICY,
  wrongRoleMessage,
  type Operation,
} from '@rescue/contracts';
import { freePort } from '@rescue/stack/ports';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import {
  TEST_ADMIN,
  adminToken,
  registerSignedUser,
  registerUnverifiedNgo,
  registerUser,
  signDocuments,
  type TestUser,
} from '@rescue/testkit/users';
import { api as checkedApi, reportIncident } from './helpers';

let stack: TestStack;
let api: ReturnType<typeof checkedApi>;
let operator: string;
let operatorId: string;
let operatorName: string;

beforeAll(async () => {
  stack = await startTestStack();
  api = checkedApi(stack.url);
  const login = await api.post('/api/users/login', { json: TEST_ADMIN });
  operator = login.body.token;
  operatorId = login.body._id;
  operatorName = login.body.name;
});
afterAll(() => stack.close());

const post = (path: string, json?: unknown, token = operator) =>
  api.post(path, { token, ...(json === undefined ? {} : { json }) });

/** Auth's admin operations (the moderation ones belong to the incidents service). */
const AUTH_ADMIN_OPERATIONS = (Object.keys(POLICY) as Operation[]).filter(
  (op) => op.startsWith('admin.') && !op.startsWith('admin.reports'),
);

describe('admins only', () => {
  let callers: TestUser[];
  beforeAll(async () => {
    callers = await Promise.all(
      (['user', 'volunteer', 'ngo'] as const).map((role) => registerSignedUser(stack, role)),
    );
  });

  test.each(AUTH_ADMIN_OPERATIONS)('%s: 401 anonymous, 403 for every other role', async (op) => {
    const { method, path } = POLICY[op];
    const target = await registerUser(stack, 'user');
    const url = path.replace('{id}', target._id);
    const call = (token?: string) =>
      checkedApi(stack.url)[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](url, {
        token,
        json:
          method === 'GET' || method === 'DELETE' ? undefined : { reason: 'why not', role: 'ngo' },
      });
    expect((await call()).status).toBe(401);
    for (const caller of callers) {
      const res = await call(caller.token);
      expect([res.status, res.body]).toEqual([
        403,
        { message: wrongRoleMessage(op), code: expect.any(String) },
      ]);
    }
    // Nothing happened to the target.
    const seen = await api.get(`/api/admin/accounts?q=${encodeURIComponent(target.email)}`, {
      token: operator,
    });
    expect(seen.body.data).toEqual([expect.objectContaining({ role: 'user', state: 'active' })]);
  });

  test('nobody signs up as an admin', async () => {
    const res = await registerUser(stack, 'admin' as never).catch((error: Error) => error);
    expect(String(res)).toMatch(/register admin failed: 400/);
  });
});

describe('NGO verification: unsigned, pending, verified or rejected', () => {
  test('an NGO moves through the states, and only a verified one does NGO work', async () => {
    const ngo = await registerUser(stack, 'ngo', {
      ngoDetails: { registrationNumber: 'MH-2024-118', organizationType: 'Trust' },
    });
    const queue = async (state?: string) =>
      (
        await api.get(`/api/admin/ngos${state ? `?state=${state}` : ''}`, { token: operator })
      ).body.data.map((account: { _id: string }) => account._id) as string[];
    const verification = async (account: TestUser) =>
      (await api.get('/api/ngo/profile', { token: account.token })).body.verification;

    expect(await queue('unsigned')).toContain(ngo._id);
    expect(await queue()).not.toContain(ngo._id); // the default view is the pending queue
    const early = await post(`/api/admin/ngos/${ngo._id}/verify`);
    expect([early.status, early.body.message]).toEqual([
      409,
      'This NGO has not signed its documents yet',
    ]);

    await signDocuments(stack, ngo);
    expect(await queue()).toContain(ngo._id);
    expect(await queue('unsigned')).not.toContain(ngo._id);
    const pending = (await api.get('/api/admin/ngos', { token: operator })).body.data.find(
      (account: { _id: string }) => account._id === ngo._id,
    );
    expect(pending).toMatchObject({
      name: ngo.name,
      email: ngo.email,
      role: 'ngo',
      state: 'active',
      documentsSigned: true,
      ngoDetails: { registrationNumber: 'MH-2024-118', organizationType: 'Trust' },
      verification: { state: 'pending', signedAt: expect.any(String), decidedAt: null },
    });
    const waiting = await api.get('/api/ngo/overview', { token: ngo.token });
    expect([waiting.status, waiting.body.message]).toEqual([403, NGO_NOT_VERIFIED_MESSAGE]);

    const rejected = await post(`/api/admin/ngos/${ngo._id}/reject`, {
      reason: '  The registration number is not on the register  ',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      success: true,
      message: expect.any(String),
      account: { _id: ngo._id, verification: { state: 'rejected' } },
    });
    expect(await verification(ngo)).toEqual({
      state: 'rejected',
      signedAt: pending.verification.signedAt,
      decidedAt: expect.any(String),
      decidedBy: operatorName,
      reason: 'The registration number is not on the register',
    });
    expect(await queue('rejected')).toContain(ngo._id);
    const refused = await api.get('/api/ngo/overview', { token: ngo.token });
    expect([refused.status, refused.body.message]).toEqual([403, NGO_REJECTED_MESSAGE]);

    // The operator may reconsider; the same token then works at once.
    const verified = await post(`/api/admin/ngos/${ngo._id}/verify`);
    expect(verified.status).toBe(200);
    expect(verified.body.account.verification).toMatchObject({
      state: 'verified',
      decidedBy: operatorName,
      reason: null,
    });
    expect(await queue('verified')).toContain(ngo._id);
    expect((await api.get('/api/ngo/overview', { token: ngo.token })).status).toBe(200);
    const partners = (await api.get('/api/partners')).body.map((p: { name: string }) => p.name);
    expect(partners).toContain(ngo.name);
  });

  test('a rejection needs a reason of 3 to 500 characters', async () => {
    const ngo = await registerUnverifiedNgo(stack);
    for (const [json, message] of [
      [{}, /^reason\b/],
      [{ reason: '  no ' }, /^reason: must be at least 3 characters/],
      [{ reason: 'x'.repeat(501) }, /^reason\b/],
      [{ reason: { $gt: '' } }, /^reason\b/],
    ] as const) {
      const res = await post(`/api/admin/ngos/${ngo._id}/reject`, json);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await api.get('/api/ngo/profile', { token: ngo.token })).body.verification.state).toBe(
      'pending',
    );
  });

  test('only NGOs are verified; unknown and malformed ids are 404 and 400', async () => {
    const user = await registerUser(stack, 'user');
    expect((await post(`/api/admin/ngos/${user._id}/verify`)).status).toBe(400);
    expect(
      (await post(`/api/admin/ngos/${user._id}/reject`, { reason: 'Not an NGO' })).status,
    ).toBe(400);
    expect((await post('/api/admin/ngos/0123456789abcdef01234567/verify')).status).toBe(404);
    expect((await post('/api/admin/ngos/nope/verify')).status).toBe(400);
    expect((await api.get('/api/admin/ngos?state=approved', { token: operator })).status).toBe(400);
  });
});

describe('GET /api/admin/accounts', () => {
  const search = (query: string) => api.get(`/api/admin/accounts?${query}`, { token: operator });
  const ids = (res: { body: { data: { _id: string }[] } }) => res.body.data.map((a) => a._id);

  test('q matches the name or the email, whatever the letter case', async () => {
    const tag = `Kestrel${Date.now()}`;
    const byName = await registerUser(stack, 'volunteer', { name: `Meera ${tag}` });
    const byEmail = await registerUser(stack, 'user', {
      email: `${tag.toLowerCase()}@example.org`,
    });
    const res = await search(`q=${tag.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(ids(res).sort()).toEqual([byName._id, byEmail._id].sort());
    const account = res.body.data.find((a: { _id: string }) => a._id === byName._id);
    expect(account).toEqual({
      _id: byName._id,
      name: byName.name,
      email: byName.email,
      role: 'volunteer',
      city: 'Pune',
      phoneNumber: '+91 98765 43210',
      address: '12 MG Road, Camp',
      state: 'active',
      suspension: null,
      documentsSigned: false,
      createdAt: expect.any(String),
    });
  });

  test('q is text, not a pattern', async () => {
    const odd = await registerUser(stack, 'user', { name: 'Dr. Who (Shelter)+ [x]' });
    expect(ids(await search(`q=${encodeURIComponent('who (shelter)+ [')}`))).toEqual([odd._id]);
    const everything = await search(`q=${encodeURIComponent('.*')}`);
    expect(everything.status).toBe(200);
    expect(ids(everything)).toEqual([]);
  });

  test('filters by role and state; limit defaults to 50 and goes to 200', async () => {
    const tag = `Osprey${Date.now()}`;
    const [ngo, user] = await Promise.all([
      registerUser(stack, 'ngo', { name: `${tag} NGO` }),
      registerUser(stack, 'user', { name: `${tag} User` }),
    ]);
    await post(`/api/admin/accounts/${user._id}/suspend`, { reason: 'Spam reports' });
    expect(ids(await search(`q=${tag}&role=ngo`))).toEqual([ngo._id]);
    expect(ids(await search(`q=${tag}&state=suspended`))).toEqual([user._id]);
    expect(ids(await search(`q=${tag}&state=active`))).toEqual([ngo._id]);
    expect(ids(await search('role=admin'))).toContain(operatorId);
    expect((await search(`q=${tag}&limit=1`)).body.data).toHaveLength(1);
    // More accounts than the default page, a few at a time (argon2 takes 19 MiB a hash).
    let total = (await search('limit=200')).body.data.length;
    for (; total <= 50; total += 5)
      await Promise.all(Array.from({ length: 5 }, () => registerUser(stack, 'user')));
    expect((await search('')).body.data).toHaveLength(50);
    expect((await search('limit=200')).body.data.length).toBeGreaterThan(50);
    for (const bad of ['limit=201', 'limit=0', 'role=king', 'state=gone'])
      expect((await search(bad)).status).toBe(400);
  });
});

describe('suspend, restore, role, delete', () => {
  test('suspension records why, when and by whom; restore lifts it', async () => {
    const account = await registerUser(stack, 'user');
    const res = await post(`/api/admin/accounts/${account._id}/suspend`, {
      reason: 'Abusive reports',
    });
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({
      state: 'suspended',
      suspension: { reason: 'Abusive reports', at: expect.any(String), by: operatorName },
    });
    expect((await post(`/api/admin/accounts/${account._id}/suspend`, {})).status).toBe(400);
    const restored = await post(`/api/admin/accounts/${account._id}/restore`);
    expect(restored.body.account).toMatchObject({ state: 'active', suspension: null });
  });

  test('a role change starts the new role as sign-up does', async () => {
    const user = await registerUser(stack, 'user');
    const res = await api.put(`/api/admin/accounts/${user._id}/role`, {
      token: operator,
      json: { role: 'ngo' },
    });
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({
      role: 'ngo',
      documentsSigned: false,
      verification: { state: 'unsigned', signedAt: null },
    });
    const again = await api.put(`/api/admin/accounts/${user._id}/role`, {
      token: operator,
      json: { role: 'ngo' },
    });
    expect([again.status, again.body.message]).toEqual([409, 'This account is already ngo']);
    for (const json of [{ role: 'king' }, {}]) {
      const bad = await api.put(`/api/admin/accounts/${user._id}/role`, { token: operator, json });
      expect(bad.status).toBe(400);
    }
    const back = await api.put(`/api/admin/accounts/${user._id}/role`, {
      token: operator,
      json: { role: 'user' },
    });
    expect(back.body.account).toMatchObject({ role: 'user', documentsSigned: true });
    expect(back.body.account.verification).toBeUndefined();
  });

  test('delete removes the account; a second delete is a 404', async () => {
    const account = await registerUser(stack, 'volunteer');
    const res = await api.delete(`/api/admin/accounts/${account._id}`, { token: operator });
    expect(res.status).toBe(200);
    expect(res.body.account._id).toBe(account._id);
    const gone = await api.delete(`/api/admin/accounts/${account._id}`, { token: operator });
    expect(gone.status).toBe(404);
    const profile = await api.get(`/api/users/profile/${account._id}`, { token: operator });
    expect(profile.status).toBe(404);
  });

  test('an operator cannot suspend, delete or demote themself (409), another operator can', async () => {
    const own = `/api/admin/accounts/${operatorId}`;
    const attempts = [
      [
        await post(`${own}/suspend`, { reason: 'Testing myself' }),
        'You cannot suspend your own account',
      ],
      [await api.delete(own, { token: operator }), 'You cannot delete your own account'],
      [
        await api.put(`${own}/role`, { token: operator, json: { role: 'user' } }),
        'You cannot change the role of your own account',
      ],
    ] as const;
    for (const [res, message] of attempts)
      expect([res.status, res.body]).toEqual([409, { message, code: expect.any(String) }]);
    expect((await api.get('/api/admin/accounts?limit=1', { token: operator })).status).toBe(200);
  });
});

describe('GET /api/admin/audit', () => {
  test("every action is recorded with who, what, when and why, merged with the incidents service's, newest first", async () => {
    const account = await registerUser(stack, 'user', { name: 'Audited Person' });
    const reporter = await registerUser(stack, 'user');
    const incidentId = await reportIncident(stack.url, reporter);
    await post(`/api/admin/accounts/${account._id}/suspend`, { reason: 'Spam' });
    await post(`/api/admin/accounts/${account._id}/restore`);
    const hidden = await post(`/api/admin/reports/${incidentId}/hide`, { reason: 'Advertising' });
    expect(hidden.status).toBe(200);
    await api.put(`/api/admin/accounts/${account._id}/role`, {
      token: operator,
      json: { role: 'volunteer' },
    });
    await api.delete(`/api/admin/accounts/${account._id}`, { token: operator });

    const res = await api.get('/api/admin/audit', { token: operator });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-audit-partial')).toBeNull();
    const entries = res.body.data as { at: string; action: string; target: { id: string } }[];
    const at = entries.map((entry) => entry.at);
    expect(at).toEqual([...at].sort().reverse());
    for (const entry of entries) expect(AUDIT_ACTIONS).toContain(entry.action);
    const mine = entries.filter((e) => [account._id, incidentId].includes(e.target.id));
    expect(mine.map((e) => e.action)).toEqual([
      'account.delete',
      'account.role',
      'report.hide',
      'account.restore',
      'account.suspend',
    ]);
    expect(mine[4]).toEqual({
      _id: expect.any(String),
      at: expect.any(String),
      actor: { id: operatorId, name: operatorName },
      action: 'account.suspend',
      target: { kind: 'account', id: account._id, label: `Audited Person <${account.email}>` },
      reason: 'Spam',
    });
    expect(mine[1]!).toMatchObject({ reason: 'user to volunteer' });
    expect(mine[2]!).toMatchObject({ target: { kind: 'report' }, reason: 'Advertising' });

    const limited = await api.get('/api/admin/audit?limit=2', { token: operator });
    expect(limited.body.data).toEqual(entries.slice(0, 2));
    expect((await api.get('/api/admin/audit?limit=0', { token: operator })).status).toBe(400);
  });

  test("without the incidents service, auth's own entries and X-Audit-Partial", async () => {
    const lonely = await startTestStack({
      env: { INCIDENTS_URL: `http://127.0.0.1:${await freePort()}` },
    });
    try {
      const token = await adminToken(lonely);
      const account = await registerUser(lonely, 'user');
      await checkedApi(lonely.url).post(`/api/admin/accounts/${account._id}/suspend`, {
        token,
        json: { reason: 'Spam' },
      });
      const res = await checkedApi(lonely.url).get('/api/admin/audit', { token });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-audit-partial')).toBe('incidents');
      expect(res.body.data).toEqual([
        expect.objectContaining({
          action: 'account.suspend',
          target: expect.objectContaining({ id: account._id }),
        }),
      ]);
    } finally {
      await lonely.close();
    }
  });
});
