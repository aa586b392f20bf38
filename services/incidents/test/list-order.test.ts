// Issue 30: the NGO list ordered by urgency (GET /api/incidents?sort=urgency): CRITICAL first,
// then HIGH, MODERATE and LOW; within a category the longest waiting first; paged by cursor
// and combined with the list's filters.
import type { Incident } from '@rescue/contracts';
import { registerUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { internal, registerSignedNgo, report, reportData } from './helpers';

const HOUR = 60 * 60 * 1000;
const SCORES = { CRITICAL: 9, HIGH: 7, MODERATE: 5, LOW: 2 } as const;
type Category = keyof typeof SCORES;

const the = fileStack({
  reporter: (stack) => registerUser(stack, 'user'),
  ngo: registerSignedNgo,
});

/** A report of `category` made `hoursAgo` hours ago (back-dated through the internal API). */
async function reportAged(category: Category, hoursAgo: number, city = 'Pune') {
  const incident = await report(
    the.stack,
    the.reporter,
    reportData({
      city,
      animalInfo: {
        ...reportData().animalInfo,
        aiSeverityAssessment: {
          score: SCORES[category],
          category,
          assessmentDetails: `${category}, ${hoursAgo} hours ago`,
        },
      },
    }),
  );
  const res = await internal(the.stack, 'POST', `/internal/incidents/${incident._id}/backdate`, {
    ms: hoursAgo * HOUR,
  });
  expect(res.status).toBe(200);
  return res.body.incident as Incident;
}

const label = (incident: Incident) =>
  `${incident.animalInfo.aiSeverityAssessment.category} ${incident.animalInfo.aiSeverityAssessment.assessmentDetails}`;

/** Every page of the list, following X-Next-Cursor, and how many pages there were. */
async function allPages(query: string) {
  const pages: Incident[][] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await the.api.get(`/api/incidents?${query}${suffix}`, { token: the.ngo.token });
    expect(res.status).toBe(200);
    pages.push(res.body as Incident[]);
    cursor = res.headers.get('x-next-cursor');
  } while (cursor);
  return pages;
}

describe('GET /api/incidents?sort=urgency', () => {
  beforeAll(async () => {
    // Severities and ages mixed, so neither the reporting order nor the score gives the answer.
    for (const [category, hoursAgo] of [
      ['LOW', 30],
      ['CRITICAL', 2],
      ['MODERATE', 5],
      ['HIGH', 1],
      ['CRITICAL', 40],
      ['LOW', 3],
      ['HIGH', 20],
      ['MODERATE', 50],
    ] as const) {
      await reportAged(category, hoursAgo);
    }
    // Another city: left out by the filter, however urgent.
    await reportAged('CRITICAL', 100, 'Mumbai');
    // Resolved: left out by status=pending.
    const resolved = await reportAged('CRITICAL', 60);
    const res = await the.api.put(`/api/ngo/incidents/${resolved._id}/update`, {
      token: the.ngo.token,
      json: { status: 'resolved', closureReason: 'rescued_treated', status_update: 'Rescued' },
    });
    expect(res.status).toBe(200);
  });

  test('critical first, then the longest waiting, across pages, with the city and status filters', async () => {
    const pages = await allPages('city=Pune&status=pending&sort=urgency&limit=3');
    expect(pages.map((page) => page.length)).toEqual([3, 3, 2]);
    expect(pages.flat().map(label)).toEqual([
      'CRITICAL CRITICAL, 40 hours ago',
      'CRITICAL CRITICAL, 2 hours ago',
      'HIGH HIGH, 20 hours ago',
      'HIGH HIGH, 1 hours ago',
      'MODERATE MODERATE, 50 hours ago',
      'MODERATE MODERATE, 5 hours ago',
      'LOW LOW, 30 hours ago',
      'LOW LOW, 3 hours ago',
    ]);
  });

  test('without the filters every report is ordered; the default order stays newest first', async () => {
    const urgent = (await allPages('sort=urgency&limit=4')).flat().map(label);
    expect(urgent.slice(0, 4)).toEqual([
      'CRITICAL CRITICAL, 100 hours ago',
      'CRITICAL CRITICAL, 60 hours ago',
      'CRITICAL CRITICAL, 40 hours ago',
      'CRITICAL CRITICAL, 2 hours ago',
    ]);
    expect(urgent).toHaveLength(10);
    const newest = (await allPages('limit=4')).flat();
    const times = newest.map((incident) => Date.parse(incident.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(newest.map(label)[0]).toBe('HIGH HIGH, 1 hours ago');
  });

  test('a cursor pages only the order it was made for; an unknown order is a 400', async () => {
    const newest = await the.api.get('/api/incidents?limit=2', { token: the.ngo.token });
    const newestCursor = newest.headers.get('x-next-cursor')!;
    const urgent = await the.api.get('/api/incidents?limit=2&sort=urgency', {
      token: the.ngo.token,
    });
    const urgentCursor = urgent.headers.get('x-next-cursor')!;
    for (const query of [
      `sort=urgency&cursor=${encodeURIComponent(newestCursor)}`,
      `cursor=${encodeURIComponent(urgentCursor)}`,
      'sort=oldest',
    ]) {
      const res = await the.api.get(`/api/incidents?${query}`, { token: the.ngo.token });
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });
});
