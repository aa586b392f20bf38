// A report the operator hid, tried through every incident operation of the contracts' POLICY
// (entries marked `incident`) as every kind of caller. Whoever it is hidden from gets a 404:
// the true reason when they knew the report (its holder; the NGO that flagged it), else exactly
// what an unknown id gets; its reporter and the operator get what the policy gives them. Its
// photo is served to those two only, and no photo is cached as immutable by shared caches.
import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import {
  CASE_HIDDEN_MESSAGE,
  INCIDENT_NOT_FOUND_MESSAGE,
  RULE_MESSAGES,
  INCIDENT_OPERATIONS,
  POLICY,
  authorize,
  authorizeRole,
  hiddenFrom,
  hiddenRefusal,
  type Incident,
  type IncidentOperation,
  type ObjectFacts,
  type Principal,
  type Role,
} from '@rescue/contracts';
import { request, type ApiResponse } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerSignedUser, registerUser, type TestUser } from '@rescue/testkit/users';
import { PhotoStore } from '../src/store/photos';
import {
  assign,
  fetchPhoto,
  operator,
  pngPhoto,
  registerSignedNgo,
  registerUnverifiedNgo,
  reportData,
  reportForm,
} from './helpers';

jest.setTimeout(60_000);

/** A valid body for each operation, so that only the policy decides (a new one must be added). */
const BODIES: Record<IncidentOperation, unknown> = {
  'incidents.read': undefined,
  'incidents.history': undefined,
  'incidents.summary': undefined,
  'incidents.contacts': undefined,
  'incidents.reopen': { reason: 'The dog is back on the road' },
  'incidents.addUpdate': { text: 'It moved under the bridge' },
  'incidents.follow': { text: 'Saw it here too' },
  'incidents.updateStatus': { status: 'resolved', closureReason: 'rescued_treated' },
  'incidents.handle': undefined,
  'incidents.reviewSeverity': { category: 'CRITICAL', reason: 'It cannot stand' },
  'incidents.flag': { reason: 'Looks like spam' },
  'cases.read': undefined,
  'cases.take': undefined,
  'cases.note': { text: 'On my way' },
  'cases.complete': undefined,
  'incidents.dispatchCandidates': undefined,
  'incidents.dispatch': { volunteerId: '0123456789abcdef01234567' },
  'cases.dispatchAccept': undefined,
  'cases.dispatchDecline': undefined,
};

const CALLERS = [
  'anonymous',
  'user',
  'other user',
  'reporter',
  'volunteer',
  'holder volunteer',
  'unverified NGO',
  'verified NGO',
  'operator',
] as const;
type Caller = (typeof CALLERS)[number];

interface Account {
  token: string;
  principal: Principal;
}

let stack: TestStack;
let accounts: Record<Exclude<Caller, 'anonymous'>, Account>;
let hidden: Incident;
let facts: ObjectFacts;
const unknownId = randomBytes(12).toString('hex');

const accountOf = (user: TestUser, extra: Partial<Principal> = {}): Account => ({
  token: user.token,
  principal: { id: user._id, role: user.role, name: user.name, documentsSigned: true, ...extra },
});

beforeAll(async () => {
  stack = await startTestStack();
  const [reporter, user, otherUser, volunteer, holder, unverified, ngo, admin] = await Promise.all([
    registerUser(stack, 'user'),
    registerUser(stack, 'user'),
    registerUser(stack, 'user'),
    registerSignedUser(stack, 'volunteer'),
    registerSignedUser(stack, 'volunteer'),
    registerUnverifiedNgo(stack),
    registerSignedNgo(stack),
    operator(stack),
  ]);
  accounts = {
    reporter: accountOf(reporter),
    user: accountOf(user),
    'other user': accountOf(otherUser),
    volunteer: accountOf(volunteer),
    'holder volunteer': accountOf(holder),
    'unverified NGO': accountOf(unverified, { verification: 'pending' }),
    'verified NGO': accountOf(ngo, { verification: 'verified' }),
    operator: {
      token: admin.token,
      principal: { id: 'operator', role: 'admin', name: 'Operator', documentsSigned: true },
    },
  };
  // The other user has a report of their own: being a reporter elsewhere opens nothing here.
  const photo = await pngPhoto(20, 20, 'dog.png');
  const [reported] = await Promise.all([
    post('/api/incidents/create', reporter.token, reportForm(reportData(), photo)),
    post('/api/incidents/create', otherUser.token, reportForm(reportData())),
  ]);
  expect(reported.status).toBe(201);
  const id = (reported.body as { incident: Incident }).incident._id;
  await assign(stack, id, holder);
  const hiding = await admin.hide(id, 'Spam with a phone number');
  expect(hiding.status).toBe(200);
  hidden = (await request<Incident>(stack.url, 'GET', `/api/incidents/${id}`, admin)).body;
  facts = { reporterId: reporter._id, holderId: holder._id, hidden: true, available: false };
});
afterAll(() => stack.close());

