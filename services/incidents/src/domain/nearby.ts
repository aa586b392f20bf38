// "Is it one of these?": the open reports a new report may repeat. Two kinds of match, because
// a location is either a real point or only its city's centre (location.approximate):
// - distance: an exact report within NEARBY_RADIUS_M of an exact point;
// - city: when either location is approximate, distance says nothing, so the same city, a
//   recent report and similar words (the animal type, words of the description) instead.
// Pure: the route reads the candidates (store: openExactNear, openInCity) and calls this.
import { NEARBY_RADIUS_M, distanceKm, type LngLat, type NearbyIncident } from '@rescue/contracts';
import type { IncidentDoc } from '../store/incident-doc';

/** What the rule reads of an open incident. */
export type NearbyCandidate = Pick<IncidentDoc, 'status' | 'description' | 'createdAt'> & {
  _id: { toHexString(): string };
  location: Pick<IncidentDoc['location'], 'coordinates' | 'approximate'>;
  animalInfo: Pick<IncidentDoc['animalInfo'], 'type' | 'description'>;
};

export const NEARBY_MAX_RESULTS = 5;
/** Only reports this recent may be the same animal. */
export const NEARBY_RECENT_DAYS = 7;
/** How many of a city's newest open incidents are compared by words (a bounded read). */
export const NEARBY_SCAN_LIMIT = 500;
const DESCRIPTION_PREVIEW_CHARS = 80;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the reporter is reporting: where (if a real point) and what. */
export interface NearbyRequest {
  /** [lng, lat]; absent or `approximate`: only the city is known. */
  point?: LngLat;
  approximate: boolean;
  type?: string;
  description?: string;
  /** Name each match by its _id, to follow it instead of reporting again (issue 30). */
  withIds?: boolean;
}

/** The oldest creation time a match may have. */
export function nearbySince(now: Date): Date {
  return new Date(now.getTime() - NEARBY_RECENT_DAYS * DAY_MS);
}

/**
 * Distance matches (exact request, exact candidates within the radius) nearest first, then
 * city matches (either side approximate, similar words) by likeness then newest; at most
 * NEARBY_MAX_RESULTS. `exact` are candidates near the point, `inCity` the city's open reports.
 */
export function nearbyIncidents(
  request: NearbyRequest,
  candidates: { exact: readonly NearbyCandidate[]; inCity: readonly NearbyCandidate[] },
  now: Date,
): NearbyIncident[] {
  const since = nearbySince(now).getTime();
  const recent = (doc: NearbyCandidate) => doc.createdAt.getTime() >= since;
  const point = request.approximate ? undefined : request.point;

  const byDistance = point
    ? candidates.exact
        .filter((doc) => !doc.location.approximate && recent(doc))
        .map((doc) => ({ doc, distanceM: distanceKm(point, doc.location.coordinates) * 1000 }))
        .filter(({ distanceM }) => distanceM <= NEARBY_RADIUS_M)
        .sort((a, b) => a.distanceM - b.distanceM)
    : [];
  const taken = new Set(byDistance.map(({ doc }) => doc._id.toHexString()));

  const wanted = wordsOf(request.type, request.description);
  const byCity = candidates.inCity
    .filter((doc) => !taken.has(doc._id.toHexString()) && recent(doc))
    // Two exact locations are compared by distance only: far apart is not the same animal.
    .filter((doc) => point === undefined || doc.location.approximate)
    .map((doc) => ({ doc, likeness: likeness(wanted, doc) }))
    .filter(({ likeness }) => likeness > 0)
    .sort(
      (a, b) => b.likeness - a.likeness || b.doc.createdAt.getTime() - a.doc.createdAt.getTime(),
    );

  return [
    ...byDistance.map(({ doc, distanceM }) => ({
      ...preview(doc, request.withIds),
      match: 'distance' as const,
      distanceM: Math.round(distanceM),
    })),
    ...byCity.map(({ doc }) => ({ ...preview(doc, request.withIds), match: 'city' as const })),
  ].slice(0, NEARBY_MAX_RESULTS);
}

function preview(doc: NearbyCandidate, withIds = false) {
  return {
    // So the reporter can follow it instead of reporting it again (POST /api/incidents/{id}/follow).
    ...(withIds ? { _id: doc._id.toHexString() } : {}),
    type: doc.animalInfo.type,
    description: doc.animalInfo.description.slice(0, DESCRIPTION_PREVIEW_CHARS),
    status: doc.status,
    approximate: doc.location.approximate,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** The words a report is compared by: its animal type apart, the rest of its words. */
interface Words {
  type: string | undefined;
  other: Set<string>;
}

function wordsOf(type: string | undefined, ...texts: (string | undefined)[]): Words {
  const typeWord = tokens(type ?? '')[0];
  const other = new Set(texts.flatMap((text) => tokens(text ?? '')));
  if (typeWord) other.delete(typeWord);
  return { type: typeWord, other };
}

/**
 * 0 when not alike. Alike: the same animal type and a word of the description in common (or
 * no description words asked about), or two description words in common. More in common is
 * more alike.
 */
function likeness(wanted: Words, doc: NearbyCandidate): number {
  const theirs = wordsOf(doc.animalInfo.type, doc.animalInfo.description, doc.description);
  const sameType = wanted.type !== undefined && wanted.type === theirs.type;
  let shared = 0;
  for (const word of wanted.other) {
    if (theirs.other.has(word) || word === theirs.type) shared += 1;
  }
  const alike = sameType ? shared >= 1 || wanted.other.size === 0 : shared >= 2;
  return alike ? shared + (sameType ? 1 : 0) : 0;
}

/** Words that say nothing about which animal it is. */
const STOP_WORDS = new Set(
  (
    'the and with near for has its from this that was are very not but his her him she they ' +
    'there here some have had been into onto over under out off all any can cannot will would ' +
    'just also our your who what when where which while about after before animal unknown'
  ).split(' '),
);

/** Lower-case words of 3 letters or more, a plural's s dropped, stop words left out. */
export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3)
    .map((word) =>
      word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word,
    )
    .filter((word) => !STOP_WORDS.has(word));
}
