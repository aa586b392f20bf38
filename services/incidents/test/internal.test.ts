import {
  CASE_HIDDEN_MESSAGE,
  CITIES,
  OPERATIONS,
  distanceKm,
  isInternal,
  type Incident,
  type OperationSpec,
} from '@rescue/contracts';
import { apiClient } from '@rescue/testkit/api-client';
import { request } from '@rescue/testkit/http';
import { registerUser, type TestUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { assign, internal, operator, registerSignedNgo, report, reportData } from './helpers';

const the = fileStack({
  reporter: (stack) => registerUser(stack, 'user'),
  volunteer: (stack) => registerUser(stack, 'volunteer'),
  otherVolunteer: (stack) => registerUser(stack, 'volunteer'),
  ngo: registerSignedNgo,
});

const incidentPath = (id: string) => `/internal/incidents/${id}`;
const setStatus = (id: string, status: string) =>
  apiClient(the.stack.url).put(`/api/ngo/incidents/${id}/update`, {
    token: the.ngo.token,
    json: { status },
  });

describe('guarding /internal', () => {
  let incident: Incident;
  beforeAll(async () => {
    incident = await report(the.stack, the.reporter);
  });

  // Every /internal operation of this service in the operation table, its ids filled in.
  const guarded = Object.values(OPERATIONS)
    .filter((spec: OperationSpec) => isInternal(spec) && spec.service === 'incidents')
    .map((spec: OperationSpec) => [spec.method, spec.path] as const);

  test('the table names every /internal operation of the service', () => {
    expect(guarded.length).toBeGreaterThanOrEqual(14);
  });

  test.each(guarded)('%s %s: 403 without the key or with a wrong one', async (method, template) => {
    const ids: Record<string, string> = {
      id: incident._id,
      userId: the.reporter._id,
      volunteerId: the.volunteer._id,
    };
    const path = () => template.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]!);
    const service = the.stack.services.incidents[0]!;
    const json =
      method === 'POST'
        ? { volunteerId: the.volunteer._id, volunteerName: 'x', text: 'x', ms: 1000 }
        : undefined;
    const missing = await request(service, method, path(), { json });
    expect(missing.status).toBe(403);
    const wrong = await request(service, method, path(), {
      json,
      headers: { 'x-internal-key': 'not-the-key' },
    });
    expect(wrong.status).toBe(403);
    // A user's token is no substitute for the key.
    const withToken = await request(service, method, path(), { json, token: the.ngo.token });
    expect(withToken.status).toBe(403);
    const unchanged = await internal(the.stack, 'GET', incidentPath(incident._id));
    expect(unchanged.body.volunteerActivity).toBeNull();
    expect(unchanged.body.createdAt).toBe(incident.createdAt);
  });

  test('the gateway never forwards /internal, even with the key', async () => {
    const headers = { 'x-internal-key': the.stack.secrets.internalApiKey };
    const post = await request(the.stack.url, 'POST', `${incidentPath(incident._id)}/assign`, {
      headers,
      json: { volunteerId: the.volunteer._id, volunteerName: 'Sneaky' },
    });
    expect(post.status).toBe(404);
    const get = await request(the.stack.url, 'GET', incidentPath(incident._id), { headers });
    expect(get.status).toBe(404);
    expect(get.body).not.toHaveProperty('reporterInfo');
    const after = await internal(the.stack, 'GET', incidentPath(incident._id));
    expect(after.body.volunteerActivity).toBeNull();
  });
});

describe('GET /internal/incidents/{id}', () => {
  test('the incident with reporterInfo {name} only; 400 malformed; 404 unknown', async () => {
    const incident = await report(the.stack, the.reporter);
    const res = await internal(the.stack, 'GET', incidentPath(incident._id));
    expect(res.status).toBe(200);
    expect(res.body._id).toBe(incident._id);
    expect(res.body.reporterInfo).toEqual({ name: the.reporter.name });
    expect(res.body).not.toHaveProperty('reportedBy');
    expect((await internal(the.stack, 'GET', incidentPath('nope'))).status).toBe(400);
    expect(
      (await internal(the.stack, 'GET', incidentPath('0123456789abcdef01234567'))).status,
    ).toBe(404);
  });
});

