import type { Incident } from '@rescue/contracts';
import path from 'node:path';
import { ARTIFACTS, screenshots, seriousA11yViolations } from '../support/browser-page';
import { browserJourney } from '../support/journey';
import { registerAccount, storeSession, verifiedNgo, type Account } from '../support/accounts';
import { sendReport } from '../support/reports';

// Where the animal is, as the NGO sees it: reports at one spot are one cluster on its map,
// whose popup lists them; the map's status and severity filters change what is shown; and
// "We are handling this" tells every NGO who has the case. Tiles never load (a dead server).
/** One spot in Pune, about 1.5 km from the centre, as a phone would place it. */
const SPOT: [number, number] = [73.8712, 18.5301];
/** Another, 3 km away. */
const ELSEWHERE: [number, number] = [73.8301, 18.5102];

const journey = browserJourney({ deadTiles: true });
let ngo: Account;
let otherNgo: Account;
let atSpot: Incident[];
let resolvedElsewhere: Incident;

function report(token: string, type: string, score: number, coordinates: [number, number]) {
  return sendReport(() => journey.app.url, token, {
    type,
    description: `${type} needs help by the bus stop`,
    animalDescription: `A ${type.toLowerCase()} that cannot stand`,
    city: 'Pune',
    location: {
      address: `Bus stop, ${type} lane`,
      coordinates,
      approximate: false,
      accuracyMeters: 9,
    },
    score,
    category: score >= 7 ? 'HIGH' : score >= 4 ? 'MODERATE' : 'LOW',
  });
}

