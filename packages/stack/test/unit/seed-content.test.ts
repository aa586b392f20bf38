import sharp from 'sharp';
import { CITIES, CITY_NAMES, distanceKm } from '@rescue/contracts';
import { DEMO_ACCOUNTS, INCIDENT_TEMPLATES, seededPlace } from '../../src/seed-data';
import {
  ILLUSTRATION_HEIGHT,
  ILLUSTRATION_WIDTH,
  illustrationJpeg,
  illustrationKind,
  illustrationSvg,
} from '../../src/seed-illustrations';

// Demo content must look intentional (issue 16): the screens print "address, city", so no
// seeded address names a city, and every animal type the seed reports has its own drawing.

const namesACity = (address: string) =>
  address
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .some((part) =>
      CITY_NAMES.some(
        (city) => part === city.toLowerCase() || part === `new ${city.toLowerCase()}`,
      ),
    );

test('no seeded account address repeats a city (the city is shown after it)', () => {
  for (const account of DEMO_ACCOUNTS)
    expect([account.email, namesACity(account.address)]).toEqual([account.email, false]);
});

test('no incident template place names a city (the seed reports it in many cities)', () => {
  for (const template of INCIDENT_TEMPLATES) {
    const words = template.place.toLowerCase();
    expect(CITY_NAMES.filter((city) => words.includes(city.toLowerCase()))).toEqual([]);
  }
});

test('every animal type the seed reports has a drawing of its own, without text', () => {
  const types = [...new Set(INCIDENT_TEMPLATES.map((t) => t.type))];
  const kinds = types.map(illustrationKind);
  expect(kinds).not.toContain('other');
  expect(new Set(kinds).size).toBe(types.length);
  expect(new Set(types.map(illustrationSvg)).size).toBe(types.length);
  for (const type of types) expect(illustrationSvg(type)).not.toMatch(/<text/);
  expect(illustrationKind('Street Puppy')).toBe('dog');
  expect(illustrationKind('Pigeon')).toBe('bird');
  expect(illustrationKind('tortoise')).toBe('other');
});

test('the drawing is a JPEG of the size the seed has always uploaded', async () => {
  const meta = await sharp(await illustrationJpeg('Dog')).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual([
    'jpeg',
    ILLUSTRATION_WIDTH,
    ILLUSTRATION_HEIGHT,
  ]);
});

test('seeded places: scattered a few km around each city, two in three exact with a phone accuracy, the rest approximate', () => {
  const places = Array.from({ length: 48 }, (_, index) => {
    const city = CITIES[index % CITIES.length]!;
    return { city, place: seededPlace(city, index) };
  });
  const exact = places.filter(({ place }) => 'coordinates' in place);
  const approximate = places.filter(({ place }) => 'approximate' in place);
  expect([exact.length, approximate.length]).toEqual([32, 16]);
  for (const { city, place } of exact) {
    if (!('coordinates' in place)) continue;
    const km = distanceKm([city.longitude, city.latitude], place.coordinates);
    expect(km).toBeGreaterThanOrEqual(0.79);
    expect(km).toBeLessThanOrEqual(4.51);
    expect(place.accuracyMeters).toBeGreaterThanOrEqual(8);
    expect(place.accuracyMeters).toBeLessThanOrEqual(40);
  }
  // Every city has both kinds, and the same run gives the same places.
  for (const city of CITIES) {
    const kinds = new Set(
      places.filter((p) => p.city === city).map(({ place }) => 'approximate' in place),
    );
    expect([city.name, kinds.size]).toEqual([city.name, 2]);
  }
  expect(seededPlace(CITIES[0]!, 5)).toEqual(seededPlace(CITIES[0]!, 5));
});
