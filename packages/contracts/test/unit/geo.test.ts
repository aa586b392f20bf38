import {
  CITIES,
  boundingBox,
  destinationPoint,
  distanceKm,
  inBoundingBox,
  isCityCentre,
  roundKm,
  type LngLat,
} from '../../src';

const PUNE: LngLat = [73.8567, 18.5204];

test('haversine: a degree of latitude is about 111.2 km; Pune to Mumbai about 120 km', () => {
  expect(distanceKm([0, 0], [0, 1])).toBeCloseTo(111.195, 2);
  expect(distanceKm(PUNE, [72.8777, 19.076])).toBeGreaterThan(115);
  expect(distanceKm(PUNE, [72.8777, 19.076])).toBeLessThan(125);
  expect(distanceKm(PUNE, PUNE)).toBe(0);
});

test('destinationPoint goes the given distance the given way', () => {
  const north = destinationPoint(PUNE, 0, 5);
  expect(north[0]).toBeCloseTo(PUNE[0], 9);
  expect(north[1]).toBeGreaterThan(PUNE[1]);
  for (const bearing of [0, 45, 90, 200, 315]) {
    expect(distanceKm(PUNE, destinationPoint(PUNE, bearing, 3.2))).toBeCloseTo(3.2, 6);
  }
});

test('roundKm: to 0.1 km', () => {
  expect(roundKm(1.849)).toBe(1.8);
  expect(roundKm(1.85)).toBe(1.9);
  expect(roundKm(0.04)).toBe(0);
});

test('every point within the radius is in the bounding box; far points are not', () => {
  for (const km of [0.2, 5, 80, 900]) {
    const box = boundingBox(PUNE, km);
    for (let bearing = 0; bearing < 360; bearing += 7.5) {
      const [lng, lat] = destinationPoint(PUNE, bearing, km * 0.999);
      expect(inBoundingBox(box, { lng, lat })).toBe(true);
      const [farLng, farLat] = destinationPoint(PUNE, bearing, km * 1.5 + 1);
      if (bearing % 90 === 0) expect(inBoundingBox(box, { lng: farLng, lat: farLat })).toBe(false);
    }
  }
});

test('near a pole or across the antimeridian the box takes every longitude', () => {
  expect(boundingBox([10, 89.9], 50).lng).toBeUndefined();
  expect(boundingBox([179.99, 0], 50).lng).toBeUndefined();
  expect(boundingBox(PUNE, 50).lng).toBeDefined();
});

test("isCityCentre: a city's own point, to about a metre", () => {
  const pune = CITIES.find((city) => city.name === 'Pune')!;
  expect(isCityCentre('pune', [pune.longitude, pune.latitude])).toBe(true);
  expect(isCityCentre('Pune', [pune.longitude, pune.latitude + 0.0001])).toBe(false);
  expect(isCityCentre('Atlantis', [0, 0])).toBe(false);
});
