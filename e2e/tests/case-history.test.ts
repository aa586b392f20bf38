import type { Incident } from '@rescue/contracts';
import type { Locator } from 'playwright-core';
import { expectHealthy, screenshots } from '../support/browser-page';
import { browserStack, onPageAs } from '../support/journey';
import { jsonApi } from '../support/json-api';
import { registerAccount, verifiedNgo, type Account } from '../support/accounts';
import { sendReport } from '../support/reports';

// Closing the loop: an NGO takes a report on, a volunteer takes it and does their part, the NGO
// resolves it, saying why; its reporter opens the case from their dashboard's card, reads what
// happened and why it was closed, and reopens it with a reason. Each reads the same events in
// the kit's one timeline, in their own words, and the NGO's case page shows them once.
const NGO_PHONE = '+91 90000 33333';
const REPORTER_PHONE = '+91 90000 44444';
const CLOSURE_NOTE = 'Healthy after recovery.';
const VOLUNTEER_NOTE = 'Cleaned the paw, taking him to the vet';
const DEVANAGARI = /[\u0900-\u097F]/;

const journey = browserStack();
let ngo: Account;
let reporter: Account;
let volunteer: Account;
let report: Incident;

const call = jsonApi(() => journey.app.url);

/** A PUT with no body, as the volunteer's take and complete are sent. */
const put = (path: string, token: string) => call(path, { method: 'PUT', token });

/** The first line (what happened) of each event of the one case-history timeline in `area`. */
function eventTitles(area: Locator): Promise<string[]> {
  return area
    .getByRole('list', { name: 'Case history' })
    .getByRole('listitem')
    .locator('p:first-child')
    .allInnerTexts();
}

/**
 * The case page `path` as `account` reads it in Hindi (the browser's language), at both widths:
 * the same timeline, its words and its dates in Hindi.
 */
async function hindiScreenshots(account: Account, path: string, name: string): Promise<void> {
  await onPageAs(
    journey,
    account,
    path,
    async ({ page }) => {
      const timeline = page.locator('[data-area] ol[aria-label]').filter({ hasText: DEVANAGARI });
      await timeline.locator('li').first().waitFor();
      expect(await timeline.getAttribute('aria-label')).toMatch(DEVANAGARI);
      await screenshots(page, `${name}-hi`);
    },
    { locale: 'hi-IN' },
  );
}

beforeAll(async () => {
  ngo = await verifiedNgo(() => journey.app.url, 'Paws Trust Pune', { phoneNumber: NGO_PHONE });
  reporter = await registerAccount(() => journey.app.url, 'user', 'Meera Shah', {
    phoneNumber: REPORTER_PHONE,
  });
  volunteer = await registerAccount(
    () => journey.app.url,
    'volunteer',
    'Asha Patil',
    {},
    { signed: true },
  );
  report = await sendReport(() => journey.app.url, reporter.token, {
    type: 'Dog',
    description: 'A puppy with a hurt paw under the bridge',
    animalDescription: 'Small brown puppy, front paw bleeding',
    city: 'Pune',
    location: { address: 'Under the Deccan bridge', coordinates: [73.8414, 18.5167] },
    score: 7,
    category: 'HIGH',
    assessmentDetails: 'Bleeding from the paw',
  });
});

test('the NGO takes the case on from its page', async () => {
  await onPageAs(journey, ngo, `/dashboard/incidents/${report._id}`, async (watched) => {
    const area = watched.page.locator('[data-area="ngo"]');
    await area.getByRole('button', { name: 'We are handling this' }).click();
    await area.getByText('Handled by Paws Trust Pune').first().waitFor();
    await area
      .getByRole('list', { name: 'Case history' })
      .getByText('You are handling this case')
      .waitFor();
    expect(watched.problems).toEqual([]);
  });
});

test('the volunteer takes it, adds a note and finishes their part: their page says so in their words', async () => {
  await put(`/api/volunteer/incidents/${report._id}/volunteer/update`, volunteer.token);
  await call(`/api/volunteer/incidents/${report._id}/notes`, {
    token: volunteer.token,
    json: { text: VOLUNTEER_NOTE },
  });
  await put(`/api/volunteer/incidents/${report._id}/complete`, volunteer.token);

  const path = `/voldash/case/${report._id}`;
  await onPageAs(journey, volunteer, path, async (watched) => {
    const area = watched.page.locator('[data-area="volunteer"]');
    const updates = area.getByRole('region', { name: 'Case Updates' });
    await updates.getByText('You marked your part completed').waitFor();
    await expect(eventTitles(updates)).resolves.toEqual([
      'Reported by Meera Shah',
      'Paws Trust Pune is handling this case',
      'You took the case',
      'Note from you',
      'You marked your part completed',
    ]);
    await updates.getByText(VOLUNTEER_NOTE).waitFor();
    // The server's case updates ("Volunteer Asha Patil marked the case completed") are not
    // shown beside them.
    await expect(area.getByText(/marked the case completed/).count()).resolves.toBe(0);
    await expectHealthy(watched, 'case-history-volunteer', { fitsPhone: true });
    await hindiScreenshots(volunteer, path, 'case-history-volunteer');
  });
});

