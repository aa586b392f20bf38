import type { PagePosition } from '../store/paging';
import type { UrgencyPosition } from '../store/urgency';
import {
  decodeCursor as readCursor,
  decodeUrgencyCursor as readUrgencyCursor,
} from './page-cursor';
import { refuse } from './refusal';

export { encodeCursor, encodeUrgencyCursor } from './page-cursor';

// A page's size is the contracts' pageLimit (one rule for every list).

/** A client's cursor (page-cursor.ts); one this service did not make is refused (invalid). */
export function decodeCursor(cursor: string): PagePosition {
  const position = readCursor(cursor);
  if (!position) throw refuse('invalid', 'cursor is invalid');
  return position;
}

/** A most-urgent-first cursor; any other (a newest-first one too) is refused (invalid). */
export function decodeUrgencyCursor(cursor: string): UrgencyPosition {
  const position = readUrgencyCursor(cursor);
  if (!position) throw refuse('invalid', 'cursor is invalid');
  return position;
}
