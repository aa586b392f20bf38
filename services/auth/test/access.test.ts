import type { SignUpRole } from '@rescue/contracts';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import {
  adminToken,
  registerSignedUser,
  registerUnverifiedNgo,
  registerUser,
  type TestUser,
} from '@rescue/testkit/users';
import { ROLES, api, registerAccounts, reportIncident, withAuthDb } from './helpers';

let stack: TestStack;
/** Per role: the owner ([0]) and another account of the same role ([1]). */
let accounts: Record<SignUpRole, [TestUser, TestUser]>;
let operator: string;
let checked: ReturnType<typeof api>;

beforeAll(async () => {
  stack = await startTestStack();
  accounts = await registerAccounts(stack);
  operator = await adminToken(stack);
  checked = api(stack.url);
});
afterAll(() => stack.close());

type Viewer = 'anonymous' | 'owner' | 'same role' | SignUpRole;
const VIEWERS: Viewer[] = ['anonymous', 'owner', 'same role', 'user', 'volunteer', 'ngo'];

/** The account a viewer label stands for, relative to the target account's role. */
function viewerAccount(viewer: Viewer, targetRole: SignUpRole): TestUser | undefined {
  if (viewer === 'anonymous') return undefined;
  if (viewer === 'owner') return accounts[targetRole][0];
  if (viewer === 'same role') return accounts[targetRole][1];
  // A viewer of another role; for the target's own role, "same role" covers it.
  return viewer === targetRole ? accounts[targetRole][1] : accounts[viewer][0];
}

/** Every (target role, viewer) pair with the status each endpoint must give. */
function permissionRows<T>(expected: (viewer: Viewer, targetRole: SignUpRole) => T) {
  return ROLES.flatMap((targetRole) =>
    VIEWERS.map((viewer) => ({ targetRole, viewer, expected: expected(viewer, targetRole) })),
  );
}

const ownerOnly = (viewer: Viewer) =>
  viewer === 'anonymous' ? 401 : viewer === 'owner' ? 200 : 403;

const fullProfile = (target: TestUser) => ({
  _id: target._id,
  name: target.name,
  email: target.email,
  role: target.role,
  city: target.city,
  phoneNumber: '+91 98765 43210',
  address: expect.any(String),
  requiresDocuments: target.role !== 'user',
});

