import {
  NEARBY_RADIUS_M,
  destinationPoint,
  type IncidentStatus,
  type LngLat,
} from '@rescue/contracts';
import { ObjectId } from 'mongodb';
import {
  NEARBY_MAX_RESULTS,
  NEARBY_RECENT_DAYS,
  nearbyIncidents,
  tokens,
  type NearbyCandidate,
  type NearbyRequest,
} from '../../src/domain/nearby';

const HERE: LngLat = [77.1025, 28.7041];
const NOW = new Date('2026-11-20T12:00:00Z');
const HOUR = 3_600_000;
const metresNorth = (metres: number): LngLat => destinationPoint(HERE, 0, metres / 1000);

function candidate(
  metres: number,
  changes: {
    description?: string;
    type?: string;
    approximate?: boolean;
    hoursAgo?: number;
  } = {},
): NearbyCandidate {
  const status: IncidentStatus = 'pending';
  return {
    _id: new ObjectId(),
    status,
    description: 'Reported from the street',
    createdAt: new Date(NOW.getTime() - (changes.hoursAgo ?? 1) * HOUR),
    location: { coordinates: metresNorth(metres), approximate: changes.approximate ?? false },
    animalInfo: {
      type: changes.type ?? 'Dog',
      description: changes.description ?? `${metres} m away`,
    },
  };
}

const exactAt = (point: LngLat, words: Partial<NearbyRequest> = {}): NearbyRequest => ({
  point,
  approximate: false,
  ...words,
});
const onlyCity = (words: Partial<NearbyRequest> = {}): NearbyRequest => ({
  approximate: true,
  ...words,
});
const run = (request: NearbyRequest, docs: NearbyCandidate[]) =>
  nearbyIncidents(request, { exact: docs, inCity: docs }, NOW);

test(`within ${NEARBY_RADIUS_M} m counts, farther does not; distances in whole metres`, () => {
  const found = run(exactAt(HERE), [candidate(201), candidate(199.6), candidate(0.4)]);
  expect(found.map((incident) => [incident.match, incident.distanceM])).toEqual([
    ['distance', 0],
    ['distance', 200],
  ]);
});

test(`nearest first, and at most ${NEARBY_MAX_RESULTS}`, () => {
  const candidates = [150, 20, 190, 60, 5, 120, 90].map((metres) => candidate(metres));
  expect(run(exactAt(HERE), candidates).map((incident) => incident.distanceM)).toEqual([
    5, 20, 60, 90, 120,
  ]);
});

test('each shows the type, the status, the first 80 characters of the description, and how it matched', () => {
  const long = 'a'.repeat(80) + 'b';
  expect(run(exactAt(HERE), [candidate(10, { description: long })])).toEqual([
    {
      type: 'Dog',
      description: 'a'.repeat(80),
      status: 'pending',
      match: 'distance',
      distanceM: 10,
      approximate: false,
      createdAt: new Date(NOW.getTime() - HOUR).toISOString(),
    },
  ]);
});

test('100 m away is found, 3 km away is not, even with the same words', () => {
  const near = candidate(100, { description: 'Brown dog limping' });
  const far = candidate(3000, { description: 'Brown dog limping' });
  const found = run(exactAt(HERE, { type: 'Dog', description: 'brown dog limping' }), [far, near]);
  expect(found.map((incident) => incident.distanceM)).toEqual([100]);
});

test(`only reports of the last ${NEARBY_RECENT_DAYS} days`, () => {
  const old = candidate(50, { hoursAgo: NEARBY_RECENT_DAYS * 24 + 1 });
  const recent = candidate(60, { hoursAgo: NEARBY_RECENT_DAYS * 24 - 1 });
  expect(run(exactAt(HERE), [old, recent]).map((incident) => incident.distanceM)).toEqual([60]);
});

test('an approximate report is never matched by distance: "0 m away" at the city centre is gone', () => {
  const atCentre = candidate(0, {
    approximate: true,
    description: 'Grey cat on a roof',
    type: 'Cat',
  });
  expect(run(exactAt(HERE), [atCentre])).toEqual([]);
  // ...but by city and words.
  const found = run(exactAt(HERE, { type: 'cat', description: 'cat stuck on the roof' }), [
    atCentre,
  ]);
  expect(found).toMatchObject([{ match: 'city', approximate: true, type: 'Cat' }]);
  expect(found[0]).not.toHaveProperty('distanceM');
});

test('an approximate request matches by city and similar words, most alike first', () => {
  const sameTypeOneWord = candidate(2500, { type: 'Cow', description: 'Cow with a wounded leg' });
  const sameTypeTwoWords = candidate(900, {
    type: 'Cow',
    description: 'Calf with a wounded leg near the temple',
    hoursAgo: 5,
  });
  const otherAnimal = candidate(10, { type: 'Dog', description: 'Dog sleeping' });
  const otherTypeOneWord = candidate(20, { type: 'Goat', description: 'Goat with a wounded ear' });
  const found = run(onlyCity({ type: 'Cow', description: 'wounded leg, temple' }), [
    sameTypeOneWord,
    otherAnimal,
    sameTypeTwoWords,
    otherTypeOneWord,
  ]);
  expect(found.map((incident) => [incident.match, incident.description])).toEqual([
    ['city', 'Calf with a wounded leg near the temple'],
    ['city', 'Cow with a wounded leg'],
  ]);
});

test('the same animal type is enough when no description words are asked about', () => {
  const cow = candidate(5000, { type: 'Cow', description: 'Lying by the road' });
  const dog = candidate(5000, { type: 'Dog', description: 'Lying by the road' });
  expect(run(onlyCity({ type: 'cow' }), [cow, dog]).map((i) => i.type)).toEqual(['Cow']);
});

test('nothing to compare: no words and no exact point find nothing', () => {
  expect(run(onlyCity(), [candidate(0, { approximate: true })])).toEqual([]);
  expect(run(onlyCity({ type: 'Unknown' }), [candidate(0, { type: 'Unknown' })])).toEqual([]);
});

test('distance matches come first, and a report is listed once', () => {
  const exactNear = candidate(30, { type: 'Dog', description: 'Dog with a limp' });
  const approximate = candidate(0, {
    approximate: true,
    type: 'Dog',
    description: 'Dog with a limp',
  });
  const found = run(exactAt(HERE, { type: 'Dog', description: 'limp' }), [approximate, exactNear]);
  expect(found.map((incident) => incident.match)).toEqual(['distance', 'city']);
});

test('words: lower case, 3 letters or more, plurals and filler words dropped', () => {
  expect(tokens('Two DOGS near the bus-stop, with puppies!')).toEqual([
    'two',
    'dog',
    'bus',
    'stop',
    'puppie',
  ]);
});
