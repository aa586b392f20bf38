import { overviewCenter } from './overview';

test('the overview centres on an operating area, else the city, else the newest incident, else Nashik', () => {
  const delhiCase: [number, number] = [77.1, 28.7];
  expect(overviewCenter(['Old town', 'pune'], delhiCase)).toEqual([18.5204, 73.8567]);
  expect(overviewCenter(['', 'Mumbai'], delhiCase)).toEqual([19.076, 72.8777]);
  expect(overviewCenter(['Nowhere'], delhiCase)).toEqual([28.7, 77.1]);
  expect(overviewCenter([], null)).toEqual([19.9975, 73.7898]);
});
