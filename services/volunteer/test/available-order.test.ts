// Issue 30: the volunteer's available cases ordered by urgency (sort=urgency): CRITICAL first,
// then HIGH, MODERATE and LOW; within a category the longest waiting first; a page at a time,
// with or without the volunteer's position, within the same filters and radius.
import { findCity } from '@rescue/contracts';
import { request } from '@rescue/testkit/http';
import { registerSignedUser, registerUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { reportIncident, uniqueTag } from './helpers';

const HOUR = 60 * 60 * 1000;
const SCORES = { CRITICAL: 9, HIGH: 7, MODERATE: 5, LOW: 2 } as const;
type Category = keyof typeof SCORES;
const tag = uniqueTag();

const the = fileStack({
  reporter: (stack) => registerUser(stack, 'user'),
  volunteer: (stack) => registerSignedUser(stack, 'volunteer', { city: 'Pune' }),
});
beforeAll(async () => {
  // Severities and ages mixed, so neither the reporting order nor the score gives the answer.
  const cases: [Category, number, string][] = [
    ['LOW', 30, 'Pune'],
    ['CRITICAL', 2, 'Pune'],
    ['MODERATE', 5, 'Pune'],
    ['HIGH', 1, 'Pune'],
    ['CRITICAL', 40, 'Pune'],
    ['HIGH', 20, 'Pune'],
    ['MODERATE', 50, 'Pune'],
    // About 120 km away: outside a 25 km radius, however urgent.
    ['CRITICAL', 100, 'Mumbai'],
  ];
  for (const [category, hoursAgo, city] of cases) {
    const incident = await reportIncident(the.stack, the.reporter, {
      city,
      score: SCORES[category],
      category,
      description: `${tag} ${category} ${hoursAgo}h`,
    });
    const res = await request(
      the.stack.services.incidents[0]!,
      'POST',
      `/internal/incidents/${incident._id}/backdate`,
      {
        json: { ms: hoursAgo * HOUR },
        headers: { 'x-internal-key': the.stack.secrets.internalApiKey },
      },
    );
    expect(res.status).toBe(200);
  }
});

interface Item {
  animalInfo: { description: string };
  distanceKm?: number;
}

/** Every page of the list, following nextCursor; the page sizes and the cases' words. */
async function allPages(query: string) {
  const sizes: number[] = [];
  const labels: string[] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await the.api.get(`/api/volunteer/incidents?search=${tag}&${query}${suffix}`, {
      token: the.volunteer.token,
    });
    expect(res.status).toBe(200);
    const data = res.body.data as Item[];
    sizes.push(data.length);
    labels.push(...data.map((item) => item.animalInfo.description.replace(`${tag} `, '')));
    cursor = res.body.nextCursor as string | null;
  } while (cursor);
  return { sizes, labels };
}

const PUNE_BY_URGENCY = [
  'CRITICAL 40h',
  'CRITICAL 2h',
  'HIGH 20h',
  'HIGH 1h',
  'MODERATE 50h',
  'MODERATE 5h',
  'LOW 30h',
];

test("without a position: the volunteer's city within the radius, most urgent first, across pages", async () => {
  const { sizes, labels } = await allPages('sort=urgency&radiusKm=25&limit=3');
  expect(sizes).toEqual([3, 3, 1]);
  expect(labels).toEqual(PUNE_BY_URGENCY);
  // A wider radius reaches Mumbai's critical case, which has waited longest.
  const wider = await allPages('sort=urgency&radiusKm=200&limit=3');
  expect(wider.labels).toEqual(['CRITICAL 100h', ...PUNE_BY_URGENCY]);
});

test('from a position, with the severity filter: the same order, a page at a time', async () => {
  const pune = findCity('Pune')!;
  const near = `lat=${pune.latitude}&lng=${pune.longitude}&radiusKm=25`;
  const { sizes, labels } = await allPages(`${near}&sort=urgency&severity=high&limit=2`);
  expect(sizes).toEqual([2, 2]);
  expect(labels).toEqual(['CRITICAL 40h', 'CRITICAL 2h', 'HIGH 20h', 'HIGH 1h']);
  // The default stays the nearest-first order, whose cursor is not an urgency one.
  const nearest = await the.api.get(`/api/volunteer/incidents?search=${tag}&${near}&limit=2`, {
    token: the.volunteer.token,
  });
  expect(nearest.status).toBe(200);
  const cursor = encodeURIComponent(nearest.body.nextCursor as string);
  const mixed = await the.api.get(
    `/api/volunteer/incidents?search=${tag}&${near}&sort=urgency&cursor=${cursor}`,
    { token: the.volunteer.token },
  );
  expect(mixed.status).toBe(400);
  expect(typeof mixed.body.message).toBe('string');
});

test('a cursor without a position still needs sort=urgency; an unknown order is a 400', async () => {
  const first = await the.api.get(`/api/volunteer/incidents?search=${tag}&sort=urgency&limit=2`, {
    token: the.volunteer.token,
  });
  const cursor = encodeURIComponent(first.body.nextCursor as string);
  for (const query of [`cursor=${cursor}`, 'sort=oldest']) {
    const res = await the.api.get(`/api/volunteer/incidents?${query}`, {
      token: the.volunteer.token,
    });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  }
});
