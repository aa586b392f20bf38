// The one home of the product's geometry: the great-circle distance every distance shown or
// ordered by comes from (the incidents service's duplicate hint and nearest-first case list, the
// volunteer service's distanceKm, the browser's "x km away"), and the bounding box that turns
// "within r km" into a range on numeric latitude and longitude, which a MongoDB index can
// answer and the in-memory working set can check. No geo operators ($near, 2dsphere): the
// embedded database has none (docs/decisions/0001-embedded-ferretdb.md).

/** [longitude, latitude], GeoJSON's order. */
export type LngLat = [number, number];

export const EARTH_RADIUS_KM = 6371;

const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

/** Great-circle (haversine) distance in kilometres between two [longitude, latitude] points. */
export function distanceKm(a: LngLat, b: LngLat): number {
  const dLat = toRad(b[1] - a[1]);
  const dLng = toRad(b[0] - a[0]);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a[1])) * Math.cos(toRad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as lists show it: to 0.1 km. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

/** The point `km` from `from` along the initial bearing `bearingDeg` (0 north, 90 east). */
export function destinationPoint(from: LngLat, bearingDeg: number, km: number): LngLat {
  const angle = km / EARTH_RADIUS_KM;
  const bearing = toRad(bearingDeg);
  const lat1 = toRad(from[1]);
  const lng1 = toRad(from[0]);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    );
  const lng = ((toDeg(lng2) + 540) % 360) - 180;
  return [lng, toDeg(lat2)];
}

/** A latitude and longitude range; `lng` is absent when every longitude is in. */
export interface BoundingBox {
  lat: { min: number; max: number };
  lng?: { min: number; max: number };
}

/**
 * The smallest latitude/longitude box holding every point within `km` of `centre`: every such
 * point is in the box (some points in the box are farther; the caller measures those). Near a
 * pole, or across the antimeridian, the box takes every longitude rather than wrap.
 */
export function boundingBox(centre: LngLat, km: number): BoundingBox {
  const [lng, lat] = centre;
  const dLat = toDeg(km / EARTH_RADIUS_KM);
  const latRange = { min: Math.max(-90, lat - dLat), max: Math.min(90, lat + dLat) };
  if (latRange.min <= -90 || latRange.max >= 90) return { lat: latRange };
  // The widest a circle of this radius gets in longitude (at its tangent latitudes).
  const ratio = Math.sin(km / EARTH_RADIUS_KM) / Math.cos(toRad(lat));
  if (ratio >= 1) return { lat: latRange };
  const dLng = toDeg(Math.asin(ratio));
  if (lng - dLng < -180 || lng + dLng > 180) return { lat: latRange };
  return { lat: latRange, lng: { min: lng - dLng, max: lng + dLng } };
}

/** Whether the point is in the box: the in-memory form of the box's database filter. */
export function inBoundingBox(box: BoundingBox, point: { lat: number; lng: number }): boolean {
  return (
    point.lat >= box.lat.min &&
    point.lat <= box.lat.max &&
    (box.lng === undefined || (point.lng >= box.lng.min && point.lng <= box.lng.max))
  );
}
