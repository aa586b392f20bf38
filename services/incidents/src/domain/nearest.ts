// The nearest-first list's cursor (store/nearest.ts pages it): opaque to clients, bound to
// the point it was made for.
import type { LngLat } from '@rescue/contracts';
import type { NearestPosition } from '../store/nearest';
import { refuse } from './refusal';

const CURSOR_TEXT = /^[\w-]{1,200}$/;
const NUMBER = String.raw`-?\d+(?:\.\d+)?(?:e-?\d+)?`;
const POSITION_TEXT = new RegExp(`^n1:(${NUMBER}):(${NUMBER}):(${NUMBER}):([0-9a-f]{24})$`);

/** base64url of "n1:<lng>:<lat>:<km>:<id>"; numbers as JavaScript writes them (exact round trip). */
export function encodeNearestCursor(point: LngLat, position: NearestPosition): string {
  const text = `n1:${point[0]}:${point[1]}:${position.km}:${position.id}`;
  return Buffer.from(text).toString('base64url');
}

/** The position a cursor carries; refused (invalid) when it is malformed or made for another point. */
export function decodeNearestCursor(cursor: string, point: LngLat): NearestPosition {
  const match = CURSOR_TEXT.test(cursor)
    ? POSITION_TEXT.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
    : null;
  if (!match) throw refuse('invalid', 'cursor is invalid');
  const [lng, lat, km] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (lng !== point[0] || lat !== point[1]) {
    throw refuse('invalid', 'cursor belongs to another lat and lng: start again without it');
  }
  if (!Number.isFinite(km) || km < 0) throw refuse('invalid', 'cursor is invalid');
  return { km, id: match[4]! };
}
