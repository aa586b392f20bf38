// Every store query is written twice (store/incident-query.ts): as a MongoDB filter, run by the
// database, and as a predicate over an incident's facts, run by the working set in memory.
// Here both forms answer the same questions over the same incidents, on the real embedded
// database (FerretDB, started for this file alone), and must agree.
import { ObjectId } from 'mongodb';
import { boundingBox, type BoundingBox } from '@rescue/contracts';
import type { IncidentDoc } from '../src/store/incident-doc';
import { incidentsDatabase } from './incidents-database';
import {
  STATS_FILTERS,
  STATS_PREDICATES,
  assignedToFilter,
  assignedToMatches,
  availableFilter,
  availableMatcher,
  boxFilter,
  factsOf,
  inBox,
  listFilter,
  listMatches,
  moderationFilter,
  moderationMatches,
  openExactSinceFilter,
  openExactSinceMatches,
  openInCityFilter,
  openInCityMatches,
  tiesFilters,
  tiesPredicates,
  type AvailableQuery,
  type ListQuery,
  type ModerationView,
} from '../src/store/incident-query';

const COUNT = 60;
const STATUSES = ['pending', 'in progress', 'resolved'] as const;
// 'pune' (lower case) is another city to both forms: equality is exact.
const CITIES = ['Pune', 'Mumbai', 'Delhi', 'pune'];
const REPORTERS = ['r1', 'r2', 'r3'];
const VOLUNTEERS = ['v1', 'v2'];
/** The one low-score incident an operator marked CRITICAL: critical by category alone. */
const CRITICAL_AT = 12;

function incidentAt(i: number): IncidentDoc {
  const at = new Date(Date.UTC(2026, 10, 1) + i * 3_600_000);
  // 1..10, with scores just under a band's threshold too (3.5, 6.5).
  const score = i === 23 ? 3.5 : i === 26 ? 6.5 : (i % 10) + 1;
  const volunteer = i % 4 === 1 ? VOLUNTEERS[i % 3 === 0 ? 0 : 1]! : undefined;
  const doc: IncidentDoc = {
    _id: new ObjectId(),
    description: `Incident ${i}`,
    status: STATUSES[i % 3]!,
    city: i === 58 ? 'pune' : CITIES[Math.floor(i / 3) % 3]!,
    createdAt: at,
    updatedAt: at,
    location: {
      type: 'Point',
      // Spread over about 10 km by 5 km; every fourth one approximate.
      coordinates: [73.8 + (i % 5) * 0.01, 18.5 + (i % 10) * 0.01],
      lng: 73.8 + (i % 5) * 0.01,
      lat: 18.5 + (i % 10) * 0.01,
      approximate: i % 4 === 2,
      accuracyMeters: i % 4 === 2 ? null : 12,
      address:
        i % 4 === 0
          ? `${i} Station Road`
          : i % 7 === 3
            ? `${i} St. Mary's Lane (East)`
            : `${i} Market Lane`,
    },
    animalInfo: {
      description: i % 5 === 1 ? 'Limping STRAY dog' : i % 5 === 3 ? 'stray cat' : 'Cat on a wall',
      type: 'dog',
      photo: null,
      aiSeverityAssessment: {
        score,
        category:
          i === CRITICAL_AT ? 'CRITICAL' : score >= 7 ? 'HIGH' : score >= 4 ? 'MODERATE' : 'LOW',
        assessmentDetails: '',
      },
    },
    reporterInfo: { name: 'R', contactNumber: '', email: '', preferredContactMethod: 'phone' },
    reportedBy: REPORTERS[i % 3]!,
    volunteerActivity: volunteer
      ? {
          status: i % 8 === 1 ? 'completed' : 'assigned',
          assignedAt: new Date(at.getTime() + 60_000),
          assignedVolunteer: volunteer,
          volunteerName: 'V',
        }
      : null,
    assignedNGO: null,
    caseUpdates: [],
  };
  // Hidden; or restored (moderation present, hidden false): visible again.
  if (i % 7 === 0 || i % 11 === 5)
    doc.moderation = {
      hidden: i % 7 === 0,
      hiddenReason: 'spam',
      hiddenAt: at,
      hiddenBy: 'admin',
      duplicateOf: null,
    };
  // Flagged; or an empty flags array (not flagged).
  if (i % 6 === 0) doc.flags = [{ by: 'ngo', byName: 'NGO', reason: 'x', at }];
  else if (i % 10 === 7) doc.flags = [];
  // A document with no volunteerActivity field at all reads as "not taken" both ways.
  if (i % 13 === 4) delete (doc as Partial<IncidentDoc>).volunteerActivity;
  return doc;
}

