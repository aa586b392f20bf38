// OWASP API3:2023 Broken Object Property Level Authorization: mass assignment (a client
// cannot set its role on login, documentsSigned on registration, reporterInfo, status or
// volunteerActivity on a report, someone else's fields on an update) and excessive data
// exposure (contact details only to those the rules name; no secrets in any body).
import jwt from 'jsonwebtoken';
import type { Role } from '@rescue/contracts';
import { request } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerUser, registration } from '@rescue/testkit/users';
import {
  accountsOfEveryRole,
  incidentData,
  reportIncident,
  takeCase,
  type Account,
} from './support';

// The stacks start in-process; the api project's default of 5 s is tight on a busy machine.
jest.setTimeout(30_000);

let stack: TestStack;
let accounts: Record<Role, Account>;
let others: Record<Role, Account>;

beforeAll(async () => {
  stack = await startTestStack();
  [accounts, others] = await Promise.all([
    accountsOfEveryRole(stack, 'Property'),
    accountsOfEveryRole(stack, 'Bystander'),
  ]);
});
afterAll(() => stack.close());

const claimsOf = (token: string) =>
  jwt.decode(token) as { sub: string; role: string; docs: boolean };
const call = (method: string, path: string, options: Parameters<typeof request>[3] = {}) =>
  request(stack.url, method, path, options);

/** Every field a client might try to slip into an incident. */
const FORGED_INCIDENT_FIELDS = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  status: 'resolved',
  reporterInfo: {
    name: 'Someone Else',
    email: 'forged@example.org',
    contactNumber: '+1 555 0100',
    preferredContactMethod: 'email',
  },
  volunteerActivity: {
    status: 'completed',
    assignedAt: '2020-01-01T00:00:00.000Z',
    assignedVolunteer: 'bbbbbbbbbbbbbbbbbbbbbbbb',
    volunteerName: 'Forged Volunteer',
  },
  assignedNGO: { name: 'Forged NGO' },
  caseUpdates: [{ timestamp: '2020-01-01T00:00:00.000Z', description: 'Forged update' }],
  createdAt: '2000-01-01T00:00:00.000Z',
  reporterId: 'cccccccccccccccccccccccc',
};

