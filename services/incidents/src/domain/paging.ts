import type { PagePosition } from '../store/paging';
import { decodeCursor as readCursor } from './page-cursor';
import { refuse } from './refusal';

export { encodeCursor } from './page-cursor';

// A page's size is the contracts' pageLimit (one rule for every list).

/** A client's cursor (page-cursor.ts); one this service did not make is refused (invalid). */
export function decodeCursor(cursor: string): PagePosition {
  const position = readCursor(cursor);
  if (!position) throw refuse('invalid', 'cursor is invalid');
  return position;
}
