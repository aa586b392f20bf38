import type { Incident } from '@rescue/contracts';
import type { Locator } from 'playwright-core';
import { expectHealthy } from '../support/browser-page';
import { browserJourney } from '../support/journey';
import { jsonApi } from '../support/json-api';
import { accountOfEachRole, type Account } from '../support/accounts';
import { sendReport } from '../support/reports';

// Where the animal is, for a volunteer: with their consent the browser's position sorts the
// available cases by distance; a case's card and page say how far it is, its page has a map
// and a Directions link to its coordinates, and the list has a map view. The browser's
// position is fixed (Chromium's geolocation override); tiles come from a server that is down,
// so nothing depends on them.
const RUN = Date.now().toString(36);
/** The case: about 17 km north of Mumbai's centre, away from anything else reported. */
const CASE_AT = { latitude: 19.226, longitude: 72.9277 };
/** The volunteer: 2 km north of it (0.018 degrees of latitude is 2.0 km). */
const VOLUNTEER_AT = { latitude: CASE_AT.latitude + 0.018, longitude: CASE_AT.longitude };

// The volunteer's phone, with location allowed: asked only when they press the button.
const journey = browserJourney({
  deadTiles: true,
  geolocation: VOLUNTEER_AT,
  signedIn: () => volunteer,
});
let volunteer: Account;
let exact: Incident;
let approximate: Incident;

const call = jsonApi(() => journey.app.url);

function report(
  token: string,
  type: string,
  location: { coordinates: [number, number]; approximate: boolean; accuracyMeters?: number },
): Promise<Incident> {
  return sendReport(() => journey.app.url, token, {
    type,
    description: `${type} needs help by the road`,
    animalDescription: `A ${type.toLowerCase()} with a hurt paw`,
    city: 'Mumbai',
    location: { address: `${type} corner, ${RUN} Lane`, ...location },
    score: 8,
    category: 'HIGH',
  });
}

beforeAll(async () => {
  const {
    user: reporter,
    ngo,
    ...accounts
  } = await accountOfEachRole(() => journey.app.url, 'Mumbai');
  volunteer = accounts.volunteer;
  exact = await report(reporter.token, 'Dog', {
    coordinates: [CASE_AT.longitude, CASE_AT.latitude],
    approximate: false,
    accuracyMeters: 12,
  });
  // No pin: only the city is known. An NGO is handling it.
  approximate = await report(reporter.token, 'Cat', {
    coordinates: [72.8777, 19.076],
    approximate: true,
  });
  await call(`/api/ngo/incidents/${approximate._id}/handle`, { token: ngo.token, json: {} });
});

const area = () => journey.page.locator('[data-area="volunteer"]');
const cardOf = (incident: Incident): Locator =>
  area().getByRole('article').filter({ hasText: incident.location.address });

test('with consent, the cases are sorted from the volunteer: "2.0 km away", the map view', async () => {
  const { page } = journey;
  await page.goto(`${journey.app.url}/voldash/available`);
  await area().getByText('Showing cases in Mumbai').waitFor();
  await cardOf(exact).waitFor();
  // From the city's centre nothing is said to be "away".
  await expect(
    area()
      .getByText(/km away|m away/)
      .count(),
  ).resolves.toBe(0);

  await area().getByRole('button', { name: 'Use my location to sort by distance' }).click();
  await area().getByText('Sorted by distance from your location').waitFor();
  await cardOf(exact).getByText('2.0 km away').waitFor();
  // Nearest first: the case 2 km away before the one at the city's centre.
  await expect(area().getByRole('article').first().textContent()).resolves.toContain(
    exact.location.address,
  );
  const cat = cardOf(approximate);
  await cat.getByText(/approximate location/).waitFor();
  await cat.getByText('Handled by Paws Trust Mumbai').waitFor();
  await expectHealthy(journey.watched, 'voldash-available-near', { fitsPhone: true });

  // The map view: a marker for each case (the approximate one dashed), tiles or not.
  await area().getByRole('button', { name: 'Map' }).click();
  await page.waitForURL('**/voldash/available?view=map');
  const map = area().getByRole('region', { name: 'Available cases on a map' });
  const dog = map.locator(
    `.leaflet-marker-icon[title="High severity: Dog, ${exact.location.address}"]`,
  );
  await dog.waitFor();
  // The map fits both into view (markers outside the first view appear once it has moved).
  await map.locator('.leaflet-marker-pane .rn-marker--approximate').waitFor();
  await expect(map.locator('.leaflet-marker-pane .rn-marker').count()).resolves.toBe(2);
  await expectHealthy(journey.watched, 'voldash-available-map', { fitsPhone: true });
  await dog.click();
  await map.locator('.leaflet-popup').getByRole('link', { name: 'View Details' }).click();
  await page.waitForURL(`**/voldash/case/${exact._id}`);
  await area().getByRole('heading', { name: 'Dog' }).waitFor();
});

test('the case page: its map, the distance from the volunteer and Directions there', async () => {
  const { page } = journey;
  // The consent is remembered for the tab's session: given on the list, used on the case.
  await page.goto(`${journey.app.url}/voldash/available`);
  await area().getByRole('button', { name: 'Use my location to sort by distance' }).click();
  await cardOf(exact).getByText('2.0 km away').waitFor();
  await cardOf(exact).getByRole('link', { name: 'View Case: Dog' }).click();
  await page.waitForURL(`**/voldash/case/${exact._id}`);

  await area().getByText('2.0 km away').waitFor();
  const directions = area().getByRole('link', { name: 'Directions' });
  const href = (await directions.getAttribute('href')) ?? '';
  // Desktop Chromium: OpenStreetMap's directions, to the case's coordinates, in a new tab.
  expect(decodeURIComponent(href)).toContain(
    `${CASE_AT.latitude.toFixed(6)},${CASE_AT.longitude.toFixed(6)}`,
  );
  await expect(directions.getAttribute('target')).resolves.toBe('_blank');
  await expect(directions.getAttribute('rel')).resolves.toContain('noopener');
  const map = area().getByRole('region', { name: 'Map of where the animal is' });
  // Leaflet loads in a chunk of its own once the map is on screen.
  await map.locator('.leaflet-marker-pane .rn-marker').waitFor();
  await expect(map.locator('.leaflet-marker-pane .rn-marker').allTextContents()).resolves.toEqual([
    'H',
  ]);
  await expect(map.locator('.rn-marker--approximate').count()).resolves.toBe(0);
  await expectHealthy(journey.watched, 'voldash-case-near', { fitsPhone: true });
});
