import { ApiError } from '../api/api-client';
import { MAX_READ_RETRIES, createQueryClient, retryDelay, shouldRetryRead } from './query-client';

test('a read is asked again after no answer or a server failure, never after a 4xx', () => {
  expect(shouldRetryRead(0, new ApiError(0, 'Failed to fetch'))).toBe(true);
  expect(shouldRetryRead(0, new ApiError(503, 'Service unavailable'))).toBe(true);
  expect(shouldRetryRead(0, new ApiError(500, 'Internal error'))).toBe(true);
  for (const status of [400, 401, 403, 404, 409, 429]) {
    expect(shouldRetryRead(0, new ApiError(status, 'No'))).toBe(false);
  }
  expect(shouldRetryRead(0, new Error('a bug in the screen'))).toBe(false);
});

test('at most three retries, with a growing back-off', () => {
  const down = new ApiError(0, 'Failed to fetch');
  expect(shouldRetryRead(MAX_READ_RETRIES - 1, down)).toBe(true);
  expect(shouldRetryRead(MAX_READ_RETRIES, down)).toBe(false);
  expect([0, 1, 2, 5].map(retryDelay)).toEqual([1000, 2000, 4000, 10_000]);
});

test('writes are never retried by the cache', () => {
  expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
});
