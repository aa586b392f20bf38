import { NGO_NOT_VERIFIED_MESSAGE, type Incident } from '@rescue/contracts';
import { registerUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { registerSignedNgo, registerUnverifiedNgo, report, reportData } from './helpers';
const reported: Incident[] = [];

const severity = (score: number, category: string) => ({
  animalInfo: {
    description: `Cat, severity ${score} ${category}`,
    type: 'Cat',
    aiSeverityAssessment: { score, category, assessmentDetails: 'Assessed by the reporter' },
  },
});

// Eight incidents: critical ones are score >= 7 (three) or category CRITICAL (one, score 5).
const SEVERITIES: [number, string, string][] = [
  [9, 'CRITICAL', 'Pune'],
  [7, 'HIGH', 'Pune'],
  [8, 'HIGH', 'Delhi'],
  [5, 'CRITICAL', 'Delhi'],
  // Just under the threshold: scores are whole numbers, so 6 is the highest that is not critical.
  [6, 'HIGH', 'Mumbai'],
  [4, 'MODERATE', 'Mumbai'],
  [2, 'LOW', 'Pune'],
  [1, 'LOW', 'Pune'],
];

const the = fileStack({
  reporter: (stack) => registerUser(stack, 'user'),
  volunteer: (stack) => registerUser(stack, 'volunteer'),
  ngo: (stack) => registerSignedNgo(stack, { name: 'Paws Trust' }),
  unverifiedNgo: registerUnverifiedNgo,
});
beforeAll(async () => {
  for (const [score, category, city] of SEVERITIES) {
    reported.push(
      await report(the.stack, the.reporter, reportData({ city, ...severity(score, category) })),
    );
  }
});

const updateStatus = (token: string | undefined, id: string, body: unknown) =>
  the.api.put(`/api/ngo/incidents/${id}/update`, { token, json: body });

describe('NGO overview counts come from the database', () => {
  test('/api/ngo/overview: total, critical (score >= 7 or CRITICAL), pending, resolved', async () => {
    const res = await the.api.get('/api/ngo/overview', { token: the.ngo.token });
    expect(res.status).toBe(200);
    const stats = { total: 8, critical: 4, pending: 8, resolved: 0 };
    expect(res.body).toEqual({ success: true, stats, ...stats });
  });

  test('/api/ngo/dashboard-overview: the same stats', async () => {
    const res = await the.api.get('/api/ngo/dashboard-overview', { token: the.ngo.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      stats: { total: 8, critical: 4, pending: 8, resolved: 0 },
    });
  });

  test.each(['/api/ngo/overview', '/api/ngo/dashboard-overview'])(
    '%s: anonymous 401, user and volunteer 403',
    async (path) => {
      expect((await the.api.get(path)).status).toBe(401);
      expect((await the.api.get(path, { token: the.reporter.token })).status).toBe(403);
      expect((await the.api.get(path, { token: the.volunteer.token })).status).toBe(403);
    },
  );

  test.each(['/api/ngo/overview', '/api/ngo/dashboard-overview'])(
    '%s: an NGO the operator has not verified gets 403 with the waiting message',
    async (path) => {
      const res = await the.api.get(path, { token: the.unverifiedNgo.token });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: NGO_NOT_VERIFIED_MESSAGE });
    },
  );
});

