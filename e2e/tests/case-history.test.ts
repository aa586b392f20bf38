import type { CreateIncidentResponse, Incident } from '@rescue/contracts';
import { signDocumentsLocally } from '@rescue/stack/signing-client';
import { verifyNgo } from '@rescue/testkit/operator';
import { chromium, type Browser } from 'playwright-core';
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

// Closing the loop: an NGO takes a report on and resolves it, saying why; its reporter opens
// the case from their dashboard's card, reads what happened and why it was closed, and reopens
// it with a reason.
const NGO_PHONE = '+91 90000 33333';
const REPORTER_PHONE = '+91 90000 44444';

let app: WebStack;
let browser: Browser;
let ngo: Account;
let reporter: Account;
let report: Incident;

const call = jsonApi(() => app.url);

beforeAll(async () => {
  [app, browser] = await Promise.all([startWebStack(), chromium.launch(CHROMIUM_LAUNCH_OPTIONS)]);
  const registered = await registerAccount(() => app.url, 'ngo', 'Paws Trust Pune', {
    phoneNumber: NGO_PHONE,
    ngoDetails: { operatingAreas: ['Pune'] },
  });
  ngo = { ...registered, token: await signDocumentsLocally(app.url, registered) };
  await verifyNgo(app, ngo);
  reporter = await registerAccount(() => app.url, 'user', 'Meera Shah', {
    phoneNumber: REPORTER_PHONE,
  });
  report = await call<CreateIncidentResponse>('/api/incidents/create', {
    token: reporter.token,
    json: {
      description: 'A puppy with a hurt paw under the bridge',
      city: 'Pune',
      location: { address: 'Under the Deccan bridge', coordinates: [73.8414, 18.5167] },
      animalInfo: {
        description: 'Small brown puppy, front paw bleeding',
        type: 'Dog',
        aiSeverityAssessment: {
          score: 7,
          category: 'HIGH',
          assessmentDetails: 'Bleeding from the paw',
        },
      },
    },
  }).then((body) => body.incident);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function expectHealthy(watched: WatchedPage, name: string): Promise<void> {
  expect(await seriousA11yViolations(watched.page)).toEqual([]);
  await watched.page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(watched.page, name);
  await watched.page.setViewportSize(VIEWPORTS.phone);
  expect(await settledScrollWidth(watched.page, VIEWPORTS.phone.width)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
  await watched.page.setViewportSize(VIEWPORTS.desktop);
  expect(watched.problems).toEqual([]);
}

test('the NGO takes the case on and resolves it: rescued and treated', async () => {
  const watched = await openPage(browser);
  try {
    const { page } = watched;
    await storeSession(page, app.url, ngo);
    await page.goto(`${app.url}/dashboard/incidents/${report._id}`);
    const area = page.locator('[data-area="ngo"]');
    await area.getByRole('button', { name: 'We are handling this' }).click();
    await area.getByText('Handled by Paws Trust Pune').first().waitFor();

    await area.getByRole('combobox', { name: 'Change status' }).selectOption('resolved');
    const dialog = page.getByRole('dialog', { name: 'Resolve this case' });
    await dialog
      .getByRole('combobox', { name: 'Why is it closed?' })
      .selectOption('rescued_treated');
    await dialog.getByRole('button', { name: 'Resolve case' }).click();
    await page.getByText('Status updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const history = area.getByRole('list', { name: 'Case history' });
    await history.getByText('Resolved: Rescued and treated, by you').waitFor();
    await expect(
      history.getByRole('listitem').locator('p:first-child').allInnerTexts(),
    ).resolves.toEqual([
      'Reported by Meera Shah',
      'You are handling this case',
      'Resolved: Rescued and treated, by you',
    ]);
    await expect(
      area
        .getByRole('region', { name: 'Status' })
        .getByText(/^Rescued and treated,/)
        .count(),
    ).resolves.toBe(1);
    await expectHealthy(watched, 'case-history-ngo-detail');
  } finally {
    await watched.close();
  }
});

test('the reporter opens the case from the card, reads why it closed, and reopens it', async () => {
  const watched = await openPage(browser);
  try {
    const { page } = watched;
    await storeSession(page, app.url, reporter);
    await page.goto(`${app.url}/user-dashboard`);
    const area = page.locator('[data-area="user"]');
    const card = area.getByRole('article').filter({ hasText: report.location.address });
    await card.getByText('Closed: Rescued and treated').waitFor();
    await expect(card.getByText(/is on it/).count()).resolves.toBe(0);
    await card.getByRole('link', { name: 'Dog' }).click();
    await page.waitForURL(`**/user-dashboard/incidents/${report._id}`);

    await area.getByRole('heading', { level: 1, name: 'Dog' }).waitFor();
    const facts = area.getByRole('region', { name: 'Your report' });
    await facts.getByText('Paws Trust Pune').waitFor();
    await expect(facts.getByText(/^Rescued and treated/).count()).resolves.toBe(1);
    const history = area.getByRole('list', { name: 'Case history' });
    await history.getByText('Resolved: Rescued and treated, by Paws Trust Pune').waitFor();
    await expect(
      history.getByRole('listitem').locator('p:first-child').allInnerTexts(),
    ).resolves.toEqual([
      'Reported by you',
      'Paws Trust Pune is handling this case',
      'Resolved: Rescued and treated, by Paws Trust Pune',
    ]);
    // Nobody's contact details: neither the NGO's nor the reporter's own.
    const text = await area.innerText();
    expect(text).not.toContain(NGO_PHONE);
    expect(text).not.toContain(REPORTER_PHONE);
    await expectHealthy(watched, 'case-history-reporter-resolved');

    await area.getByRole('button', { name: 'Reopen this case' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reopen this case' });
    await dialog
      .getByRole('textbox', { name: /Why is it not done/ })
      .fill('The puppy is limping again near the bridge');
    await dialog.getByRole('button', { name: 'Reopen this case' }).click();
    await page.getByText('The case is reopened').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await history.getByText('Reopened by you, back to In Progress').waitFor();
    await history.getByText('The puppy is limping again near the bridge').waitFor();
    await expect(area.getByText('In Progress', { exact: true }).first().isVisible()).resolves.toBe(
      true,
    );
    await area.getByRole('region', { name: 'Add information' }).waitFor();
    await expect(area.getByRole('button', { name: 'Reopen this case' }).count()).resolves.toBe(0);
    await expectHealthy(watched, 'case-history-reporter-reopened');
  } finally {
    await watched.close();
  }
});
