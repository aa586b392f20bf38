import { CITIES, distanceKm, findCity, type City } from '@rescue/contracts';

// The rule of which cases are available (open, not taken, in a severity band, matching a
// search) is a store query: store/incident-query.ts, availableFilter and availableMatcher.

/** The volunteer's city first, then the others nearest first; every city when unknown. */
export function citiesByDistanceFrom(cityName: string | undefined): City[] {
  const home = cityName ? findCity(cityName) : undefined;
  if (!home) return [...CITIES];
  const from: [number, number] = [home.longitude, home.latitude];
  return [...CITIES].sort(
    (a, b) =>
      distanceKm(from, [a.longitude, a.latitude]) - distanceKm(from, [b.longitude, b.latitude]),
  );
}
