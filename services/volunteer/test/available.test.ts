// The available-cases list: what it holds, its order, its filters and their validation.
import { destinationPoint, distanceKm, findCity, roundKm } from '@rescue/contracts';
import { registerSignedUser, registerUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { reportIncident, setStatus, uniqueTag } from './helpers';

const the = fileStack({
  reporter: (stack) => registerUser(stack, 'user'),
  volunteer: (stack) => registerSignedUser(stack, 'volunteer', { city: 'Pune' }),
  ngo: (stack) => registerSignedUser(stack, 'ngo'),
});

const available = (query: string, token = the.volunteer.token) =>
  the.api.get(`/api/volunteer/incidents?${query}`, { token });

test("lists the volunteer's city first, then other cities by distance, highest score first", async () => {
  const tag = uniqueTag();
  const report = (city: string, score: number) =>
    reportIncident(the.stack, the.reporter, { city, score, description: `Cat ${tag} in ${city}` });
  await report('Delhi', 9);
  await report('Mumbai', 3);
  await report('Pune', 4);
  await report('Nashik', 5);
  await report('Pune', 8);

  const res = await available(`search=${tag}&radiusKm=3000`);
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

test('"nearby" is bounded by radiusKm, from the city or the point; without it, every city', async () => {
  const tag = uniqueTag();
  const report = (city: string) =>
    reportIncident(the.stack, the.reporter, {
      city,
      score: 5,
      description: `Cow ${tag} in ${city}`,
    });
  await report('Pune');
  await report('Mumbai'); // about 120 km from Pune
  await report('Delhi'); // about 1,170 km

  const cities = async (query: string) => {
    const res = await available(`search=${tag}${query}`);
    expect(res.status).toBe(200);
    return (res.body.data as any[]).map((item) => item.city);
  };
  expect(await cities('&radiusKm=25')).toEqual(['Pune']);
  expect(await cities('&radiusKm=200')).toEqual(['Pune', 'Mumbai']);
  expect(await cities('&radiusKm=3000')).toEqual(['Pune', 'Mumbai', 'Delhi']);
  const pune = findCity('Pune')!;
  const near = `&lat=${pune.latitude}&lng=${pune.longitude}`;
  expect(await cities(`${near}&radiusKm=25`)).toEqual(['Pune']);
  // An API client that asks no radius gets every city, as before the portal's "nearby".
  expect(await cities('')).toEqual(['Pune', 'Mumbai', 'Delhi']);
  expect(await cities(`${near}&radiusKm=200`)).toEqual(['Pune', 'Mumbai']);
  for (const bad of ['0', '3001', 'far']) {
    const res = await available(`radiusKm=${bad}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/radiusKm/);
  }
});

test('a list item has the volunteer case shape', async () => {
  const tag = uniqueTag();
  const incident = await reportIncident(the.stack, the.reporter, {
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
      location: {
        address: '7 Fergusson College Road',
        coordinates: incident.location.coordinates,
        approximate: true,
        accuracyMeters: null,
      },
      city: 'Pune',
      status: 'pending',
      assignedAt: null,
      createdAt: incident.createdAt,
      assignedNGO: null,
      distanceKm: 0,
    },
  ]);
});

test("starts from the volunteer's own city, read from their account", async () => {
  const tag = uniqueTag();
  await reportIncident(the.stack, the.reporter, { city: 'Pune', description: `Goat ${tag}` });
  await reportIncident(the.stack, the.reporter, { city: 'Delhi', description: `Goat ${tag}` });
  const delhiVolunteer = await registerUser(the.stack, 'volunteer', { city: 'Delhi' });
  const res = await available(`search=${tag}&radiusKm=3000`, delhiVolunteer.token);
  expect(res.body.data.map((item: any) => item.city)).toEqual(['Delhi', 'Pune']);
  expect(res.body.data[1].distanceKm).toBeGreaterThan(1000);
});

test('search is a case-insensitive substring of the animal description or the address', async () => {
  const tag = uniqueTag();
  const byDescription = await reportIncident(the.stack, the.reporter, {
    description: `Puppy ${tag} stuck`,
  });
  const byAddress = await reportIncident(the.stack, the.reporter, { address: `12 ${tag} Lane` });
  await reportIncident(the.stack, the.reporter, { description: 'Unrelated calf' });

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
    await reportIncident(the.stack, the.reporter, { score, description: `Buffalo ${tag}` });
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
    await reportIncident(the.stack, the.reporter, { description: `Cow ${tag}` });
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
  const open = await reportIncident(the.stack, the.reporter, { description: `Donkey ${tag}` });
  const taken = await reportIncident(the.stack, the.reporter, { description: `Donkey ${tag}` });
  const resolved = await reportIncident(the.stack, the.reporter, { description: `Donkey ${tag}` });
  const inProgress = await reportIncident(the.stack, the.reporter, {
    description: `Donkey ${tag}`,
  });
  await setStatus(the.stack, the.ngo, resolved._id, 'resolved');
  await setStatus(the.stack, the.ngo, inProgress._id, 'in progress');
  const take = await the.api.put(`/api/volunteer/incidents/${taken._id}/volunteer/update`, {
    token: the.volunteer.token,
  });
  expect(take.status).toBe(200);

  const ids = (await available(`search=${tag}`)).body.data.map((item: any) => item.id).sort();
  expect(ids).toEqual([open._id, inProgress._id].sort());
});

describe('with lat and lng: nearest first over every city, across pages', () => {
  const pune = findCity('Pune')!;
  /** Where the volunteer stands: 1 km west of Pune's centre. */
  const HERE = destinationPoint([pune.longitude, pune.latitude], 270, 1);
  const north = (km: number) => destinationPoint(HERE, 0, km);
  let tag: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    tag = uniqueTag();
    const at = async (name: string, options: Parameters<typeof reportIncident>[2]) =>
      [
        name,
        (
          await reportIncident(the.stack, the.reporter, {
            description: `Dog ${tag} ${name}`,
            ...options,
          })
        )._id,
      ] as const;
    ids = Object.fromEntries(
      await Promise.all([
        at('5 km north', { coordinates: north(5), accuracyMeters: 20 }),
        at('2 km north', { coordinates: north(2), accuracyMeters: 8 }),
        // No pin: placed at Pune's centre, 1 km east of the volunteer.
        at('no pin in Pune', { score: 9 }),
        at('12 km south', { coordinates: destinationPoint(HERE, 180, 12) }),
        at('Mumbai', { city: 'Mumbai', coordinates: destinationPoint([72.8777, 19.076], 45, 3) }),
        at('300 m east', { coordinates: destinationPoint(HERE, 90, 0.3), score: 2 }),
      ]),
    );
  });

  const page = (cursor?: string) =>
    available(
      `search=${tag}&lat=${HERE[1]}&lng=${HERE[0]}&limit=2&radiusKm=3000` +
        (cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''),
    );

  test('every page continues the distance order, each case with its distance to 0.1 km', async () => {
    const pages: any[][] = [];
    let cursor: string | undefined;
    do {
      const res = await page(cursor);
      expect(res.status).toBe(200);
      pages.push(res.body.data);
      cursor = res.body.nextCursor ?? undefined;
    } while (cursor && pages.length < 10);
    expect(pages.map((items) => items.length)).toEqual([2, 2, 2]);
    const cases = pages.flat();
    expect(cases.map((item) => item.id)).toEqual(
      // The city-only report ranks as 10 km away: after the exact ones within that range.
      ['300 m east', '2 km north', '5 km north', 'no pin in Pune', '12 km south', 'Mumbai'].map(
        (name) => ids[name],
      ),
    );
    const expected = cases.map((item) => roundKm(distanceKm(HERE, item.location.coordinates)));
    expect(cases.map((item) => item.distanceKm)).toEqual(expected);
    expect(cases.slice(0, 5).map((item) => item.distanceKm)).toEqual([0.3, 2, 5, 1, 12]);
    expect(cases[5].distanceKm).toBeGreaterThan(100);
    expect(cases[3].location).toMatchObject({ approximate: true, accuracyMeters: null });
    expect(cases[1].location).toMatchObject({ approximate: false, accuracyMeters: 8 });
  });

  test('a taken case leaves the order without disturbing the pages after it', async () => {
    const first = await page();
    const take = await the.api.put(
      `/api/volunteer/incidents/${ids['300 m east']}/volunteer/update`,
      {
        token: the.volunteer.token,
      },
    );
    expect(take.status).toBe(200);
    const second = await page(first.body.nextCursor);
    expect(second.body.data.map((item: any) => item.id)).toEqual([
      ids['5 km north'],
      ids['no pin in Pune'],
    ]);
  });

  test.each([
    ['lat=18.5', /lat/],
    ['lng=73.8', /lat/],
    ['lat=91&lng=73.8', /lat/],
    ['lat=18.5&lng=abc', /lng/],
    ['cursor=abc', /cursor/],
    ['lat=18.5&lng=73.8&cursor=abc', /cursor/],
  ])('?%s is a 400', async (query, message) => {
    const res = await available(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  test('a cursor made for another point is a 400', async () => {
    const first = await page();
    const res = await available(
      `search=${tag}&lat=${HERE[1] + 0.01}&lng=${HERE[0]}&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/cursor/);
  });
});
