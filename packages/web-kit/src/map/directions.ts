// Getting there: a Directions link for the device in hand, and distances said one way.

/**
 * A link that opens directions to [latitude, longitude]: on Android the `geo:` URI, which
 * opens whichever maps app the phone has; on an iPhone or iPad Apple Maps' link, which iOS
 * opens in the Maps app (it does not handle `geo:`); elsewhere OpenStreetMap's directions.
 */
export function directionsUrl(
  [latitude, longitude]: readonly [number, number],
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): string {
  const point = `${latitude.toFixed(6)},${longitude.toFixed(6)}`;
  if (/Android/i.test(userAgent)) return `geo:${point}?q=${point}`;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return `https://maps.apple.com/?daddr=${point}`;
  return `https://www.openstreetmap.org/directions?to=${encodeURIComponent(point)}`;
}

/** "350 m away", "2.1 km away", "12 km away": metres under 1 km, one decimal under 10 km. */
export function distanceText(distanceKm: number): string {
  if (distanceKm < 1) return `${Math.max(10, Math.round((distanceKm * 1000) / 10) * 10)} m away`;
  if (distanceKm < 10) return `${distanceKm.toFixed(1)} km away`;
  return `${Math.round(distanceKm)} km away`;
}
