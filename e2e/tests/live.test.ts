import type { Incident } from '@rescue/contracts';
import { caseCard, openPage, screenshots, type WatchedPage } from '../support/browser-page';
import { browserStack } from '../support/journey';
import { jsonApi } from '../support/json-api';
import { countReadyEvents, streamReady } from '../support/live-stream';
import { registerAccount, storeSession, verifiedNgo, type Account } from '../support/accounts';
import { sendReport } from '../support/reports';

// Updates that arrive by themselves: with the NGO's dashboard open in one page and the
// reporter's in another, a new report and then the NGO's moves appear without a reload,
// within 2 seconds, carried by the live stream (GET /api/events/stream through the gateway).
const WITHIN_MS = 2000;
const RUN = Date.now().toString(36);

// The two tabs are closed with the browser.
const journey = browserStack();
let ngoTab: WatchedPage;
let reporterTab: WatchedPage;
let ngo: Account;
let reporter: Account;
let reported: Incident;

const call = jsonApi(() => journey.app.url);

beforeAll(async () => {
  ngo = await verifiedNgo(() => journey.app.url, 'Live Trust Pune');
  reporter = await registerAccount(() => journey.app.url, 'user', 'Ravi Reporter');
  [ngoTab, reporterTab] = await Promise.all([openPage(journey.browser), openPage(journey.browser)]);
  await Promise.all([ngoTab, reporterTab].map((tab) => tab.page.addInitScript(countReadyEvents)));
  await storeSession(ngoTab.page, journey.app.url, ngo);
  await storeSession(reporterTab.page, journey.app.url, reporter);
});

test('a report filed elsewhere appears on the open NGO dashboard within 2 s, no reload', async () => {
  const ngoPage = ngoTab.page;
  await ngoPage.goto(`${journey.app.url}/dashboard/incidents?area=all`);
  await ngoPage.locator('[data-area="ngo"] h1').waitFor();
  await streamReady(ngoPage);
  let navigations = 0;
  ngoPage.on('framenavigated', () => (navigations += 1));

  const address = `Live lane ${RUN}`;
  reported = await sendReport(() => journey.app.url, reporter.token, {
    type: 'Dog',
    description: `Dog hit near the station ${RUN}`,
    animalDescription: 'Brown dog, limping',
    city: 'Pune',
    location: { address, coordinates: [73.87, 18.53], approximate: false },
    score: 9,
    category: 'HIGH',
    assessmentDetails: 'Bleeding',
  });
  const written = Date.now();
  await caseCard(ngoPage, 'ngo', address).waitFor({ timeout: WITHIN_MS });
  console.log(`new report on the NGO's list after ${Date.now() - written} ms`);
  // The header's bell counts it, and lists the stored notice (issue 31's centre: the
  // animal, the severity and the city, never a person) with a link to the case.
  const bell = ngoPage.getByRole('button', { name: /^Notifications, \d+ new$/ });
  await bell.waitFor({ timeout: WITHIN_MS });
  await bell.click();
  const notice = ngoPage
    .getByRole('region', { name: 'Latest updates' })
    .locator(`a[href="/dashboard/incidents/${reported._id}"]`);
  await expect(notice.innerText()).resolves.toMatch(/New high report in Pune: Dog/);
  expect(navigations).toBe(0);
  expect(ngoTab.problems).toEqual([]);
});

test("the NGO's moves reach the open reporter dashboard within 2 s each, no reload", async () => {
  if (!reported) throw new Error('the report was not filed by the test before');
  const page = reporterTab.page;
  await page.goto(`${journey.app.url}/user-dashboard`);
  const card = caseCard(page, 'user', reported.location.address);
  await card.waitFor();
  await streamReady(page);
  let navigations = 0;
  page.on('framenavigated', () => (navigations += 1));

  await call(`/api/ngo/incidents/${reported._id}/handle`, { token: ngo.token, json: {} });
  let written = Date.now();
  await card.getByText('Handled by Live Trust Pune').waitFor({ timeout: WITHIN_MS });
  console.log(`'Handled by' on the reporter's card after ${Date.now() - written} ms`);

  const response = await fetch(`${journey.app.url}/api/ngo/incidents/${reported._id}/update`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ngo.token}` },
    body: JSON.stringify({ status: 'in progress', status_update: 'A team is on the way' }),
  });
  expect(response.status).toBe(200);
  written = Date.now();
  await card.getByText('In Progress', { exact: true }).waitFor({ timeout: WITHIN_MS });
  console.log(`'In Progress' on the reporter's card after ${Date.now() - written} ms`);
  expect(navigations).toBe(0);
  await screenshots(page, 'live-reporter-dashboard');
  expect(reporterTab.problems).toEqual([]);
});