describe('GET /api/users/profile/{userId}: the name for everyone, contact details by relationship', () => {
  // None of these accounts is tied to an incident, and none of the NGOs is verified.
  const rows = permissionRows((viewer) =>
    viewer === 'anonymous' ? 'refused' : viewer === 'owner' ? 'full' : 'name only',
  );

  test.each(rows)(
    "$viewer reading a $targetRole's profile: $expected",
    async ({ targetRole, viewer, expected }) => {
      const target = accounts[targetRole][0];
      const res = await checked.get(`/api/users/profile/${target._id}`, {
        token: viewerAccount(viewer, targetRole)?.token,
      });
      if (expected === 'refused') {
        expect([res.status, res.body.message]).toEqual([401, 'Authentication required']);
        return;
      }
      expect(res.status).toBe(200);
      if (expected === 'full') expect(res.body).toMatchObject(fullProfile(target));
      else expect(res.body).toEqual({ _id: target._id, name: target.name, role: targetRole });
      expect(res.body.passwordHash).toBeUndefined();
    },
  );

  test('the operator sees every account in full', async () => {
    for (const role of ROLES) {
      const target = accounts[role][0];
      const res = await checked.get(`/api/users/profile/${target._id}`, { token: operator });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject(fullProfile(target));
    }
  });

  test('a verified NGO sees the reporter of an incident in full, and nobody else', async () => {
    const [reporter, bystander, ngo] = await Promise.all([
      registerUser(stack, 'user'),
      registerUser(stack, 'user'),
      registerSignedUser(stack, 'ngo'),
    ]);
    await reportIncident(stack.url, reporter);
    const read = (viewer: TestUser, target: TestUser) =>
      checked.get(`/api/users/profile/${target._id}`, { token: viewer.token });

    expect((await read(ngo, reporter)).body).toMatchObject(fullProfile(reporter));
    expect((await read(ngo, bystander)).body).toEqual({
      _id: bystander._id,
      name: bystander.name,
      role: 'user',
    });
    // The same reporter, seen by NGOs that are not verified (signed and waiting, or unsigned).
    const waiting = await registerUnverifiedNgo(stack);
    for (const unverified of [waiting, accounts.ngo[0]])
      expect(Object.keys((await read(unverified, reporter)).body).sort()).toEqual([
        '_id',
        'name',
        'role',
      ]);
    // A plain user or a volunteer never sees another reporter's contact details.
    for (const other of [bystander, accounts.volunteer[0]])
      expect((await read(other, reporter)).body).not.toHaveProperty('phoneNumber');
  });

  test('a malformed id is a 400, an unknown one a 404', async () => {
    const unknown = '0123456789abcdef01234567';
    for (const viewer of [accounts.ngo[0], accounts.user[0]]) {
      const profile = (id: string) =>
        api(stack.url).get(`/api/users/profile/${id}`, { token: viewer.token });
      expect((await profile('not-an-id')).status).toBe(400);
      expect((await profile(unknown)).status).toBe(404);
    }
  });

  test('an upper-case id names the same account', async () => {
    const user = accounts.user[0];
    const res = await api(stack.url).get(`/api/users/profile/${user._id.toUpperCase()}`, {
      token: user.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(user.email);
  });
});

describe('PUT /api/users/profile/{userId}: the owner only', () => {
  /** The account edits its own profile with this body. */
  const editOwn = (account: TestUser, json: unknown) =>
    api(stack.url).put(`/api/users/profile/${account._id}`, { token: account.token, json });

  test.each(permissionRows(ownerOnly))(
    "$viewer editing a $targetRole's profile: $expected",
    async ({ targetRole, viewer, expected: status }) => {
      const target = accounts[targetRole][0];
      const res = await api(stack.url).put(`/api/users/profile/${target._id}`, {
        token: viewerAccount(viewer, targetRole)?.token,
        json: { address: `Edited by ${viewer}` },
      });
      expect(res.status).toBe(status);
      const stored = await api(stack.url).get(`/api/users/profile/${target._id}`, {
        token: target.token,
      });
      if (status === 200) expect(stored.body.address).toBe(`Edited by ${viewer}`);
      else expect(stored.body.address).not.toBe(`Edited by ${viewer}`);
    },
  );

  test('edits name, phone number, city and address', async () => {
    const account = await registerUser(stack, 'volunteer');
    const res = await editOwn(account, {
      name: '  Ravi Kumar ',
      phoneNumber: '022 2345 6789',
      city: 'nagpur',
      address: '4 Civil Lines',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: account._id,
      name: 'Ravi Kumar',
      phoneNumber: '022 2345 6789',
      city: 'Nagpur',
      address: '4 Civil Lines',
      role: 'volunteer',
      email: account.email,
      requiresDocuments: true,
    });
  });

  test('emailUpdates: off unless set, shown to the account itself only, told to the services', async () => {
    const account = await registerUser(stack, 'user');
    const path = `/api/users/profile/${account._id}`;
    expect((await api(stack.url).get(path, { token: account.token })).body.emailUpdates).toBe(
      false,
    );
    const set = await editOwn(account, { emailUpdates: true });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ _id: account._id, name: account.name, emailUpdates: true });
    expect((await api(stack.url).get(path, { token: account.token })).body.emailUpdates).toBe(true);
    // The operator sees the account in full, but not its preferences.
    expect((await api(stack.url).get(path, { token: operator })).body).not.toHaveProperty(
      'emailUpdates',
    );
    const internalUser = await fetch(`${stack.services.auth[0]}/internal/users/${account._id}`, {
      headers: { 'x-internal-key': stack.secrets.internalApiKey },
    });
    expect(((await internalUser.json()) as { emailUpdates: boolean }).emailUpdates).toBe(true);
    const bad = await editOwn(account, { emailUpdates: 'yes' });
    expect([bad.status, bad.body.message]).toEqual([400, 'emailUpdates: must be true or false']);
  });

  test('cannot change the role, the email or the signed state', async () => {
    const account = await registerUser(stack, 'volunteer');
    const res = await editOwn(account, {
      name: 'Still A Volunteer',
      role: 'ngo',
      email: 'taken.over@example.org',
      documentsSigned: true,
      passwordHash: 'x',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Still A Volunteer',
      role: 'volunteer',
      email: account.email,
      requiresDocuments: true,
    });
    const login = await api(stack.url).post('/api/users/login', {
      json: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.role).toBe('volunteer');
  });

  test.each([
    [{ city: 'Atlantis' }, /^city: must be one of/],
    [{ name: '   ' }, /^name: must not be empty/],
    [{ phoneNumber: 'none' }, /^phoneNumber: must be a phone number/],
    [{ address: { $gt: '' } }, /^address\b/],
    [{ role: 'ngo' }, /^Nothing to update/],
    [{}, /^Nothing to update/],
  ])('%j is a 400', async (json, message) => {
    const account = accounts.user[0];
    const res = await editOwn(account, json);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  test('malformed JSON and a malformed id are 400s', async () => {
    const account = accounts.user[0];
    const path = `/api/users/profile/${account._id}`;
    expect((await api(stack.url).put(path, { token: account.token, raw: '{"name":' })).status).toBe(
      400,
    );
    const badId = await api(stack.url).put('/api/users/profile/123', {
      token: account.token,
      json: { name: 'X' },
    });
    expect(badId.status).toBe(400);
  });
});

describe('GET /api/users/my-incidents/{userId}: the owner only', () => {
  test.each(permissionRows(ownerOnly))(
    "$viewer listing a $targetRole's incidents: $expected",
    async ({ targetRole, viewer, expected: status }) => {
      const target = accounts[targetRole][0];
      const res = await api(stack.url).get(`/api/users/my-incidents/${target._id}`, {
        token: viewerAccount(viewer, targetRole)?.token,
      });
      expect(res.status).toBe(status);
      // These accounts reported nothing (needs the incidents service's by-reporter endpoint).
      if (status === 200) expect(res.body).toEqual({ success: true, data: [], nextCursor: null });
    },
  );

  test("pages through the reporter's own incidents, newest first", async () => {
    const reporter = await registerUser(stack, 'user');
    for (const description of ['first report', 'second report'])
      await reportIncident(stack.url, reporter, description);
    const path = `/api/users/my-incidents/${reporter._id}`;
    const first = await checked.get(`${path}?limit=1`, { token: reporter.token });
    expect(first.status).toBe(200);
    expect(first.body.data.map((incident: any) => incident.description)).toEqual(['second report']);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const cursor = encodeURIComponent(first.body.nextCursor);
    const second = await checked.get(`${path}?limit=1&cursor=${cursor}`, {
      token: reporter.token,
    });
    expect(second.body.data.map((incident: any) => incident.description)).toEqual(['first report']);
    const others = await api(stack.url).get(`/api/users/my-incidents/${accounts.user[0]._id}`, {
      token: accounts.user[0].token,
    });
    expect(others.body.data).toEqual([]);
  });

  test.each(['0', '101', 'ten'])('limit=%s is a 400', async (limit) => {
    const owner = accounts.user[0];
    const res = await api(stack.url).get(`/api/users/my-incidents/${owner._id}?limit=${limit}`, {
      token: owner.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^limit\b/);
  });
});

describe('GET /api/ngo/profile: NGOs only, their own, with their verification', () => {
  test.each([
    ['anonymous', 401],
    ['user', 403],
    ['volunteer', 403],
  ] as const)('%s: %d', async (viewer, status) => {
    const res = await api(stack.url).get('/api/ngo/profile', {
      token: viewer === 'anonymous' ? undefined : accounts[viewer][0].token,
    });
    expect(res.status).toBe(status);
  });

  test('each NGO gets its own profile; an NGO that has not signed is unsigned', async () => {
    for (const ngo of accounts.ngo) {
      const res = await checked.get('/api/ngo/profile', { token: ngo.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        _id: ngo._id,
        name: ngo.name,
        city: ngo.city,
        ngoDetails: {},
        requiresDocuments: true,
        verification: {
          state: 'unsigned',
          signedAt: null,
          decidedAt: null,
          decidedBy: null,
          reason: null,
        },
      });
    }
  });

  test('includes the details given at sign-up', async () => {
    const ngo = await registerUser(stack, 'ngo', {
      ngoDetails: {
        registrationNumber: 'KA-77',
        organizationType: 'Society',
        operatingAreas: ['Whitefield'],
      },
    });
    const res = await checked.get('/api/ngo/profile', { token: ngo.token });
    expect(res.body.ngoDetails).toEqual({
      registrationNumber: 'KA-77',
      organizationType: 'Society',
      operatingAreas: ['Whitefield'],
    });
  });
});

describe('GET /api/partners: public, verified NGOs only', () => {
  test('lists verified NGOs by name with their cities only, for anyone', async () => {
    const zeta = await registerSignedUser(stack, 'ngo', {
      name: 'Zeta Paws Trust',
      city: 'Jaipur',
    });
    const alpha = await registerSignedUser(stack, 'ngo', {
      name: 'Alpha Animal Aid',
      city: 'Indore',
    });
    for (const token of [undefined, accounts.user[0].token, accounts.volunteer[0].token]) {
      const res = await api(stack.url).get('/api/partners', { token });
      expect(res.status).toBe(200);
      const names = res.body.map((partner: { name: string }) => partner.name);
      expect(names).toEqual([...names].sort());
      expect(res.body).toContainEqual({ name: zeta.name, city: 'Jaipur' });
      expect(res.body).toContainEqual({ name: alpha.name, city: 'Indore' });
      for (const partner of res.body) expect(Object.keys(partner).sort()).toEqual(['city', 'name']);
    }
  });

  test('unsigned, waiting, rejected and suspended NGOs are not listed', async () => {
    const unsigned = await registerUser(stack, 'ngo', { name: 'DONATE NOW via UPI unsigned' });
    const waiting = await registerUnverifiedNgo(stack, { name: 'DONATE NOW via UPI waiting' });
    const rejected = await registerUnverifiedNgo(stack, { name: 'DONATE NOW via UPI rejected' });
    const suspended = await registerSignedUser(stack, 'ngo', { name: 'Suspended Shelter' });
    const listed = await registerSignedUser(stack, 'ngo', { name: 'Listed Shelter' });
    /** The operator's decision on an account, with the reason it takes: its status. */
    const decide = async (path: string, reason: string) =>
      (await checked.post(path, { token: operator, json: { reason } })).status;
    expect(
      await decide(`/api/admin/ngos/${rejected._id}/reject`, 'Not a registered organisation'),
    ).toBe(200);
    expect(
      await decide(
        `/api/admin/accounts/${suspended._id}/suspend`,
        'Collecting money under a false name',
      ),
    ).toBe(200);
    const names = (await api(stack.url).get('/api/partners')).body.map(
      (partner: { name: string }) => partner.name,
    );
    expect(names).toContain(listed.name);
    for (const hidden of [unsigned, waiting, rejected, suspended])
      expect(names).not.toContain(hidden.name);
    for (const other of [...accounts.user, ...accounts.volunteer, ...accounts.ngo])
      expect(names).not.toContain(other.name);
    // Nothing in the collection marks them verified by mistake.
    const states = await withAuthDb(stack, (db) =>
      db
        .collection('users')
        .find({ email: { $in: [unsigned.email, waiting.email, rejected.email] } })
        .project({ _id: 0, 'verification.state': 1 })
        .toArray(),
    );
    expect(states.map((doc) => doc.verification.state).sort()).toEqual([
      'pending',
      'rejected',
      'unsigned',
    ]);
  });
});
