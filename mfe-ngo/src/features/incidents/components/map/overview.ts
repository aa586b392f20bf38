// Where the NGO's overview map looks when it has nothing to fit (the kit's IncidentMap fits
// the incidents it is given into view).
import { findCity } from '@rescue/contracts';

/** The original map's centre, when nothing better is known. */
const NASHIK: [number, number] = [19.9975, 73.7898];

/**
 * The overview's centre: the NGO's first operating area that is one of the cities, else
 * its own city, else its newest incident (its [longitude, latitude]), else Nashik.
 */
export function overviewCenter(
  places: readonly string[],
  newest: readonly [number, number] | null,
): [number, number] {
  for (const place of places) {
    const city = findCity(place);
    if (city) return [city.latitude, city.longitude];
  }
  return newest ? [newest[1], newest[0]] : NASHIK;
}
