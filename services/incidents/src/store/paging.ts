// Keyset paging of incident lists, newest first (createdAt desc, then id desc): where a page
// stopped, the query that continues after it, and the page cut from what was read. The cursor
// that carries a position to the client is domain/page-cursor.ts.
import { ObjectId } from '@rescue/service-kit';

/** Where a page stopped. `id` is the incident's 24-character lowercase hex id. */
export interface PagePosition {
  createdAt: Date;
  id: string;
}

/** The filter that continues after `position` (keyset paging: stays fast on deep pages). */
export function afterPosition(position: PagePosition) {
  const id = new ObjectId(position.id);
  return {
    $or: [
      { createdAt: { $lt: position.createdAt } },
      { createdAt: position.createdAt, _id: { $lt: id } },
    ],
  };
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
