import { MongoClient, ObjectId, type Db } from 'mongodb';
import { ANALYTICS_MAX_DAYS, CITY_NAMES, type AnalyticsResponse } from '@rescue/contracts';
import { apiClient } from '@rescue/testkit/api-client';
import { client } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { adminToken, registerUser, type TestUser } from '@rescue/testkit/users';
import { waitFor } from '@rescue/testkit/wait';
import { analyticsWindow, ngoAnalytics } from '../src/domain/analytics';
import { announceReload } from '../src/store/change-log';
import type { IncidentDoc, StoredCaseEvent } from '../src/store/incident-doc';
import { IncidentStore } from '../src/store/incidents';
import { registerSignedNgo, registerUnverifiedNgo, report, reportData } from './helpers';

// GET /api/ngo/analytics over seeded case histories whose figures are worked out by hand
// below, on two incidents replicas (the gateway spreads the reads): each answers from its
// working set's analytic facts, kept in step by the change log.
let stack: TestStack;
let api: ReturnType<typeof apiClient>;
let ngo: TestUser;
let areasNgo: TestUser;
let admin: string;
const MIN = 60_000;
const ASHA = 'a'.repeat(24);
const RAVI = 'b'.repeat(24);

/** An instant in India Standard Time (UTC+05:30). */
const ist = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00+05:30`));
/** The date `days` from today in India Standard Time, YYYY-MM-DD. */
const daysFromToday = (days: number) =>
  new Date(Date.now() + 330 * MIN + days * 24 * 60 * MIN).toISOString().slice(0, 10);

interface Seed {
  key: string;
  city: string;
  type: string;
  score: number;
  category: string;
  at: Date;
  status: IncidentDoc['status'];
  /** [minutes after the report, event]: a volunteer's is [type, volunteer id, name]. */
  events?: [number, StoredCaseEvent['type'], ...string[]][];
  hidden?: boolean;
}

const ngoActor = { id: 'c'.repeat(24), role: 'ngo' as const, name: 'Paws Trust' };
// Two weeks, Monday 2025-03-03 to Sunday 2025-03-16 (IST): the figures below are by hand.
const SEEDS: Seed[] = [
  // Week of 03-03. First response 5, resolved after 120 (rescued_treated); critical, in time.
  {
    key: 'A',
    city: 'Pune',
    type: 'Dog',
    score: 9,
    category: 'HIGH',
    at: ist('2025-03-03', '10:00'),
    status: 'resolved',
    events: [
      [5, 'ngo_handling'],
      [6, 'status_changed', 'in progress'],
      [20, 'volunteer_assigned', ASHA, 'Asha Rao'],
      [120, 'status_changed', 'resolved', 'rescued_treated'],
    ],
  },
  // 02:00 IST on 03-04 is 20:30 UTC on 03-03: counted on 03-04. A volunteer first (30):
  // critical, waited over 15 minutes. Resolved after 300 (released).
  {
    key: 'B',
    city: 'Pune',
    type: ' dog ',
    score: 7,
    category: 'HIGH',
    at: ist('2025-03-04', '02:00'),
    status: 'resolved',
    events: [
      [30, 'volunteer_assigned', ASHA, 'Asha Rao'],
      [300, 'status_changed', 'resolved', 'released'],
    ],
  },
  {
    key: 'C',
    city: 'Mumbai',
    type: 'Cat',
    score: 5,
    category: 'MODERATE',
    at: ist('2025-03-05', '12:00'),
    status: 'in progress',
    events: [[60, 'status_changed', 'in progress']],
  },
  {
    key: 'D',
    city: 'Mumbai',
    type: 'cat',
    score: 2,
    category: 'LOW',
    at: ist('2025-03-05', '13:00'),
    status: 'pending',
  },
  // Critical by category (score 5): handled after 10, closed as a duplicate after 20.
  {
    key: 'E',
    city: 'Delhi',
    type: 'Cow',
    score: 5,
    category: 'CRITICAL',
    at: ist('2025-03-06', '09:00'),
    status: 'resolved',
    events: [
      [10, 'ngo_handling'],
      [20, 'status_changed', 'resolved', 'duplicate'],
    ],
  },
  // Week of 03-10. Critical and never answered: waited over 15 minutes.
  {
    key: 'F',
    city: 'Pune',
    type: 'Dog',
    score: 8,
    category: 'HIGH',
    at: ist('2025-03-10', '08:00'),
    status: 'pending',
  },
  {
    key: 'G',
    city: 'Pune',
    type: 'Bird',
    score: 4,
    category: 'MODERATE',
    at: ist('2025-03-11', '10:00'),
    status: 'resolved',
    events: [
      [40, 'volunteer_assigned', RAVI, 'Ravi Kumar'],
      [90, 'status_changed', 'resolved', 'not_found'],
    ],
  },
  {
    key: 'H',
    city: 'Delhi',
    type: 'Dog',
    score: 6,
    category: 'MODERATE',
    at: ist('2025-03-12', '10:00'),
    status: 'resolved',
    events: [
      [15, 'ngo_handling'],
      [240, 'status_changed', 'resolved', 'other'],
    ],
  },
  // Hidden by the operator: never counted.
  {
    key: 'I',
    city: 'Pune',
    type: 'Dog',
    score: 9,
    category: 'HIGH',
    at: ist('2025-03-12', '11:00'),
    status: 'pending',
    hidden: true,
  },
  {
    key: 'J',
    city: 'Pune',
    type: 'Dog',
    score: 3,
    category: 'LOW',
    at: ist('2025-03-16', '23:00'),
    status: 'in progress',
    events: [[25, 'volunteer_assigned', ASHA, 'Asha Rao']],
  },
  // Just outside: Monday 03-17 00:30 IST (still 03-16 in UTC), and Sunday 03-02 23:00 IST.
  {
    key: 'K',
    city: 'Pune',
    type: 'Dog',
    score: 9,
    category: 'HIGH',
    at: ist('2025-03-17', '00:30'),
    status: 'pending',
  },
  {
    key: 'L',
    city: 'Pune',
    type: 'Dog',
    score: 9,
    category: 'HIGH',
    at: ist('2025-03-02', '23:00'),
    status: 'pending',
  },
];

function seededDoc(template: IncidentDoc, seed: Seed): IncidentDoc {
  const reporter = { id: template.reportedBy, role: 'user' as const, name: 'Reporter' };
  const event = (
    type: StoredCaseEvent['type'],
    at: Date,
    actor: StoredCaseEvent['actor'],
    fields: Partial<StoredCaseEvent> = {},
  ): StoredCaseEvent => ({
    id: new ObjectId().toHexString(),
    type,
    at,
    actor,
    from: null,
    to: null,
    note: null,
    reason: null,
    ...fields,
  });
  const history = [event('reported', seed.at, reporter)];
  let volunteerActivity: IncidentDoc['volunteerActivity'] = null;
  let last = seed.at;
  for (const [minutes, type, a, b] of seed.events ?? []) {
    const at = new Date(seed.at.getTime() + minutes * MIN);
    last = at;
    if (type === 'volunteer_assigned') {
      history.push(event(type, at, { id: a!, role: 'volunteer', name: b! }));
      volunteerActivity = {
        status: 'assigned',
        assignedAt: at,
        assignedVolunteer: a!,
        volunteerName: b!,
      };
    } else if (type === 'status_changed') {
      const to = a as IncidentDoc['status'];
      history.push(event(type, at, ngoActor, { to, reason: (b as never) ?? null }));
    } else history.push(event(type, at, ngoActor));
  }
  const { _id: _ignored, idempotencyScope: _scope, ...rest } = template;
  return {
    ...rest,
    _id: new ObjectId(),
    description: `Seeded ${seed.key}`,
    city: seed.city,
    status: seed.status,
    createdAt: seed.at,
    updatedAt: last,
    animalInfo: {
      ...template.animalInfo,
      type: seed.type,
      aiSeverityAssessment: {
        score: seed.score,
        category: seed.category as never,
        assessmentDetails: 'seeded',
      },
    },
    history,
    volunteerActivity,
    assignedNGO: null,
    moderation: seed.hidden
      ? {
          hidden: true,
          hiddenReason: 'test',
          hiddenAt: seed.at,
          hiddenBy: 'x',
          duplicateOf: null,
        }
      : undefined,
  };
}

let mongo: MongoClient;
let db: Db;

beforeAll(async () => {
  stack = await startTestStack({ replicas: { incidents: 2 } });
  api = apiClient(stack.url);
  const reporter = await registerUser(stack, 'user');
  [ngo, areasNgo, admin] = await Promise.all([
    registerSignedNgo(stack, { name: 'Paws Trust' }),
    registerSignedNgo(stack, {
      name: 'Delhi Mumbai Rescue',
      ngoDetails: { operatingAreas: ['delhi', 'Mumbai', 'Atlantis'] },
    }),
    adminToken(stack),
  ]);
  // A report through the API, taken on at once and resolved as rescued: this month's.
  const live = await report(stack, reporter, reportData({ city: 'Nagpur' }));
  expect(
    (await api.post(`/api/ngo/incidents/${live._id}/handle`, { token: ngo.token })).status,
  ).toBe(200);
  const resolved = await api.put(`/api/ngo/incidents/${live._id}/update`, {
    token: ngo.token,
    json: { status: 'resolved', closureReason: 'rescued_treated' },
  });
  expect(resolved.status).toBe(200);

  mongo = await MongoClient.connect(stack.mongoUrl);
  db = mongo.db(stack.dbNames.incidents);
  const incidents = db.collection<IncidentDoc>('incidents');
  const template = (await incidents.findOne({ _id: new ObjectId(live._id) }))!;
  const now = Date.now();
  const docs = SEEDS.map((seed) => seededDoc(template, seed));
  // This month's (IST) figures: Q 8 days ago in Nagpur, never answered; U and V answered
  // after 10 and 30 minutes; S resolved a minute ago as a duplicate, T as released (both
  // reported last year). (A run in a month's first 30 minutes would see U or V last month.)
  const recent = (key: string, ago: number, seed: Partial<Seed>) =>
    seededDoc(template, {
      key,
      city: 'Nagpur',
      type: 'Dog',
      score: 5,
      category: 'MODERATE',
      at: new Date(now - ago),
      status: 'pending',
      ...seed,
    });
  const lastYear = new Date(now - 400 * 24 * 60 * MIN);
  const closedNow = (key: string, reason: string) => {
    const doc = recent(key, 0, { at: lastYear, status: 'resolved' });
    doc.history!.push({
      ...doc.history![0]!,
      id: new ObjectId().toHexString(),
      type: 'status_changed',
      at: new Date(now - MIN),
      actor: ngoActor,
      to: 'resolved',
      reason: reason as never,
    });
    doc.updatedAt = new Date(now - MIN);
    return doc;
  };
  docs.push(
    recent('Q', 8 * 24 * 60 * MIN, {}),
    recent('U', 20 * MIN, { events: [[10, 'ngo_handling']] }),
    recent('V', 30 * MIN, { events: [[30, 'ngo_handling']] }),
    closedNow('S', 'duplicate'),
    closedNow('T', 'released'),
  );
  await incidents.insertMany(docs);
  await announceReload(db);
  // Until every replica holds them (reads answer from the database meanwhile, also right).
  for (const url of stack.services.incidents) {
    await waitFor(
      async () => {
        const res = await client(url).get('/api/ngo/analytics?from=2025-03-03&to=2025-03-16', {
          token: admin,
        });
        return res.body?.totals?.reports === 9;
      },
      { what: `the seeded incidents on ${url}`, timeoutMs: 15_000, intervalMs: 100 },
    );
  }
}, 120_000);
afterAll(async () => {
  await mongo?.close();
  await stack.close();
});

const get = async (query: string, token: string = admin) => {
  const res = await api.get(`/api/ngo/analytics${query}`, { token });
  expect(res.status).toBe(200);
  return res.body as AnalyticsResponse;
};
const durations = (count: number, medianMinutes: number | null, p90Minutes: number | null) => ({
  count,
  medianMinutes,
  p90Minutes,
});
const zeroDay = (start: string) => ({ start, total: 0, pending: 0, inProgress: 0, resolved: 0 });

describe('GET /api/ngo/analytics: every figure over two weeks of seeded histories', () => {
  test('totals, cities, animal types, severity bands, closure reasons, volunteers', async () => {
    const body = await get('?from=2025-03-03&to=2025-03-16');
    expect(body.range).toEqual({
      from: '2025-03-03',
      to: '2025-03-16',
      days: 14,
      bucket: 'day',
      cities: CITY_NAMES,
      timeZone: 'Asia/Kolkata',
    });
    // A B C D E F G H J (I hidden; K and L outside the range in IST).
    expect(body.totals).toEqual({
      reports: 9,
      pending: 2, // D F
      inProgress: 2, // C J
      resolved: 5, // A B E G H
      critical: 4, // A B F (score >= 7), E (CRITICAL)
      responded: 7,
      criticalWaitedOver15Minutes: 2, // B (30 minutes), F (never)
      // 5 10 15 25 30 40 60: median rank ceil(3.5) = 4 -> 25; p90 rank ceil(6.3) = 7 -> 60.
      firstResponse: durations(7, 25, 60),
      // 20 90 120 240 300: median rank 3 -> 120; p90 rank ceil(4.5) = 5 -> 300.
      resolution: durations(5, 120, 300),
      volunteers: 2,
    });
    expect(body.byCity).toEqual(
      CITY_NAMES.map((city) => ({
        city,
        count: ({ Pune: 5, Mumbai: 2, Delhi: 2 } as Record<string, number>)[city] ?? 0,
      })),
    );
    expect(body.byAnimalType).toEqual([
      { animalType: 'Dog', count: 5 },
      { animalType: 'Cat', count: 2 },
      { animalType: 'Bird', count: 1 },
      { animalType: 'Cow', count: 1 },
    ]);
    expect(body.bySeverity).toEqual([
      { band: 'high', count: 3 }, // A 9, B 7, F 8
      { band: 'moderate', count: 4 }, // C 5, E 5, G 4, H 6
      { band: 'low', count: 2 }, // D 2, J 3
    ]);
    expect(body.closureReasons).toEqual([
      { reason: 'rescued_treated', count: 1 },
      { reason: 'released', count: 1 },
      { reason: 'not_found', count: 1 },
      { reason: 'duplicate', count: 1 },
      { reason: 'other', count: 1 },
    ]);
    expect(body.topVolunteers).toEqual([
      { firstName: 'Asha', cases: 3 },
      { firstName: 'Ravi', cases: 1 },
    ]);
  });

  test('response times per ISO week: median and 90th percentile by hand', async () => {
    const body = await get('?from=2025-03-03&to=2025-03-16');
    expect(body.responseTimes).toEqual([
      {
        weekStart: '2025-03-03',
        // A 5, E 10, B 30, C 60: median rank 2 -> 10; p90 rank ceil(3.6) = 4 -> 60.
        firstResponse: durations(4, 10, 60),
        // E 20, A 120, B 300: median rank 2 -> 120; p90 rank ceil(2.7) = 3 -> 300.
        resolution: durations(3, 120, 300),
      },
      {
        weekStart: '2025-03-10',
        // H 15, J 25, G 40: median 25; p90 rank 3 -> 40.
        firstResponse: durations(3, 25, 40),
        // G 90, H 240: median rank 1 -> 90; p90 rank ceil(1.8) = 2 -> 240.
        resolution: durations(2, 90, 240),
      },
    ]);
  });

  test('bucket=day: every day of the range, stacked by status now', async () => {
    const body = await get('?from=2025-03-03&to=2025-03-16&bucket=day');
    const expected = Array.from({ length: 14 }, (_, i) =>
      zeroDay(`2025-03-${String(3 + i).padStart(2, '0')}`),
    );
    const set = (day: number, counts: Partial<ReturnType<typeof zeroDay>>) =>
      Object.assign(expected[day - 3]!, counts);
    set(3, { total: 1, resolved: 1 }); // A
    set(4, { total: 1, resolved: 1 }); // B (20:30 UTC on the 3rd)
    set(5, { total: 2, inProgress: 1, pending: 1 }); // C D
    set(6, { total: 1, resolved: 1 }); // E
    set(10, { total: 1, pending: 1 }); // F
    set(11, { total: 1, resolved: 1 }); // G
    set(12, { total: 1, resolved: 1 }); // H (I is hidden)
    set(16, { total: 1, inProgress: 1 }); // J
    expect(body.reportsOverTime).toEqual(expected);
  });

  test('bucket=week: ISO weeks from Monday', async () => {
    const body = await get('?from=2025-03-03&to=2025-03-16&bucket=week');
    expect(body.range.bucket).toBe('week');
    expect(body.reportsOverTime).toEqual([
      { start: '2025-03-03', total: 5, pending: 1, inProgress: 1, resolved: 3 },
      { start: '2025-03-10', total: 4, pending: 1, inProgress: 1, resolved: 2 },
    ]);
    // A range of more than 31 days is in weeks without asking; a week may start before from.
    const long = await get('?from=2025-02-05&to=2025-03-16');
    expect(long.range.bucket).toBe('week');
    expect(long.reportsOverTime[0]!.start).toBe('2025-02-03');
    expect(long.totals.reports).toBe(10); // and L, on 03-02
  });

  test('city filter: Pune only', async () => {
    const body = await get('?from=2025-03-03&to=2025-03-16&city=pune');
    expect(body.range.cities).toEqual(['Pune']);
    expect(body.byCity).toEqual([{ city: 'Pune', count: 5 }]); // A B F G J
    expect(body.totals).toMatchObject({
      reports: 5,
      critical: 3, // A B F
      criticalWaitedOver15Minutes: 2, // B F
      // A 5, J 25, B 30, G 40: median rank 2 -> 25; p90 rank 4 -> 40.
      firstResponse: durations(4, 25, 40),
      // G 90, A 120, B 300.
      resolution: durations(3, 120, 300),
    });
    expect(body.topVolunteers).toEqual([
      { firstName: 'Asha', cases: 3 },
      { firstName: 'Ravi', cases: 1 },
    ]);
    const two = await get('?from=2025-03-03&to=2025-03-16&city=Delhi,Mumbai');
    expect(two.range.cities).toEqual(['Mumbai', 'Delhi']); // the fixed order
    expect(two.totals.reports).toBe(4); // C D E H
  });

  test("an NGO's operating areas are its default cities; the operator's is every city", async () => {
    const body = await get('?from=2025-03-03&to=2025-03-16', areasNgo.token);
    expect(body.range.cities).toEqual(['Mumbai', 'Delhi']); // Atlantis is no fixed city
    expect(body.totals.reports).toBe(4);
    // No fixed city among its areas: every city.
    expect((await get('?from=2025-03-03&to=2025-03-16', ngo.token)).range.cities).toEqual(
      CITY_NAMES,
    );
  });

  test('range=7d and the default 30 days count back from today (IST)', async () => {
    // This month's in Nagpur: the live report, U and V (and Q, 8 days ago).
    const week = await get('?range=7d&city=Nagpur');
    expect(week.range.days).toBe(7);
    expect(week.totals.reports).toBe(3);
    const month = await get('?city=Nagpur');
    expect(month.range.days).toBe(30);
    expect(month.totals.reports).toBe(4);
    expect(month.range.to).toBe(new Date(Date.now() + 330 * MIN).toISOString().slice(0, 10));
    const ninety = await get('?range=90d&city=Nagpur');
    expect(ninety.range.days).toBe(90);
  });

  test('a missing end is filled in: to is today, from is 30 days before to', async () => {
    const fromOnly = await get(`?from=${daysFromToday(-10)}&city=Nagpur`);
    expect(fromOnly.range).toMatchObject({ to: daysFromToday(0), days: 11 });
    const toOnly = await get('?to=2025-03-16&city=Nagpur');
    expect(toOnly.range).toMatchObject({ from: '2025-02-15', to: '2025-03-16', days: 30 });
  });

  test('the longest range by day is a bounded answer', async () => {
    const from = daysFromToday(-(ANALYTICS_MAX_DAYS - 1));
    const res = await api.get(`/api/ngo/analytics?from=${from}&bucket=day`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.range.days).toBe(ANALYTICS_MAX_DAYS);
    expect(res.body.reportsOverTime).toHaveLength(ANALYTICS_MAX_DAYS);
    // 70.7 MB before the range was bounded with one end given.
    expect(JSON.stringify(res.body).length).toBeLessThan(64 * 1024);
  });

  test('bad filters are 400 with a message', async () => {
    for (const query of [
      '?range=14d',
      '?from=2025-02-30',
      '?from=2025-03-10&to=2025-03-01',
      '?range=7d&from=2025-03-01',
      '?from=2024-01-01&to=2025-03-01',
      '?city=Atlantis',
      '?bucket=month',
      // One end only is bounded too: to is today, from is 30 days before to.
      '?from=0001-01-01&bucket=day',
      `?from=${daysFromToday(-ANALYTICS_MAX_DAYS)}`,
      `?from=${daysFromToday(1)}`,
      '?to=9999-12-31',
      `?from=${daysFromToday(1)}&to=${daysFromToday(2)}`,
      // Not a date: refused by its own check, never reached by the range's arithmetic (a 500).
      '?to=null',
      '?from=null&to=2025-03-16',
    ]) {
      const res = await api.get(`/api/ngo/analytics${query}`, { token: admin });
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(typeof res.body.message).toBe('string');
    }
  });
});

describe('who may read it', () => {
  test('no token: 401; a reporter, a volunteer, an unverified NGO: 403; each with a message', async () => {
    const none = await api.get('/api/ngo/analytics');
    expect(none.status).toBe(401);
    expect(typeof none.body.message).toBe('string');
    const [user, volunteer, unverified] = await Promise.all([
      registerUser(stack, 'user'),
      registerUser(stack, 'volunteer'),
      registerUnverifiedNgo(stack),
    ]);
    for (const who of [user, volunteer, unverified]) {
      const res = await api.get('/api/ngo/analytics', { token: who.token });
      expect({ role: who.role, status: res.status }).toEqual({ role: who.role, status: 403 });
      expect(typeof res.body.message).toBe('string');
    }
  });
});

describe('the same figures from the database (MongoDB, or while the working set builds)', () => {
  test('the query path gives what the working set gives', async () => {
    const store = new IncidentStore(db as never, {
      workingSet: false,
      closedRetentionMs: 30 * 24 * 60 * MIN,
      replica: 'analytics-test',
    });
    for (const query of [
      '?from=2025-03-03&to=2025-03-16',
      '?from=2025-03-03&to=2025-03-16&city=Pune&bucket=week',
    ]) {
      const served = await get(query);
      const now = Date.now();
      const window = analyticsWindow(
        {
          from: served.range.from,
          to: served.range.to,
          bucket: served.range.bucket,
        },
        served.range.cities,
        now,
      );
      expect(await ngoAnalytics(store, window, now)).toEqual(served);
    }
  });
});

describe('GET /api/impact: this month live', () => {
  test('rescued this month and the median first response of this month', async () => {
    const res = await api.get('/api/impact');
    expect(res.status).toBe(200);
    // Resolved this month: the live report (rescued_treated) and T (released); S was a duplicate.
    expect(res.body.rescuedThisMonth).toBe(2);
    // Reported this month and answered: the live one (under a minute), U 10, V 30 -> 10.
    expect(res.body.medianResponseMinutesThisMonth).toBe(10);
    expect(res.body.totalReports).toBeGreaterThan(0);
  });
});
