import { act, screen } from '@testing-library/react';
import type { Incident } from '@rescue/contracts';
import { areasText } from '@rescue/web-kit/areas';
import { renderWithKit } from '../../testing/render';
import { kitText } from '../i18n/kit-text';
import { languageStore } from '../i18n/language-store';
import { severityText } from '../severity/severity';
import { directionsUrl, distanceText } from './directions';
import { IncidentMap } from './incident-map';
import { incidentPoint, priorityColour, priorityLabel } from './map-points';

const incident = (score: number, location: Partial<Incident['location']> = {}) =>
  ({
    _id: `i${score}`,
    animalInfo: { type: '', aiSeverityAssessment: { score } },
    location: { type: 'Point', coordinates: [73.8567, 18.5204], address: 'FC Road', ...location },
  }) as unknown as Incident;

test.each([
  [10, 'H'],
  [7, 'H'],
  [6, 'M'],
  [4, 'M'],
  [3, 'L'],
])('score %d is marked %s, in the severity band colour', (score, letter) => {
  const point = incidentPoint(incident(score));
  expect(point.priority).toBe(letter);
  expect(priorityColour(point.priority)).toBe(
    { H: '#b42318', M: '#8a5a00', L: '#1a7f37' }[letter as 'H' | 'M' | 'L'],
  );
});

// Issue 33: the legend said "Medium Priority" beside badges saying "Moderate severity".
test.each(['en', 'hi', 'mr'] as const)(
  "%s: the markers' names are the severity badges' words",
  async (language) => {
    await act(async () => {
      await Promise.all([areasText.load(language), kitText.load(language)]);
      await languageStore.set(language);
    });
    for (const [priority, score] of [
      ['H', 9],
      ['M', 5],
      ['L', 2],
    ] as const) {
      expect(priorityLabel(priority)).toBe(severityText(score).split(' · ')[0]);
    }
    await act(() => languageStore.set('en'));
  },
);

test('a point sits at [latitude, longitude] and says when only the city is known', () => {
  expect(incidentPoint(incident(8), '/x')).toMatchObject({
    position: [18.5204, 73.8567],
    approximate: false,
    title: 'High severity: Animal, type not given',
    href: '/x',
  });
  const rough = incidentPoint(incident(8, { approximate: true } as Partial<Incident['location']>));
  expect(rough.approximate).toBe(true);
  expect(rough.title).toBe('High severity: Animal, type not given (approximate location)');
});

test('directions open the maps app on phones and a web map elsewhere', () => {
  const point: [number, number] = [18.5204, 73.8567];
  expect(directionsUrl(point, 'Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(
    'geo:18.520400,73.856700?q=18.520400,73.856700',
  );
  expect(directionsUrl(point, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(
    'https://maps.apple.com/?daddr=18.520400,73.856700',
  );
  expect(directionsUrl(point, 'Mozilla/5.0 (X11; Linux x86_64)')).toBe(
    'https://www.openstreetmap.org/directions?to=18.520400%2C73.856700',
  );
});

test('distances read in metres under 1 km, one decimal under 10 km', () => {
  expect(distanceText(0.348)).toBe('350 m away');
  expect(distanceText(0.001)).toBe('10 m away');
  expect(distanceText(2.04)).toBe('2.0 km away');
  expect(distanceText(12.6)).toBe('13 km away');
});

test('the map has its legend, approximate drawn apart, and its markers', async () => {
  renderWithKit(
    <IncidentMap points={[incidentPoint(incident(8))]} center={[18.5, 73.8]} label="Cases" />,
  );
  expect(screen.getByRole('region', { name: 'Cases' })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Map legend' })).toHaveTextContent(
    'Approximate (city only)',
  );
  expect(await screen.findByTestId('map-markers')).toHaveTextContent('H High severity');
});

test("one point's legend has no cluster entry; the viewer's position is shown and named", async () => {
  renderWithKit(
    <IncidentMap
      points={[incidentPoint(incident(8))]}
      center={[18.5, 73.8]}
      label="Case"
      here={[18.52, 73.86]}
    />,
  );
  const legend = screen.getByRole('list', { name: 'Map legend' });
  expect(legend).not.toHaveTextContent('Several incidents');
  expect(legend).toHaveTextContent('You are here');
  expect(await screen.findByTestId('map-markers')).toHaveAttribute('data-here', '18.52,73.86');
});
