// The available-cases list: what it holds, its order, its filters and their validation.
import { apiClient } from '@rescue/testkit/api-client';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerSignedUser, registerUser, type TestUser } from '@rescue/testkit/users';
import { reportIncident, setStatus, uniqueTag } from './helpers';

let stack: TestStack;
let api: ReturnType<typeof apiClient>;
let reporter: TestUser;
let volunteer: TestUser;
let ngo: TestUser;

beforeAll(async () => {
  stack = await startTestStack();
  api = apiClient(stack.url);
  [reporter, volunteer, ngo] = await Promise.all([
    registerUser(stack, 'user'),
    registerSignedUser(stack, 'volunteer', { city: 'Pune' }),
    registerSignedUser(stack, 'ngo'),
  ]);
});
afterAll(() => stack.close());

const available = (query: string, token = volunteer.token) =>
  api.get(`/api/volunteer/incidents?${query}`, { token });

test("lists the volunteer's city first, then other cities by distance, highest score first", async () => {
  const tag = uniqueTag();
  const report = (city: string, score: number) =>
    reportIncident(stack, reporter, { city, score, description: `Cat ${tag} in ${city}` });
  await report('Delhi', 9);
  await report('Mumbai', 3);
  await report('Pune', 4);
  await report('Nashik', 5);
  await report('Pune', 8);

  const res = await available(`search=${tag}`);
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  const cases = res.body.data as any[];
  expect(cases.map((item) => [item.city, item.animalInfo.aiSeverityAssessment.score])).toEqual([
    ['Pune', 8],
    ['Pune', 4],
    ['Mumbai', 3],
    ['Nashik', 5],
    ['Delhi', 9],
  ]);
  const distances = cases.map((item) => item.distanceKm as number);
  expect(distances[0]).toBe(0);
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  expect(distances[2]).toBeGreaterThan(100); // Mumbai is about 120 km from Pune
  expect(distances[2]).toBeLessThan(150);
  for (const distance of distances) expect(Math.round(distance * 10) / 10).toBe(distance);
});

test('a list item has the volunteer case shape', async () => {
  const tag = uniqueTag();
  const incident = await reportIncident(stack, reporter, {
    description: `Injured kite ${tag}`,
    type: 'Bird',
    address: '7 Fergusson College Road',
    score: 6,
  });
  const res = await available(`search=${tag}`);
  expect(res.body.data).toEqual([
    {
      id: incident._id,
      animalInfo: {
        type: 'Bird',
        description: `Injured kite ${tag}`,
        photo: null,
        aiSeverityAssessment: { score: 6 },
      },
      location: { address: '7 Fergusson College Road', coordinates: incident.location.coordinates },
      city: 'Pune',
      status: 'pending',
      assignedAt: null,
      createdAt: incident.createdAt,
      distanceKm: 0,
    },
  ]);
});

test("starts from the volunteer's own city, read from their account", async () => {
  const tag = uniqueTag();
  await reportIncident(stack, reporter, { city: 'Pune', description: `Goat ${tag}` });
  await reportIncident(stack, reporter, { city: 'Delhi', description: `Goat ${tag}` });
  const delhiVolunteer = await registerUser(stack, 'volunteer', { city: 'Delhi' });
  const res = await available(`search=${tag}`, delhiVolunteer.token);
  expect(res.body.data.map((item: any) => item.city)).toEqual(['Delhi', 'Pune']);
  expect(res.body.data[1].distanceKm).toBeGreaterThan(1000);
});

test('search is a case-insensitive substring of the animal description or the address', async () => {
  const tag = uniqueTag();
  const byDescription = await reportIncident(stack, reporter, {
    description: `Puppy ${tag} stuck`,
  });
  const byAddress = await reportIncident(stack, reporter, { address: `12 ${tag} Lane` });
  await reportIncident(stack, reporter, { description: 'Unrelated calf' });

  const res = await available(`search=${tag.toUpperCase()}`);
  expect(res.status).toBe(200);
  expect(res.body.data.map((item: any) => item.id).sort()).toEqual(
    [byDescription._id, byAddress._id].sort(),
  );
});

test('search text is taken literally, never as a pattern', async () => {
  const res = await available(`search=${encodeURIComponent('.*(')}`);
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual([]);
});

test('the severity filter keeps high (≥ 7), moderate (4 to < 7) or low (< 4) scores', async () => {
  const tag = uniqueTag();
  for (const score of [9, 7, 6, 4, 3, 1]) {
    await reportIncident(stack, reporter, { score, description: `Buffalo ${tag}` });
  }
  const scores = async (severity: string) =>
    ((await available(`search=${tag}&severity=${severity}`)).body.data as any[])
      .map((item) => item.animalInfo.aiSeverityAssessment.score)
      .sort((a: number, b: number) => b - a);
  expect(await scores('high')).toEqual([9, 7]);
  expect(await scores('moderate')).toEqual([6, 4]);
  expect(await scores('low')).toEqual([3, 1]);
  expect(await scores('all')).toEqual([9, 7, 6, 4, 3, 1]);
});

test('limit caps the page; a limit above 200 is capped, not refused', async () => {
  const tag = uniqueTag();
  for (let i = 0; i < 3; i += 1)
    await reportIncident(stack, reporter, { description: `Cow ${tag}` });
  expect((await available(`search=${tag}&limit=2`)).body.data).toHaveLength(2);
  expect((await available(`search=${tag}&limit=1000`)).body.data).toHaveLength(3);
});

test.each([
  ['severity=critical', 'severity'],
  ['severity=', 'severity'],
  ['limit=0', 'limit'],
  ['limit=ten', 'limit'],
  ['limit=2.5', 'limit'],
  ['search=a&search=b', 'search'],
])('?%s is a 400 naming %s', async (query, field) => {
  const res = await available(query);
  expect(res.status).toBe(400);
  expect(res.body.message).toContain(field);
});

test('taken and resolved cases are not available', async () => {
  const tag = uniqueTag();
  const open = await reportIncident(stack, reporter, { description: `Donkey ${tag}` });
  const taken = await reportIncident(stack, reporter, { description: `Donkey ${tag}` });
  const resolved = await reportIncident(stack, reporter, { description: `Donkey ${tag}` });
  const inProgress = await reportIncident(stack, reporter, { description: `Donkey ${tag}` });
  await setStatus(stack, ngo, resolved._id, 'resolved');
  await setStatus(stack, ngo, inProgress._id, 'in progress');
  const take = await api.put(`/api/volunteer/incidents/${taken._id}/volunteer/update`, {
    token: volunteer.token,
  });
  expect(take.status).toBe(200);

  const ids = (await available(`search=${tag}`)).body.data.map((item: any) => item.id).sort();
  expect(ids).toEqual([open._id, inProgress._id].sort());
});
