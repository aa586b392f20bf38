import {
  CITIES,
  SEVERITY_HIGH_THRESHOLD as HIGH,
  SEVERITY_MODERATE_THRESHOLD as MODERATE,
  distanceKm,
  findCity,
  type City,
  type SeverityFilter,
} from '@rescue/contracts';
import { escapeRegex } from '@rescue/service-kit';

const SCORE = 'animalInfo.aiSeverityAssessment.score';

/** Score ranges of the bands (spec section 5): high >= 7, moderate 4 to < 7, low < 4. */
const SCORE_RANGES: Record<Exclude<SeverityFilter, 'all'>, { $gte?: number; $lt?: number }> = {
  high: { $gte: HIGH },
  moderate: { $gte: MODERATE, $lt: HIGH },
  low: { $lt: MODERATE },
};

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

/** Filter for the severity band and a case-insensitive search in animal or address. */
export function availableFilter(severity: SeverityFilter, search: string | undefined) {
  const filter: Record<string, unknown> = {};
  if (severity !== 'all') filter[SCORE] = SCORE_RANGES[severity];
  if (search) {
    const pattern = { $regex: escapeRegex(search), $options: 'i' };
    filter.$or = [{ 'animalInfo.description': pattern }, { 'location.address': pattern }];
  }
  return filter;
}
