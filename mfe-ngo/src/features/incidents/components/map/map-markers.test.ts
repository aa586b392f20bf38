import { incident } from '../../../../testing/render-dashboard';
import { PRIORITIES, overviewCenter, toMarker } from './map-markers';

test.each([
  [10, 'H'],
  [7, 'H'],
  [6.9, 'M'],
  [4, 'M'],
  [3.9, 'L'],
  [1, 'L'],
])('score %d is marked %s (the score bands)', (score, letter) => {
  expect(toMarker(incident({}, score)).priority).toBe(letter);
});

test('legend words and colours: H red, M amber, L green', () => {
  expect(Object.values(PRIORITIES).map((priority) => priority.label)).toEqual([
    'High Priority',
    'Medium Priority',
    'Low Priority',
  ]);
  expect(PRIORITIES.H.background).toBe('#b42318');
  expect(PRIORITIES.M.background).toBe('#f5a524');
  expect(PRIORITIES.L.background).toBe('#1a7f37');
});

test('a marker sits at [latitude, longitude] (the API sends [longitude, latitude])', () => {
  const item = incident({ location: { type: 'Point', coordinates: [77.1, 28.7], address: 'X' } });
  expect(toMarker(item)).toMatchObject({ id: item._id, position: [28.7, 77.1], address: 'X' });
});

test('the overview centres on an operating area, else the city, else the newest incident, else Nashik', () => {
  const delhiCase = incident({
    location: { type: 'Point', coordinates: [77.1, 28.7], address: 'X' },
  });
  expect(overviewCenter(['Old town', 'pune'], [delhiCase])).toEqual([18.5204, 73.8567]);
  expect(overviewCenter(['', 'Mumbai'], [delhiCase])).toEqual([19.076, 72.8777]);
  expect(overviewCenter(['Nowhere'], [delhiCase])).toEqual([28.7, 77.1]);
  expect(overviewCenter([], [])).toEqual([19.9975, 73.7898]);
});
