import { CITIES, NGO_NOT_VERIFIED_MESSAGE, type Incident } from '@rescue/contracts';
import { adminToken, registerUser, type TestUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import {
  assign,
  internal,
  registerSignedNgo,
  registerUnverifiedNgo,
  report,
  reportData,
} from './helpers';

const the = fileStack({
  reporter: (stack) => registerUser(stack, 'user', { phoneNumber: '+91 91111 22222' }),
  otherUser: (stack) => registerUser(stack, 'user'),
  volunteer: (stack) => registerUser(stack, 'volunteer'),
  otherVolunteer: (stack) => registerUser(stack, 'volunteer'),
  /** Verified by the operator: the NGO the spec describes. */
  ngo: registerSignedNgo,
  /** Signed its documents, not yet verified. */
  unverifiedNgo: registerUnverifiedNgo,
  admin: adminToken,
});

/** Every page of GET /api/incidents, following X-Next-Cursor. */
async function allPages(query: string, token = the.ngo.token) {
  const pages: Incident[][] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await the.api.get(`/api/incidents?${query}${suffix}`, { token });
    expect(res.status).toBe(200);
    pages.push(res.body);
    cursor = res.headers.get('x-next-cursor');
  } while (cursor);
  return pages;
}

function expectNewestFirst(incidents: Incident[]) {
  for (let i = 1; i < incidents.length; i += 1) {
    const [previous, current] = [incidents[i - 1]!, incidents[i]!];
    const order = Date.parse(previous.createdAt) - Date.parse(current.createdAt);
    expect(order > 0 || (order === 0 && previous._id > current._id)).toBe(true);
  }
}

