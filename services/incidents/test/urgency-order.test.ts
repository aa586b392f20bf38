// Issue 30's most-urgent-first order (store/urgency.ts), both ways it is answered: by the
// working set in memory, which keeps its entries in that order, and by the database (MongoDB,
// or the embedded one while the working set warms up), one query per category. Over the same
// incidents on the real embedded database, every page of both must be the plain sort's.
import { SEVERITY_CATEGORIES, severityUrgency, type SeverityCategory } from '@rescue/contracts';
import { decodeCursor, decodeUrgencyCursor, encodeUrgencyCursor } from '../src/domain/page-cursor';
import type { IncidentDoc } from '../src/store/incident-doc';
import { incidentsDatabase } from './incidents-database';
import { heldSince, storedIncident } from './stored-incident';
import {
  availableFilter,
  availableMatcher,
  listFilter,
  listMatches,
  factsOf,
  type ListQuery,
} from '../src/store/incident-query';
import {
  urgencyFromDatabase,
  urgencyPageOf,
  type UrgencyPage,
  type UrgencyPosition,
} from '../src/store/urgency';
import { WorkingSet } from '../src/store/working-set';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 26, 12);
const COUNT = 45;

function incidentAt(i: number): IncidentDoc {
  // Every fifth pair shares a time: the id decides between them.
  const at = new Date(NOW - Math.floor(i / 2) * 3_600_000 * ((i % 5) + 1));
  const category = SEVERITY_CATEGORIES[(i * 3) % SEVERITY_CATEGORIES.length]!;
  return storedIncident({
    description: `Incident ${i}`,
    status: i % 6 === 5 ? 'resolved' : i % 3 === 1 ? 'in progress' : 'pending',
    city: i % 4 === 3 ? 'Mumbai' : 'Pune',
    createdAt: at,
    location: { approximate: false, accuracyMeters: 10, address: `${i} Station Road` },
    animalInfo: { description: i % 2 === 0 ? 'stray dog' : 'cat', type: 'dog' },
    assessment: {
      score: category === 'PENDING' ? 0 : severityUrgency(category) * 2,
      category,
      assessmentDetails: '',
    },
    volunteerActivity: i % 7 === 2 ? heldSince(at) : null,
    caseUpdates: [],
    ...(i % 9 === 4
      ? {
          moderation: {
            hidden: true,
            hiddenReason: 'spam',
            hiddenAt: at,
            hiddenBy: 'admin',
            duplicateOf: null,
          },
        }
      : {}),
  });
}

let set: WorkingSet;

const database = incidentsDatabase('urgency_order', () =>
  Array.from({ length: COUNT }, (_, i) => incidentAt(i)),
);
beforeAll(() => {
  set = WorkingSet.of(database.stored, 30 * DAY, NOW);
});

/** The order written plainly: most urgent, then oldest, then the smaller id. */
function plainOrder(docs: IncidentDoc[]): string[] {
  return [...docs]
    .sort(
      (a, b) =>
        severityUrgency(b.animalInfo.aiSeverityAssessment.category) -
          severityUrgency(a.animalInfo.aiSeverityAssessment.category) ||
        a.createdAt.getTime() - b.createdAt.getTime() ||
        a._id.toHexString().localeCompare(b._id.toHexString()),
    )
    .map((doc) => doc._id.toHexString());
}

/** Every page of `read`, each continuing from the cursor the one before made. */
async function walk(read: (after?: UrgencyPosition) => Promise<UrgencyPage> | UrgencyPage) {
  const seen: string[] = [];
  let after: UrgencyPosition | undefined;
  for (let page = 0; page < COUNT; page += 1) {
    const found = await read(after);
    seen.push(...found.items.map((doc) => doc._id.toHexString()));
    if (!found.next) return seen;
    after = decodeUrgencyCursor(encodeUrgencyCursor(found.next));
  }
  throw new Error('the pages never ended');
}

const LISTS: ListQuery[] = [
  {},
  { status: 'pending' },
  { cities: ['Pune'] },
  { includeHidden: true },
];

