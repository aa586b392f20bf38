import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Incident } from '@rescue/contracts';
import type { Locator } from 'playwright-core';
import { ARTIFACTS, VIEWPORTS, expectHealthy, settledScrollWidth } from '../support/browser-page';
import { browserJourney } from '../support/journey';
import { registerAccount, verifiedNgo, type Account } from '../support/accounts';
import { sendReport } from '../support/reports';

// The NGO's journey: a signed NGO sees a new report on its dashboard and map, filters the
// list, changes the status from a card and from the detail page, and reads the history.
// Tiles come from a server that is down, as on a closed network: the map must still work.

const journey = browserJourney({ deadTiles: true, signedIn: () => ngo });
let ngo: Account;
let urgent: Incident;
let minor: Incident;
const REPORTER_PHONE = '+91 90000 22222';
const VAN_NOTE = 'Our van is on the way';

function report(token: string, type: string, score: number, coordinates: [number, number]) {
  return sendReport(() => journey.app.url, token, {
    type,
    description: `${type} needs help near the market`,
    animalDescription: `A ${type.toLowerCase()} lying still`,
    city: 'Pune',
    location: { address: `${type} corner, Laxmi Road`, coordinates },
    score,
    category: score >= 7 ? 'HIGH' : 'LOW',
  });
}

beforeAll(async () => {
  ngo = await verifiedNgo(() => journey.app.url, 'Paws Trust Pune', {
    phoneNumber: REPORTER_PHONE,
  });
  const reporter = await registerAccount(() => journey.app.url, 'user', 'Asha Reporter', {
    phoneNumber: REPORTER_PHONE,
  });
  urgent = await report(reporter.token, 'Dog', 9, [73.8567, 18.5204]);
  minor = await report(reporter.token, 'Cat', 2, [73.8667, 18.5304]);
});

const area = () => journey.page.locator('[data-area="ngo"]');
const cardOf = (incident: Incident): Locator =>
  area().getByRole('article').filter({ hasText: incident.location.address });

test('the new incident is in Recent Incidents and on the map, which works without tiles', async () => {
  const { page } = journey;
  await page.goto(`${journey.app.url}/dashboard`);
  await area().getByRole('heading', { name: 'Welcome, Paws Trust Pune' }).waitFor();
  await cardOf(urgent).getByRole('link', { name: 'View Details' }).waitFor();
  await expect(
    cardOf(urgent).getByRole('link', { name: 'View Details' }).getAttribute('href'),
  ).resolves.toBe(`/dashboard/incidents/${urgent._id}`);
  await expect(area().getByRole('definition').allTextContents()).resolves.toEqual([
    '2',
    '1',
    '2',
    '0',
  ]);

  // One marker per incident, lettered by priority; the tiles fail, the markers stay.
  const markers = area().locator('.leaflet-marker-pane .rn-marker');
  await markers.first().waitFor();
  expect((await markers.allTextContents()).sort()).toEqual(['H', 'L']);
  await expect(area().locator('.leaflet-tile').count()).resolves.toBeGreaterThan(0);
  await expect(area().getByRole('list', { name: 'Map legend' }).innerText()).resolves.toMatch(
    /High severity[\s\S]*Moderate severity[\s\S]*Low severity/,
  );
  await area().locator('.leaflet-marker-icon[title^="High severity"]').click();
  const popup = area().locator('.leaflet-popup');
  await expect(
    popup.getByRole('link', { name: 'View Details' }).getAttribute('href'),
  ).resolves.toBe(`/dashboard/incidents/${urgent._id}`);
  await expectHealthy(journey.watched, 'ngo-dashboard');
});

