import { ObjectId, badRequest } from '@rescue/service-kit';
import { decodeCursor as readCursor, type PagePosition } from './page-cursor';

export { encodeCursor, type PagePosition } from './page-cursor';

// A page's size is the contracts' pageLimit (one rule for every list).

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
