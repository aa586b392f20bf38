import { ObjectId } from 'mongodb';
import type { IncidentDoc } from '../../src/store/incident-doc';
import { availableMatcher } from '../../src/store/incident-query';
import { WorkingSet } from '../../src/store/working-set';
import { storedIncident } from '../stored-incident';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23, 12);

function incident(overrides: Partial<IncidentDoc> & { minutesAgo: number; score?: number }) {
  const { minutesAgo, score = 5, ...rest } = overrides;
  const at = new Date(NOW - minutesAgo * 60_000);
  return storedIncident({
    createdAt: at,
    location: { address: 'FC Road' },
    animalInfo: { type: 'dog' },
    assessment: { score, assessmentDetails: '' },
    reportedBy: 'reporter-1',
    caseUpdates: [],
    ...rest,
  });
}

const ids = (docs: readonly { _id?: ObjectId; hex?: string }[]) =>
  docs.map((d) => d.hex ?? d._id!.toHexString());

test('pages newest first continue exactly after their position, ties on createdAt included', () => {
  const set = new WorkingSet(30 * DAY);
  const docs = [0, 1, 1, 1, 2, 3, 4].map((minutesAgo) => incident({ minutesAgo }));
  for (const doc of [...docs].reverse()) set.put(doc, NOW);
  const seen: string[] = [];
  let after: { createdAt: Date; id: string } | undefined;
  for (let page = 0; page < 10; page += 1) {
    const found = set.page({}, 2, after);
    const items = found.slice(0, 2);
    seen.push(...ids(items));
    if (found.length <= 2) break;
    const last = items.at(-1)!;
    after = { createdAt: new Date(last.createdAt), id: last.hex };
  }
  const expected = [...docs]
    .sort(
      (a, b) =>
        b.createdAt.getTime() - a.createdAt.getTime() ||
        b._id.toHexString().localeCompare(a._id.toHexString()),
    )
    .map((d) => d._id.toHexString());
  expect(seen).toEqual(expected);
});

test('a changed incident replaces what was held of it, and counts follow', () => {
  const set = new WorkingSet(30 * DAY);
  const doc = incident({ minutesAgo: 5 });
  set.put(doc, NOW);
  set.put({ ...doc, status: 'resolved', updatedAt: new Date(NOW) }, NOW);
  expect(set.size).toBe(1);
  expect(ids(set.page({}, 10))).toEqual(ids([doc]));
  expect(set.count({ status: 'pending' })).toBe(0);
  expect(set.count({ status: 'resolved' })).toBe(1);
  expect(set.stats()).toMatchObject({ total: 1, pending: 0, resolved: 1 });
  expect(set.get(doc._id.toHexString())!.doc!.status).toBe('resolved');
});

test('cases closed longer ago than the retention leave memory, but their facts still count', () => {
  const set = new WorkingSet(30 * DAY);
  const oldOpen = incident({ minutesAgo: 60 * 24 * 40 });
  const oldClosed = incident({ minutesAgo: 60 * 24 * 40, status: 'resolved' });
  const recentClosed = incident({ minutesAgo: 60, status: 'resolved' });
  for (const doc of [oldOpen, oldClosed, recentClosed]) set.put(doc, NOW);
  const before = set.stats();
  const counted = set.count({ status: 'resolved' });
  // Put at NOW, the old closed one was never in memory; a day later nothing else aged out.
  expect(set.get(oldClosed._id.toHexString())!.doc).toBeNull();
  expect(set.evictAged(NOW + DAY)).toBe(0);
  // 31 days on, the recently closed one goes too; the open one stays, however old.
  expect(set.evictAged(NOW + 31 * DAY)).toBe(1);
  expect(set.get(recentClosed._id.toHexString())!.doc).toBeNull();
  expect(set.get(oldOpen._id.toHexString())!.doc).not.toBeNull();
  expect(set.stats()).toEqual(before);
  expect(set.count({ status: 'resolved' })).toBe(counted);
  expect(set.size).toBe(3);
  expect(set.residentDocuments()).toBe(1);
});

test('available: open, untaken and visible only, highest score first, then newest', () => {
  const set = new WorkingSet(30 * DAY);
  const low = incident({ minutesAgo: 1, score: 2 });
  const highOld = incident({ minutesAgo: 30, score: 9 });
  const highNew = incident({ minutesAgo: 10, score: 9 });
  const taken = incident({
    minutesAgo: 2,
    score: 10,
    volunteerActivity: {
      status: 'assigned',
      assignedAt: new Date(NOW),
      assignedVolunteer: 'v1',
      volunteerName: 'V',
    },
  });
  const hidden = incident({
    minutesAgo: 3,
    score: 10,
    moderation: {
      hidden: true,
      hiddenReason: 'spam',
      hiddenAt: null,
      hiddenBy: null,
      duplicateOf: null,
    },
  });
  const resolved = incident({ minutesAgo: 4, score: 10, status: 'resolved' });
  const elsewhere = incident({ minutesAgo: 5, score: 10, city: 'Mumbai' });
  for (const doc of [low, highOld, highNew, taken, hidden, resolved, elsewhere]) set.put(doc, NOW);
  const found = set.available(availableMatcher('Pune', { severity: 'all' }), 10);
  expect(ids(found)).toEqual(ids([highNew, highOld, low]));
  expect(ids(set.available(availableMatcher('Pune', { severity: 'high' }), 10))).toEqual(
    ids([highNew, highOld]),
  );
});

test("a volunteer's cases come most recently assigned first", () => {
  const set = new WorkingSet(30 * DAY);
  const assigned = (minutesAgo: number) =>
    incident({
      minutesAgo: 100,
      volunteerActivity: {
        status: 'assigned',
        assignedAt: new Date(NOW - minutesAgo * 60_000),
        assignedVolunteer: 'v1',
        volunteerName: 'V',
      },
    });
  const [first, second, third] = [30, 5, 60].map(assigned);
  for (const doc of [first!, second!, third!]) set.put(doc, NOW);
  expect(ids(set.assignedTo('v1', 10))).toEqual(ids([second!, first!, third!]));
  expect(set.assignedTo('someone-else', 10)).toEqual([]);
});

test('a set filled from a whole collection at once holds what incident-by-incident puts hold', () => {
  // A collection's order: oldest first, a tie on createdAt, an old closed case, a repeat.
  const docs = [40 * 24 * 60, 30, 20, 20, 10, 0].map((minutesAgo, i) =>
    incident({ minutesAgo, status: i === 0 ? 'resolved' : 'pending' }),
  );
  const scanned = [...docs, { ...docs[2]!, status: 'in progress' as const }];
  const byPuts = new WorkingSet(30 * DAY);
  for (const doc of scanned) byPuts.put(doc, NOW);
  const atOnce = WorkingSet.of(scanned, 30 * DAY, NOW);
  expect(ids(atOnce.page({}, 10))).toEqual(ids(byPuts.page({}, 10)));
  expect(atOnce.stats()).toEqual(byPuts.stats());
  expect(atOnce.residentDocuments()).toBe(byPuts.residentDocuments());
  expect(atOnce.size).toBe(docs.length);
});