test('the incidents hold every category, ties on time, closed, taken and hidden ones', () => {
  const categories = new Set(
    database.stored.map((d) => d.animalInfo.aiSeverityAssessment.category),
  );
  expect([...categories].sort()).toEqual([...SEVERITY_CATEGORIES].sort());
  const times = database.stored.map((d) => d.createdAt.getTime());
  expect(new Set(times).size).toBeLessThan(times.length);
});

test.each(LISTS)('the NGO list %j: every page of both ways follows the order', async (query) => {
  const expected = plainOrder(database.stored.filter((doc) => listMatches(query, factsOf(doc))));
  expect(expected.length).toBeGreaterThan(5);
  const fromMemory = await walk((after) =>
    urgencyPageOf(
      set.pageByUrgency(query, 4, after).map((entry) => entry.doc!),
      4,
    ),
  );
  const fromDatabase = await walk(async (after) =>
    urgencyPageOf(await urgencyFromDatabase(database.incidents, listFilter(query), 4, after), 4),
  );
  expect(fromMemory).toEqual(expected);
  expect(fromDatabase).toEqual(expected);
});

test('available cases (open, untaken, matching a search) both ways, with a check in code', async () => {
  const query = { severity: 'all', search: 'stray' } as const;
  const inPune = (doc: IncidentDoc) => doc.city === 'Pune';
  const matches = availableMatcher(null, query);
  const expected = plainOrder(
    database.stored.filter((doc) => matches(factsOf(doc), doc) && inPune(doc)),
  );
  expect(expected.length).toBeGreaterThan(3);
  const fromMemory = await walk((after) =>
    urgencyPageOf(
      set.openByUrgency((facts, doc) => matches(facts, doc) && inPune(doc), 3, after),
      3,
    ),
  );
  const fromDatabase = await walk(async (after) =>
    urgencyPageOf(
      await urgencyFromDatabase(database.incidents, availableFilter(null, query), 3, after, inPune),
      3,
    ),
  );
  expect(fromMemory).toEqual(expected);
  expect(fromDatabase).toEqual(expected);
});

test("the working set moves a case whose category changes (an NGO's review)", () => {
  const changed = new WorkingSet(30 * DAY);
  const docs = database.stored.filter(
    (doc) => doc.animalInfo.aiSeverityAssessment.category === 'LOW',
  );
  for (const doc of docs) changed.put(doc, NOW);
  const youngest = docs.reduce((a, b) => (a.createdAt > b.createdAt ? a : b));
  const raised = (category: SeverityCategory): IncidentDoc => ({
    ...youngest,
    animalInfo: {
      ...youngest.animalInfo,
      aiSeverityAssessment: { ...youngest.animalInfo.aiSeverityAssessment, category },
    },
  });
  changed.put(raised('CRITICAL'), NOW);
  expect(changed.pageByUrgency({}, 1)[0]!.hex).toBe(youngest._id.toHexString());
  changed.put(raised('PENDING'), NOW);
  const all = changed.pageByUrgency({ includeHidden: true }, docs.length);
  expect(all.at(-1)!.hex).toBe(youngest._id.toHexString());
  expect(all).toHaveLength(docs.length);
});

test('an urgency cursor comes back exactly; other text, or a newest-first cursor, is none', () => {
  const position = {
    urgency: 4,
    createdAt: new Date(NOW),
    id: database.stored[0]!._id.toHexString(),
  };
  const cursor = encodeUrgencyCursor(position);
  expect(cursor).toMatch(/^[\w-]+$/);
  expect(decodeUrgencyCursor(cursor)).toEqual(position);
  // Each order pages only itself.
  expect(decodeCursor(cursor)).toBeUndefined();
  const newest = Buffer.from(`${NOW}.${position.id}`).toString('base64url');
  expect(decodeUrgencyCursor(newest)).toBeUndefined();
  const urgencyOf = (n: number) => Buffer.from(`u${n}.${NOW}.${position.id}`).toString('base64url');
  expect(decodeUrgencyCursor(urgencyOf(SEVERITY_CATEGORIES.length))).toBeUndefined();
  expect(decodeUrgencyCursor(urgencyOf(0))).toMatchObject({ urgency: 0 });
});