describe('PUT /api/ngo/incidents/{id}/update', () => {
  test('appends the spec text (not the client one), sets assignedNGO and updatedAt', async () => {
    const target = reported[6]!;
    const res = await updateStatus(the.ngo.token, target._id, {
      status: 'in progress',
      status_update: 'Anything the client writes',
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe('Status updated successfully');
    const incident = res.body.incident as Incident;
    expect(incident.status).toBe('in progress');
    expect(incident.assignedNGO).toEqual({ name: 'Paws Trust', id: the.ngo._id });
    expect(incident.caseUpdates.map((update) => update.description)).toEqual([
      'Incident reported',
      'Status updated to in progress by NGO',
    ]);
    expect(Date.parse(incident.updatedAt)).toBeGreaterThan(Date.parse(incident.createdAt));
  });

  test('status_update must be text: an object is a 400 naming it', async () => {
    const res = await updateStatus(the.ngo.token, reported[6]!._id, {
      status: 'pending',
      status_update: {},
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/status_update/);
  });

  test('any order of the three statuses; counts follow', async () => {
    const target = reported[7]!;
    for (const status of ['resolved', 'pending', 'resolved'] as const) {
      const res = await updateStatus(the.ngo.token, target._id, { status });
      expect(res.status).toBe(200);
      expect(res.body.incident.status).toBe(status);
    }
    const detail = await the.api.get(`/api/incidents/${target._id}`, { token: the.ngo.token });
    expect(detail.body.caseUpdates.map((update: any) => update.description)).toEqual([
      'Incident reported',
      'Status updated to resolved by NGO',
      'Status updated to pending by NGO',
      'Status updated to resolved by NGO',
    ]);
    const overview = await the.api.get('/api/ngo/overview', { token: the.ngo.token });
    expect(overview.body.stats).toEqual({ total: 8, critical: 4, pending: 6, resolved: 1 });
  });

  test.each([
    [{ status: 'done' }],
    [{ status: 'Resolved' }],
    [{ status: 'completed' }],
    [{ status: { $ne: null } }],
    [{}],
  ])('invalid status %j is a 400 naming status', async (body) => {
    const res = await updateStatus(the.ngo.token, reported[0]!._id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/status/);
  });

  test('malformed id 400, unknown id 404', async () => {
    expect((await updateStatus(the.ngo.token, 'not-an-id', { status: 'resolved' })).status).toBe(
      400,
    );
    const unknown = await updateStatus(the.ngo.token, '0123456789abcdef01234567', {
      status: 'resolved',
    });
    expect(unknown.status).toBe(404);
  });

  test('anonymous 401; user (even the reporter) and volunteer 403; nothing changes', async () => {
    const target = reported[0]!;
    expect((await updateStatus(undefined, target._id, { status: 'resolved' })).status).toBe(401);
    expect(
      (await updateStatus(the.reporter.token, target._id, { status: 'resolved' })).status,
    ).toBe(403);
    expect(
      (await updateStatus(the.volunteer.token, target._id, { status: 'resolved' })).status,
    ).toBe(403);
    const detail = await the.api.get(`/api/incidents/${target._id}`, { token: the.ngo.token });
    expect(detail.body.status).toBe('pending');
    expect(detail.body.caseUpdates).toHaveLength(1);
  });

  test('an NGO the operator has not verified: 403 with the waiting message; nothing changes', async () => {
    const target = reported[0]!;
    const res = await updateStatus(the.unverifiedNgo.token, target._id, { status: 'resolved' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: NGO_NOT_VERIFIED_MESSAGE });
    const detail = await the.api.get(`/api/incidents/${target._id}`, { token: the.ngo.token });
    expect(detail.body.status).toBe('pending');
  });
});

describe('GET /api/impact (public)', () => {
  test('live counts: reports, rescued, in progress, cities covered', async () => {
    const res = await the.api.get('/api/impact');
    expect(res.status).toBe(200);
    const overview = await the.api.get('/api/ngo/overview', { token: the.ngo.token });
    const all = await the.api.get('/api/incidents?limit=200', { token: the.ngo.token });
    expect(res.body).toEqual({
      totalReports: overview.body.total,
      rescued: overview.body.resolved,
      inProgress: all.body.filter((incident: Incident) => incident.status === 'in progress').length,
      citiesCovered: 3,
      // Resolved here just now, without a reason (other): rescued this month; their status
      // changes were their first responses (analytics.test.ts checks the figures by hand).
      rescuedThisMonth: overview.body.resolved,
      medianResponseMinutesThisMonth: expect.any(Number),
    });
  });
});

describe('One scope, one count (issue 31)', () => {
  // The NGO's screens ask each figure for the same area: the cards (overview), the list, the
  // map and the analytics must then count the same incidents.
  const asNgo = () => ({ token: the.ngo.token });
  const figuresFor = async (cities: string | undefined) => {
    const city = cities === undefined ? '' : `&city=${encodeURIComponent(cities)}`;
    const [overview, list, pending, resolved, map, pendingOnMap, analytics] = await Promise.all([
      the.api.get(`/api/ngo/overview?${city.slice(1)}`, asNgo()),
      the.api.get(`/api/incidents?limit=200${city}`, asNgo()),
      the.api.get(`/api/incidents?limit=200&status=pending${city}`, asNgo()),
      the.api.get(`/api/incidents?limit=200&status=resolved${city}`, asNgo()),
      the.api.get(`/api/incidents/map?${city.slice(1)}`, asNgo()),
      the.api.get(`/api/incidents/map?status=pending${city}`, asNgo()),
      // Every report here was made today: the last 7 days hold them all. Without ?city= the
      // analytics read the NGO's own areas, so "every city" names them all, as the page does.
      the.api.get(
        `/api/ngo/analytics?range=7d&city=${encodeURIComponent(cities ?? 'Pune,Delhi,Mumbai')}`,
        asNgo(),
      ),
    ]);
    for (const res of [overview, list, pending, resolved, map, pendingOnMap, analytics]) {
      expect(res.status).toBe(200);
    }
    return {
      cards: overview.body.stats,
      figures: {
        total: [list.body.length, map.body.data.length, analytics.body.totals.reports],
        pending: [pending.body.length, pendingOnMap.body.data.length],
        resolved: [resolved.body.length, analytics.body.totals.resolved],
        critical: [analytics.body.totals.critical],
      },
    };
  };

  test.each([
    ['one city', 'Pune', 4],
    ['my areas', 'Delhi,Pune', 6],
    ['all cities', undefined, 8],
  ])('%s: the cards, the list, the map and the analytics agree', async (_, cities, total) => {
    const { cards, figures } = await figuresFor(cities);
    expect(cards.total).toBe(total);
    expect(figures.total).toEqual([total, total, total]);
    expect(figures.pending).toEqual([cards.pending, cards.pending]);
    expect(figures.resolved).toEqual([cards.resolved, cards.resolved]);
    expect(figures.critical).toEqual([cards.critical]);
  });

  test('a city that is not one of the cities is a 400 with a message', async () => {
    const res = await the.api.get('/api/ngo/overview?city=Atlantis', asNgo());
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Atlantis/);
  });
});