function post(path: string, token: string, form: FormData) {
  return request(stack.url, 'POST', path, { token, form });
}

function call(operation: IncidentOperation, id: string, caller: Caller): Promise<ApiResponse> {
  const { method, path } = POLICY[operation];
  const body = BODIES[operation];
  return request(stack.url, method, path.replace('{id}', id), {
    token: caller === 'anonymous' ? undefined : accounts[caller].token,
    ...(body === undefined ? {} : { json: body }),
  });
}

const answer = (res: ApiResponse) => ({ status: res.status, body: res.body });

test('the table covers every incident operation the policy names', () => {
  expect(Object.keys(BODIES).sort()).toEqual([...INCIDENT_OPERATIONS].sort());
  expect(INCIDENT_OPERATIONS).toEqual(
    expect.arrayContaining(['incidents.updateStatus', 'incidents.flag', 'cases.take']),
  );
});

const cases = INCIDENT_OPERATIONS.flatMap((operation) =>
  CALLERS.map((caller) => [operation, caller] as const),
);

describe.each(cases)('%s on a hidden report as %s', (operation, caller) => {
  test('the policy decides: whoever it is hidden from gets a 404, the unknown id answer unless they knew it', async () => {
    const principal = caller === 'anonymous' ? undefined : accounts[caller].principal;
    const byRole = authorizeRole(operation, principal);
    const onHidden = await call(operation, hidden._id, caller);
    if (!byRole.allowed || hiddenFrom(principal, facts)) {
      const refusal = byRole.allowed ? hiddenRefusal(principal, facts) : byRole;
      expect(answer(onHidden)).toEqual({
        status: refusal.status,
        body: { message: refusal.message, code: expect.any(String) },
      });
      // Its holder knew it and is told why; to everyone else the id tells nothing.
      const toldWhy = byRole.allowed && caller === 'holder volunteer';
      if (toldWhy) expect(refusal.message).toBe(CASE_HIDDEN_MESSAGE);
      else expect(answer(onHidden)).toEqual(answer(await call(operation, unknownId, caller)));
      if (byRole.allowed && !toldWhy) expect(refusal.message).toBe(INCIDENT_NOT_FOUND_MESSAGE);
      return;
    }
    // Its reporter and the operator: the report is there for them, and the rule decides.
    const decision = authorize(operation, principal, facts);
    if (decision.allowed) expect([200, 409]).toContain(onHidden.status);
    else
      expect(answer(onHidden)).toEqual({
        status: decision.status,
        body: { message: decision.message, code: expect.any(String) },
      });
  });
});