describe('POST /internal/incidents/{id}/assign', () => {
  test('20 volunteers at once: exactly one 200, nineteen 409', async () => {
    const incident = await report(the.stack, the.reporter);
    const volunteers = await Promise.all(
      Array.from({ length: 20 }, () => registerUser(the.stack, 'volunteer')),
    );
    const results = await Promise.all(
      volunteers.map((candidate) =>
        internal(the.stack, 'POST', `${incidentPath(incident._id)}/assign`, {
          volunteerId: candidate._id,
          volunteerName: candidate.name,
        }),
      ),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(res.body.message).toBe('This case has already been taken by another volunteer');
    }
    const winnerIndex = statuses.indexOf(200);
    const winner = volunteers[winnerIndex]!;
    const stored = (await internal(the.stack, 'GET', incidentPath(incident._id))).body as Incident;
    expect(stored.status).toBe('in progress');
    expect(stored.volunteerActivity).toMatchObject({
      status: 'assigned',
      assignedVolunteer: winner._id,
      volunteerName: winner.name,
    });
    expect(stored.caseUpdates.map((update) => update.description)).toEqual([
      'Incident reported',
      `Volunteer ${winner.name} took this case`,
    ]);
    expect(results[winnerIndex]!.body.incident).toEqual(stored);
  });

  test('an in-progress case stays in progress; a resolved one is a 409', async () => {
    const inProgress = await report(the.stack, the.reporter);
    await setStatus(inProgress._id, 'in progress');
    expect((await assign(the.stack, inProgress._id, the.volunteer)).status).toBe('in progress');

    const resolved = await report(the.stack, the.reporter);
    await setStatus(resolved._id, 'resolved');
    const res = await internal(the.stack, 'POST', `${incidentPath(resolved._id)}/assign`, {
      volunteerId: the.volunteer._id,
      volunteerName: the.volunteer.name,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This case has already been resolved');
  });

  test('a report the operator hid cannot be taken (404, saying the team hid it: issue 33); restored, it can', async () => {
    const incident = await report(the.stack, the.reporter);
    const admin = await operator(the.stack);
    await admin.hide(incident._id, 'Abusive text');
    const body = { volunteerId: the.volunteer._id, volunteerName: the.volunteer.name };
    const res = await internal(the.stack, 'POST', `${incidentPath(incident._id)}/assign`, body);
    expect([res.status, res.body.message]).toEqual([404, CASE_HIDDEN_MESSAGE]);
    await admin.restore(incident._id);
    expect((await assign(the.stack, incident._id, the.volunteer)).volunteerActivity).toMatchObject({
      assignedVolunteer: the.volunteer._id,
    });
  });

  test('400 for a bad body or id, 404 for an unknown incident', async () => {
    const incident = await report(the.stack, the.reporter);
    const path = `${incidentPath(incident._id)}/assign`;
    for (const body of [
      {},
      { volunteerId: 'abc', volunteerName: 'X' },
      { volunteerId: the.volunteer._id },
      { volunteerId: { $ne: null }, volunteerName: 'X' },
    ]) {
      expect((await internal(the.stack, 'POST', path, body)).status).toBe(400);
    }
    const body = { volunteerId: the.volunteer._id, volunteerName: 'X' };
    expect((await internal(the.stack, 'POST', '/internal/incidents/xyz/assign', body)).status).toBe(
      400,
    );
    const unknown = await internal(
      the.stack,
      'POST',
      '/internal/incidents/0123456789abcdef01234567/assign',
      body,
    );
    expect(unknown.status).toBe(404);
  });
});

describe('notes and completion', () => {
  let incident: Incident;
  beforeAll(async () => {
    incident = await report(the.stack, the.reporter);
    await assign(the.stack, incident._id, the.volunteer);
  });

  test('the holder adds a note; anyone else gets 403; empty text 400', async () => {
    const path = `${incidentPath(incident._id)}/notes`;
    const res = await internal(the.stack, 'POST', path, {
      volunteerId: the.volunteer._id,
      text: 'Found the dog, it is calm',
    });
    expect(res.status).toBe(200);
    expect(res.body.incident.caseUpdates.at(-1).description).toBe(
      `Note from volunteer ${the.volunteer.name}: Found the dog, it is calm`,
    );
    const other = await internal(the.stack, 'POST', path, {
      volunteerId: the.otherVolunteer._id,
      text: 'Not mine',
    });
    expect(other.status).toBe(403);
    expect(
      (await internal(the.stack, 'POST', path, { volunteerId: the.volunteer._id, text: ' ' }))
        .status,
    ).toBe(400);
  });

  test('the holder completes once; a repeat is 409; anyone else 403', async () => {
    const path = `${incidentPath(incident._id)}/complete`;
    expect(
      (await internal(the.stack, 'POST', path, { volunteerId: the.otherVolunteer._id })).status,
    ).toBe(403);
    const res = await internal(the.stack, 'POST', path, { volunteerId: the.volunteer._id });
    expect(res.status).toBe(200);
    expect(res.body.incident.volunteerActivity.status).toBe('completed');
    expect(res.body.incident.status).toBe('in progress');
    expect(res.body.incident.caseUpdates.at(-1).description).toBe(
      `Volunteer ${the.volunteer.name} marked the case completed`,
    );
    expect(
      (await internal(the.stack, 'POST', path, { volunteerId: the.volunteer._id })).status,
    ).toBe(409);
  });

  test('an untaken case: notes and completion are 403; unknown 404', async () => {
    const untaken = await report(the.stack, the.reporter);
    const note = await internal(the.stack, 'POST', `${incidentPath(untaken._id)}/notes`, {
      volunteerId: the.volunteer._id,
      text: 'hello',
    });
    expect(note.status).toBe(403);
    const unknown = await internal(
      the.stack,
      'POST',
      '/internal/incidents/0123456789abcdef01234567/complete',
      { volunteerId: the.volunteer._id },
    );
    expect(unknown.status).toBe(404);
  });
});

describe('concurrent writers', () => {
  test('notes and NGO status changes at once: every case update is kept', async () => {
    const incident = await report(the.stack, the.reporter);
    await assign(the.stack, incident._id, the.volunteer);
    const notes = Array.from({ length: 10 }, (_, i) =>
      internal(the.stack, 'POST', `${incidentPath(incident._id)}/notes`, {
        volunteerId: the.volunteer._id,
        text: `note ${i}`,
      }),
    );
    const changes = Array.from({ length: 10 }, (_, i) =>
      setStatus(incident._id, i % 2 ? 'pending' : 'in progress'),
    );
    const results = await Promise.all([...notes, ...changes]);
    expect(results.map((res) => res.status)).toEqual(Array(20).fill(200));
    const stored = (await internal(the.stack, 'GET', incidentPath(incident._id))).body as Incident;
    expect(stored.caseUpdates).toHaveLength(22);
    expect(stored.volunteerActivity?.assignedVolunteer).toBe(the.volunteer._id);
    for (let i = 0; i < 10; i += 1) {
      expect(stored.caseUpdates.map((update) => update.description)).toContain(
        `Note from volunteer ${the.volunteer.name}: note ${i}`,
      );
    }
  });

  test('an NGO resolving while volunteers take the case: never both lost', async () => {
    const incident = await report(the.stack, the.reporter);
    const takers = await Promise.all(
      Array.from({ length: 5 }, () => registerUser(the.stack, 'volunteer')),
    );
    const [resolve, ...takes] = await Promise.all([
      setStatus(incident._id, 'resolved'),
      ...takers.map((taker) =>
        internal(the.stack, 'POST', `${incidentPath(incident._id)}/assign`, {
          volunteerId: taker._id,
          volunteerName: taker.name,
        }),
      ),
    ]);
    expect(resolve!.status).toBe(200);
    const won = takes.filter((res) => res.status === 200);
    expect(won.length).toBeLessThanOrEqual(1);
    const stored = (await internal(the.stack, 'GET', incidentPath(incident._id))).body as Incident;
    expect(stored.caseUpdates.map((update) => update.description)).toContain(
      'Status updated to resolved by NGO',
    );
    if (won.length === 1) {
      expect(stored.volunteerActivity?.assignedVolunteer).toBe(
        won[0]!.body.incident.volunteerActivity.assignedVolunteer,
      );
    } else {
      expect(stored.volunteerActivity).toBeNull();
    }
  });
});

describe('lists for other services', () => {
  let listReporter: TestUser;
  beforeAll(async () => {
    listReporter = await registerUser(the.stack, 'user');
  });

  test('by-reporter: only theirs, newest first, paged by nextCursor', async () => {
    const mine: Incident[] = [];
    for (let i = 0; i < 5; i += 1) mine.push(await report(the.stack, listReporter));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const res = await internal(
        the.stack,
        'GET',
        `/internal/incidents/by-reporter/${listReporter._id}?limit=2${query}`,
      );
      expect(res.status).toBe(200);
      for (const incident of res.body.data) {
        expect(incident.reporterInfo).toEqual({ name: listReporter.name });
        seen.push(incident._id);
      }
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(mine.map((incident) => incident._id).reverse());
    const bad = await internal(
      the.stack,
      'GET',
      `/internal/incidents/by-reporter/${listReporter._id}?cursor=bad`,
    );
    expect(bad.status).toBe(400);
  });

  test('assigned: the volunteer’s cases, most recently assigned first', async () => {
    const holder = await registerUser(the.stack, 'volunteer');
    const first = await report(the.stack, listReporter);
    const second = await report(the.stack, listReporter);
    await assign(the.stack, second._id, holder);
    await assign(the.stack, first._id, holder);
    const res = await internal(the.stack, 'GET', `/internal/incidents/assigned/${holder._id}`);
    expect(res.body.data.map((incident: Incident) => incident._id)).toEqual([
      first._id,
      second._id,
    ]);
  });
});

describe('GET /internal/incidents/available', () => {
  const tag = `tag${Date.now()}`;
  const byId = new Map<string, { city: string; score: number }>();

  beforeAll(async () => {
    const cases: [string, number, string][] = [
      ['Nashik', 3, 'low'],
      ['Nashik', 9, 'high'],
      ['Nashik', 5, 'moderate'],
      ['Pune', 8, 'high'],
      ['Mumbai', 6, 'moderate (a.b)'],
      ['Chennai', 10, 'high'],
    ];
    for (const [city, score, label] of cases) {
      const incident = await report(
        the.stack,
        the.reporter,
        reportData({
          city,
          location: { address: `${tag} road ${label}` },
          animalInfo: {
            description: `Goat ${label}`,
            type: 'Goat',
            aiSeverityAssessment: {
              score,
              category: score >= 7 ? 'HIGH' : 'MODERATE',
              assessmentDetails: 'x',
            },
          },
        }),
      );
      byId.set(incident._id, { city, score });
    }
    // Taken or resolved cases are never available.
    const taken = await report(
      the.stack,
      the.reporter,
      reportData({ city: 'Nashik', location: { address: `${tag} taken` } }),
    );
    await assign(the.stack, taken._id, the.volunteer);
    const resolved = await report(
      the.stack,
      the.reporter,
      reportData({ city: 'Nashik', location: { address: `${tag} resolved` } }),
    );
    await setStatus(resolved._id, 'resolved');
  });

  const available = async (query: string) => {
    const res = await internal(
      the.stack,
      'GET',
      `/internal/incidents/available?search=${tag}&${query}`,
    );
    expect(res.status).toBe(200);
    return (res.body.data as Incident[]).map((incident) => byId.get(incident._id));
  };

  test('home city first (highest score first), then the other cities nearest first', async () => {
    const found = await available('city=nashik');
    expect(found).toEqual([
      { city: 'Nashik', score: 9 },
      { city: 'Nashik', score: 5 },
      { city: 'Nashik', score: 3 },
      { city: 'Mumbai', score: 6 },
      { city: 'Pune', score: 8 },
      { city: 'Chennai', score: 10 },
    ]);
    const nashik = CITIES.find((city) => city.name === 'Nashik')!;
    const km = (name: string) => {
      const city = CITIES.find((c) => c.name === name)!;
      return distanceKm([nashik.longitude, nashik.latitude], [city.longitude, city.latitude]);
    };
    expect(km('Mumbai')).toBeLessThan(km('Pune'));
  });

  test('severity bands and limit', async () => {
    expect(await available('city=Nashik&severity=high')).toEqual([
      { city: 'Nashik', score: 9 },
      { city: 'Pune', score: 8 },
      { city: 'Chennai', score: 10 },
    ]);
    expect(await available('city=Nashik&severity=moderate')).toEqual([
      { city: 'Nashik', score: 5 },
      { city: 'Mumbai', score: 6 },
    ]);
    expect(await available('city=Nashik&severity=low')).toEqual([{ city: 'Nashik', score: 3 }]);
    expect(await available('city=Nashik&limit=2')).toHaveLength(2);
    const bad = await internal(the.stack, 'GET', '/internal/incidents/available?severity=extreme');
    expect(bad.status).toBe(400);
  });

  test('search is a case-insensitive substring; regex characters are literal', async () => {
    const literal = await internal(
      the.stack,
      'GET',
      `/internal/incidents/available?city=Pune&search=${encodeURIComponent('(A.B)')}`,
    );
    expect(literal.body.data).toHaveLength(1);
    expect(literal.body.data[0].city).toBe('Mumbai');
    const pattern = await internal(
      the.stack,
      'GET',
      `/internal/incidents/available?city=Pune&search=${encodeURIComponent('.*')}`,
    );
    expect(pattern.body.data).toEqual([]);
    const byAnimal = await internal(
      the.stack,
      'GET',
      `/internal/incidents/available?city=Pune&search=GOAT%20HIGH`,
    );
    expect(byAnimal.body.data.map((incident: Incident) => incident.city).sort()).toEqual([
      'Chennai',
      'Nashik',
      'Pune',
    ]);
  });
});

describe('GET /internal/people/{userId}/ties', () => {
  const ties = async (userId: string) => {
    const res = await internal(the.stack, 'GET', `/internal/people/${userId}/ties`);
    expect(res.status).toBe(200);
    return res.body;
  };

  test('reporter: has reported a visible incident; holder: holds an open case now', async () => {
    const [person, holder, stranger] = await Promise.all([
      registerUser(the.stack, 'user'),
      registerUser(the.stack, 'volunteer'),
      registerUser(the.stack, 'volunteer'),
    ]);
    expect(await ties(person._id)).toEqual({ reporter: false, holder: false });
    const incident = await report(the.stack, person);
    expect(await ties(person._id)).toEqual({ reporter: true, holder: false });

    await assign(the.stack, incident._id, holder);
    expect(await ties(holder._id)).toEqual({ reporter: false, holder: true });
    expect(await ties(stranger._id)).toEqual({ reporter: false, holder: false });

    // Once their part is done, the case no longer ties them.
    await internal(the.stack, 'POST', `${incidentPath(incident._id)}/complete`, {
      volunteerId: holder._id,
    });
    expect(await ties(holder._id)).toEqual({ reporter: false, holder: false });
  });

  test('a resolved case no longer ties its holder; a hidden report ties nobody', async () => {
    const [person, holder] = await Promise.all([
      registerUser(the.stack, 'user'),
      registerUser(the.stack, 'volunteer'),
    ]);
    const incident = await report(the.stack, person);
    await assign(the.stack, incident._id, holder);
    expect(await ties(holder._id)).toEqual({ reporter: false, holder: true });
    const admin = await operator(the.stack);
    await admin.hide(incident._id, 'Spam');
    expect(await ties(person._id)).toEqual({ reporter: false, holder: false });
    expect(await ties(holder._id)).toEqual({ reporter: false, holder: false });
    await admin.restore(incident._id);
    expect(await ties(holder._id)).toEqual({ reporter: false, holder: true });
    await setStatus(incident._id, 'resolved');
    expect(await ties(holder._id)).toEqual({ reporter: false, holder: false });
    expect(await ties(person._id)).toEqual({ reporter: true, holder: false });
  });

  test('a malformed id is a 400', async () => {
    expect((await internal(the.stack, 'GET', '/internal/people/nope/ties')).status).toBe(400);
  });
});
