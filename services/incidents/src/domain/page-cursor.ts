// The opaque cursor that carries where a page of an incident list stopped (store/paging.ts)
// to the client and back. Pure: paging.ts turns a cursor this service did not make into a 400.
import { SEVERITY_CATEGORIES } from '@rescue/contracts';
import type { PagePosition } from '../store/paging';
import type { UrgencyPosition } from '../store/urgency';

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

/** Inside a most-urgent-first cursor (issue 30): "u<urgency>.<createdAt ms>.<id hex>". */
const URGENCY_POSITION_TEXT = /^u(\d)\.(\d{1,15})\.([0-9a-f]{24})$/;

/** Opaque to clients: base64url of "u<urgency>.<createdAt ms>.<id hex>". */
export function encodeUrgencyCursor(position: UrgencyPosition): string {
  const text = `u${position.urgency}.${position.createdAt.getTime()}.${position.id}`;
  return Buffer.from(text).toString('base64url');
}

/**
 * The position a most-urgent-first cursor carries, or undefined when it is not one this
 * service made (a newest-first cursor included: each order pages only itself).
 */
export function decodeUrgencyCursor(cursor: string): UrgencyPosition | undefined {
  if (!CURSOR_TEXT.test(cursor)) return undefined;
  const match = URGENCY_POSITION_TEXT.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  const urgency = Number(match[1]);
  if (urgency >= SEVERITY_CATEGORIES.length) return undefined;
  return { urgency, createdAt: new Date(Number(match[2])), id: match[3] };
}