test('the list: filtered by the server, reporter contact shown, status changed from a card', async () => {
  const { page } = journey;
  await page.goto(`${journey.app.url}/dashboard/incidents`);
  await cardOf(minor).waitFor();
  await expect(
    cardOf(urgent).getByRole('link', { name: REPORTER_PHONE }).isVisible(),
  ).resolves.toBe(true);
  await expect(cardOf(urgent).getByText('Not Assigned').isVisible()).resolves.toBe(true);
  await expectHealthy(journey.watched, 'ngo-incidents');

  const filter = area().getByRole('combobox', { name: 'Filter by status' });
  await filter.selectOption({ label: 'Pending' });
  await page.waitForURL(/status=pending/);
  await cardOf(urgent).getByRole('combobox', { name: 'Update status' }).selectOption('in progress');
  // Every change goes through the resolve dialog, with an optional note for the reporter (issue 31).
  const dialog = page.getByRole('dialog', { name: 'Set to In Progress' });
  await dialog.getByRole('textbox', { name: /Note for the reporter/ }).fill(VAN_NOTE);
  await expectHealthy(journey.watched, 'ngo-status-note-dialog');
  await dialog.getByRole('button', { name: 'Save status' }).click();
  await page.getByText('Status updated successfully').waitFor();
  // Refetched under the Pending filter: the case has left the list.
  await cardOf(urgent).waitFor({ state: 'detached' });
  await expect(cardOf(minor).isVisible()).resolves.toBe(true);

  await filter.selectOption({ label: 'In Progress' });
  await cardOf(urgent).waitFor();
  await expect(cardOf(minor).count()).resolves.toBe(0);
  await expect(
    cardOf(urgent).getByText('In Progress', { exact: true }).first().isVisible(),
  ).resolves.toBe(true);

  const download = page.waitForEvent('download');
  await area().getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^incidents-in-progress-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv).toContain(urgent._id);
  expect(csv).not.toContain(minor._id);
  expect(journey.watched.problems).toEqual([]);
});

test('the detail page: status changed there, and the case updates tell the story', async () => {
  const { page } = journey;
  await page.goto(`${journey.app.url}/dashboard/incidents?status=in%20progress`);
  await cardOf(urgent).getByRole('link', { name: 'View Details' }).click();
  await page.waitForURL(`**/dashboard/incidents/${urgent._id}`);
  const reporter = area().getByRole('region', { name: 'Reporter Information' });
  await reporter.getByRole('link', { name: REPORTER_PHONE }).waitFor();
  const marker = area().locator('.leaflet-marker-pane .rn-marker');
  await marker.waitFor();
  await expect(marker.allTextContents()).resolves.toEqual(['H']);

  await area().getByRole('combobox', { name: 'Change status' }).selectOption('resolved');
  // Resolving asks why: the reason is the reporter's to read.
  const resolve = page.getByRole('dialog', { name: 'Resolve this case' });
  await resolve.getByRole('combobox', { name: 'Why is it closed?' }).selectOption('released');
  await resolve.getByRole('button', { name: 'Resolve case' }).click();
  await page.getByText('Status updated successfully').waitFor();
  // The case's events once, in the kit's timeline and the NGO's words (issue 33).
  const history = area().getByRole('region', { name: 'Case Updates' });
  await history.getByText('Resolved: Released, by you').waitFor();
  await expect(history.getByRole('listitem').allInnerTexts()).resolves.toEqual([
    expect.stringMatching(/^Reported/),
    expect.stringMatching(new RegExp(`^Status: Pending → In Progress, by you\\s+${VAN_NOTE}`)),
    expect.stringContaining('Resolved: Released, by you'),
  ]);
  await expect(area().getByText('Resolved', { exact: true }).first().isVisible()).resolves.toBe(
    true,
  );
  await expectHealthy(journey.watched, 'ngo-incident-detail');
});

test("on a phone the dashboard's links are in the header's one menu, which closes after navigating", async () => {
  const { page } = journey;
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`${journey.app.url}/dashboard`);
  await area().getByRole('heading', { name: 'Welcome, Paws Trust Pune' }).waitFor();
  const sidebar = page.getByRole('navigation', { name: 'NGO Dashboard' });
  await expect(sidebar.isVisible()).resolves.toBe(false);
  // No Menu bar of the area's own beside the header's menu button (issue 33).
  await expect(area().getByRole('button', { name: 'Menu', exact: true }).count()).resolves.toBe(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await sidebar.waitFor();
  await page.screenshot({
    path: path.join(ARTIFACTS, 'ngo-sidebar-open-phone-390x844.png'),
  });
  // aria-disabled: still focusable and operable, so it can say why it does nothing.
  await sidebar.getByRole('button', { name: 'Settings In development' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText('Settings is under development').waitFor();
  await sidebar.getByRole('link', { name: 'Incidents' }).click();
  await page.waitForURL('**/dashboard/incidents');
  await sidebar.waitFor({ state: 'hidden' });
  expect(await settledScrollWidth(page, VIEWPORTS.phone.width)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
  expect(journey.watched.problems).toEqual([]);
});
