/**
 * Where an incident is, written once: the address with its city after it, unless the address
 * already names that city (reporters often type "Kothrud, Pune" in a Pune report), which
 * read "Kothrud, Pune, Pune".
 */
export function placeText(address: string, city?: string | null): string {
  const place = address.trim();
  const town = city?.trim();
  if (!town) return place;
  if (!place) return town;
  const parts = place.split(',').map((part) => part.trim().toLowerCase());
  return parts.includes(town.toLowerCase()) ? place : `${place}, ${town}`;
}