describe('GET /api/incidents (NGO list)', () => {
  let created: Incident[];

  beforeAll(async () => {
    // Some one after another, some at once (equal createdAt is likely: the _id breaks ties).
    created = [];
    for (let i = 0; i < 4; i += 1) created.push(await report(the.stack, the.reporter));
    created.push(
      ...(await Promise.all(Array.from({ length: 6 }, () => report(the.stack, the.otherUser)))),
    );
  });

  test('an array, newest first, without moderation', async () => {
    const res = await the.api.get('/api/incidents', { token: the.ngo.token });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(10);
    expectNewestFirst(res.body);
    expect(res.headers.get('x-next-cursor')).toBeNull();
    for (const incident of res.body) expect(incident).not.toHaveProperty('moderation');
  });

  test('an NGO the operator has not verified gets 403 with the waiting message', async () => {
    const res = await the.api.get('/api/incidents', { token: the.unverifiedNgo.token });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: NGO_NOT_VERIFIED_MESSAGE });
  });

  test('a verified NGO sees the contact details', async () => {
    const res = await the.api.get('/api/incidents', { token: the.ngo.token });
    const mine = res.body.find((incident: Incident) => incident._id === created[0]!._id);
    expect(mine.reporterInfo).toEqual({
      name: the.reporter.name,
      contactNumber: '+91 91111 22222',
      email: the.reporter.email,
      preferredContactMethod: 'phone',
    });
  });

  test('limit and cursor walk every incident once, in order', async () => {
    const pages = await allPages('limit=3');
    expect(pages.map((page) => page.length)).toEqual([3, 3, 3, 1]);
    const ids = pages.flat().map((incident) => incident._id);
    expect(new Set(ids).size).toBe(10);
    expect(ids.sort()).toEqual(created.map((incident) => incident._id).sort());
    expectNewestFirst(pages.flat());
  });

  test('a page exactly as long as what is left has no next cursor', async () => {
    const pages = await allPages('limit=5');
    expect(pages.map((page) => page.length)).toEqual([5, 5]);
  });

  test('status filter, also across pages', async () => {
    for (const incident of created.slice(0, 3)) {
      const res = await the.api.put(`/api/ngo/incidents/${incident._id}/update`, {
        token: the.ngo.token,
        json: { status: 'resolved' },
      });
      expect(res.status).toBe(200);
    }
    const resolved = (await allPages('status=resolved&limit=2')).flat();
    expect(resolved.map((incident) => incident._id).sort()).toEqual(
      created
        .slice(0, 3)
        .map((incident) => incident._id)
        .sort(),
    );
    const pending = (await allPages('status=pending')).flat();
    expect(pending).toHaveLength(7);
    expect(pending.every((incident) => incident.status === 'pending')).toBe(true);
    const inProgress = await the.api.get('/api/incidents?status=in%20progress', {
      token: the.ngo.token,
    });
    expect(inProgress.body).toEqual([]);
  });

  test.each([
    ['status=done', /status/],
    ['status=Resolved', /status/],
    ['limit=0', /limit/],
    ['limit=201', /limit/],
    ['limit=abc', /limit/],
    ['limit=2.5', /limit/],
    ['limit=-1', /limit/],
    ['cursor=garbage', /cursor/],
    [`cursor=${Buffer.from('123.zz').toString('base64url')}`, /cursor/],
    ['status=pending&status=resolved', /status/],
  ])('%s is a 400', async (query, message) => {
    const res = await the.api.get(`/api/incidents?${query}`, { token: the.ngo.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  test('limit 200 is allowed', async () => {
    expect((await the.api.get('/api/incidents?limit=200', { token: the.ngo.token })).status).toBe(
      200,
    );
  });

  test('anonymous 401, user 403, volunteer 403, the operator 403 (not an NGO)', async () => {
    expect((await the.api.get('/api/incidents')).status).toBe(401);
    expect((await the.api.get('/api/incidents', { token: the.reporter.token })).status).toBe(403);
    expect((await the.api.get('/api/incidents', { token: the.volunteer.token })).status).toBe(403);
    expect((await the.api.get('/api/incidents', { token: the.admin })).status).toBe(403);
  });
});

describe('GET /api/incidents/{id}', () => {
  let incident: Incident;

  beforeAll(async () => {
    incident = await report(the.stack, the.reporter);
    await assign(the.stack, incident._id, the.volunteer);
  });

  const read = (token?: string, id = incident._id) =>
    the.api.get(`/api/incidents/${id}`, { token });

  test('anonymous: 401', async () => {
    expect((await read()).status).toBe(401);
  });

  test('the reporter: 200 with their own contact details and the moderation', async () => {
    const res = await read(the.reporter.token);
    expect(res.status).toBe(200);
    expect(res.body.reporterInfo).toEqual({
      name: the.reporter.name,
      contactNumber: '+91 91111 22222',
      email: the.reporter.email,
      preferredContactMethod: 'phone',
    });
    expect(res.body.moderation).toEqual({
      hidden: false,
      hiddenReason: null,
      hiddenAt: null,
      duplicateOf: null,
    });
  });

  test('the operator: 200 with contact details and the moderation', async () => {
    const res = await read(the.admin);
    expect(res.status).toBe(200);
    expect(res.body.reporterInfo.contactNumber).toBe('+91 91111 22222');
    expect(res.body.moderation).toMatchObject({ hidden: false });
  });

  test('another user: 403', async () => {
    expect((await read(the.otherUser.token)).status).toBe(403);
  });

  test('the assigned volunteer: 200, name only, no moderation', async () => {
    const res = await read(the.volunteer.token);
    expect(res.status).toBe(200);
    expect(res.body.reporterInfo).toEqual({ name: the.reporter.name });
    expect(res.body).not.toHaveProperty('moderation');
    expect(res.body.volunteerActivity).toMatchObject({
      status: 'assigned',
      assignedVolunteer: the.volunteer._id,
      volunteerName: the.volunteer.name,
    });
  });

  test('another volunteer: 403', async () => {
    expect((await read(the.otherVolunteer.token)).status).toBe(403);
  });

  test('an NGO the operator has not verified: 403 with the waiting message', async () => {
    const res = await read(the.unverifiedNgo.token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: NGO_NOT_VERIFIED_MESSAGE });
  });

  test('a verified NGO: 200 with contact details, no moderation', async () => {
    const res = await read(the.ngo.token);
    expect(res.status).toBe(200);
    expect(res.body.reporterInfo).toEqual({
      name: the.reporter.name,
      contactNumber: '+91 91111 22222',
      email: the.reporter.email,
      preferredContactMethod: 'phone',
    });
    expect(res.body).not.toHaveProperty('moderation');
  });

  test('malformed id 400, unknown id 404', async () => {
    expect((await read(the.ngo.token, 'abc')).status).toBe(400);
    expect((await read(the.ngo.token, '0123456789abcdef0123456Z')).status).toBe(400);
    expect((await read(the.ngo.token, 'undefined')).status).toBe(400);
    const unknown = await read(the.ngo.token, '0123456789abcdef01234567');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Incident not found');
  });
});

describe('GET /api/incidents/{id}/summary', () => {
  test('the incident in a line to whoever may open it; the same refusals as the incident', async () => {
    const incident = await report(the.stack, the.reporter);
    const path = `/api/incidents/${incident._id}/summary`;
    const res = await the.api.get(path, { token: the.ngo.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _id: incident._id,
      status: 'pending',
      city: incident.city,
      type: incident.animalInfo.type,
      score: incident.animalInfo.aiSeverityAssessment.score,
      category: incident.animalInfo.aiSeverityAssessment.category,
      handledBy: null,
      updates: incident.caseUpdates.length,
      createdAt: incident.createdAt,
      updatedAt: incident.updatedAt,
    });
    expect((await the.api.get(path, { token: the.reporter.token })).status).toBe(200);
    // As GET /api/incidents/{id} answers them: an unverified NGO and another reporter 403,
    // nobody logged in 401, a malformed id 400.
    for (const [token, status] of [
      [the.unverifiedNgo.token, 403],
      [the.otherUser.token, 403],
      [undefined, 401],
    ] as const) {
      const refused = await the.api.get(path, { token });
      const full = await the.api.get(`/api/incidents/${incident._id}`, { token });
      expect({ status: refused.status, body: refused.body }).toEqual({
        status,
        body: full.body,
      });
    }
    expect(
      (await the.api.get('/api/incidents/nope/summary', { token: the.ngo.token })).status,
    ).toBe(400);
  });
});

describe('GET /api/incidents/nearby', () => {
  const nashik = CITIES.find((city) => city.name === 'Nashik')!;
  // About 100 m and 150 m north of the city point, and one 1 km away.
  const north = (metres: number): [number, number] => [
    nashik.longitude,
    nashik.latitude + metres / 111_195,
  ];

  beforeAll(async () => {
    const at = (metres: number, description: string, type = 'Dog') =>
      report(
        the.stack,
        the.reporter,
        reportData({
          city: 'Nashik',
          location: { address: `${metres} m north`, coordinates: north(metres) },
          animalInfo: {
            description,
            type,
            aiSeverityAssessment: { score: 6, category: 'MODERATE', assessmentDetails: 'x' },
          },
        }),
      );
    await at(100, `Calf with a hurt leg ${'and a long story '.repeat(10)}`, 'Cow');
    await at(150, 'Puppy shivering');
    await at(1000, 'Far away dog');
    const resolved = await at(120, 'Rescued already');
    await the.api.put(`/api/ngo/incidents/${resolved._id}/update`, {
      token: the.ngo.token,
      json: { status: 'resolved' },
    });
  });

  test('open incidents within 200 m, nearest first, only safe fields', async () => {
    // Exactly the city's centre: a client must say it is a real point there.
    const [lng, lat] = north(0);
    const res = await the.api.get(
      `/api/incidents/nearby?city=nashik&lat=${lat}&lng=${lng}&approximate=false`,
      {
        token: the.otherUser.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    const [first, second] = res.body.data;
    expect(Object.keys(first).sort()).toEqual([
      'approximate',
      'createdAt',
      'description',
      'distanceM',
      'match',
      'status',
      'type',
    ]);
    expect(first).toMatchObject({
      type: 'Cow',
      status: 'pending',
      match: 'distance',
      approximate: false,
    });
    expect(first.description).toHaveLength(80);
    expect(first.distanceM).toBeGreaterThanOrEqual(95);
    expect(first.distanceM).toBeLessThanOrEqual(105);
    expect(second).toMatchObject({ type: 'Dog', description: 'Puppy shivering' });
  });

  test('nothing near a point in another part of the city', async () => {
    const res = await the.api.get(
      `/api/incidents/nearby?city=Nashik&lat=${nashik.latitude - 0.05}&lng=${nashik.longitude}`,
      { token: the.volunteer.token },
    );
    expect(res.body).toEqual({ data: [] });
  });

  test.each([
    ['lat=1&lng=2', /city/],
    ['city=Atlantis&lat=1&lng=2', /city/],
    ['city=Pune&lng=2', /lat/],
    ['city=Pune&lat=91&lng=2', /lat/],
    ['city=Pune&lat=abc&lng=2', /lat/],
    ['city=Pune&lat=18&lng=181', /lng/],
    ['city=Pune&approximate=false', /lat/],
    ['city=Pune&lat=18&lng=73&approximate=yes', /approximate/],
    ['city=Pune&type=' + 'x'.repeat(61), /type/],
  ])('%s is a 400', async (query, message) => {
    const res = await the.api.get(`/api/incidents/nearby?${query}`, { token: the.reporter.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  test('anonymous 401', async () => {
    expect((await the.api.get('/api/incidents/nearby?city=Pune&lat=18&lng=73')).status).toBe(401);
  });
});

describe('GET /api/incidents/notifications', () => {
  let reporterWithNews: TestUser;
  let incident: Incident;

  beforeAll(async () => {
    reporterWithNews = await registerUser(the.stack, 'user');
    incident = await report(the.stack, reporterWithNews);
    await assign(the.stack, incident._id, the.volunteer);
    await the.api.put(`/api/ngo/incidents/${incident._id}/update`, {
      token: the.ngo.token,
      json: { status: 'in progress' },
    });
    await internal(the.stack, 'POST', `/internal/incidents/${incident._id}/notes`, {
      volunteerId: the.volunteer._id,
      text: 'Gave water, taking it to the clinic',
    });
    await internal(the.stack, 'POST', `/internal/incidents/${incident._id}/complete`, {
      volunteerId: the.volunteer._id,
    });
  });

  test("the reporter's events, newest first", async () => {
    const res = await the.api.get('/api/incidents/notifications?limit=10', {
      token: reporterWithNews.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.map((event: any) => event.type)).toEqual([
      'completed',
      'note',
      'status',
      'assigned',
    ]);
    for (const event of res.body.data) expect(event.incidentId).toBe(incident._id);
    expect(res.body.data[1].text).toContain('Gave water, taking it to the clinic');
    expect(res.body.data[3].text).toContain(the.volunteer.name);
  });

  test('default limit 5, at most 50', async () => {
    for (let i = 0; i < 2; i += 1) {
      await the.api.put(`/api/ngo/incidents/${incident._id}/update`, {
        token: the.ngo.token,
        json: { status: i % 2 ? 'pending' : 'resolved' },
      });
    }
    const res = await the.api.get('/api/incidents/notifications', {
      token: reporterWithNews.token,
    });
    expect(res.body.data).toHaveLength(5);
    expect(
      (await the.api.get('/api/incidents/notifications?limit=51', { token: the.reporter.token }))
        .status,
    ).toBe(400);
  });

  test('only the caller’s own: another user and the volunteer see none of them', async () => {
    for (const account of [the.otherUser, the.volunteer]) {
      const res = await the.api.get('/api/incidents/notifications', { token: account.token });
      expect(res.status).toBe(200);
      for (const event of res.body.data) expect(event.incidentId).not.toBe(incident._id);
    }
  });

  test('anonymous 401', async () => {
    expect((await the.api.get('/api/incidents/notifications')).status).toBe(401);
  });
});
