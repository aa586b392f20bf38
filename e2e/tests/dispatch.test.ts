import type { Incident } from '@rescue/contracts';
import { casePathForRole } from '@rescue/contracts';
import { openPage, screenshots, type WatchedPage } from '../support/browser-page';
import { browserStack } from '../support/journey';
import { jsonApi } from '../support/json-api';
import { countReadyEvents, streamReady } from '../support/live-stream';
import { registerAccount, storeSession, verifiedNgo, type Account } from '../support/accounts';
import { sendReport } from '../support/reports';

// Dispatch (issue 31): the NGO asks the nearest on-duty volunteer from the case's page, the
// volunteer accepts on their portal, and the NGO's detail and the reporter's case page show
// the volunteer without a reload (the live stream carries the change).
const RUN = Date.now().toString(36);
const HERE: [number, number] = [73.8567, 18.5204];

// The three roles' tabs are closed with the browser.
const journey = browserStack();
let tabs: Record<'ngo' | 'volunteer' | 'reporter', WatchedPage>;
let ngo: Account;
let volunteer: Account;
let farther: Account;
let reporter: Account;
let incident: Incident;

const call = jsonApi(() => journey.app.url);

/** The volunteer's duty switch on, at `lng` on the case's latitude. */
async function onDuty(account: Account, lng: number): Promise<void> {
  await call('/api/volunteer/duty', {
    method: 'PUT',
    token: account.token,
    json: { onDuty: true, lng, lat: HERE[1] },
  });
}

beforeAll(async () => {
  ngo = await verifiedNgo(() => journey.app.url, `Dispatch Trust ${RUN}`);
  const signedVolunteer = (name: string) =>
    registerAccount(() => journey.app.url, 'volunteer', name, {}, { signed: true });
  volunteer = await signedVolunteer(`Meera Nair ${RUN}`);
  farther = await signedVolunteer(`Arjun Rao ${RUN}`);
  reporter = await registerAccount(() => journey.app.url, 'user', `Ravi Reporter ${RUN}`);
  // Both on duty: Meera 1 km from the case, Arjun 6 km.
  await onDuty(volunteer, HERE[0] + 0.0095);
  await onDuty(farther, HERE[0] + 0.057);
  incident = await sendReport(() => journey.app.url, reporter.token, {
    type: 'Dog',
    description: `Dog hit near the station ${RUN}`,
    animalDescription: 'Brown dog, limping',
    city: 'Pune',
    location: { address: `Dispatch lane ${RUN}`, coordinates: HERE, approximate: false },
    score: 6,
    category: 'MODERATE',
    assessmentDetails: 'A wound',
  });
  const [ngoTab, volunteerTab, reporterTab] = await Promise.all([
    openPage(journey.browser),
    openPage(journey.browser),
    openPage(journey.browser),
  ]);
  tabs = { ngo: ngoTab, volunteer: volunteerTab, reporter: reporterTab };
  await Promise.all(Object.values(tabs).map((tab) => tab.page.addInitScript(countReadyEvents)));
  await storeSession(tabs.ngo.page, journey.app.url, ngo);
  await storeSession(tabs.volunteer.page, journey.app.url, volunteer);
  await storeSession(tabs.reporter.page, journey.app.url, reporter);
}, 120_000);

test('the NGO asks the nearest volunteer, who accepts; the NGO and the reporter see it without a reload', async () => {
  const ngoPage = tabs.ngo.page;
  ngoPage.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  ngoPage.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  ngoPage.on('response', (r) => {
    if (r.status() >= 400) console.log('RESP', r.status(), r.url());
  });
  ngoPage.on('requestfailed', (r) => console.log('REQFAILED', r.url(), r.failure()?.errorText));
  await ngoPage.goto(`${journey.app.url}${casePathForRole('ngo', incident._id)}`);
  const ask = ngoPage.getByRole('region', { name: 'Ask a volunteer' });
  const rows = ask
    .getByRole('list', { name: 'Volunteers on duty, nearest first' })
    .getByRole('listitem');
  await rows
    .first()
    .waitFor({ timeout: 25000 })
    .catch(async (error: unknown) => {
      console.log('DEBUG', await ngoPage.locator('body').innerText(), tabs.ngo.problems);
      throw error;
    });
  // Nearest first, with distance and load.
  await expect(rows.nth(0).innerText()).resolves.toMatch(
    new RegExp(`Meera Nair ${RUN}[\\s\\S]*1\\.0 km away · Holds 0 of 3 cases`),
  );
  await expect(rows.nth(1).innerText()).resolves.toMatch(new RegExp(`Arjun Rao ${RUN}`));
  await streamReady(ngoPage);
  let ngoNavigations = 0;
  ngoPage.on('framenavigated', () => (ngoNavigations += 1));
  await ask.getByRole('button', { name: `Ask Meera Nair ${RUN} to take this case` }).click();
  await ask.getByRole('status').getByText(`Waiting for Meera Nair ${RUN} to answer`).waitFor();
  await screenshots(ngoPage, 'dispatch-ngo-asked');

  const reporterPage = tabs.reporter.page;
  await reporterPage.goto(`${journey.app.url}${casePathForRole('user', incident._id)}`);
  await reporterPage.getByText(`Dispatch lane ${RUN}`).first().waitFor();
  await streamReady(reporterPage);
  let reporterNavigations = 0;
  reporterPage.on('framenavigated', () => (reporterNavigations += 1));

  // The volunteer opens the case (as the notification's link does) and accepts.
  const volunteerPage = tabs.volunteer.page;
  await volunteerPage.goto(`${journey.app.url}${casePathForRole('volunteer', incident._id)}`);
  const request = volunteerPage.getByRole('region', {
    name: `Dispatch Trust ${RUN} asks you to take this case`,
  });
  await request.waitFor();
  // One clear action: the request's Accept and Decline, not also the page's own take.
  await expect(request.getByRole('button').allInnerTexts()).resolves.toEqual(['Accept', 'Decline']);
  await expect(
    volunteerPage.getByRole('button', { name: 'Assign Case to Me' }).count(),
  ).resolves.toBe(0);
  await screenshots(volunteerPage, 'dispatch-volunteer-request');
  await request.getByRole('button', { name: 'Accept' }).click();
  await volunteerPage.getByText('The case is yours now. Thank you!').waitFor();
  await expect(request.count()).resolves.toBe(0);

  // The NGO's detail: the volunteer holds it, the ask is gone, no reload.
  await ngoPage
    .getByRole('region', { name: 'Volunteer Assignment' })
    .getByText(`Meera Nair ${RUN}`)
    .waitFor();
  await ask.waitFor({ state: 'detached' });
  await screenshots(ngoPage, 'dispatch-ngo-accepted');
  // The reporter's case page: in progress with the volunteer's first name, no reload.
  await reporterPage.getByText('In Progress', { exact: true }).first().waitFor();
  await reporterPage.getByText(/Meera/).first().waitFor();
  await screenshots(reporterPage, 'dispatch-reporter-case');
  expect(ngoNavigations).toBe(0);
  expect(reporterNavigations).toBe(0);
  expect(tabs.ngo.problems).toEqual([]);
  expect(tabs.volunteer.problems).toEqual([]);
  expect(tabs.reporter.problems).toEqual([]);
});