const database = incidentsDatabase('incident_query', () =>
  Array.from({ length: COUNT }, (_, i) => incidentAt(i)),
);

/** The ids the database returns for `filter`, and the ids the predicate accepts: both sorted. */
async function bothWays(filter: object, accepts: (doc: IncidentDoc) => boolean) {
  const fromDatabase = (await database.incidents.find(filter).toArray()).map((d) =>
    d._id.toHexString(),
  );
  const fromMemory = database.stored.filter(accepts).map((d) => d._id.toHexString());
  return { fromDatabase: fromDatabase.sort(), fromMemory: fromMemory.sort() };
}

type Case = [name: string, filter: object, accepts: (doc: IncidentDoc) => boolean];

const LISTS: ListQuery[] = [
  {},
  { includeHidden: true },
  { status: 'pending' },
  { status: 'in progress' },
  { status: 'resolved' },
  { reportedBy: 'r2' },
  { reportedBy: 'r2', includeHidden: true },
  { reportedBy: 'r1', status: 'resolved' },
  { includeHidden: true, status: 'in progress' },
  { reportedBy: 'nobody' },
];
const SEVERITIES = ['all', 'high', 'moderate', 'low'] as const;
const SEARCHES = [undefined, 'stray', 'STATION road'];
/** Searches with regex characters, which both forms take literally. */
const LITERAL_SEARCHES = ["st. mary's lane (east)", '.*', 'lane (east'];
const PEOPLE = [...VOLUNTEERS, ...REPORTERS];
const VIEWS: ModerationView[] = ['recent', 'flagged', 'hidden'];

/** Around a point among the incidents: 1, 3 and 20 km, and no box at all. */
const BOXES: (BoundingBox | null)[] = [
  boundingBox([73.82, 18.54], 1),
  boundingBox([73.82, 18.54], 3),
  boundingBox([73.82, 18.54], 20),
  null,
];
/** Half of the incidents were made after it. */
const SINCE = new Date(Date.UTC(2026, 10, 1) + 30 * 3_600_000);

