import {
  dayOf,
  durationStats,
  monthStartMs,
  percentile,
  weekOf,
  dateOf,
} from '../../src/domain/analytics';
import { tidyAnimalType } from '../../src/store/analytic-facts';

describe('percentile: nearest rank, the value at rank ceil(p/100 * n)', () => {
  test('no values: undefined', () => {
    expect(percentile([], 50)).toBeUndefined();
  });
  test('one value is every percentile', () => {
    expect([1, 50, 90, 100].map((p) => percentile([7], p))).toEqual([7, 7, 7, 7]);
  });
  test('median of an odd count is the middle, of an even count the lower middle', () => {
    expect(percentile([1, 2, 3, 4, 5], 50)).toBe(3); // rank ceil(2.5) = 3
    expect(percentile([1, 2, 3, 4], 50)).toBe(2); // rank 2
  });
  test('90th percentile', () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(ten, 90)).toBe(9); // rank 9
    expect(percentile([...ten, 11], 90)).toBe(10); // rank ceil(9.9) = 10
    expect(percentile([5, 10, 15, 25, 30, 40, 60], 90)).toBe(60); // rank ceil(6.3) = 7
    expect(percentile([15, 25, 40], 90)).toBe(40); // rank ceil(2.7) = 3
    expect(percentile([90, 240], 90)).toBe(240); // rank ceil(1.8) = 2
  });
  test('100th is the largest, a tiny p the smallest', () => {
    expect(percentile([3, 8, 9], 100)).toBe(9);
    expect(percentile([3, 8, 9], 0.1)).toBe(3);
  });
});

test('durationStats: count, median and p90 in minutes to one decimal, from unsorted ms', () => {
  const min = 60_000;
  expect(durationStats([30 * min, 5 * min, 10 * min + 3_000])).toEqual({
    count: 3,
    medianMinutes: 10.1,
    p90Minutes: 30,
  });
  expect(durationStats([])).toEqual({ count: 0, medianMinutes: null, p90Minutes: null });
});

test('days, weeks and months are India Standard Time (UTC+05:30)', () => {
  // 20:30 UTC on Monday 2025-03-03 is 02:00 IST on Tuesday the 4th.
  const at = Date.parse('2025-03-03T20:30:00Z');
  expect(dateOf(dayOf(at))).toBe('2025-03-04');
  expect(dateOf(weekOf(dayOf(at)))).toBe('2025-03-03');
  // Sunday 23:59 IST is still the week of the Monday before.
  expect(dateOf(weekOf(dayOf(Date.parse('2025-03-16T23:59:00+05:30'))))).toBe('2025-03-10');
  expect(new Date(monthStartMs(Date.parse('2025-03-31T19:00:00Z'))).toISOString()).toBe(
    '2025-03-31T18:30:00.000Z', // 1 April 00:00 IST
  );
});

test('animal types are tidied: case and spaces', () => {
  expect(tidyAnimalType(' dog ')).toBe('Dog');
  expect(tidyAnimalType('STREET  dog')).toBe('Street dog');
  expect(tidyAnimalType('')).toBe('Unknown');
  expect(tidyAnimalType(undefined)).toBe('Unknown');
});
