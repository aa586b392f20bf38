import type { Incident, MyIncidentsResponse } from '@rescue/contracts';
import { distanceKm } from '@rescue/contracts';
import { expectHealthy } from '../support/browser-page';
import { browserJourney } from '../support/journey';
import { jsonApi } from '../support/json-api';
import { registerAccount, storeSession, verifiedNgo, type Account } from '../support/accounts';

// Where the animal is, end to end: a reporter's phone gives a position, the reporter drags
// the pin to the exact spot, and the NGO's map opens with that incident's marker in view.
// Tiles come from a server that is down (as on a closed network): nothing depends on them.
/** The reporter's phone: about 2.5 km north-east of Pune's centre. */
const PHONE = { latitude: 18.54, longitude: 73.87 };
const RUN = Date.now().toString(36);

const journey = browserJourney({ deadTiles: true, geolocation: PHONE });
let reporter: Account;
let ngo: Account;

const call = jsonApi(() => journey.app.url);

beforeAll(async () => {
  reporter = await registerAccount(() => journey.app.url, 'user', 'Meera Reporter');
  ngo = await verifiedNgo(() => journey.app.url, 'Paws Trust Pune');
});

let reported: Incident;

test('a reporter drags the pin to the spot; the report is stored exact, where the pin was left', async () => {
  const { page } = journey;
  await storeSession(page, journey.app.url, reporter);
  await page.goto(`${journey.app.url}/report-incident`);
  const description = `Cow with a wounded leg ${RUN}`;
  await page.getByRole('textbox', { name: 'Incident Description' }).fill(description);
  await page.getByRole('combobox', { name: 'Animal Type' }).selectOption('Cow');
  await page.getByRole('combobox', { name: 'City' }).selectOption('Pune');
  const map = page.getByRole('region', { name: "Map: the animal's location" });
  await map.locator('.leaflet-container').waitFor();
  await page.getByText(/^No pin yet/).waitFor();

  await page.getByRole('button', { name: 'Use my current location' }).click();
  await page.getByText('Pin at 18.54000, 73.87000 (your location).').waitFor();
  const pin = map.locator('.leaflet-marker-icon[title^="The animal\'s location"]');
  await pin.waitFor();

  // Drag the pin 120 px right and 80 px down: the spot the reporter sees the animal at.
  // In the middle of the screen, clear of the sticky header.
  await pin.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await pin.boundingBox();
  if (!box) throw new Error('the pin has no box');
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(from.x + 12 * step, from.y + 8 * step);
  }
  await page.mouse.up();
  await page.getByText(/^Pin at [\d.]+, [\d.]+ \(placed on the map\)\.$/).waitFor();
  const note = (await page.getByText(/\(placed on the map\)\.$/).textContent()) ?? '';
  const [, lat, lng] = /^Pin at ([\d.]+), ([\d.]+)/.exec(note) ?? [];
  const dropped: [number, number] = [Number(lng), Number(lat)];
  // East and south of the phone's position (screen right and down), and not far.
  expect(dropped[0]).toBeGreaterThan(PHONE.longitude);
  expect(dropped[1]).toBeLessThan(PHONE.latitude);
  expect(distanceKm(dropped, [PHONE.longitude, PHONE.latitude])).toBeLessThan(2);

  await page.getByRole('textbox', { name: 'Detailed Address' }).fill('Behind the bus depot');
  await page.getByRole('textbox', { name: 'Animal Description' }).fill('Black and white cow');
  await page.getByRole('checkbox', { name: 'Unconscious or cannot stand' }).check();
  await expectHealthy(journey.watched, 'report-pin-dragged');
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await page.waitForURL(`${journey.app.url}/user-dashboard`);

  const mine = await call<MyIncidentsResponse>(`/api/users/my-incidents/${reporter._id}`, {
    token: reporter.token,
  });
  const found = mine.data.find((incident) => incident.description === description);
  if (!found) throw new Error('the report was not stored');
  reported = found;
  expect(reported.location).toMatchObject({ approximate: false, accuracyMeters: null });
  const [storedLng, storedLat] = reported.location.coordinates;
  // The note shows 5 decimals (rounded): the stored point is within that of it.
  expect(Math.abs(storedLng - dropped[0])).toBeLessThanOrEqual(0.0000051);
  expect(Math.abs(storedLat - dropped[1])).toBeLessThanOrEqual(0.0000051);
});

test("the NGO's map opens with the reported incident's marker in view", async () => {
  const { page } = journey;
  if (!reported) throw new Error('the report was not filed by the journey before');
  await storeSession(page, journey.app.url, ngo);
  await page.goto(`${journey.app.url}/dashboard`);
  const map = page.locator('[data-area="ngo"]').getByRole('region', {
    name: 'Map of the incidents shown',
  });
  const container = map.locator('.leaflet-container');
  await container.waitFor();
  const marker = map.locator('.leaflet-marker-icon[title^="High severity: Cow"]');
  await marker.waitFor();
  const [mapBox, markerBox] = await Promise.all([container.boundingBox(), marker.boundingBox()]);
  if (!mapBox || !markerBox) throw new Error('the map or the marker has no box');
  const centreX = markerBox.x + markerBox.width / 2;
  const centreY = markerBox.y + markerBox.height / 2;
  expect(centreX).toBeGreaterThan(mapBox.x);
  expect(centreX).toBeLessThan(mapBox.x + mapBox.width);
  expect(centreY).toBeGreaterThan(mapBox.y);
  expect(centreY).toBeLessThan(mapBox.y + mapBox.height);
  await marker.click();
  await expect(
    map.locator('.leaflet-popup').getByRole('link', { name: 'View Details' }).getAttribute('href'),
  ).resolves.toBe(`/dashboard/incidents/${reported._id}`);
});
