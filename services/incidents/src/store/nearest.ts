// Nearest first, a page at a time, on any database: the one geo code path of the volunteers'
// case list. No geo operator is used (the embedded database has none): candidates are read by a
// bounding box on the numeric location.lat/lng (a range a MongoDB index answers; the working set
// checks the same box in memory), measured with the contracts' haversine distanceKm, and the
// box grows until it holds a whole page. Every point within the box's radius is in the box, so
// once `limit + 1` candidates lie within that radius, no candidate outside it can come first.
import {
  EARTH_RADIUS_KM,
  boundingBox,
  distanceKm,
  type BoundingBox,
  type LngLat,
} from '@rescue/contracts';

/** The first box's radius; each round multiplies it by GROWTH. */
export const FIRST_RADIUS_KM = 10;
const GROWTH = 4;
/** Half the Earth's circumference: a circle this wide holds every point. */
const WHOLE_EARTH_KM = Math.PI * EARTH_RADIUS_KM;

/** Where a nearest-first page stopped: its last item's distance and id (the tie-break). */
export interface NearestPosition {
  km: number;
  id: string;
}

/**
 * A city-only location (pinned at the city's centre) ranks as at least this far: it says only
 * "somewhere in the city", so exact ones within this range come first.
 */
export const APPROXIMATE_RANK_KM = 10;

/** What the order reads of a candidate. */
export interface Placed {
  _id: { toHexString(): string };
  location: { coordinates: [number, number]; approximate?: boolean };
}

/** The distance the order uses: never below APPROXIMATE_RANK_KM for a city-only location. */
export function rankKm(point: LngLat, item: Placed): number {
  const km = distanceKm(point, item.location.coordinates);
  return item.location.approximate === true ? Math.max(km, APPROXIMATE_RANK_KM) : km;
}

/** The candidates within the box (every one when null): a database query or a working-set pass. */
export type CandidatesIn<T> = (box: BoundingBox | null) => Promise<readonly T[]> | readonly T[];

export interface NearestPage<T> {
  items: { item: T; km: number }[];
  next?: NearestPosition;
}

/**
 * Up to `limit` candidates nearest `point`, after `after` in (distance, id) order, none
 * farther than `maxKm`.
 */
export async function nearestPage<T extends Placed>(
  point: LngLat,
  limit: number,
  candidatesIn: CandidatesIn<T>,
  after?: NearestPosition,
  maxKm = Infinity,
): Promise<NearestPage<T>> {
  // Nothing before the cursor can be on this page: start with a box reaching past it.
  let radius = Math.min(maxKm, Math.max(FIRST_RADIUS_KM, (after?.km ?? 0) + FIRST_RADIUS_KM));
  for (;;) {
    const everywhere = radius >= WHOLE_EARTH_KM;
    // At the bound, this box is the last: what it lacks is out of range.
    const last = everywhere || radius >= maxKm;
    const found = await candidatesIn(everywhere ? null : boundingBox(point, radius));
    const ranked = found
      // A rank is never below the true distance: whatever ranks within the radius is in the box.
      .map((item) => ({ item, km: rankKm(point, item), id: hexOf(item) }))
      .filter(({ km, id }) => (everywhere || km <= radius) && isAfter(km, id, after))
      .sort(byDistanceThenId);
    if (last || ranked.length > limit) {
      const items = ranked.slice(0, limit);
      const last = items.at(-1);
      const more = ranked.length > limit && last !== undefined;
      return {
        items: items.map(({ item, km }) => ({ item, km })),
        ...(more ? { next: { km: last.km, id: last.id } } : {}),
      };
    }
    radius = Math.min(radius * GROWTH, maxKm);
  }
}

function hexOf(item: Placed): string {
  return item._id.toHexString();
}

function isAfter(km: number, id: string, after: NearestPosition | undefined): boolean {
  if (!after) return true;
  return km > after.km || (km === after.km && id > after.id);
}

function byDistanceThenId(a: { km: number; id: string }, b: { km: number; id: string }): number {
  return a.km - b.km || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
