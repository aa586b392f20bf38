import { decodeCursor, encodeCursor } from '../../src/domain/page-cursor';
import { pageOf } from '../../src/store/paging';

const ID = '64b7f0c2a1b2c3d4e5f6a7b8';
const position = { createdAt: new Date('2026-03-01T10:20:30.456Z'), id: ID };
const cursorOf = (text: string) => Buffer.from(text).toString('base64url');

describe('cursors', () => {
  test('a cursor gives back the exact position, to the millisecond', () => {
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[\w-]+$/); // safe in a query string and a header as is
    expect(decodeCursor(cursor)).toEqual(position);
  });

  test('the epoch and the largest time a cursor can say both come back as valid dates', () => {
    const epoch = { createdAt: new Date(0), id: ID };
    expect(decodeCursor(encodeCursor(epoch))).toEqual(epoch);
    const latest = decodeCursor(cursorOf(`999999999999999.${ID}`));
    expect(latest?.createdAt.getTime()).toBe(999_999_999_999_999);
  });

  test.each([
    ['an empty cursor', ''],
    ['characters outside base64url', `${encodeCursor(position)}=`],
    ['a cursor longer than any this service makes', 'A'.repeat(65)],
    ['an id that is not 24 hex characters', cursorOf('1700000000000.zz')],
    [
      'an upper-case id (never made, so never accepted)',
      cursorOf(`1700000000000.${ID.toUpperCase()}`),
    ],
    ['a negative time', cursorOf(`-1.${ID}`)],
    ['a time of 16 digits', cursorOf(`1000000000000000.${ID}`)],
    ['text around the position', cursorOf(`1700000000000.${ID} `)],
  ])('%s is not a cursor', (_case, cursor) => {
    expect(decodeCursor(cursor)).toBeUndefined();
  });
});

describe('pages', () => {
  const items = [3, 2, 1].map((n) => ({
    createdAt: new Date(Date.UTC(2026, 0, n)),
    id: `64b7f0c2a1b2c3d4e5f6a7b${n}`,
  }));
  const idOf = (item: { id: string }) => item.id;

  test('one item more than the limit: the page stops at the limit, and the next starts after its last', () => {
    expect(pageOf(items, 2, idOf)).toEqual({
      items: items.slice(0, 2),
      next: { createdAt: items[1]!.createdAt, id: items[1]!.id },
    });
  });

  test('exactly the limit, or fewer: the last page, with no next position', () => {
    expect(pageOf(items, 3, idOf)).toEqual({ items });
    expect(pageOf(items.slice(0, 1), 3, idOf)).toEqual({ items: items.slice(0, 1) });
    expect(pageOf([], 3, idOf)).toEqual({ items: [] });
  });
});
