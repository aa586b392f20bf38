// Where a new report is put on the map: the reporter's own position when it is a real point
// near the city they chose, else the centre of that city, which makes the location
// approximate. Pure; report.ts applies it.
import {
  MAX_KM_FROM_CITY,
  cityCentre,
  distanceKm,
  isCityCentre,
  type City,
} from '@rescue/contracts';
import type { StoredLocation } from '../store/incident-doc';

/** The client's [lng, lat] when it is a real point within MAX_KM_FROM_CITY of the city, else the city's own. */
export function resolveCoordinates(cityOfReport: City, sent: unknown): [number, number] {
  const cityPoint = cityCentre(cityOfReport);
  if (!isLngLat(sent)) return cityPoint;
  return distanceKm(cityPoint, sent) <= MAX_KM_FROM_CITY ? sent : cityPoint;
}

/** What a report says of its location (the contracts' CreateIncidentData.location). */
export interface SentLocation {
  coordinates?: unknown;
  /** true: no pin. Absent: decided from the coordinates. */
  approximate?: boolean;
  accuracyMeters?: number | null;
}

export type ResolvedLocation = Pick<
  StoredLocation,
  'coordinates' | 'approximate' | 'accuracyMeters'
>;

/**
 * Exact when the client sent a usable point and did not say it has no pin; approximate (the
 * city's centre, no accuracy) otherwise. A client that says nothing and sends the city's centre
 * is taken as one that fills the coordinates in on choosing a city: approximate.
 */
export function resolveLocation(cityOfReport: City, sent: SentLocation): ResolvedLocation {
  const centre = cityCentre(cityOfReport);
  const approximateLocation = { coordinates: centre, approximate: true, accuracyMeters: null };
  if (sent.approximate === true) return approximateLocation;
  const coordinates = resolveCoordinates(cityOfReport, sent.coordinates);
  // Not the client's own point: the city's centre stands in for it.
  if (coordinates !== sent.coordinates) return approximateLocation;
  if (sent.approximate === undefined && isCityCentre(cityOfReport.name, coordinates)) {
    return approximateLocation;
  }
  return {
    coordinates,
    approximate: false,
    accuracyMeters: roundAccuracy(sent.accuracyMeters ?? null),
  };
}

/** To 0.1 m: a device gives more digits than it means. */
function roundAccuracy(metres: number | null): number | null {
  return metres === null ? null : Math.round(metres * 10) / 10;
}

/** A [longitude, latitude] pair of finite numbers on the globe (GeoJSON order). */
function isLngLat(value: unknown): value is [number, number] {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [lng, lat] = value as unknown[];
  return (
    typeof lng === 'number' &&
    typeof lat === 'number' &&
    Number.isFinite(lng) &&
    Number.isFinite(lat) &&
    Math.abs(lng) <= 180 &&
    Math.abs(lat) <= 90
  );
}
