// Not cities.json: under Node's own resolution (jest's global set-up) './cities' would find the
// JSON before this file.
import citiesJson from './city-list.json';
import type { LngLat } from './geo';

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

/**
 * A reporter's own position is kept only this close to the city they chose; farther, the
 * city's centre is used (the incidents service decides, the report form warns).
 */
export const MAX_KM_FROM_CITY = 50;

/** A city's centre as [longitude, latitude]. */
export function cityCentre(city: City): LngLat {
  return [city.longitude, city.latitude];
}

/**
 * Whether `point` is the named city's centre (to about 1 m): where a report without a pin is
 * put, so a stored point there says the reporter never placed one.
 */
export function isCityCentre(cityName: string, point: readonly [number, number]): boolean {
  const city = findCity(cityName);
  if (!city) return false;
  return Math.abs(point[0] - city.longitude) < 1e-5 && Math.abs(point[1] - city.latitude) < 1e-5;
}
