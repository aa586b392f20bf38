import { MAX_KM_FROM_CITY, distanceKm, findCity, type City } from '@rescue/contracts';
import { resolveCoordinates, resolveLocation } from '../../src/domain/report-location';
import { legacyLocationFields } from '../../src/store/incident-doc';

const delhi = findCity('Delhi') as City;
const noida = findCity('Noida') as City;
const mumbai = findCity('Mumbai') as City;
const centreOf = (city: City): [number, number] => [city.longitude, city.latitude];
/** `km` due north of `from` (a degree of latitude is the same length everywhere). */
const northOf = ([lng, lat]: [number, number], km: number): [number, number] => [
  lng,
  lat + (km * 180) / (Math.PI * 6371),
];

test('a reporter in Noida who chose Delhi (about 34 km) keeps their own position', () => {
  const inNoida = centreOf(noida);
  expect(distanceKm(inNoida, centreOf(delhi))).toBeLessThan(MAX_KM_FROM_CITY);
  expect(resolveCoordinates(delhi, inNoida)).toEqual(inNoida);
});

test('the 50 km limit: just inside keeps the position, just outside takes the city centre', () => {
  const inside = northOf(centreOf(delhi), MAX_KM_FROM_CITY - 0.01);
  const outside = northOf(centreOf(delhi), MAX_KM_FROM_CITY + 0.01);
  expect(resolveCoordinates(delhi, inside)).toEqual(inside);
  expect(resolveCoordinates(delhi, outside)).toEqual(centreOf(delhi));
});

test('a position in another city gives the chosen city centre, in [longitude, latitude] order', () => {
  expect(resolveCoordinates(delhi, centreOf(mumbai))).toEqual([77.1025, 28.7041]);
});

test('[latitude, longitude] sent the wrong way round lands far away, so the centre is used', () => {
  expect(resolveCoordinates(delhi, [delhi.latitude, delhi.longitude])).toEqual(centreOf(delhi));
});

test('a longitude off the globe is refused even where the distance formula wraps it onto the city', () => {
  const wrapped: [number, number] = [delhi.longitude + 360, delhi.latitude];
  expect(distanceKm(wrapped, centreOf(delhi))).toBeLessThan(1);
  expect(resolveCoordinates(delhi, wrapped)).toEqual(centreOf(delhi));
});

test.each([
  ['nothing', undefined],
  ['null', null],
  ['numbers as text', ['77.1', '28.7']],
  ['one number', [77.1]],
  ['three numbers', [77.1, 28.7, 0]],
  ['NaN', [Number.NaN, 28.7]],
  ['Infinity', [77.1, Number.POSITIVE_INFINITY]],
  ['an object', { lng: 77.1, lat: 28.7 }],
])('%s is not a position: the city centre is used', (_case, sent) => {
  expect(resolveCoordinates(delhi, sent)).toEqual(centreOf(delhi));
});

describe('resolveLocation: exact or approximate', () => {
  const inNoida = centreOf(noida);

  test('a point near the city is exact, with the device accuracy to 0.1 m', () => {
    expect(resolveLocation(delhi, { coordinates: inNoida, accuracyMeters: 12.345 })).toEqual({
      coordinates: inNoida,
      approximate: false,
      accuracyMeters: 12.3,
    });
    expect(resolveLocation(delhi, { coordinates: inNoida })).toMatchObject({
      approximate: false,
      accuracyMeters: null,
    });
  });

  test('no point, or one too far away: the city centre, approximate, no accuracy', () => {
    const approximate = { coordinates: centreOf(delhi), approximate: true, accuracyMeters: null };
    expect(resolveLocation(delhi, {})).toEqual(approximate);
    expect(resolveLocation(delhi, { coordinates: centreOf(mumbai), accuracyMeters: 9 })).toEqual(
      approximate,
    );
  });

  test('approximate: true stores the centre whatever the coordinates say', () => {
    expect(
      resolveLocation(delhi, { coordinates: inNoida, approximate: true, accuracyMeters: 8 }),
    ).toEqual({
      coordinates: centreOf(delhi),
      approximate: true,
      accuracyMeters: null,
    });
  });

  test("the city's centre sent without a word is no pin; with approximate: false it is a pin", () => {
    expect(resolveLocation(delhi, { coordinates: centreOf(delhi) }).approximate).toBe(true);
    expect(
      resolveLocation(delhi, { coordinates: centreOf(delhi), approximate: false }).approximate,
    ).toBe(false);
  });

  test('records from before: approximate exactly when the point is their city centre', () => {
    expect(legacyLocationFields('Delhi', centreOf(delhi))).toEqual({
      lng: delhi.longitude,
      lat: delhi.latitude,
      approximate: true,
      accuracyMeters: null,
    });
    expect(legacyLocationFields('Delhi', inNoida).approximate).toBe(false);
  });
});
