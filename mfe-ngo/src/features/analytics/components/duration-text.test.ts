import { durationText } from './analytics-page';

// Issue 33: a median of a few seconds read "0 min".
test.each([
  [null, '–'],
  [0, 'under a minute'],
  [0.3, '18 secs'],
  [1, '1 min'],
  [12.5, '12.5 mins'],
  [150, '2.5 hrs'],
])('%p minutes reads "%s"', (minutes, expected) => {
  expect(durationText(minutes)).toBe(expected);
});
