import type { Incident } from '@rescue/contracts';
import { expectHealthy } from '../support/browser-page';
import { browserJourney } from '../support/journey';
import { jsonApi } from '../support/json-api';
import { registerAccount, storeSession, type Account } from '../support/accounts';
import { sendReport } from '../support/reports';

// Reaching each other (issue 31): once a volunteer holds a case, the volunteer's case page
// shows the reporter with a call link, and the reporter's case page the volunteer by first
// name with theirs (the volunteer chose to show it), at a phone's width and a desktop's.
const REPORTER_PHONE = '+91 90000 55555';
const VOLUNTEER_PHONE = '+91 90000 66666';

const journey = browserJourney();
const call = jsonApi(() => journey.app.url);
let reporter: Account;
let volunteer: Account;
let report: Incident;

/** A PUT with a JSON body (or none, as the volunteer's take is sent); throws on a non-2xx. */
const put = (path: string, token: string, json?: unknown) =>
  call(path, { method: 'PUT', token, json });

beforeAll(async () => {
  const url = () => journey.app.url;
  reporter = await registerAccount(url, 'user', 'Meera Shah', { phoneNumber: REPORTER_PHONE });
  volunteer = await registerAccount(
    url,
    'volunteer',
    'Asha Patil',
    { phoneNumber: VOLUNTEER_PHONE },
    { signed: true },
  );
  report = await sendReport(url, reporter.token, {
    type: 'Cow',
    description: 'A calf stuck in a drain near the market',
    animalDescription: 'Young calf, cannot climb out',
    city: 'Pune',
    location: { address: 'Drain by Mandai market', coordinates: [73.8553, 18.5122] },
    score: 8,
    category: 'HIGH',
    assessmentDetails: 'Trapped',
  });
  await put(`/api/volunteer/incidents/${report._id}/volunteer/update`, volunteer.token);
  await put(`/api/users/profile/${volunteer._id}`, volunteer.token, { showPhoneToReporter: true });
});

test("the volunteer's held case: the reporter with a call link, and their own choice", async () => {
  const { page } = journey;
  await storeSession(page, journey.app.url, volunteer);
  await page.goto(`${journey.app.url}/voldash/case/${report._id}`);
  const block = page.locator('[data-area="volunteer"]').getByRole('region', { name: 'Reporter' });
  const link = block.getByRole('link', { name: `Call Meera Shah: ${REPORTER_PHONE}` });
  await link.waitFor();
  await expect(link.getAttribute('href')).resolves.toBe('tel:+919000055555');
  const choice = block.getByRole('checkbox', {
    name: 'Show my phone number to the reporters of my cases',
  });
  await expect(choice.isChecked()).resolves.toBe(true);
  await expectHealthy(journey.watched, 'case-contacts-volunteer', { fitsPhone: true });
});

test("the reporter's case: the volunteer by first name, with the phone they chose to show", async () => {
  const { page } = journey;
  await storeSession(page, journey.app.url, reporter);
  await page.goto(`${journey.app.url}/user-dashboard/incidents/${report._id}`);
  const block = page.getByRole('region', { name: 'Your volunteer' });
  const link = block.getByRole('link', { name: `Call Asha: ${VOLUNTEER_PHONE}` });
  await link.waitFor();
  await expect(link.getAttribute('href')).resolves.toBe('tel:+919000066666');
  await expect(block.innerText()).resolves.not.toContain('Patil');
  await expectHealthy(journey.watched, 'case-contacts-reporter', { fitsPhone: true });
});
