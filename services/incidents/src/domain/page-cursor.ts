// The opaque cursor that carries where a page of an incident list stopped (store/paging.ts)
// to the client and back. Pure: paging.ts turns a cursor this service did not make into a 400.
import type { PagePosition } from '../store/paging';

/** A cursor is base64url, and no longer than any cursor this service makes. */
const CURSOR_TEXT = /^[\w-]{1,64}$/;
/** Inside it: "<createdAt ms>.<id hex>". 15 digits reach the year 33658, and stay a valid Date. */
const POSITION_TEXT = /^(\d{1,15})\.([0-9a-f]{24})$/;

/** Opaque to clients: base64url of "<createdAt ms>.<id hex>". */
export function encodeCursor(position: PagePosition): string {
  return Buffer.from(`${position.createdAt.getTime()}.${position.id}`).toString('base64url');
}

/** The position a cursor carries, or undefined when it is not one this service made. */
export function decodeCursor(cursor: string): PagePosition | undefined {
  if (!CURSOR_TEXT.test(cursor)) return undefined;
  const match = POSITION_TEXT.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2]) return undefined;
  return { createdAt: new Date(Number(match[1])), id: match[2] };
}
