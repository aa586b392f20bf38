// The distance queries as MongoDB runs them: with the working set off, every read is a query
// (the bounding box on location.lat/lng that MongoDB answers from its status_lat_lng index),
// here on the embedded database. The same answers as from memory (locations.test.ts and the
// volunteer service's available.test.ts run with the working set on).
import { CITIES, destinationPoint, distanceKm, roundKm } from '@rescue/contracts';
import { registerSignedUser, registerUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { internal, report, reportData } from './helpers';

const lucknow = CITIES.find((city) => city.name === 'Lucknow')!;
const HERE = destinationPoint([lucknow.longitude, lucknow.latitude], 30, 1.5);
const tag = `geo${Math.random().toString(36).slice(2, 8)}`;
const ids: Record<string, string> = {};

const the = fileStack(
  {
    reporter: (stack) => registerUser(stack, 'user'),
    volunteer: (stack) => registerSignedUser(stack, 'volunteer', { city: 'Lucknow' }),
  },
  { env: { INCIDENTS_WORKING_SET: 'off' } },
);
beforeAll(async () => {
  const at = async (name: string, location: Record<string, unknown>, city = 'Lucknow') => {
    const incident = await report(
      the.stack,
      the.reporter,
      reportData({
        city,
        location: { address: name, ...location },
        animalInfo: {
          description: `Dog ${tag} ${name}`,
          type: 'Dog',
          aiSeverityAssessment: { score: 5, category: 'MODERATE', assessmentDetails: 'x' },
        },
      }),
    );
    ids[name] = incident._id;
  };
  await at('150 m north', { coordinates: destinationPoint(HERE, 0, 0.15) });
  await at('2 km north', { coordinates: destinationPoint(HERE, 0, 2) });
  await at('5 km north', { coordinates: destinationPoint(HERE, 0, 5) });
  await at('no pin', {});
  await at('Kanpur side', { coordinates: destinationPoint(HERE, 225, 45) });
  await at('Delhi', { coordinates: [77.2, 28.65] }, 'Delhi');
});

test('the working set is off: reads are database queries', async () => {
  const res = await internal(the.stack, 'GET', '/internal/incidents/working-set');
  // The process's memory is reported whatever the state (the bench reads it).
  expect(res.body).toEqual({
    state: 'off',
    memory: expect.objectContaining({ rss: expect.any(Number) }),
  });
});

test('nearest first across pages, from the database', async () => {
  const seen: any[] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await the.api.get(
      `/api/volunteer/incidents?search=${tag}&lat=${HERE[1]}&lng=${HERE[0]}&limit=2${suffix}`,
      { token: the.volunteer.token },
    );
    expect(res.status).toBe(200);
    seen.push(...res.body.data);
    cursor = res.body.nextCursor;
  } while (cursor);
  // 'no pin' is 1.5 km away (the city's centre) but only known by its city: it ranks as 10 km
  // (APPROXIMATE_RANK_KM), after the exact ones within that range.
  expect(seen.map((item) => item.id)).toEqual(
    ['150 m north', '2 km north', '5 km north', 'no pin', 'Kanpur side', 'Delhi'].map(
      (name) => ids[name],
    ),
  );
  expect(seen.map((item) => item.distanceKm)).toEqual(
    seen.map((item) => roundKm(distanceKm(HERE, item.location.coordinates))),
  );
  expect(seen.slice(1, 3).map((item) => item.distanceKm)).toEqual([2, 5]);
});

test('the duplicate hint, from the database: 150 m by distance, the report without a pin by words', async () => {
  const res = await the.api.get(
    `/api/incidents/nearby?city=Lucknow&lat=${HERE[1]}&lng=${HERE[0]}&type=Dog&description=${tag}`,
    { token: the.reporter.token },
  );
  expect(res.status).toBe(200);
  const mine = (res.body.data as any[]).filter((item) => item.description.includes(tag));
  expect(mine.map((item) => [item.match, item.description.split(' ').slice(2).join(' ')])).toEqual([
    ['distance', '150 m north'],
    ['city', 'no pin'],
  ]);
});