describe('mass assignment', () => {
  test('login ignores a role sent in the body', async () => {
    const res = await call('POST', '/api/users/login', {
      json: {
        email: accounts.user.email,
        password: accounts.user.password,
        role: 'ngo',
        docs: true,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('user');
    expect(claimsOf(res.body.token)).toMatchObject({ sub: accounts.user._id, role: 'user' });
    expect((await call('GET', '/api/incidents', { token: res.body.token })).status).toBe(403);
  });

  test('registration cannot mark documents signed, pick an id or a creation date', async () => {
    const res = await call('POST', '/api/users/register', {
      json: registration('volunteer', {
        documentsSigned: true,
        requiresDocuments: false,
        docs: true,
        _id: 'dddddddddddddddddddddddd',
        createdAt: '2000-01-01T00:00:00.000Z',
        passwordHash: 'x',
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body.requiresDocuments).toBe(true);
    expect(res.body._id).not.toBe('dddddddddddddddddddddddd');
    expect(claimsOf(res.body.token).docs).toBe(false);
    // Taking a case needs signed documents: still refused.
    const incident = await reportIncident(stack, accounts.user);
    const take = await call('PUT', `/api/volunteer/incidents/${incident._id}/volunteer/update`, {
      token: res.body.token,
    });
    expect(take.status).toBe(403);
    const profile = await call('GET', `/api/users/profile/${res.body._id}`, {
      token: res.body.token,
    });
    expect(profile.body.requiresDocuments).toBe(true);
    expect(new Date(profile.body.createdAt).getFullYear()).toBeGreaterThan(2000);
  });

  test('registration refuses a role that does not exist rather than granting it', async () => {
    const res = await call('POST', '/api/users/register', { json: registration('admin') });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/role/);
  });

  test.each(['json', 'multipart'] as const)(
    'a report (%s) cannot set reporterInfo, status, volunteerActivity or any other server field',
    async (kind) => {
      const data = { ...incidentData('mass assignment'), ...FORGED_INCIDENT_FIELDS };
      const form = new FormData();
      form.set('data', JSON.stringify(data));
      const res = await call('POST', '/api/incidents/create', {
        token: accounts.user.token,
        ...(kind === 'json' ? { json: data } : { form }),
      });
      expect(res.status).toBe(201);
      // What was stored, read back by a signed NGO (who sees everything there is).
      const stored = await call('GET', `/api/incidents/${res.body.incident._id}`, {
        token: accounts.ngo.token,
      });
      for (const incident of [res.body.incident, stored.body]) {
        expect(incident._id).not.toBe(FORGED_INCIDENT_FIELDS._id);
        expect(incident.status).toBe('pending');
        expect(incident.volunteerActivity).toBeNull();
        expect(incident.assignedNGO).toBeNull();
        expect(incident.reporterInfo).toMatchObject({
          name: accounts.user.name,
          email: accounts.user.email,
          contactNumber: accounts.user.phoneNumber,
        });
        expect(JSON.stringify(incident.caseUpdates)).not.toContain('Forged');
        expect(new Date(incident.createdAt).getFullYear()).toBeGreaterThan(2000);
      }
      const mine = await call('GET', `/api/users/my-incidents/${accounts.user._id}`, {
        token: accounts.user.token,
      });
      expect(mine.body.data.map((i: { _id: string }) => i._id)).toContain(res.body.incident._id);
    },
  );

  test.each(['user', 'volunteer', 'ngo'] as const)(
    "a %s's profile edit cannot change role, email, documents or password",
    async (role) => {
      const fresh = await registerUser(stack, role);
      const res = await call('PUT', `/api/users/profile/${fresh._id}`, {
        token: fresh.token,
        json: {
          name: 'Renamed',
          role: role === 'ngo' ? 'user' : 'ngo',
          email: `hijack.${Date.now()}@example.org`,
          documentsSigned: true,
          requiresDocuments: false,
          password: 'a brand new password',
          passwordHash: 'x',
          _id: 'eeeeeeeeeeeeeeeeeeeeeeee',
          createdAt: '2000-01-01T00:00:00.000Z',
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        _id: fresh._id,
        name: 'Renamed',
        role,
        email: fresh.email,
        requiresDocuments: role !== 'user',
      });
      const login = await call('POST', '/api/users/login', {
        json: { email: fresh.email, password: fresh.password },
      });
      expect(login.status).toBe(200);
      expect(claimsOf(login.body.token)).toMatchObject({ role, docs: role === 'user' });
      const refreshed = await call('POST', '/api/users/refresh-token', { token: fresh.token });
      expect(claimsOf(refreshed.body.token)).toMatchObject({ role, docs: role === 'user' });
    },
  );

  test("an NGO's status change touches the status and nothing else of the incident", async () => {
    const incident = await reportIncident(stack, accounts.user, { marker: 'status only' });
    const res = await call('PUT', `/api/ngo/incidents/${incident._id}/update`, {
      token: accounts.ngo.token,
      json: {
        ...FORGED_INCIDENT_FIELDS,
        status: 'in progress',
        status_update: 'Forged update text',
        description: 'Forged description',
        animalInfo: { description: 'Forged animal' },
      },
    });
    expect(res.status).toBe(200);
    const stored = await call('GET', `/api/incidents/${incident._id}`, {
      token: accounts.ngo.token,
    });
    expect(stored.body).toMatchObject({
      _id: incident._id,
      status: 'in progress',
      description: 'Dog hit by a scooter: status only',
      volunteerActivity: null,
      assignedNGO: { name: accounts.ngo.name },
      reporterInfo: { name: accounts.user.name, email: accounts.user.email },
    });
    expect(stored.body.animalInfo.description).toBe('status only');
    const texts = stored.body.caseUpdates.map((u: { description: string }) => u.description);
    expect(texts).toContain('Status updated to in progress by NGO');
    expect(texts.join()).not.toContain('Forged');
  });

  test("a volunteer cannot take a case or write a note in another volunteer's name", async () => {
    const incident = await reportIncident(stack, accounts.user);
    const take = await call('PUT', `/api/volunteer/incidents/${incident._id}/volunteer/update`, {
      token: accounts.volunteer.token,
      json: { volunteerId: others.volunteer._id, volunteerName: others.volunteer.name },
    });
    expect(take.status).toBe(200);
    const note = await call('POST', `/api/volunteer/incidents/${incident._id}/notes`, {
      token: accounts.volunteer.token,
      json: { text: 'Fed the dog', volunteerId: others.volunteer._id, name: others.volunteer.name },
    });
    expect(note.status).toBe(200);
    const stored = await call('GET', `/api/incidents/${incident._id}`, {
      token: accounts.ngo.token,
    });
    expect(stored.body.volunteerActivity).toMatchObject({
      assignedVolunteer: accounts.volunteer._id,
      volunteerName: accounts.volunteer.name,
    });
    const texts = stored.body.caseUpdates.map((u: { description: string }) => u.description);
    expect(texts).toContain(`Note from volunteer ${accounts.volunteer.name}: Fed the dog`);
    expect(texts.join()).not.toContain(others.volunteer.name);
  });
});

describe('excessive data exposure', () => {
  test('reporter contact details reach only verified NGOs, the operator and the reporter, never a volunteer', async () => {
    const incident = await reportIncident(stack, accounts.user, { marker: 'contact rules' });
    await takeCase(stack, accounts.volunteer, incident._id);
    const unsignedNgo = await registerUser(stack, 'ngo');
    const readers: Array<[string, string, boolean]> = [
      ['verified NGO', accounts.ngo.token, true],
      ['operator', accounts.admin.token, true],
      ['reporter', accounts.user.token, true],
      ['assigned volunteer', accounts.volunteer.token, false],
    ];
    for (const [who, token, sees] of readers) {
      const res = await call('GET', `/api/incidents/${incident._id}`, { token });
      expect({ who, status: res.status }).toEqual({ who, status: 200 });
      const text = JSON.stringify(res.body);
      expect({ who, sees: text.includes(accounts.user.email) }).toEqual({ who, sees });
      expect({ who, sees: text.includes(accounts.user.phoneNumber) }).toEqual({ who, sees });
      if (!sees) expect(res.body.reporterInfo).toEqual({ name: accounts.user.name });
    }
    // An NGO the operator has not verified gets neither the incident nor the list.
    for (const path of [`/api/incidents/${incident._id}`, '/api/incidents?limit=200']) {
      const refused = await call('GET', path, { token: unsignedNgo.token });
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).not.toContain(accounts.user.email);
    }
    const cases = await call('GET', '/api/volunteer/my-cases', { token: accounts.volunteer.token });
    const detail = await call('GET', `/api/volunteer/incidents/${incident._id}`, {
      token: accounts.volunteer.token,
    });
    for (const body of [cases.body, detail.body]) {
      expect(JSON.stringify(body)).not.toContain(accounts.user.email);
      expect(JSON.stringify(body)).not.toContain(accounts.user.phoneNumber);
    }
  });

  test('no response about an account carries its password or its hash', async () => {
    const fresh = await registerUser(stack, 'user');
    const bodies = [
      (
        await call('POST', '/api/users/login', {
          json: { email: fresh.email, password: fresh.password },
        })
      ).body,
      (await call('GET', `/api/users/profile/${fresh._id}`, { token: fresh.token })).body,
      (await call('GET', `/api/users/profile/${fresh._id}`, { token: accounts.ngo.token })).body,
      (
        await call('PUT', `/api/users/profile/${fresh._id}`, {
          token: fresh.token,
          json: { name: 'Still me' },
        })
      ).body,
      (await call('GET', '/api/partners')).body,
      (await call('GET', `/api/volunteer/${accounts.volunteer._id}`, { token: accounts.ngo.token }))
        .body,
    ];
    for (const body of bodies) {
      const text = JSON.stringify(body);
      expect(text).not.toContain(fresh.password);
      expect(text).not.toMatch(/password|\$argon2|\$2[aby]\$/i);
    }
  });

  test('the public partner list names NGOs and their cities, nothing more', async () => {
    const res = await call('GET', '/api/partners');
    expect(res.status).toBe(200);
    for (const partner of res.body) expect(Object.keys(partner).sort()).toEqual(['city', 'name']);
    expect(JSON.stringify(res.body)).not.toContain(accounts.ngo.email);
  });
});
