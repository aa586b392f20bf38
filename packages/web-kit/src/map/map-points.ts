// What the maps show, apart from Leaflet (so it is testable without a browser): incidents
// as points with a priority from their severity band, exact or approximate.
import { severityBand, type Incident, type SeverityBand } from '@rescue/contracts';
import { animalName } from '../incident/animal-name';
import { theme } from '../theme/theme';
import { areasText } from '@rescue/web-kit/areas';

export type Priority = 'H' | 'M' | 'L';

/** Marker letters by severity band (spec section 4), in the design system's severity colours. */
export const PRIORITIES: Record<Priority, { label: string; band: SeverityBand }> = {
  H: { label: 'High severity', band: 'high' },
  M: { label: 'Moderate severity', band: 'moderate' },
  L: { label: 'Low severity', band: 'low' },
};

/**
 * A marker's name in the page's language, in the severity badges' words ("Moderate severity",
 * not a second set such as "Medium Priority"; map.test.tsx holds them to the badges').
 */
export const priorityLabel = (priority: Priority) => areasText.t(`map.priority.${priority}`);

export const priorityColour = (priority: Priority) => theme.severity[PRIORITIES[priority].band].fg;

const BAND_PRIORITY: Record<SeverityBand, Priority> = { high: 'H', moderate: 'M', low: 'L' };

export interface MapPoint {
  id: string;
  /** [latitude, longitude], as Leaflet takes it. */
  position: [number, number];
  priority: Priority;
  /** Placed by the reporter or their device (false), or only the city's centre (true). */
  approximate: boolean;
  title: string;
  address: string;
  /** Where "View Details" goes; no link when absent. */
  href?: string;
}

/** An incident's [latitude, longitude] (the API stores GeoJSON order: longitude first). */
export function latLngOf(incident: Pick<Incident, 'location'>): [number, number] {
  const [longitude, latitude] = incident.location.coordinates;
  return [latitude, longitude];
}

/** Whether only the city is known: the field, or (an older record) nothing said. */
export function isApproximate(incident: Pick<Incident, 'location'>): boolean {
  return (incident.location as { approximate?: boolean }).approximate === true;
}

/** What a map point is made of, whatever the shape an API gives it (list item, detail). */
export interface PointSource {
  id: string;
  /** The animal's type; empty when the reporter skipped it. */
  type: string;
  score: number;
  location: { coordinates: readonly [number, number]; address: string; approximate?: boolean };
}

/** A point on the map: its priority from the severity band, exact or approximate. */
export function mapPoint({ id, type, score, location }: PointSource, href?: string): MapPoint {
  const priority = BAND_PRIORITY[severityBand(score)];
  const approximate = location.approximate === true;
  const [longitude, latitude] = location.coordinates;
  return {
    id,
    position: [latitude, longitude],
    priority,
    approximate,
    title: areasText.t(approximate ? 'map.pointTitleApproximate' : 'map.pointTitle', {
      priority: priorityLabel(priority),
      animal: animalName(type),
    }),
    address: location.address,
    href,
  };
}

/** An incident (the REST shape) as a map point. */
export function incidentPoint(incident: Incident, href?: string): MapPoint {
  return mapPoint(
    {
      id: incident._id,
      type: incident.animalInfo.type,
      score: incident.animalInfo.aiSeverityAssessment.score,
      location: incident.location,
    },
    href,
  );
}

/** The zoom of one exact location (a detail page, a picked pin). */
export const DETAIL_ZOOM = 15;
/** The zoom of a city when nothing more precise is known. */
export const CITY_ZOOM = 12;
