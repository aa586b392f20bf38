import type { Incident } from '@rescue/contracts';
import { expectHealthy } from '../support/browser-page';
import { browserJourney } from '../support/journey';
import { accountOfEachRole, storeSession, type Account } from '../support/accounts';
import { sendReport } from '../support/reports';

// Issue 30 in Chromium: the NGO's incidents and the volunteer's available cases ordered "Most
// urgent first" (critical first, then the longest waiting), the choice kept in the address so
// a reload or a shared link opens the same order; screenshots at phone and desktop widths.
const RUN = Date.now().toString(36);
const journey = browserJourney();
let ngo: Account;
let volunteer: Account;
let critical: Incident;
let low: Incident;

function report(token: string, type: string, category: 'CRITICAL' | 'LOW'): Promise<Incident> {
  return sendReport(() => journey.app.url, token, {
    type,
    description: `${type} needs help by the road`,
    animalDescription: `A ${type.toLowerCase()} by the road`,
    city: 'Nagpur',
    location: { address: `${type} corner, ${RUN} Lane` },
    score: category === 'CRITICAL' ? 9 : 2,
    category,
  });
}

beforeAll(async () => {
  const accounts = await accountOfEachRole(() => journey.app.url, 'Nagpur');
  ({ volunteer, ngo } = accounts);
  const reporter = accounts.user;
  // The critical case is reported first: newest first shows the low one first.
  critical = await report(reporter.token, 'Dog', 'CRITICAL');
  low = await report(reporter.token, 'Cat', 'LOW');
});

/** The area's first card (the list's first case), waited on with .filter({hasText}). */
const firstCard = (area: string) =>
  journey.page.locator(`[data-area="${area}"]`).getByRole('article').first();

test("the NGO's incidents, most urgent first, kept in the address", async () => {
  await storeSession(journey.page, journey.app.url, ngo);
  await journey.page.goto(`${journey.app.url}/dashboard/incidents`);
  const area = journey.page.locator('[data-area="ngo"]');
  await area.getByText(low.location.address).waitFor();
  await expect(firstCard('ngo').textContent()).resolves.toContain(low.location.address);

  await area.getByRole('combobox', { name: 'Order by' }).selectOption('urgency');
  await journey.page.waitForURL('**/dashboard/incidents?sort=urgency');
  await area.getByText('Critical first, then those waiting longest.').waitFor();
  await firstCard('ngo').filter({ hasText: critical.location.address }).waitFor();
  await expectHealthy(journey.watched, 'ngo-incidents-most-urgent', { fitsPhone: true });

  await journey.page.reload();
  await firstCard('ngo').filter({ hasText: critical.location.address }).waitFor();
  await expect(area.getByRole('combobox', { name: 'Order by' }).inputValue()).resolves.toBe(
    'urgency',
  );
});

test("the volunteer's available cases, most urgent first, kept in the address", async () => {
  await storeSession(journey.page, journey.app.url, volunteer);
  await journey.page.goto(`${journey.app.url}/voldash/available?sort=urgency`);
  const area = journey.page.locator('[data-area="volunteer"]');
  await area.getByText(low.location.address).waitFor();
  await expect(area.getByRole('combobox', { name: 'Order by' }).inputValue()).resolves.toBe(
    'urgency',
  );
  await firstCard('volunteer').filter({ hasText: critical.location.address }).waitFor();
  await expectHealthy(journey.watched, 'voldash-available-most-urgent', { fitsPhone: true });
});
