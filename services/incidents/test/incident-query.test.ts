// Every store query is written twice (store/incident-query.ts): as a MongoDB filter, run by the
// database, and as a predicate, run by the working set in memory. Here both forms answer the
// same questions over the same incidents on the real embedded database and must agree.
import { MongoClient, ObjectId, type Collection } from 'mongodb';
import type { IncidentDoc } from '../src/store/incident-doc';
import {
  STATS_FILTERS,
  STATS_PREDICATES,
  assignedToFilter,
  assignedToMatches,
  availableFilter,
  availableMatcher,
  factsOf,
  listFilter,
  listMatches,
  moderationFilter,
  moderationMatches,
  openInCityFilter,
  openInCityMatches,
  tiesFilters,
  tiesPredicates,
  type ListQuery,
} from '../src/store/incident-query';

const STATUSES = ['pending', 'in progress', 'resolved'] as const;
const CITIES = ['Pune', 'Mumbai', 'Delhi'];
const REPORTERS = ['r1', 'r2', 'r3'];
const VOLUNTEERS = ['v1', 'v2'];

let mongo: MongoClient;
let incidents: Collection<IncidentDoc>;
const docs: IncidentDoc[] = [];

beforeAll(async () => {
  mongo = await MongoClient.connect(process.env.MONGO_URL!);
  incidents = mongo
    .db(`query_${Math.random().toString(36).slice(2, 10)}`)
    .collection<IncidentDoc>('incidents');
  for (let i = 0; i < 60; i += 1) {
    const at = new Date(Date.UTC(2026, 10, 1) + i * 3_600_000);
    const score = (i % 10) + 1;
    const volunteer = i % 5 === 0 ? VOLUNTEERS[i % 2]! : undefined;
    docs.push({
      _id: new ObjectId(),
      description: `Incident ${i}`,
      status: STATUSES[i % 3]!,
      city: CITIES[Math.floor(i / 3) % 3]!,
      createdAt: at,
      updatedAt: at,
      location: {
        type: 'Point',
        coordinates: [73.8, 18.5],
        address: i % 4 === 0 ? `${i} Station Road` : `${i} Market Lane`,
      },
      animalInfo: {
        description: i % 5 === 1 ? 'Limping STRAY dog' : 'Cat on a wall',
        type: 'dog',
        photo: null,
        aiSeverityAssessment: {
          score,
          // A low score marked critical by hand: critical by category alone.
          category: i === 12 ? 'CRITICAL' : score >= 7 ? 'HIGH' : score >= 4 ? 'MODERATE' : 'LOW',
          assessmentDetails: '',
        },
      },
      reporterInfo: { name: 'R', contactNumber: '', email: '', preferredContactMethod: 'phone' },
      reportedBy: REPORTERS[i % 3]!,
      volunteerActivity: volunteer
        ? {
            status: i % 10 === 0 ? 'completed' : 'assigned',
            assignedAt: at,
            assignedVolunteer: volunteer,
            volunteerName: 'V',
          }
        : null,
      assignedNGO: null,
      caseUpdates: [],
      ...(i % 7 === 0
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
      ...(i % 8 === 0 ? { flags: [{ by: 'ngo', byName: 'NGO', reason: 'x', at }] } : {}),
    });
  }
  await incidents.insertMany(docs);
});
afterAll(async () => {
  await incidents.drop().catch(() => undefined);
  await mongo.close();
});

/** Ids the database returns for `filter`, and ids the predicate accepts: both sorted. */
async function bothWays(
  filter: object,
  accepts: (doc: IncidentDoc) => boolean,
): Promise<[string[], string[]]> {
  const fromDatabase = (await incidents.find(filter).toArray()).map((d) => d._id.toHexString());
  const fromMemory = docs.filter(accepts).map((d) => d._id.toHexString());
  return [fromDatabase.sort(), fromMemory.sort()];
}

test('every query answers the same from the database and from memory', async () => {
  const cases: [string, object, (doc: IncidentDoc) => boolean][] = [];
  const lists: ListQuery[] = [
    {},
    { status: 'pending' },
    { status: 'resolved' },
    { reportedBy: 'r2' },
    { reportedBy: 'r2', includeHidden: true },
    { includeHidden: true, status: 'in progress' },
  ];
  for (const query of lists)
    cases.push([
      `list ${JSON.stringify(query)}`,
      listFilter(query),
      (d) => listMatches(query, factsOf(d)),
    ]);
  for (const name of Object.keys(STATS_FILTERS) as (keyof typeof STATS_FILTERS)[])
    cases.push([`stats ${name}`, STATS_FILTERS[name], (d) => STATS_PREDICATES[name](factsOf(d))]);
  for (const city of CITIES) {
    cases.push([
      `open in ${city}`,
      openInCityFilter(city),
      (d) => openInCityMatches(city, factsOf(d)),
    ]);
    for (const severity of ['all', 'high', 'moderate', 'low'] as const) {
      for (const search of [undefined, 'stray', 'station road']) {
        const query = { severity, search };
        const matches = availableMatcher(city, query);
        cases.push([
          `available ${city} ${severity} ${search}`,
          availableFilter(city, query),
          (d) => matches(factsOf(d), d),
        ]);
      }
    }
  }
  for (const person of [...VOLUNTEERS, ...REPORTERS]) {
    cases.push([
      `assigned to ${person}`,
      assignedToFilter(person),
      (d) => assignedToMatches(person, factsOf(d)),
    ]);
    const filters = tiesFilters(person);
    const predicates = tiesPredicates(person);
    cases.push([`${person} reporter`, filters.reporter, (d) => predicates.reporter(factsOf(d))]);
    cases.push([`${person} holder`, filters.holder, (d) => predicates.holder(factsOf(d))]);
  }
  for (const view of ['recent', 'flagged', 'hidden'] as const)
    cases.push([
      `moderation ${view}`,
      moderationFilter(view),
      (d) => moderationMatches(view, factsOf(d)),
    ]);

  const disagreements: string[] = [];
  let nonEmpty = 0;
  for (const [name, filter, accepts] of cases) {
    const [fromDatabase, fromMemory] = await bothWays(filter, accepts);
    if (fromDatabase.length > 0) nonEmpty += 1;
    if (JSON.stringify(fromDatabase) !== JSON.stringify(fromMemory))
      disagreements.push(`${name}: database ${fromDatabase.length}, memory ${fromMemory.length}`);
  }
  expect(disagreements).toEqual([]);
  // The data exercises the rules: most questions have answers (and so could disagree).
  expect(nonEmpty).toBeGreaterThan(cases.length * 0.7);
});
