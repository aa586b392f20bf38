// The change and the volunteers on duty that the alert rules' unit tests reason about.
import { destinationPoint, type IncidentChange, type LngLat } from '@rescue/contracts';
import type { DutyPosition } from '../../src/domain/alerts';

export const pune: LngLat = [73.8567, 18.5204];

/** A critical dog report `km` east of Pune's centre, as the incidents stream sends it. */
export function incidentChange(
  over: Partial<NonNullable<IncidentChange['incident']>>,
  { op, km }: { op: 'insert' | 'update'; km: number },
): IncidentChange {
  const [lng, lat] = destinationPoint(pune, 90, km);
  return {
    seq: 1,
    at: new Date().toISOString(),
    op,
    incident: {
      id: 'a'.repeat(24),
      status: 'pending',
      city: 'Pune',
      lat,
      lng,
      approximate: false,
      score: 9,
      category: 'CRITICAL',
      animalType: 'Dog',
      reportedBy: 'r'.repeat(24),
      assignedVolunteer: null,
      volunteerStatus: null,
      hidden: false,
      flags: 0,
      ...over,
    },
  };
}

/** A volunteer on duty at Pune's centre, alerted within 10 km from low severity up. */
export const duty = (id: string, over: Partial<DutyPosition> = {}): DutyPosition => ({
  volunteerId: id,
  lng: pune[0],
  lat: pune[1],
  radiusKm: 10,
  minSeverity: 'low',
  ...over,
});
