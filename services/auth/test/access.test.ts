import type { Role } from '@rescue/contracts';
import { startTestStack, type TestStack } from '@rescue/testkit/src/stack';
import { registerUser, type TestUser } from '@rescue/testkit/src/users';
import { ROLES, api, registerAccounts } from './helpers';

let stack: TestStack;
/** Per role: the owner ([0]) and another account of the same role ([1]). */
let accounts: Record<Role, [TestUser, TestUser]>;

beforeAll(async () => {
  stack = await startTestStack();
  accounts = await registerAccounts(stack);
});
afterAll(() => stack.close());

type Viewer = 'anonymous' | 'owner' | 'same role' | Role;
const VIEWERS: Viewer[] = ['anonymous', 'owner', 'same role', 'user', 'volunteer', 'ngo'];

/** The account a viewer label stands for, relative to the target account's role. */
function viewerAccount(viewer: Viewer, targetRole: Role): TestUser | undefined {
  if (viewer === 'anonymous') return undefined;
  if (viewer === 'owner') return accounts[targetRole][0];
  if (viewer === 'same role') return accounts[targetRole][1];
  // A viewer of another role; for the target's own role, "same role" covers it.
  return viewer === targetRole ? accounts[targetRole][1] : accounts[viewer][0];
}

/** Every (target role, viewer) pair with the status each endpoint must give. */
function permissionRows(expected: (viewer: Viewer, targetRole: Role) => number) {
  return ROLES.flatMap((targetRole) =>
    VIEWERS.map((viewer) => ({ targetRole, viewer, status: expected(viewer, targetRole) })),
  );
}

const ownerOnly = (viewer: Viewer) =>
  viewer === 'anonymous' ? 401 : viewer === 'owner' ? 200 : 403;

describe('GET /api/users/profile/{userId}: the owner or any NGO', () => {
  const rows = permissionRows((viewer, targetRole) => {
    if (viewer === 'anonymous') return 401;
    if (viewer === 'owner') return 200;
    const isNgo = viewer === 'ngo' || (viewer === 'same role' && targetRole === 'ngo');
    return isNgo ? 200 : 403;
  });

  test.each(rows)(
    "$viewer reading a $targetRole's profile: $status",
    async ({ targetRole, viewer, status }) => {
      const target = accounts[targetRole][0];
      const res = await api(stack.url).get(`/api/users/profile/${target._id}`, {
        token: viewerAccount(viewer, targetRole)?.token,
      });
      expect(res.status).toBe(status);
      if (status === 200) {
        expect(res.body).toMatchObject({
          _id: target._id,
          name: target.name,
          email: target.email,
          role: targetRole,
          city: target.city,
          requiresDocuments: targetRole !== 'user',
        });
        expect(res.body.passwordHash).toBeUndefined();
      }
    },
  );

  test('a malformed id is a 400, an unknown one a 404 for an NGO and a 403 for others', async () => {
    const ngo = accounts.ngo[0];
    const user = accounts.user[0];
    const unknown = '0123456789abcdef01234567';
    const profile = (id: string, token: string) =>
      api(stack.url).get(`/api/users/profile/${id}`, { token });
    expect((await profile('not-an-id', ngo.token)).status).toBe(400);
    expect((await profile(unknown, ngo.token)).status).toBe(404);
    expect((await profile(unknown, user.token)).status).toBe(403);
  });

  test('an upper-case id names the same account', async () => {
    const user = accounts.user[0];
    const res = await api(stack.url).get(`/api/users/profile/${user._id.toUpperCase()}`, {
      token: user.token,
    });
    expect(res.status).toBe(200);
  });
});

describe('PUT /api/users/profile/{userId}: the owner only', () => {
  test.each(permissionRows(ownerOnly))(
    "$viewer editing a $targetRole's profile: $status",
    async ({ targetRole, viewer, status }) => {
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
    const res = await api(stack.url).put(`/api/users/profile/${account._id}`, {
      token: account.token,
      json: {
        name: '  Ravi Kumar ',
        phoneNumber: '022 2345 6789',
        city: 'nagpur',
        address: '4 Civil Lines',
      },
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

  test('cannot change the role, the email or the signed state', async () => {
    const account = await registerUser(stack, 'volunteer');
    const res = await api(stack.url).put(`/api/users/profile/${account._id}`, {
      token: account.token,
      json: {
        name: 'Still A Volunteer',
        role: 'ngo',
        email: 'taken.over@example.org',
        documentsSigned: true,
        passwordHash: 'x',
      },
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
    const res = await api(stack.url).put(`/api/users/profile/${account._id}`, {
      token: account.token,
      json,
    });
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
    "$viewer listing a $targetRole's incidents: $status",
    async ({ targetRole, viewer, status }) => {
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
    const report = (description: string) =>
      api(stack.url).post('/api/incidents/create', {
        token: reporter.token,
        json: {
          description,
          city: 'Pune',
          location: { address: 'FC Road, near the bus stop' },
          animalInfo: {
            description: 'A dog with an injured leg',
            aiSeverityAssessment: { score: 5, category: 'MODERATE', assessmentDetails: 'Limping' },
          },
        },
      });
    for (const description of ['first report', 'second report']) {
      expect((await report(description)).status).toBe(201);
    }
    const path = `/api/users/my-incidents/${reporter._id}`;
    const first = await api(stack.url).get(`${path}?limit=1`, { token: reporter.token });
    expect(first.status).toBe(200);
    expect(first.body.data.map((incident: any) => incident.description)).toEqual(['second report']);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const cursor = encodeURIComponent(first.body.nextCursor);
    const second = await api(stack.url).get(`${path}?limit=1&cursor=${cursor}`, {
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

describe('GET /api/ngo/profile: NGOs only, their own', () => {
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

  test('each NGO gets its own profile', async () => {
    for (const ngo of accounts.ngo) {
      const res = await api(stack.url).get('/api/ngo/profile', { token: ngo.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        _id: ngo._id,
        name: ngo.name,
        city: ngo.city,
        ngoDetails: {},
        requiresDocuments: true,
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
    const res = await api(stack.url).get('/api/ngo/profile', { token: ngo.token });
    expect(res.body.ngoDetails).toEqual({
      registrationNumber: 'KA-77',
      organizationType: 'Society',
      operatingAreas: ['Whitefield'],
    });
  });
});

describe('GET /api/partners: public', () => {
  test('lists the NGOs by name with their cities only, for anyone', async () => {
    await registerUser(stack, 'ngo', { name: 'Zeta Paws Trust', city: 'Jaipur' });
    await registerUser(stack, 'ngo', { name: 'Alpha Animal Aid', city: 'Indore' });
    for (const token of [undefined, accounts.user[0].token, accounts.volunteer[0].token]) {
      const res = await api(stack.url).get('/api/partners', { token });
      expect(res.status).toBe(200);
      const names = res.body.map((partner: { name: string }) => partner.name);
      expect(names).toEqual([...names].sort());
      expect(res.body).toContainEqual({ name: 'Zeta Paws Trust', city: 'Jaipur' });
      expect(res.body).toContainEqual({ name: 'Alpha Animal Aid', city: 'Indore' });
      for (const partner of res.body) expect(Object.keys(partner).sort()).toEqual(['city', 'name']);
      expect(names).toEqual(expect.arrayContaining(accounts.ngo.map((ngo) => ngo.name)));
      for (const other of [...accounts.user, ...accounts.volunteer])
        expect(names).not.toContain(other.name);
    }
  });
});
