// OWASP API1:2023 Broken Object Level Authorization. Every operation of the OpenAPI
// document that takes an id in its path is aimed at objects owned by other accounts, by
// another account of each role: the answer is 403, 404 or 409 and never carries the
// owner's data, and nothing of the owner's changes. The few reads the policy grants by design
// (a verified NGO reads every incident and the contact details of people tied to incidents;
// anyone logged in reads a person's name) are asserted as such. The operator acts on every
// account by design: its refusals are api5's business, not this file's.
import { randomBytes } from 'node:crypto';
import type { Role } from '@rescue/contracts';
import { request, type ApiResponse } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import {
  accountsOfEveryRole,
  addNote,
  callExample,
  examplePath,
  expectJsonError,
  jpeg,
  operations,
  paramKind,
  reportIncident,
  takeCase,
  type Account,
  type Operation,
} from './support';

// The stacks start in-process; the api project's default of 5 s is tight on a busy machine.
jest.setTimeout(30_000);

let stack: TestStack;
/** The roles whose accounts own things another account of the same role might reach for. */
const ROLES = ['user', 'volunteer', 'ngo'] as const satisfies readonly Role[];
type Peer = (typeof ROLES)[number];
let owners: Record<Peer, Account>;
let others: Record<Peer, Account>;
/** The incident each owner reported, with a marker word of its own in its description. */
const reported = {} as Record<Peer, { id: string; marker: string }>;
/** Reported by owners.user, held by owners.volunteer, with a note only they may read. */
const held = { id: '', marker: '', note: '' };
let photo: string;

const word = (label: string) => `${label}-${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  stack = await startTestStack();
  [owners, others] = await Promise.all([
    accountsOfEveryRole(stack, 'Owner'),
    accountsOfEveryRole(stack, 'Other'),
  ]);
  const image = await jpeg();
  await Promise.all(
    ROLES.map(async (role) => {
      const marker = word(`secret-${role}`);
      const incident = await reportIncident(stack, owners[role], {
        marker,
        photo: role === 'user' ? image : undefined,
      });
      reported[role] = { id: incident._id, marker };
      if (role === 'user') photo = incident.animalInfo.photo!;
    }),
  );
  held.marker = word('secret-held');
  held.note = word('secret-note');
  held.id = (await reportIncident(stack, owners.user, { marker: held.marker }))._id;
  await takeCase(stack, owners.volunteer, held.id);
  await addNote(stack, owners.volunteer, held.id, `Vet visit booked ${held.note}`);
});
afterAll(() => stack.close());

interface Target {
  name: string;
  /** Resolved when the test runs (the accounts exist by then). */
  resolve(): { path: string; secrets: string[] };
}

const contactOf = (account: Account) => [account.email, account.phoneNumber];

/** The objects of other accounts to aim an operation at. */
function targetsFor(operation: Operation): Target[] {
  const [param, ...rest] = operation.pathParams;
  if (!param || rest.length > 0) throw new Error(`${operation.label}: one path id expected`);
  const at = (value: string) => examplePath(operation, { [param.name]: value });
  if (paramKind(param) === 'user') {
    return ROLES.map((role) => ({
      name: `the ${role} owner's account`,
      resolve: () => ({ path: at(owners[role]._id), secrets: contactOf(owners[role]) }),
    }));
  }
  const heldTarget: Target = {
    name: 'a case another volunteer holds',
    resolve: () => ({ path: at(held.id), secrets: [held.note, ...contactOf(owners.user)] }),
  };
  if (operation.template.startsWith('/api/volunteer/incidents/')) return [heldTarget];
  return [
    ...ROLES.map((role) => ({
      name: `the incident the ${role} owner reported`,
      resolve: () => ({
        path: at(reported[role].id),
        secrets: [reported[role].marker, ...contactOf(owners[role])],
      }),
    })),
    heldTarget,
  ];
}

/**
 * Reads and changes the rules grant another account of that role (issue 2); each returns
 * its own assertion. Everything not listed here must be refused.
 */
const BY_DESIGN: Record<
  string,
  Partial<Record<Peer, (res: ApiResponse, secrets: string[]) => void>>
