import { CITIES, distanceKm, findCity, type City } from '@rescue/contracts';

// The rule of which cases are available (open, not taken, in a severity band, matching a
// search) is a store query: store/incident-query.ts, availableFilter and availableMatcher.

/**
 * The volunteer's city first, then the others whose centre is within `maxKm` of its centre,
 * nearest first; every city when unknown.
 */
export function citiesByDistanceFrom(cityName: string | undefined, maxKm = Infinity): City[] {
  const home = cityName ? findCity(cityName) : undefined;
  if (!home) return [...CITIES];
  const from: [number, number] = [home.longitude, home.latitude];
  return CITIES.map((city) => ({ city, km: distanceKm(from, [city.longitude, city.latitude]) }))
    .filter(({ city, km }) => city === home || km <= maxKm)
    .sort((a, b) => a.km - b.km)
    .map(({ city }) => city);
}
