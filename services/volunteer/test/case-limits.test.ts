// One volunteer cannot sweep every list: at most VOLUNTEER_MAX_OPEN_CASES open cases held at
// once (default 3, 409 with a message saying what to do), and at most
// VOLUNTEER_TAKES_MAX_PER_WINDOW cases taken per window (429 with Retry-After). Before, one
// volunteer took 15 cases in a row across cities.
import { CITIES } from '@rescue/contracts';
import { registerSignedUser, registerUser, type TestUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { loadConfig } from '../src/config';
import { reportIncident } from './helpers';

const TAKES_PER_WINDOW = 5;
const CAP_MESSAGE = 'You already hold 3 open cases. Complete one before taking another.';

const the = fileStack(
  {
    reporter: (stack) => registerUser(stack, 'user'),
  },
  {
    env: { VOLUNTEER_TAKES_MAX_PER_WINDOW: String(TAKES_PER_WINDOW) },
  },
);

const take = (incidentId: string, volunteer: TestUser) =>
  the.api.put(`/api/volunteer/incidents/${incidentId}/volunteer/update`, {
    token: volunteer.token,
  });
const complete = (incidentId: string, volunteer: TestUser) =>
  the.api.put(`/api/volunteer/incidents/${incidentId}/complete`, { token: volunteer.token });
const myOpenCases = async (volunteer: TestUser) =>
  ((await the.api.get('/api/volunteer/my-cases', { token: volunteer.token })).body.data as any[])
    .filter((item) => item.status !== 'completed' && item.status !== 'resolved')
    .map((item) => item.id as string);
/** Cases in different cities: the cap is on the volunteer, not on a city. */
const casesAcrossCities = (count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      reportIncident(the.stack, the.reporter, { city: CITIES[i % CITIES.length]!.name }),
    ),
  );

test('the defaults: 3 open cases at once, 10 taken an hour', () => {
  const config = loadConfig({
    MONGO_URL: 'mongodb://x',
    INTERNAL_API_KEY: 'k',
    JWT_PUBLIC_KEY: 'k',
  });
  expect([config.maxOpenCases, config.takeLimit]).toEqual([3, { max: 10, windowSeconds: 3600 }]);
});

test('a fourth open case is refused with a message saying why; completing one frees a place', async () => {
  const volunteer = await registerSignedUser(the.stack, 'volunteer');
  const other = await registerSignedUser(the.stack, 'volunteer');
  const cases = await casesAcrossCities(4);
  for (const incident of cases.slice(0, 3))
    expect((await take(incident._id, volunteer)).status).toBe(200);

  const fourth = await take(cases[3]!._id, volunteer);
  expect([fourth.status, fourth.body]).toEqual([
    409,
    { message: CAP_MESSAGE, code: expect.any(String) },
  ]);
  // It stays available to everyone else.
  const seen = await the.api.get(`/api/volunteer/incidents/${cases[3]!._id}`, {
    token: other.token,
  });
  expect([seen.status, seen.body.assignedToOther]).toEqual([200, false]);

  expect((await complete(cases[0]!._id, volunteer)).status).toBe(200);
  expect((await take(cases[3]!._id, volunteer)).status).toBe(200);
  expect((await myOpenCases(volunteer)).sort()).toEqual(
    cases
      .slice(1)
      .map((c) => c._id)
      .sort(),
  );
});

test('takes sent all at once cannot slip past the cap', async () => {
  const volunteer = await registerSignedUser(the.stack, 'volunteer');
  const cases = await casesAcrossCities(TAKES_PER_WINDOW);
  const answers = await Promise.all(cases.map((incident) => take(incident._id, volunteer)));
  const statuses = answers.map((res) => res.status).sort();
  expect(statuses).toEqual([200, 200, 200, 409, 409]);
  for (const res of answers.filter((r) => r.status === 409)) {
    expect(res.body).toMatchObject({ message: CAP_MESSAGE });
  }
  expect(await myOpenCases(volunteer)).toHaveLength(3);
});

test('cases taken per window are limited even when each is completed at once: 429 with Retry-After', async () => {
  const volunteer = await registerSignedUser(the.stack, 'volunteer');
  const cases = await casesAcrossCities(TAKES_PER_WINDOW + 1);
  for (const incident of cases.slice(0, TAKES_PER_WINDOW)) {
    expect((await take(incident._id, volunteer)).status).toBe(200);
    expect((await complete(incident._id, volunteer)).status).toBe(200);
  }
  const refused = await take(cases[TAKES_PER_WINDOW]!._id, volunteer);
  expect(refused.status).toBe(429);
  expect(refused.body.message).toMatch(
    /^You have taken many cases in a short time\. Please try again in \d+ minutes?\.$/,
  );
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  // Another volunteer is not held back by this one's window.
  const other = await registerSignedUser(the.stack, 'volunteer');
  expect((await take(cases[TAKES_PER_WINDOW]!._id, other)).status).toBe(200);
});

test('a refused take (taken by someone else) does not use up the window', async () => {
  const volunteer = await registerSignedUser(the.stack, 'volunteer');
  const first = await registerSignedUser(the.stack, 'volunteer');
  const [contested] = await casesAcrossCities(1);
  expect((await take(contested!._id, first)).status).toBe(200);
  for (let i = 0; i < TAKES_PER_WINDOW + 1; i += 1) {
    expect((await take(contested!._id, volunteer)).status).toBe(409);
  }
  const [free] = await casesAcrossCities(1);
  expect((await take(free!._id, volunteer)).status).toBe(200);
});

test('takes refused by the cap never make a parallel take look over the window: no false 429', async () => {
  // The attack: twelve takes at once by a volunteer holding 2 cases gave one 200, eight 409
  // and three 429 "try again in 60 minutes", the refused takes counted while in flight.
  const volunteer = await registerSignedUser(the.stack, 'volunteer');
  const held = await casesAcrossCities(2);
  for (const incident of held) expect((await take(incident._id, volunteer)).status).toBe(200);
  const burst = await casesAcrossCities(12);
  const answers = await Promise.all(burst.map((incident) => take(incident._id, volunteer)));
  const statuses = answers.map((res) => res.status).sort();
  expect(statuses).toEqual([200, ...Array.from({ length: 11 }, () => 409)]);
  for (const res of answers.filter((r) => r.status === 409))
    expect(res.body).toMatchObject({ message: CAP_MESSAGE });

  // Only the 3 cases taken count: 2 more fit the window of 5, then 429.
  for (const id of await myOpenCases(volunteer))
    expect((await complete(id, volunteer)).status).toBe(200);
  const free = burst.filter((_, i) => answers[i]!.status === 409);
  expect((await take(free[0]!._id, volunteer)).status).toBe(200);
  expect((await take(free[1]!._id, volunteer)).status).toBe(200);
  expect((await take(free[2]!._id, volunteer)).status).toBe(429);
});
