// Notifications that last (issue 31): what happened while someone was away is in their centre
// when they come back, with an unread count; each reads and marks only their own.
import { findCity } from '@rescue/contracts';
import { client } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerSignedUser, registerUser, type TestUser } from '@rescue/testkit/users';
import { waitFor } from '@rescue/testkit/wait';
import { centreOf, eastOf, report } from './helpers';

let stack: TestStack;
let reporter: TestUser;
let ngo: TestUser;
let otherCityNgo: TestUser;
let unverifiedNgo: TestUser;
let volunteer: TestUser;

const centre = (user: TestUser, query = '') =>
  client(stack.url).get(`/api/notifications${query}`, { token: user.token });

beforeAll(async () => {
  stack = await startTestStack();
  [reporter, ngo, otherCityNgo, unverifiedNgo, volunteer] = await Promise.all([
    registerUser(stack, 'user'),
    registerSignedUser(stack, 'ngo', { city: 'Pune' }),
    registerSignedUser(stack, 'ngo', { city: 'Mumbai' }),
    registerUser(stack, 'ngo', { city: 'Pune' }),
    registerSignedUser(stack, 'volunteer', { city: 'Pune' }),
  ]);
}, 60_000);

afterAll(() => stack?.close());

test('an NGO finds the reports made in its city while it was away, unread, newest first', async () => {
  const first = await report(stack, reporter, {
    city: 'Pune',
    at: eastOf('Pune', 1),
    score: 8,
    category: 'HIGH',
  });
  const second = await report(stack, reporter, {
    city: 'Pune',
    at: eastOf('Pune', 3),
    score: 9,
    category: 'CRITICAL',
  });
  // The NGO's first look comes after both: nothing was open when they arrived.
  const page = await waitFor(
    async () => {
      const res = await centre(ngo);
      return res.body.data?.length === 2 && res.body;
    },
    { what: "both reports in the NGO's centre" },
  );
  expect(page.unreadCount).toBe(2);
  expect(page.data.map((n: { incidentId: string }) => n.incidentId)).toEqual([second, first]);
  expect(page.data[0]).toMatchObject({
    kind: 'incident.reported',
    severity: 'CRITICAL',
    city: 'Pune',
    read: false,
    title: 'New critical report in Pune: Dog',
  });

  // In the reader's language (issue 29): the same news, worded when it is read.
  const inLanguage = (language: string) =>
    client(stack.url).get('/api/notifications?limit=1', {
      token: ngo.token,
      headers: { 'accept-language': language },
    });
  const hindi = await inLanguage('hi');
  expect(hindi.body.data[0].title).toBe('Pune में नई अति गंभीर रिपोर्ट: Dog');
  // One answer per language in any cache between (through the gateway too).
  expect(hindi.headers.get('vary')).toMatch(/Accept-Language/i);
  expect((await inLanguage('mr-IN,mr;q=0.9')).body.data[0].title).toBe(
    'Pune मध्ये नवीन अतिगंभीर रिपोर्ट: Dog',
  );

  // Another city's NGO, and one the operator has not verified, hear nothing of them.
  expect((await centre(otherCityNgo)).body).toMatchObject({ data: [], unreadCount: 0 });
  expect((await centre(unverifiedNgo)).body).toMatchObject({ data: [], unreadCount: 0 });

  // Pages: one at a time, by the cursor.
  const one = await centre(ngo, '?limit=1');
  expect(one.body.data).toHaveLength(1);
  const next = await centre(ngo, `?limit=1&cursor=${one.body.nextCursor}`);
  expect(next.body.data[0].incidentId).toBe(first);
  expect(next.body.nextCursor).toBeNull();
  expect((await centre(ngo, '?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
});

test("marking read: by ids, only the caller's own, then all", async () => {
  const { body } = await centre(ngo);
  const [newest] = body.data as { id: string }[];
  // Someone else naming the NGO's notifications marks nothing of the NGO's.
  const stranger = await client(stack.url).post('/api/notifications/read', {
    token: otherCityNgo.token,
    json: { ids: [newest!.id] },
  });
  expect(stranger.status).toBe(200);
  expect((await centre(ngo)).body.unreadCount).toBe(2);

  const marked = await client(stack.url).post('/api/notifications/read', {
    token: ngo.token,
    json: { ids: [newest!.id] },
  });
  expect(marked.body).toEqual({ success: true, unreadCount: 1 });
  const after = (await centre(ngo)).body;
  expect(after.data.map((n: { read: boolean }) => n.read)).toEqual([true, false]);

  const all = await client(stack.url).post('/api/notifications/read', {
    token: ngo.token,
    json: { all: true },
  });
  expect(all.body).toEqual({ success: true, unreadCount: 0 });

  for (const json of [{}, { ids: [] }, { all: false }, { ids: ['x'], all: true }]) {
    const bad = await client(stack.url).post('/api/notifications/read', { token: ngo.token, json });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.message).toBe('string');
  }
  expect((await client(stack.url).get('/api/notifications')).status).toBe(401);
});

test('the reporter hears that a volunteer took their case', async () => {
  const incidentId = await report(stack, reporter, {
    city: 'Pune',
    at: centreOf('Pune'),
    score: 5,
    category: 'MODERATE',
  });
  const take = await client(stack.url).put(
    `/api/volunteer/incidents/${incidentId}/volunteer/update`,
    { token: volunteer.token },
  );
  expect(take.status).toBe(200);
  const mine = await waitFor(
    async () =>
      (await centre(reporter)).body.data?.find(
        (n: { incidentId: string; kind: string }) =>
          n.incidentId === incidentId && n.kind === 'incident.updated',
      ),
    { what: "the reporter's notification" },
  );
  expect(mine.title).toBe('A volunteer took your report (Dog)');
  // The NGO's list says nothing of who took it, nor does the reporter's.
  expect(JSON.stringify(mine)).not.toContain(volunteer.name);
});

test('the duty switch: a volunteer only, the position or else the profile city', async () => {
  const api = client(stack.url);
  const pune = findCity('Pune')!;
  const atHome = await api.put('/api/volunteer/duty', {
    token: volunteer.token,
    json: { onDuty: true },
  });
  expect(atHome.body).toMatchObject({
    onDuty: true,
    lat: pune.latitude,
    lng: pune.longitude,
    approximate: true,
  });
  const here = await api.put('/api/volunteer/duty', {
    token: volunteer.token,
    json: { onDuty: true, lat: 18.53, lng: 73.87 },
  });
  expect(here.body).toMatchObject({ lat: 18.53, lng: 73.87, approximate: false });
  const half = await api.put('/api/volunteer/duty', {
    token: volunteer.token,
    json: { onDuty: true, lat: 18.53 },
  });
  expect(half.status).toBe(400);
  const ngoTry = await api.put('/api/volunteer/duty', { token: ngo.token, json: { onDuty: true } });
  expect(ngoTry.status).toBe(403);
});

test("GET /api/volunteer/duty: the switch as the server has it, the volunteer's own only", async () => {
  const api = client(stack.url);
  const pune = findCity('Pune')!;
  const fresh = await registerSignedUser(stack, 'volunteer', { city: 'Pune' });
  const read = () => api.get('/api/volunteer/duty', { token: fresh.token });
  // Never switched: off duty at the profile city's centre, with the default radius and severity.
  expect((await read()).body).toEqual({
    onDuty: false,
    lat: pune.latitude,
    lng: pune.longitude,
    approximate: true,
    radiusKm: 10,
    minSeverity: 'low',
  });
  await api.put('/api/volunteer/duty', {
    token: fresh.token,
    json: { onDuty: true, lat: 18.5, lng: 73.9 },
  });
  expect((await read()).body).toMatchObject({
    onDuty: true,
    lat: 18.5,
    lng: 73.9,
    approximate: false,
  });
  // Another volunteer reads their own, never this one's.
  expect((await api.get('/api/volunteer/duty', { token: volunteer.token })).body).not.toMatchObject(
    {
      lat: 18.5,
      lng: 73.9,
    },
  );
  expect((await api.get('/api/volunteer/duty', { token: ngo.token })).status).toBe(403);
  expect((await api.get('/api/volunteer/duty')).status).toBe(401);
});
