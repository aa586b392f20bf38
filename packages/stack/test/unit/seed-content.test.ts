import sharp from 'sharp';
import { CITY_NAMES } from '@rescue/contracts';
import { DEMO_ACCOUNTS, INCIDENT_TEMPLATES } from '../../src/seed-data';
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
