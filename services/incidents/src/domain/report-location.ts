// Where a new report is put on the map: the reporter's own position when it is a real point
// near the city they chose, else the centre of that city. Pure; report.ts applies it.
import { MAX_KM_FROM_CITY, distanceKm, type City } from '@rescue/contracts';

/** The client's [lng, lat] when it is a real point within MAX_KM_FROM_CITY of the city, else the city's own. */
export function resolveCoordinates(cityOfReport: City, sent: unknown): [number, number] {
  const cityPoint: [number, number] = [cityOfReport.longitude, cityOfReport.latitude];
  if (!isLngLat(sent)) return cityPoint;
  return distanceKm(cityPoint, sent) <= MAX_KM_FROM_CITY ? sent : cityPoint;
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