> = {
  // Anyone logged in reads a name; a verified NGO reads the contact details of the owners,
  // who all reported incidents (policy.ts, maySeeContactDetails).
  'GET /api/users/profile/{id}': {
    user: expectNameOnly,
    volunteer: expectNameOnly,
    ngo: expectOk,
  },
  'GET /api/incidents/{id}': { ngo: expectOk }, // a verified NGO sees every incident
  // and its history (notes for the NGO included), which names people but never carries
  // their contact details
  'GET /api/incidents/{id}/history': { ngo: expectOkWithoutContacts },
  // and its summary line (status, city, type, severity), which names nobody
  'GET /api/incidents/{id}/summary': { ngo: expectOkWithoutContacts },
  // and the case's contacts, which go only to its reporter and holding volunteer (issue 31):
  // an NGO gets neither
  'GET /api/incidents/{id}/contacts': { ngo: expectOkWithoutContacts },
  'PUT /api/ngo/incidents/{id}/update': { ngo: expectOk }, // and manages every incident
  'POST /api/incidents/{id}/flag': { ngo: expectOk }, // and may flag any for the operator
  // and confirm or correct any report's severity (issue 30), kept beside the app's assessment
  'PUT /api/ngo/incidents/{id}/severity': { ngo: expectOk },
  // and take any on ("We are handling this"), unless another NGO handles it already
  'POST /api/ngo/incidents/{id}/handle': { ngo: expectOkOrHandledByAnother },
  // "Not twice" (issue 30): anyone logged in may follow a report instead of repeating it;
  // the answer is their own follow link, nothing of the owner's.
  'POST /api/incidents/{id}/follow': {
    user: expectFollowLinkOnly,
    volunteer: expectFollowLinkOnly,
    ngo: expectFollowLinkOnly,
  },
  // and anyone without an account too, with a contact of their own: sent without one (this
  // test's body), a 400 that carries nothing of the owner's
  'POST /api/incidents/{id}/follow/anonymous': {
    user: expectBadRequestWithoutSecrets,
    volunteer: expectBadRequestWithoutSecrets,
    ngo: expectBadRequestWithoutSecrets,
  },
  // and, covering the case's city, list the on-duty volunteers nearest it and ask one to take
  // it (issue 31): names, distances and loads, nobody's contact details; asked with no
  // volunteer (this test sends no body), the ask is a 400
  'GET /api/ngo/incidents/{id}/dispatch/candidates': { ngo: expectOkWithoutContacts },
  'POST /api/ngo/incidents/{id}/dispatch': { ngo: expectBadRequest },
  'GET /api/volunteer/{id}': {
    user: expectNameOnlyOrNotAVolunteer,
    volunteer: expectNameOnlyOrNotAVolunteer,
    ngo: expectOkOrNotAVolunteer, // the volunteer holds a case: the NGO may contact them
  },
};

function expectOk(res: ApiResponse) {
  expect(res.status).toBe(200);
}

function expectBadRequest(res: ApiResponse) {
  expect(res.status).toBe(400);
}

