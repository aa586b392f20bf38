import { MongoServerError } from 'mongodb';
import { isDatabaseUnavailable, toClientError } from '../../src';

// FerretDB's SQLite answers "database is locked" when a long write holds its lock past its
// busy timeout: nothing was written, so the client may retry: a 503, not a 500.
const busy = new MongoServerError({
  ok: 0,
  code: 1,
  errmsg: '[collection.go:241 sqlite.(*collection).DeleteAll] database is locked (5) (SQLITE_BUSY)',
});

test('a busy embedded database is a 503 the client may retry; a refused query is not', () => {
  expect(isDatabaseUnavailable(busy)).toBe(true);
  expect(toClientError(busy).status).toBe(503);
  expect(toClientError(busy).headers['Retry-After']).toBeDefined();
  const refused = new MongoServerError({ ok: 0, code: 2, errmsg: 'unknown operator: $foo' });
  expect(isDatabaseUnavailable(refused)).toBe(false);
  expect(toClientError(refused).status).toBe(500);
});
