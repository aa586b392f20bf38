import { TEST_ADMIN } from '@rescue/testkit/operator';
import type { Page } from 'playwright-core';
import { expectHealthy, openPage, type WatchedPage } from '../support/browser-page';
import { browserStack } from '../support/journey';
import { registerAccount } from '../support/accounts';
import { sendReport } from '../support/reports';

// Trust in a real browser: an NGO registers and signs, and waits; the operator verifies it in
// the console at /admin; only then does the NGO's dashboard open. The operator then hides an
// abusive report, and it leaves the NGO's list. The journeys build on each other, in order.

const RUN = Date.now().toString(36);
const PASSWORD = 'correct horse battery staple';
const NGO = { name: `Trust Test Trust ${RUN}`, email: `ngo.trust.${RUN}@example.org` };
const ABUSIVE = `Call 99999 00000 to win a prize ${RUN}`;
const GENUINE = `Dog with a hurt paw near the temple ${RUN}`;

// The two pages are closed with the browser.
const journey = browserStack();
let ngoPage: WatchedPage;
let adminPage: WatchedPage;

function report(token: string, description: string) {
  return sendReport(() => journey.app.url, token, {
    type: 'Dog',
    description,
    animalDescription: description,
    city: 'Pune',
    location: { address: `Temple road ${RUN}` },
    score: 6,
    category: 'MODERATE',
    assessmentDetails: 'Limping',
  });
}

beforeAll(async () => {
  const reporter = await registerAccount(() => journey.app.url, 'user', 'Trust Reporter', {
    phoneNumber: '+91 90000 33333',
    address: '3 Temple Road',
  });
  await report(reporter.token, GENUINE);
  await report(reporter.token, ABUSIVE);
  [ngoPage, adminPage] = await Promise.all([openPage(journey.browser), openPage(journey.browser)]);
});

const ngoArea = (page: Page) => page.locator('[data-area="ngo"]');
const adminArea = (page: Page) => page.locator('[data-area="admin"]');

test('an NGO registers, signs its documents and is told it waits for verification', async () => {
  const page = ngoPage.page;
  await page.goto(`${journey.app.url}/register`);
  const form = page.getByRole('form', { name: 'Create Account' });
  await form.getByRole('radio', { name: 'Ngo' }).check();
  // An NGO is asked for its organisation's name (issue 30).
  await form.getByRole('textbox', { name: 'Organisation name' }).fill(NGO.name);
  await form.getByRole('textbox', { name: 'Email' }).fill(NGO.email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('combobox', { name: 'City' }).selectOption('Pune');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('+91 98765 43210');
  await form.getByRole('textbox', { name: 'Address' }).fill('7 Camp Road');
  await form.getByRole('textbox', { name: 'Registration Number' }).fill(`MH-${RUN}`);
  await form.getByRole('textbox', { name: 'Operating Areas' }).fill('Pune, Mumbai');
  await form.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('button', { name: 'Sign Documents' }).click();
  await page.waitForURL(/\/api\/docusign\/sign\//);
  await page.getByLabel('Your full name (this is your signature)').fill(NGO.name);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Documents' }).click();
  await page.waitForURL(/\/dashboard/);
  await ngoArea(page)
    .getByRole('heading', { name: 'Your organisation is waiting for verification' })
    .waitFor();
  // Nothing of the NGO's work is shown before verification.
  await page.goto(`${journey.app.url}/dashboard/incidents`);
  await ngoArea(page)
    .getByRole('heading', { name: 'Your organisation is waiting for verification' })
    .waitFor();
  await expect(page.getByText(GENUINE).count()).resolves.toBe(0);
  await expectHealthy(ngoPage, 'ngo-waiting-for-verification');
});

test('the operator logs in, lands on /admin and verifies the NGO', async () => {
  const page = adminPage.page;
  await page.goto(`${journey.app.url}/login`);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'Email' }).fill(TEST_ADMIN.email);
  await form.getByLabel('Password').fill(TEST_ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${journey.app.url}/admin`);
  const card = adminArea(page).getByRole('article').filter({ hasText: NGO.email });
  await card.getByRole('heading', { name: NGO.name }).waitFor();
  await expect(card.getByText(`MH-${RUN}`).isVisible()).resolves.toBe(true);
  await expectHealthy(adminPage, 'admin-verification-queue');
  await card.getByRole('button', { name: 'Verify' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await page.getByText(`${NGO.name} is verified`).first().waitFor();
});

test("once verified, the NGO's dashboard works and lists the reports", async () => {
  const page = ngoPage.page;
  await page.goto(`${journey.app.url}/dashboard/incidents`);
  await ngoArea(page).getByText(GENUINE).first().waitFor();
  await expect(ngoArea(page).getByText(ABUSIVE).count()).resolves.toBeGreaterThan(0);
});

test("the operator hides the abusive report and it leaves the NGO's list", async () => {
  const page = adminPage.page;
  await page.goto(`${journey.app.url}/admin/reports`);
  const card = adminArea(page).locator('[aria-label="Reports"] > *').filter({ hasText: ABUSIVE });
  await card.first().waitFor();
  await card.first().getByRole('button', { name: 'Hide' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason (the reporter sees it)').fill('Advertising, not an animal');
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expectHealthy(adminPage, 'admin-reports');

  const ngo = ngoPage.page;
  await ngo.goto(`${journey.app.url}/dashboard/incidents`);
  await ngoArea(ngo).getByText(GENUINE).first().waitFor();
  await expect(ngoArea(ngo).getByText(ABUSIVE).count()).resolves.toBe(0);

  await page.goto(`${journey.app.url}/admin/audit`);
  await adminArea(page).getByText('Advertising, not an animal').first().waitFor();
  await expectHealthy(adminPage, 'admin-audit');
});