function expectBadRequestWithoutSecrets(res: ApiResponse, secrets: string[]) {
  expectBadRequest(res);
  expectJsonError(res);
  const text = JSON.stringify(res.body);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

/** 200 with nothing but who the person is, and none of their secrets. */
function expectNameOnly(res: ApiResponse, secrets: string[]) {
  expect(res.status).toBe(200);
  expect(Object.keys(res.body).sort()).toEqual(expect.arrayContaining(['_id', 'name']));
  expect(res.body).not.toHaveProperty('phoneNumber');
  expect(res.body).not.toHaveProperty('email');
  const text = JSON.stringify(res.body);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

function expectFollowLinkOnly(res: ApiResponse, secrets: string[]) {
  expect(res.status).toBe(200);
  expect(Object.keys(res.body).sort()).toEqual(['followToken', 'followUrl', 'message', 'success']);
  const text = JSON.stringify(res.body);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

function expectOkWithoutContacts(res: ApiResponse) {
  expect(res.status).toBe(200);
  expect(JSON.stringify(res.body)).not.toMatch(/"(phoneNumber|contactNumber|email)"/);
}

function expectOkOrHandledByAnother(res: ApiResponse) {
  expect([200, 409]).toContain(res.status);
  if (res.status === 409) expectJsonError(res);
}

function expectOkOrNotAVolunteer(res: ApiResponse) {
  expect([200, 404]).toContain(res.status);
}

function expectNameOnlyOrNotAVolunteer(res: ApiResponse, secrets: string[]) {
  if (res.status === 404) return;
  expectNameOnly(res, secrets);
}

const WITH_IDS = operations().filter(
  (o) =>
    o.pathParams.length > 0 &&
    !['photo', 'token'].includes(paramKind(o.pathParams[0]!)) &&
    !o.template.startsWith('/api/admin/'),
);

test('every operation that takes an id is covered (photos and signing links below)', () => {
  const all = operations().filter(
    (o) => o.pathParams.length > 0 && !o.template.startsWith('/api/admin/'),
  );
  const covered = new Set(WITH_IDS.map((o) => o.label));
  const special = all.filter((o) => !covered.has(o.label)).map((o) => o.label);
  expect(WITH_IDS.length).toBeGreaterThanOrEqual(9);
  expect(special.sort()).toEqual(
    [
      'GET /api/docusign/return/{token}',
      'GET /api/docusign/sign/{token}',
      'GET /api/uploads/{photo}',
      'POST /api/docusign/sign/{token}',
    ].sort(),
  );
});

describe.each(WITH_IDS.map((o) => [o.label, o] as const))('%s', (label, operation) => {
  const cases = ROLES.flatMap((attacker) =>
    targetsFor(operation).map((target) => [attacker, target.name, target] as const),
  );
  test.each(cases)('as another %s, on %s', async (attacker, _name, target) => {
    const caller = others[attacker];
    const { path, secrets } = target.resolve();
    const res = await callExample(stack.url, operation, { path, token: caller.token, as: caller });
    const designed = BY_DESIGN[label]?.[attacker];
    if (designed) return designed(res, secrets);
    const where = `${label} ${path} as ${attacker}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
    expect({ where, refused: [403, 404, 409].includes(res.status) }).toEqual({
      where,
      refused: true,
    });
    expectJsonError(res);
    const text = JSON.stringify(res.body);
    for (const secret of secrets)
      expect({ where, leaked: text.includes(secret) ? secret : null }).toEqual({
        where,
        leaked: null,
      });
  });
});

describe('after every attempt, the owners still hold what they held', () => {
  test('profiles are unchanged', async () => {
    for (const role of ROLES) {
      const res = await request(stack.url, 'GET', `/api/users/profile/${owners[role]._id}`, {
        token: owners[role].token,
      });
      expect(res.body).toMatchObject({
        name: `Owner ${role}`,
        email: owners[role].email,
        phoneNumber: owners[role].phoneNumber,
        address: '12 MG Road, Camp',
      });
    }
  });

  test("the held case is still held, not completed, with only its owner's note", async () => {
    const res = await request(stack.url, 'GET', `/api/volunteer/incidents/${held.id}`, {
      token: owners.volunteer.token,
    });
    expect(res.body.assignedToMe).toBe(true);
    expect(res.body.status).not.toBe('completed');
    const notes = res.body.caseUpdates.filter((u: { description: string }) =>
      /Note from/.test(u.description),
    );
    expect(notes).toHaveLength(1);
    expect(notes[0].description).toContain(held.note);
  });
});

describe('ids in a body are checked like ids in a path', () => {
  test.each([
    ['volunteer', '/api/docusign/create-signing-url', 'volunteer-onboarding'],
    ['ngo', '/api/docusign/create-ngo-signing-url', 'ngo-onboarding'],
  ] as const)('a %s cannot start signing for another account', async (role, path, documentType) => {
    const res = await request(stack.url, 'POST', path, {
      token: others[role].token,
      json: { userId: owners[role]._id, documentType },
    });
    expect(res.status).toBe(403);
    expectJsonError(res);
  });
});

describe('photos and signing links are capabilities: unguessable names, nothing else', () => {
  test('a stored photo has a random 128-bit name, and a guessed name is a 404', async () => {
    expect(photo).toMatch(/^[0-9a-f]{32}\.(jpg|png)$/);
    expect((await request(stack.url, 'GET', `/api/uploads/${photo}`)).status).toBe(200);
    const guess = await request(
      stack.url,
      'GET',
      `/api/uploads/${randomBytes(16).toString('hex')}.jpg`,
    );
    expect(guess.status).toBe(404);
    expect(
      (await request(stack.url, 'GET', '/api/uploads/..%2F..%2Fetc%2Fpasswd')).status,
    ).toBeGreaterThanOrEqual(400);
  });

  test('a signing link carries a random 256-bit token, and a guessed one is a 404', async () => {
    const res = await request(stack.url, 'POST', '/api/docusign/create-signing-url', {
      token: others.volunteer.token,
      json: { userId: others.volunteer._id, documentType: 'volunteer-onboarding' },
    });
    expect(res.body.redirectUrl).toMatch(/\/api\/docusign\/sign\/[0-9a-f]{64}$/);
    const unknown = `/api/docusign/sign/${randomBytes(32).toString('hex')}`;
    for (const guess of [
      await request(stack.url, 'GET', unknown),
      await request(stack.url, 'POST', unknown, {
        raw: 'fullName=Mallory&consent=on',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    ]) {
      expect(guess.status).toBe(404);
    }
  });
});
