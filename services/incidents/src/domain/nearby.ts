import { distanceKm, type NearbyIncident } from '@rescue/contracts';
import type { IncidentDoc } from '../store/incident-doc';

/** What the rule reads of an open incident. */
export type NearbyCandidate = Pick<IncidentDoc, 'status'> & {
  location: Pick<IncidentDoc['location'], 'coordinates'>;
  animalInfo: Pick<IncidentDoc['animalInfo'], 'type' | 'description'>;
};

export const NEARBY_RADIUS_M = 200;
export const NEARBY_MAX_RESULTS = 5;
/** How many of a city's newest open incidents are checked for distance (a bounded read). */
export const NEARBY_SCAN_LIMIT = 500;
const DESCRIPTION_PREVIEW_CHARS = 80;

/** The open incidents within NEARBY_RADIUS_M of `point` ([lng, lat]), nearest first. */
export function nearbyIncidents(
  candidates: readonly NearbyCandidate[],
  point: [number, number],
): NearbyIncident[] {
  return candidates
    .map((doc) => ({ doc, distanceM: distanceKm(point, doc.location.coordinates) * 1000 }))
    .filter(({ distanceM }) => distanceM <= NEARBY_RADIUS_M)
    .sort((a, b) => a.distanceM - b.distanceM)
    .slice(0, NEARBY_MAX_RESULTS)
    .map(({ doc, distanceM }) => ({
      type: doc.animalInfo.type,
      description: doc.animalInfo.description.slice(0, DESCRIPTION_PREVIEW_CHARS),
      status: doc.status,
      distanceM: Math.round(distanceM),
    }));
}