async function send(method: 'PUT' | 'POST', path: string, token: string, json?: unknown) {
  const response = await fetch(`${journey.app.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

beforeAll(async () => {
  [ngo, otherNgo] = await Promise.all([
    verifiedNgo(() => journey.app.url, 'Map Trust Pune'),
    verifiedNgo(() => journey.app.url, 'Stray Care Pune'),
  ]);
  const reporter = await registerAccount(() => journey.app.url, 'user', 'Asha Reporter');
  // Eight reports of one spot: four high, two moderate, two low.
  const scores = [9, 9, 8, 7, 5, 4, 2, 1];
  atSpot = [];
  for (const [index, score] of scores.entries()) {
    atSpot.push(await report(reporter.token, `Dog ${index + 1}`, score, SPOT));
  }
  resolvedElsewhere = await report(reporter.token, 'Goat', 9, ELSEWHERE);
  const resolved = await send(
    'PUT',
    `/api/ngo/incidents/${resolvedElsewhere._id}/update`,
    otherNgo.token,
    { status: 'resolved', status_update: 'Status updated to resolved by NGO' },
  );
  expect(resolved.status).toBe(200);
});

const area = () => journey.page.locator('[data-area="ngo"]');
const mapRegion = () => area().getByRole('region', { name: 'Map of the incidents shown' });
const markerIcons = () => mapRegion().locator('.leaflet-marker-pane .leaflet-marker-icon');
const filters = () => area().getByRole('group', { name: 'Map filters' });

/** The titles of the markers and clusters on the map, once they are `count`. */
async function markerTitles(count: number): Promise<string[]> {
  await journey.page.waitForFunction(
    (expected) =>
      document.querySelectorAll('[data-area="ngo"] .leaflet-marker-pane .leaflet-marker-icon')
        .length === expected,
    count,
  );
  return (
    await markerIcons().evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).title))
  ).sort();
}

test('eight reports at one spot are one cluster whose popup lists them; the filters change the markers', async () => {
  const { page } = journey;
  await storeSession(page, journey.app.url, ngo);
  await page.goto(`${journey.app.url}/dashboard`);
  await area().getByRole('heading', { name: 'Welcome, Map Trust Pune' }).waitFor();
  // One area choice for every figure of the home (issue 31), the map's included.
  const scope = area().getByRole('group', { name: 'Area of the figures' });
  await expect(scope.getByRole('combobox', { name: 'Area' }).inputValue()).resolves.toBe('Pune');
  await area().getByText('8 open incidents in Pune').waitFor();

  // Open cases (the default): the eight at one spot, as one cluster; the resolved goat is not.
  const cluster = mapRegion().locator(
    '.leaflet-marker-icon[title="8 incidents here (same place)"]',
  );
  await cluster.waitFor();
  await expect(markerTitles(1)).resolves.toEqual(['8 incidents here (same place)']);
  await cluster.click();
  const popup = mapRegion().locator('.leaflet-popup');
  await popup.getByText('8 incidents at this place').waitFor();
  const links = popup.getByRole('link');
  await expect(links.count()).resolves.toBe(8);
  const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
  expect(hrefs.sort()).toEqual(atSpot.map((item) => `/dashboard/incidents/${item._id}`).sort());
  await expect(popup.getByRole('link', { name: 'High severity: Dog 1' }).count()).resolves.toBe(1);
  expect(await seriousA11yViolations(page)).toEqual([]);
  // The map as it is on screen, popup open (the full-page shots below resize the viewport).
  await mapRegion().screenshot({ path: path.join(ARTIFACTS, 'ngo-map-cluster-popup.png') });
  await popup.getByRole('button', { name: /close/i }).click();
  await popup.waitFor({ state: 'detached' });
  await screenshots(page, 'ngo-map-cluster');

  // Severity: only the high band's four are left, still at one spot.
  await filters().getByRole('combobox', { name: 'Severity' }).selectOption('high');
  await expect(markerTitles(1)).resolves.toEqual(['4 incidents here (same place)']);
  await filters().getByRole('combobox', { name: 'Severity' }).selectOption('low');
  await expect(markerTitles(1)).resolves.toEqual(['2 incidents here (same place)']);

  // Status: the resolved goat, alone, elsewhere; then every status, high band: two places.
  await filters().getByRole('combobox', { name: 'Severity' }).selectOption('all');
  await filters().getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Resolved' });
  await expect(markerTitles(1)).resolves.toEqual([
    `High severity: Goat, ${resolvedElsewhere.location.address}`,
  ]);
  await filters().getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All statuses' });
  await filters().getByRole('combobox', { name: 'Severity' }).selectOption('high');
  await expect(markerTitles(2)).resolves.toEqual([
    '4 incidents here (same place)',
    `High severity: Goat, ${resolvedElsewhere.location.address}`,
  ]);
  await screenshots(page, 'ngo-map-filtered');
  expect(journey.watched.problems).toEqual([]);
});

test('"We are handling this": the NGO takes the case on, and the other NGO sees who has it', async () => {
  const { page } = journey;
  const taken = atSpot[0]!;
  await storeSession(page, journey.app.url, ngo);
  await page.goto(`${journey.app.url}/dashboard/incidents/${taken._id}`);
  const status = area().getByRole('region', { name: 'Status' });
  const location = area().getByRole('region', { name: 'Location Details' });
  await location.getByText('Exact (± 9 m)').waitFor();
  await status.getByRole('button', { name: 'We are handling this' }).click();
  await page.getByText('You are handling this case').waitFor();
  await status.getByText('Handled by Map Trust Pune').waitFor();
  await expect(status.getByRole('button', { name: 'We are handling this' }).count()).resolves.toBe(
    0,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshots(page, 'ngo-handling-detail');

  // The other NGO: refused with who has it, and told so on the card and the detail.
  const refused = await send('POST', `/api/ngo/incidents/${taken._id}/handle`, otherNgo.token);
  expect(refused).toEqual({
    status: 409,
    body: {
      message: 'This case is already being handled by Map Trust Pune',
      code: 'ALREADY_HANDLED',
    },
  });
  await storeSession(page, journey.app.url, otherNgo);
  await page.goto(`${journey.app.url}/dashboard/incidents`);
  const card = area()
    .getByRole('article')
    .filter({ has: page.locator(`a[href$="${taken._id}"]`) });
  await card.getByText('Handled by Map Trust Pune').waitFor();
  await screenshots(page, 'ngo-handling-list');
  await page.goto(`${journey.app.url}/dashboard/incidents/${taken._id}`);
  await status.getByText('Handled by Map Trust Pune').waitFor();
  await expect(status.getByRole('button', { name: 'We are handling this' }).count()).resolves.toBe(
    0,
  );
  expect(journey.watched.problems).toEqual([]);
});
