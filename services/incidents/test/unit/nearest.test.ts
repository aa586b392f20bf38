import {
  distanceKm,
  destinationPoint,
  inBoundingBox,
  type BoundingBox,
  type LngLat,
} from '@rescue/contracts';
import { ObjectId } from 'mongodb';
import { decodeNearestCursor, encodeNearestCursor } from '../../src/domain/nearest';
import { nearestPage, type NearestPosition } from '../../src/store/nearest';

const PUNE: LngLat = [73.8567, 18.5204];

interface Doc {
  _id: ObjectId;
  location: { coordinates: [number, number]; lat: number; lng: number };
}

function docAt(point: LngLat): Doc {
  return {
    _id: new ObjectId(),
    location: { coordinates: point, lng: point[0], lat: point[1] },
  };
}

/** Deterministic scatter: some close, some in other cities, some far away, and a few ties. */
const DOCS: Doc[] = [
  ...Array.from({ length: 40 }, (_, i) =>
    docAt(destinationPoint(PUNE, (i * 137.5) % 360, 0.3 + i * 0.7)),
  ),
  ...Array.from({ length: 10 }, (_, i) => docAt(destinationPoint(PUNE, i * 36, 400 + i * 150))),
  docAt(PUNE),
  docAt(PUNE),
  docAt(PUNE),
  docAt([-73.9, 40.7]), // New York: past any box but the whole Earth
];

function source(docs: readonly Doc[], boxesAsked: (BoundingBox | null)[] = []) {
  return (box: BoundingBox | null) => {
    boxesAsked.push(box);
    return docs.filter((doc) => box === null || inBoundingBox(box, doc.location));
  };
}

const expectedOrder = (point: LngLat) =>
  [...DOCS]
    .map((doc) => ({ id: doc._id.toHexString(), km: distanceKm(point, doc.location.coordinates) }))
    .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1))
    .map(({ id }) => id);

test('pages continue the distance order: every document once, nearest first, ties by id', async () => {
  for (const limit of [1, 3, 7, 50, 200]) {
    const seen: string[] = [];
    let after: NearestPosition | undefined;
    for (let pages = 0; pages < 100; pages += 1) {
      const page = await nearestPage(PUNE, limit, source(DOCS), after);
      seen.push(...page.items.map(({ item }) => item._id.toHexString()));
      expect(page.items.length).toBeLessThanOrEqual(limit);
      if (!page.next) break;
      expect(page.items).toHaveLength(limit);
      after = page.next;
    }
    expect(seen).toEqual(expectedOrder(PUNE));
  }
});

test('each item carries its distance from the point', async () => {
  const north5 = docAt(destinationPoint(PUNE, 0, 5));
  const north2 = docAt(destinationPoint(PUNE, 0, 2));
  const page = await nearestPage(PUNE, 10, source([north5, north2]));
  expect(page.items.map(({ km }) => Math.round(km * 1000) / 1000)).toEqual([2, 5]);
});

test('a small box is enough when it holds a page; the whole Earth only when it must', async () => {
  const boxes: (BoundingBox | null)[] = [];
  await nearestPage(PUNE, 3, source(DOCS, boxes));
  expect(boxes).toHaveLength(1);
  expect(boxes[0]).not.toBeNull();
  const all: (BoundingBox | null)[] = [];
  await nearestPage(PUNE, 1000, source(DOCS, all));
  expect(all.at(-1)).toBeNull();
});

test('the cursor round-trips exactly and is bound to its point', () => {
  const position = { km: 2.000000000123456, id: DOCS[0]!._id.toHexString() };
  const cursor = encodeNearestCursor(PUNE, position);
  expect(cursor).toMatch(/^[\w-]+$/);
  expect(decodeNearestCursor(cursor, PUNE)).toEqual(position);
  expect(() => decodeNearestCursor(cursor, [73.8567, 18.5205])).toThrow(/another lat and lng/);
  for (const bad of ['', 'abc', '!!!', Buffer.from('n1:1:2:x:abc').toString('base64url')]) {
    expect(() => decodeNearestCursor(bad, PUNE)).toThrow(/cursor is invalid/);
  }
});

test('maxKm bounds the order: nothing farther, and the pages end at the bound', async () => {
  const within = expectedOrder(PUNE).filter((id) => {
    const doc = DOCS.find((d) => d._id.toHexString() === id)!;
    return distanceKm(PUNE, doc.location.coordinates) <= 25;
  });
  expect(within.length).toBeLessThan(DOCS.length);
  const boxes: (BoundingBox | null)[] = [];
  const seen: string[] = [];
  let after: NearestPosition | undefined;
  for (let pages = 0; pages < 100; pages += 1) {
    const page = await nearestPage(PUNE, 7, source(DOCS, boxes), after, 25);
    seen.push(...page.items.map(({ item }) => item._id.toHexString()));
    if (!page.next) break;
    after = page.next;
  }
  expect(seen).toEqual(within);
  // Never a box wider than the bound (nor the whole Earth).
  expect(boxes).not.toContain(null);
});

test('a city-only location ranks after the exact ones within APPROXIMATE_RANK_KM', async () => {
  const exact = [1, 4, 9, 15].map((km) => docAt(destinationPoint(PUNE, 90, km)));
  const cityOnly = { ...docAt(destinationPoint(PUNE, 0, 0.5)) };
  cityOnly.location = { ...cityOnly.location, approximate: true } as typeof cityOnly.location;
  const order: string[] = [];
  let after: NearestPosition | undefined;
  for (let pages = 0; pages < 10; pages += 1) {
    const page = await nearestPage(PUNE, 2, source([...exact, cityOnly]), after);
    order.push(...page.items.map(({ item }) => item._id.toHexString()));
    if (!page.next) break;
    after = page.next;
  }
  expect(order).toEqual(
    [exact[0], exact[1], exact[2], cityOnly, exact[3]].map((doc) => doc!._id.toHexString()),
  );
});