const cases: Case[] = [
  ...LISTS.map((query): Case => [
    `list ${JSON.stringify(query)}`,
    listFilter(query),
    (d) => listMatches(query, factsOf(d)),
  ]),
  ...(Object.keys(STATS_FILTERS) as (keyof typeof STATS_FILTERS)[]).map((name): Case => [
    `stats ${name}`,
    STATS_FILTERS[name],
    (d) => STATS_PREDICATES[name](factsOf(d)),
  ]),
  ...CITIES.map((city): Case => [
    `open in ${city}`,
    openInCityFilter(city),
    (d) => openInCityMatches(city, factsOf(d)),
  ]),
  ...CITIES.flatMap((city) =>
    SEVERITIES.flatMap((severity) =>
      SEARCHES.map((search): Case => {
        const query: AvailableQuery = search === undefined ? { severity } : { severity, search };
        const matches = availableMatcher(city, query);
        return [
          `available ${city} ${severity} ${search ?? ''}`,
          availableFilter(city, query),
          (d) => matches(factsOf(d), d),
        ];
      }),
    ),
  ),
  ...CITIES.flatMap((city) =>
    LITERAL_SEARCHES.map((search): Case => {
      const query: AvailableQuery = { severity: 'all', search };
      const matches = availableMatcher(city, query);
      return [
        `available ${city} all ${search}`,
        availableFilter(city, query),
        (d) => matches(factsOf(d), d),
      ];
    }),
  ),
  // Every city at once, and within bounding boxes: the distance queries' prefilter.
  ...SEVERITIES.flatMap((severity) =>
    BOXES.map((box): Case => {
      const query: AvailableQuery = { severity };
      const matches = availableMatcher(null, query);
      return [
        `available anywhere ${severity} in ${JSON.stringify(box)}`,
        { ...availableFilter(null, query), ...boxFilter(box) },
        (d) => matches(factsOf(d), d) && inBox(box, d),
      ];
    }),
  ),
  ...BOXES.map((box): Case => [
    `open exact since in ${JSON.stringify(box)}`,
    openExactSinceFilter(SINCE, box),
    (d) => openExactSinceMatches(SINCE, box, factsOf(d), d),
  ]),
  ...PEOPLE.flatMap((person): Case[] => {
    const filters = tiesFilters(person);
    const predicates = tiesPredicates(person);
    return [
      [
        `assigned to ${person}`,
        assignedToFilter(person),
        (d) => assignedToMatches(person, factsOf(d)),
      ],
      [`ties ${person} reporter`, filters.reporter, (d) => predicates.reporter(factsOf(d))],
      [`ties ${person} holder`, filters.holder, (d) => predicates.holder(factsOf(d))],
    ];
  }),
  ...VIEWS.map((view): Case => [
    `moderation ${view}`,
    moderationFilter(view),
    (d) => moderationMatches(view, factsOf(d)),
  ]),
];

test('the database holds the incidents the cases are asked of', () => {
  expect(database.stored).toHaveLength(COUNT);
});

test.each(cases)('%s: the filter and the predicate pick the same incidents', async (_, f, p) => {
  const { fromDatabase, fromMemory } = await bothWays(f, p);
  expect(fromDatabase).toEqual(fromMemory);
});

test('the incidents exercise the rules: the edge cases are there, and most answers are not empty', async () => {
  const ids = async (filter: object) =>
    (await database.incidents.find(filter).toArray()).map((d) => d._id.toHexString());
  const byIndex = (i: number) => database.stored.find((d) => d.description === `Incident ${i}`)!;
  const critical = await ids(STATS_FILTERS.critical);
  // Critical by category alone (score 3).
  expect(byIndex(CRITICAL_AT).animalInfo.aiSeverityAssessment.score).toBe(3);
  expect(critical).toContain(byIndex(CRITICAL_AT)._id.toHexString());
  // Restored reports are visible, empty flag lists are no flag.
  expect(byIndex(17).flags).toEqual([]);
  expect(await ids(moderationFilter('flagged'))).not.toContain(byIndex(17)._id.toHexString());
  expect(byIndex(5).moderation?.hidden).toBe(false);
  expect(await ids(listFilter({}))).toContain(byIndex(5)._id.toHexString());
  expect(await ids(moderationFilter('hidden'))).not.toContain(byIndex(5)._id.toHexString());

  let nonEmpty = 0;
  for (const [, filter] of cases)
    if ((await database.incidents.countDocuments(filter)) > 0) nonEmpty += 1;
  expect(nonEmpty).toBeGreaterThan(cases.length * 0.6);
  for (const name of [
    'open in pune',
    'available Pune all stray',
    'available Pune high ',
    'available Delhi moderate ',
    'available Mumbai low ',
    "available Pune all st. mary's lane (east)",
    'available Pune all lane (east',
    'available Mumbai all STATION road',
    'ties v1 holder',
    'ties v2 holder',
    'moderation flagged',
    'moderation hidden',
    `available anywhere all in ${JSON.stringify(BOXES[1])}`,
    `open exact since in ${JSON.stringify(BOXES[1])}`,
  ]) {
    const found = cases.find(([caseName]) => caseName === name);
    expect([name, await database.incidents.countDocuments(found![1])]).not.toEqual([name, 0]);
  }
});
