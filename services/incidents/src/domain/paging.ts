import { ObjectId, badRequest, z } from '@rescue/service-kit';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** Where the previous page stopped, in (createdAt desc, _id desc) order. */
export interface PagePosition {
  createdAt: Date;
  id: ObjectId;
}

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

/** Opaque to clients: base64url of "<createdAt ms>.<id hex>". */
export function encodeCursor(position: PagePosition): string {
  return Buffer.from(`${position.createdAt.getTime()}.${position.id.toHexString()}`).toString(
    'base64url',
  );
}

export function decodeCursor(cursor: string): PagePosition {
  const decoded = /^[\w-]{1,64}$/.test(cursor)
    ? Buffer.from(cursor, 'base64url').toString('utf8')
    : '';
  const match = /^(\d{1,15})\.([0-9a-f]{24})$/.exec(decoded);
  if (!match?.[1] || !match[2]) throw badRequest('cursor is invalid');
  return { createdAt: new Date(Number(match[1])), id: new ObjectId(match[2]) };
}

/** The filter that continues after `position` (keyset paging: stays fast on deep pages). */
export function afterPosition(position: PagePosition) {
  return {
    $or: [
      { createdAt: { $lt: position.createdAt } },
      { createdAt: position.createdAt, _id: { $lt: position.id } },
    ],
  };
}
