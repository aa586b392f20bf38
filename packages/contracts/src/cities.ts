// Not cities.json: under Node's own resolution (jest's global set-up) './cities' would find the
// JSON before this file.
import citiesJson from './city-list.json';

export interface City {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** The 16 fixed cities with correct coordinates (Noida is not swapped here). */
export const CITIES: readonly City[] = citiesJson;
export const CITY_NAMES = CITIES.map((city) => city.name);

export function findCity(name: string): City | undefined {
  const wanted = name.trim().toLowerCase();
  return CITIES.find((city) => city.name.toLowerCase() === wanted);
}

const EARTH_RADIUS_KM = 6371;

/**
 * A reporter's own position is kept only this close to the city they chose; farther, the
 * city's centre is used (the incidents service decides, the report form warns).
 */
export const MAX_KM_FROM_CITY = 50;

/** Great-circle distance in kilometres between two [longitude, latitude] points. */
export function distanceKm(a: [number, number], b: [number, number]): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(b[1] - a[1]);
  const dLng = toRad(b[0] - a[0]);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a[1])) * Math.cos(toRad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}
