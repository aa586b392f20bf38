// Each NGO works its own ground: the list, the home map and the analytics open on its
// operating areas, with "All cities" one choice away. The server filters (?city= on the list,
// the map, the export and the analytics). Shared by the incidents and analytics features.
import { findCity, type NgoProfileResponse } from '@rescue/contracts';
import { ngoText } from '../i18n/text';

/** Every city (no filter). */
export const ALL_CITIES = 'all';
/** Every one of the NGO's operating areas at once (offered when it has more than one). */
export const MY_AREAS = 'mine';

/** 'all', 'mine' or one city's name. */
export type AreaChoice = string;

/**
 * The NGO's operating areas that are cities an incident can be in (the fixed list, spelt as
 * the list spells them), each once and in the NGO's order. Free text the list does not know
 * ("Western suburbs") cannot match an incident, so it is left out.
 */
export function operatingCities(profile: Pick<NgoProfileResponse, 'ngoDetails'> | undefined) {
  const cities: string[] = [];
  for (const area of profile?.ngoDetails?.operatingAreas ?? []) {
    const city = findCity(area)?.name;
    if (city && !cities.includes(city)) cities.push(city);
  }
  return cities;
}

/** Where a page opens: the one operating area, all of them, or every city when it has none. */
export function defaultArea(cities: readonly string[]): AreaChoice {
  if (cities.length === 0) return ALL_CITIES;
  return cities.length === 1 ? cities[0]! : MY_AREAS;
}

/**
 * The choices of the area select: the NGO's areas (all of them first, if several), then All
 * cities, in the page's language (city names as the list spells them).
 */
export function areaOptions(cities: readonly string[]): { value: string; label: string }[] {
  return [
    ...(cities.length > 1
      ? [{ value: MY_AREAS, label: ngoText.t('areas.mine', { cities: cities.join(', ') }) }]
      : []),
    ...cities.map((city) => ({ value: city, label: city })),
    { value: ALL_CITIES, label: ngoText.t('areas.all') },
  ];
}

/** A choice read from the address, or the default when it is missing or not offered. */
export function areaFrom(value: string | null, cities: readonly string[]): AreaChoice {
  if (value && areaOptions(cities).some((option) => option.value === value)) return value;
  return defaultArea(cities);
}

/** The cities a choice keeps, sorted (a stable cache key); null keeps every city. */
export function citiesOf(choice: AreaChoice, cities: readonly string[]): string[] | null {
  if (choice === ALL_CITIES) return null;
  if (choice === MY_AREAS) return [...cities].sort();
  return [choice];
}

/**
 * "in Pune", "in Pune, Mumbai", or "in every city": what the page says it shows, a phrase each
 * language's sentence places as its word order needs ("पुणे में").
 */
export function areaText(shown: readonly string[] | null): string {
  return shown === null
    ? ngoText.t('areas.inEveryCity')
    : ngoText.t('areas.inCities', { cities: shown.join(', ') });
}