test('the NGO resolves it, rescued and treated with a note: every event once, in its words', async () => {
  const path = `/dashboard/incidents/${report._id}`;
  await onPageAs(journey, ngo, path, async (watched) => {
    const { page } = watched;
    const area = page.locator('[data-area="ngo"]');

    await area.getByRole('combobox', { name: 'Change status' }).selectOption('resolved');
    const dialog = page.getByRole('dialog', { name: 'Resolve this case' });
    await dialog
      .getByRole('combobox', { name: 'Why is it closed?' })
      .selectOption('rescued_treated');
    await dialog.getByRole('textbox', { name: /Note/ }).fill(CLOSURE_NOTE);
    await dialog.getByRole('button', { name: 'Resolve case' }).click();
    await page.getByText('Status updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const history = area.getByRole('list', { name: 'Case history' });
    await history.getByText('Resolved: Rescued and treated, by you').waitFor();
    await expect(eventTitles(area)).resolves.toEqual([
      'Reported by Meera Shah',
      'You are handling this case',
      'Asha Patil (volunteer) took the case',
      'Note from Asha Patil (volunteer)',
      'Asha Patil (volunteer) marked their part completed',
      'Resolved: Rescued and treated, by you',
    ]);
    // One place shows the events: one timeline, each event once on the whole page, and none
    // of them again in other words (the incident's caseUpdates say "marked the case completed").
    await expect(area.locator('ol, ul').filter({ hasText: 'Reported by' }).count()).resolves.toBe(
      1,
    );
    const once = [/Meera Shah/, /took (the|this) case/, /completed/, new RegExp(VOLUNTEER_NOTE)];
    const counted = await Promise.all(
      once.map(async (said) => [
        String(said),
        await area.getByRole('listitem').filter({ hasText: said }).count(),
      ]),
    );
    expect(Object.fromEntries(counted)).toEqual(
      Object.fromEntries(once.map((said) => [String(said), 1])),
    );
    await expect(area.getByText('Incident reported').count()).resolves.toBe(0);

    // The closure: the reason with its note, then its date on a line of its own.
    const status = area.getByRole('region', { name: 'Status' });
    const reason = status.getByText(`Rescued and treated: ${CLOSURE_NOTE}`, { exact: true });
    await expect(reason.count()).resolves.toBe(1);
    await expect(status.innerText()).resolves.not.toMatch(/\.,/);
    await expectHealthy(watched, 'case-history-ngo-detail', { fitsPhone: true });
    await hindiScreenshots(ngo, path, 'case-history-ngo-detail');
  });
});

test('the reporter opens the case from the card, reads why it closed, and reopens it', async () => {
  await onPageAs(journey, reporter, '/user-dashboard', async (watched) => {
    const { page } = watched;
    const area = page.locator('[data-area="user"]');
    const card = area.getByRole('article').filter({ hasText: report.location.address });
    await card.getByText('Closed: Rescued and treated').waitFor();
    await expect(card.getByText(/is on it/).count()).resolves.toBe(0);
    await card.getByRole('link', { name: 'Dog' }).click();
    await page.waitForURL(`**/user-dashboard/incidents/${report._id}`);

    await area.getByRole('heading', { level: 1, name: 'Dog' }).waitFor();
    const facts = area.getByRole('region', { name: 'Your report' });
    await facts.getByText('Paws Trust Pune').waitFor();
    await expect(
      facts.getByText(`Rescued and treated: ${CLOSURE_NOTE}`, { exact: true }).count(),
    ).resolves.toBe(1);
    const history = area.getByRole('list', { name: 'Case history' });
    await history.getByText('Resolved: Rescued and treated, by Paws Trust Pune').waitFor();
    // The volunteer by first name only, as the reporter knows them.
    await expect(eventTitles(area)).resolves.toEqual([
      'Reported by you',
      'Paws Trust Pune is handling this case',
      'Asha (volunteer) took the case',
      'Note from Asha (volunteer)',
      'Asha (volunteer) marked their part completed',
      'Resolved: Rescued and treated, by Paws Trust Pune',
    ]);
    // Nobody's contact details: neither the NGO's nor the reporter's own.
    const text = await area.innerText();
    expect(text).not.toContain(NGO_PHONE);
    expect(text).not.toContain(REPORTER_PHONE);
    await expectHealthy(watched, 'case-history-reporter-resolved', { fitsPhone: true });
    await hindiScreenshots(
      reporter,
      `/user-dashboard/incidents/${report._id}`,
      'case-history-reporter-resolved',
    );

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
    await expectHealthy(watched, 'case-history-reporter-reopened', { fitsPhone: true });
  });
});
