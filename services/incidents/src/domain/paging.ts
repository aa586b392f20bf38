import { ObjectId, badRequest, z } from '@rescue/service-kit';
import { decodeCursor as readCursor, type PagePosition } from './page-cursor';

export { encodeCursor, type PagePosition } from './page-cursor';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** A query-string limit: digits only, 1..max. */
export const limitParam = (fallback = DEFAULT_PAGE_SIZE, max = MAX_PAGE_SIZE) =>
  z
    .string()
    .regex(/^\d+$/, { error: `must be a whole number from 1 to ${max}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: `must be a whole number from 1 to ${max}` })
        .max(max, { error: `must be a whole number from 1 to ${max}` }),
    )
    .default(fallback);

/** A client's cursor (page-cursor.ts); one this service did not make is a 400. */
export function decodeCursor(cursor: string): PagePosition {
  const position = readCursor(cursor);
  if (!position) throw badRequest('cursor is invalid');
  return position;
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
