import { relativeTime } from './relative-time';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

test.each([
  [0, 'just now'],
  [1, '1 minute ago'],
  [59, '59 minutes ago'],
  [60, '1 hour ago'],
  [119, '1 hour ago'],
  [1439, '23 hours ago'],
  [1440, '1 day ago'],
  [3 * 1440 + 5, '3 days ago'],
])('%i minutes ago reads "%s"', (minutes, expected) => {
  expect(relativeTime(ago(minutes), NOW)).toBe(expected);
});

test('a date in the future (clock skew) reads "just now"', () => {
  expect(relativeTime(ago(-5), NOW)).toBe('just now');
});

test('an invalid date gives an empty string', () => {
  expect(relativeTime('not a date', NOW)).toBe('');
});
