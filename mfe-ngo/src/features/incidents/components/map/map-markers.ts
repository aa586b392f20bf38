// What the maps show, apart from Leaflet (so it is testable without a browser).
import { findCity, severityBand, type Incident, type SeverityBand } from '@rescue/contracts';
import { animalName } from '@rescue/web-kit';

export type Priority = 'H' | 'M' | 'L';

/** Marker letters and colours by score band (spec section 4): H red, M amber, L green. */
export const PRIORITIES: Record<Priority, { label: string; background: string; color: string }> = {
  H: { label: 'High Priority', background: '#b42318', color: '#ffffff' },
  M: { label: 'Medium Priority', background: '#f5a524', color: '#1f2328' },
  L: { label: 'Low Priority', background: '#1a7f37', color: '#ffffff' },
};

const BAND_PRIORITY: Record<SeverityBand, Priority> = { high: 'H', moderate: 'M', low: 'L' };

export interface MapMarker {
  id: string;
  /** [latitude, longitude], as Leaflet takes it. */
  position: [number, number];
  priority: Priority;
  title: string;
  address: string;
}

export function toMarker(incident: Incident): MapMarker {
  const [longitude, latitude] = incident.location.coordinates;
  const priority = BAND_PRIORITY[severityBand(incident.animalInfo.aiSeverityAssessment.score)];
  return {
    id: incident._id,
    position: [latitude, longitude],
    priority,
    title: `${PRIORITIES[priority].label}: ${animalName(incident.animalInfo.type)}`,
    address: incident.location.address,
  };
}

export const OVERVIEW_ZOOM = 13;
export const DETAIL_ZOOM = 15;
/** The original map's centre, when nothing better is known. */
const NASHIK: [number, number] = [19.9975, 73.7898];

/**
 * The overview's centre: the NGO's first operating area that is one of the cities, else
 * its own city, else its newest incident, else Nashik.
 */
export function overviewCenter(
  places: readonly string[],
  incidents: readonly Incident[],
): [number, number] {
  for (const place of places) {
    const city = findCity(place);
    if (city) return [city.latitude, city.longitude];
  }
  const newest = incidents[0];
  return newest ? toMarker(newest).position : NASHIK;
}
