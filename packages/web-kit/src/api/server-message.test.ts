import { ApiError } from './api-client';
import { serverMessageOr } from './server-message';

test("the server's message when it sent one", () => {
  expect(serverMessageOr(new ApiError(409, 'Email taken'), 'Failed')).toBe('Email taken');
});

test.each([
  ['no message in the answer', new ApiError(500, 'Request failed (500)')],
  ['no answer at all', new ApiError(0, 'Failed to fetch')],
  ['not an API error', new Error('bug')],
])('the fallback with %s', (_case, error) => {
  expect(serverMessageOr(error, 'Failed')).toBe('Failed');
});
