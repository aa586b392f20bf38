import type { IncidentStatus } from '@rescue/contracts';
import {
  NEARBY_MAX_RESULTS,
  NEARBY_RADIUS_M,
  nearbyIncidents,
  type NearbyCandidate,
} from '../../src/domain/nearby';

const HERE: [number, number] = [77.1025, 28.7041];
/** `metres` due north of HERE. */
const metresNorth = (metres: number): [number, number] => [
  HERE[0],
  HERE[1] + (metres * 180) / (Math.PI * 6_371_000),
];

function candidate(metres: number, description = `${metres} m away`): NearbyCandidate {
  const status: IncidentStatus = 'pending';
  return {
    status,
    location: { coordinates: metresNorth(metres) },
    animalInfo: { type: 'Dog', description },
  };
}

test(`within ${NEARBY_RADIUS_M} m counts, farther does not; distances in whole metres`, () => {
  const found = nearbyIncidents([candidate(201), candidate(199.6), candidate(0.4)], HERE);
  expect(found.map((incident) => incident.distanceM)).toEqual([0, 200]);
});

test(`nearest first, and at most ${NEARBY_MAX_RESULTS}`, () => {
  const candidates = [150, 20, 190, 60, 5, 120, 90].map((metres) => candidate(metres));
  expect(nearbyIncidents(candidates, HERE).map((incident) => incident.distanceM)).toEqual([
    5, 20, 60, 90, 120,
  ]);
});

test('each shows the type, the status and the first 80 characters of the description', () => {
  const long = 'a'.repeat(80) + 'b';
  expect(nearbyIncidents([candidate(10, long)], HERE)).toEqual([
    { type: 'Dog', description: 'a'.repeat(80), status: 'pending', distanceM: 10 },
  ]);
});

test('no open incident close by: an empty list', () => {
  expect(nearbyIncidents([], HERE)).toEqual([]);
  expect(nearbyIncidents([candidate(5_000)], HERE)).toEqual([]);
});
