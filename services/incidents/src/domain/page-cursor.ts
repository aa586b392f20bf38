// Keyset paging of incident lists, newest first (createdAt desc, then id desc): where a page
// stopped, the opaque cursor that carries it to the client, and where the next page starts.
// Pure (no database): paging.ts turns a position into the query and a bad cursor into a 400.

/** Where a page stopped. `id` is the incident's 24-character lowercase hex id. */
export interface PagePosition {
  createdAt: Date;
  id: string;
}

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

/**
 * A page from up to `limit + 1` items read in list order: the first `limit`, and where the
 * next page starts when the extra item shows that more follow (none on an exactly full page).
 */
export function pageOf<T extends { createdAt: Date }>(
  found: readonly T[],
  limit: number,
  idOf: (item: T) => string,
): { items: T[]; next?: PagePosition } {
  const items = found.slice(0, limit);
  const last = items.at(-1);
  if (found.length <= limit || !last) return { items };
  return { items, next: { createdAt: last.createdAt, id: idOf(last) } };
}