describe("a hidden report's photo", () => {
  const photoPath = (size = '') => `/api/uploads/${hidden.animalInfo.photo}${size}`;
  const withToken = (caller: Exclude<Caller, 'anonymous'>, size = '') =>
    fetch(`${stack.url}${photoPath(size)}`, {
      headers: { authorization: `Bearer ${accounts[caller].token}` },
    });

  test.each(['', '?size=thumb'])(
    'is not served to anyone logged out, as an unknown photo (%s)',
    async (size) => {
      const res = await fetchPhoto(stack, photoPath(size));
      const unknown = await fetchPhoto(stack, `/api/uploads/${'0'.repeat(32)}.png${size}`);
      expect([res.status, res.bytes.toString()]).toEqual([
        unknown.status,
        unknown.bytes.toString(),
      ]);
      expect(res.status).toBe(404);
    },
  );

  test.each(['user', 'holder volunteer', 'verified NGO'] as const)(
    'is not served to %s',
    async (caller) => {
      expect((await withToken(caller)).status).toBe(404);
    },
  );

  test.each(['reporter', 'operator'] as const)(
    'is served to %s, never to be kept by a cache',
    async (caller) => {
      const res = await withToken(caller, '?size=thumb');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    },
  );

  test('a visible photo is public but not immutable: hiding its report later must reach caches', async () => {
    const reporter = accounts.reporter;
    const photo = await pngPhoto(20, 20, 'cat.png');
    const res = await post(
      '/api/incidents/create',
      reporter.token,
      reportForm(reportData(), photo),
    );
    const visible = (res.body as { incident: Incident }).incident;
    const served = await fetchPhoto(stack, `/api/uploads/${visible.animalInfo.photo}`);
    expect(served.status).toBe(200);
    const cacheControl = served.headers.get('cache-control') ?? '';
    expect(cacheControl).not.toMatch(/immutable/);
    expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(300);
  });
});

test('a photo stored before photos named their incident: still refused, then named once', async () => {
  const client = await MongoClient.connect(stack.mongoUrl);
  try {
    const db = client.db(stack.dbNames.incidents);
    const files = db.collection('photos.files');
    const name = hidden.animalInfo.photo!;
    await files.updateMany({ filename: name }, { $unset: { 'metadata.incidentId': '' } });
    // Found by searching the incidents: the same refusal and the same answer to its reporter.
    expect((await fetchPhoto(stack, `/api/uploads/${name}`)).status).toBe(404);
    const asReporter = await fetch(`${stack.url}/api/uploads/${name}`, {
      headers: { authorization: `Bearer ${accounts.reporter.token}` },
    });
    expect(asReporter.status).toBe(200);
    expect(await new PhotoStore(db).nameTheirIncidents(db)).toBe(1);
    const named = await files.find({ filename: name }).toArray();
    expect(named.map((file) => file.metadata?.incidentId)).toEqual([hidden._id, hidden._id]);
    expect(await new PhotoStore(db).nameTheirIncidents(db)).toBe(0);
  } finally {
    await client.close();
  }
});

/** Every role of the contracts is among the callers (a new role must be tried too). */
test('every role is tried', () => {
  const roles = new Set<Role>(Object.values(accounts).map((account) => account.principal.role));
  expect([...roles].sort()).toEqual(['admin', 'ngo', 'user', 'volunteer']);
});

test('the NGO that flagged a report is told the operator hid it (in its language); another NGO learns nothing', async () => {
  const [otherNgo, moderator] = await Promise.all([registerSignedNgo(stack), operator(stack)]);
  const reported = await post(
    '/api/incidents/create',
    accounts.reporter.token,
    reportForm(reportData()),
  );
  const id = (reported.body as { incident: Incident }).incident._id;
  const flagger = accounts['verified NGO'].token;
  const flag = await request(stack.url, 'POST', `/api/incidents/${id}/flag`, {
    token: flagger,
    json: { reason: 'Looks like an advert' },
  });
  expect(flag.status).toBe(200);
  expect((await moderator.hide(id, 'Advertising, not an animal')).status).toBe(200);

  const read = (token: string, language = 'en') =>
    request(stack.url, 'GET', `/api/incidents/${id}`, {
      token,
      headers: { 'accept-language': language },
    });
  expect(answer(await read(flagger))).toEqual({
    status: 404,
    body: { message: RULE_MESSAGES.verifiedNgoOnVisible, code: 'RULE_VERIFIED_NGO_ON_VISIBLE' },
  });
  const inHindi = await read(flagger, 'hi');
  expect(inHindi.body).toMatchObject({ code: 'RULE_VERIFIED_NGO_ON_VISIBLE' });
  expect(inHindi.body.message).toMatch(/छिपा/);
  expect(answer(await read(otherNgo.token))).toEqual({
    status: 404,
    body: { message: INCIDENT_NOT_FOUND_MESSAGE, code: 'INCIDENT_NOT_FOUND' },
  });
});
