import type { CreateIncidentResponse, Incident } from '@rescue/contracts';
import { signDocumentsLocally } from '@rescue/stack/signing-client';
import { verifyNgo } from '@rescue/testkit/operator';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '@rescue/testkit/browser';
import {
  VIEWPORTS,
  openPage,
  screenshots,
  seriousA11yViolations,
  settledScrollWidth,
  type WatchedPage,
} from '../support/browser-page';
import { startWebStack, type WebStack } from '../support/web-stack';
import { jsonApi } from '../support/json-api';
import { registerAccount, storeSession, type Account } from '../support/accounts';

// Where the animal is, for a volunteer: with their consent the browser's position sorts the
// available cases by distance; a case's card and page say how far it is, its page has a map
// and a Directions link to its coordinates, and the list has a map view. The browser's
// position is fixed (Chromium's geolocation override); tiles come from a server that is down,
// so nothing depends on them.
const DEAD_TILE_SERVER = 'http://127.0.0.1:9/{z}/{x}/{y}.png';
const RUN = Date.now().toString(36);
/** The case: about 17 km north of Mumbai's centre, away from anything else reported. */
const CASE_AT = { latitude: 19.226, longitude: 72.9277 };
/** The volunteer: 2 km north of it (0.018 degrees of latitude is 2.0 km). */
const VOLUNTEER_AT = { latitude: CASE_AT.latitude + 0.018, longitude: CASE_AT.longitude };

let app: WebStack;
let browser: Browser;
let watched: WatchedPage;
let page: Page;
let volunteer: Account;
let exact: Incident;
let approximate: Incident;

const call = jsonApi(() => app.url);

function report(
  token: string,
  type: string,
  location: { coordinates: [number, number]; approximate: boolean; accuracyMeters?: number },
): Promise<Incident> {
  return call<CreateIncidentResponse>('/api/incidents/create', {
    token,
    json: {
      description: `${type} needs help by the road`,
      city: 'Mumbai',
      location: { address: `${type} corner, ${RUN} Lane`, ...location },
      animalInfo: {
        description: `A ${type.toLowerCase()} with a hurt paw`,
        type,
        aiSeverityAssessment: {
          score: 8,
          category: 'HIGH',
          assessmentDetails: 'Assessed by the reporter',
        },
      },
    },
  }).then((body) => body.incident);
}

beforeAll(async () => {
  process.env.MAP_TILE_URL = DEAD_TILE_SERVER;
  [app, browser] = await Promise.all([startWebStack(), chromium.launch(CHROMIUM_LAUNCH_OPTIONS)]);
  const [reporter, registered, ngoRegistered] = await Promise.all([
    registerAccount(() => app.url, 'user', 'Meera Reporter', { city: 'Mumbai' }),
    registerAccount(() => app.url, 'volunteer', 'Kabir Volunteer', { city: 'Mumbai' }),
    registerAccount(() => app.url, 'ngo', 'Paws Trust Mumbai', {
      city: 'Mumbai',
      ngoDetails: { operatingAreas: ['Mumbai'] },
    }),
  ]);
  volunteer = { ...registered, token: await signDocumentsLocally(app.url, registered) };
  const ngo = { ...ngoRegistered, token: await signDocumentsLocally(app.url, ngoRegistered) };
  await verifyNgo(app, ngo);
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
afterAll(async () => {
  delete process.env.MAP_TILE_URL;
  await browser?.close();
  await app?.stop();
});
beforeEach(async () => {
  // The volunteer's phone, with location allowed: asked only when they press the button.
  watched = await openPage(browser, { geolocation: VOLUNTEER_AT });
  page = watched.page;
  await storeSession(page, app.url, volunteer);
});
afterEach(async () => {
  await watched.close();
});

const area = () => page.locator('[data-area="volunteer"]');
const cardOf = (incident: Incident): Locator =>
  area().getByRole('article').filter({ hasText: incident.location.address });

async function expectHealthyPage(name: string): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, name);
  await page.setViewportSize(VIEWPORTS.phone);
  expect(await settledScrollWidth(page, VIEWPORTS.phone.width)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
  await page.setViewportSize(VIEWPORTS.desktop);
  expect(watched.problems).toEqual([]);
}

test('with consent, the cases are sorted from the volunteer: "2.0 km away", the map view', async () => {
  await page.goto(`${app.url}/voldash/available`);
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
  await expectHealthyPage('voldash-available-near');

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
  await expectHealthyPage('voldash-available-map');
  await dog.click();
  await map.locator('.leaflet-popup').getByRole('link', { name: 'View Details' }).click();
  await page.waitForURL(`**/voldash/case/${exact._id}`);
  await area().getByRole('heading', { name: 'Dog' }).waitFor();
});

test('the case page: its map, the distance from the volunteer and Directions there', async () => {
  // The consent is remembered for the tab's session: given on the list, used on the case.
  await page.goto(`${app.url}/voldash/available`);
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
  await expectHealthyPage('voldash-case-near');
});
