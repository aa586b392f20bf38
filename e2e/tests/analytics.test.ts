import { readFileSync } from 'node:fs';
import type { Incident } from '@rescue/contracts';
import type { Locator } from 'playwright-core';
import { waitFor } from '@rescue/testkit/wait';
import {
  VIEWPORTS,
  screenshots,
  seriousA11yViolations,
  settledScrollWidth,
} from '../support/browser-page';
import { browserJourney } from '../support/journey';
import { jsonApi } from '../support/json-api';
import { registerAccount, verifiedNgo, type Account } from '../support/accounts';
import { sendReport } from '../support/reports';

// The NGO's analytics (issue 19): a verified NGO working in Pune opens Analytics from the
// sidebar, changes the period and the area, sees the figures and charts change, opens a
// table view and downloads that chart's CSV. Three reports in Pune (one taken on and resolved
// as rescued and treated) and two in Mumbai, all made today.

const journey = browserJourney({ signedIn: () => ngo });
let ngo: Account;

const call = jsonApi(() => journey.app.url);

const PUNE: [number, number] = [73.8567, 18.5204];
const MUMBAI: [number, number] = [72.8777, 19.076];

function report(token: string, city: string, type: string, score: number, at: [number, number]) {
  return sendReport(() => journey.app.url, token, {
    type,
    description: `${type} needs help near the station`,
    animalDescription: `A ${type.toLowerCase()} lying still`,
    city,
    location: { address: `${type} corner, Station Road`, coordinates: at },
    score,
    category: score >= 7 ? 'HIGH' : 'LOW',
  });
}

async function resolveAsRescued(incident: Incident): Promise<void> {
  await call(`/api/ngo/incidents/${incident._id}/handle`, { token: ngo.token, json: {} });
  await call(`/api/ngo/incidents/${incident._id}/update`, {
    method: 'PUT',
    token: ngo.token,
    json: { status: 'resolved', closureReason: 'rescued_treated' },
  });
}

beforeAll(async () => {
  ngo = await verifiedNgo(() => journey.app.url, 'Paws Trust Pune');
  const reporter = await registerAccount(() => journey.app.url, 'user', 'Asha Reporter');
  const urgent = await report(reporter.token, 'Pune', 'Dog', 9, PUNE);
  await report(reporter.token, 'Pune', 'Cat', 5, PUNE);
  await report(reporter.token, 'Pune', 'Dog', 2, PUNE);
  await report(reporter.token, 'Mumbai', 'Cow', 6, MUMBAI);
  await report(reporter.token, 'Mumbai', 'Dog', 8, MUMBAI);
  await resolveAsRescued(urgent);
});

const area = () => journey.page.locator('[data-area="ngo"]');
const panel = (title: string): Locator =>
  area()
    .locator('section')
    .filter({ has: journey.page.getByRole('heading', { level: 3, name: title, exact: true }) });

/** A chart's table, row by row (read whether or not its table view is open). */
function tableOf(title: string): Promise<string[][]> {
  return panel(title)
    .locator('table')
    .evaluate((table) =>
      [...table.querySelectorAll('tr')].map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
      ),
    );
}

/** `read()` once it satisfies `done`; fails after waitFor's 10 s, naming `what`. */
async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
): Promise<T> {
  const settled = await waitFor(
    async () => {
      const value = await read();
      return done(value) && { value };
    },
    { what, intervalMs: 100 },
  );
  return settled.value;
}

/** What a chart's canvas shows now, as an image. */
function drawing(id: string): Promise<string> {
  return area()
    .locator(`[data-chart="${id}"] canvas`)
    .evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
}

test('an NGO reads its analytics, changes the period and the area, and downloads a CSV', async () => {
  const { app, page, watched } = journey;
  await page.goto(`${app.url}/dashboard`);
  await area().getByRole('heading', { name: 'Welcome, Paws Trust Pune' }).waitFor();
  await area()
    .getByRole('navigation', { name: 'NGO Dashboard' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await page.waitForURL(`${app.url}/dashboard/analytics`);
  await area().getByRole('heading', { level: 2, name: 'Analytics' }).waitFor();

  // Its operating area and the last 30 days: the three Pune reports.
  const status = area()
    .getByRole('status')
    .filter({ hasText: /reports? in/ });
  await expect(status.textContent()).resolves.toMatch(/^3 reports in Pune, /);
  await expect(tableOf('Reports by city')).resolves.toEqual([
    ['City', 'Reports'],
    ['Pune', '3'],
  ]);
  await expect(tableOf('Reports by severity')).resolves.toEqual([
    ['Severity', 'Reports'],
    ['High', '1'],
    ['Moderate', '1'],
    ['Low', '1'],
  ]);
  await expect(tableOf('Closure reasons')).resolves.toContainEqual(['Rescued and treated', '1']);
  // A bar per day of the 30, on a canvas Chart.js drew.
  expect(await tableOf('Reports per day')).toHaveLength(31);
  const box = await area().locator('[data-chart="reports-over-time"] canvas').boundingBox();
  expect(box?.width).toBeGreaterThan(300);
  expect(box?.height).toBeGreaterThan(200);

  // The last 7 days: a bar per day of 7, the same reports (all made today).
  await area().getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 7 days' });
  await page.waitForURL(/range=7d/);
  const perDay = await until(
    () => tableOf('Reports per day'),
    (rows) => rows.length === 8,
    'a row per day of the last 7',
  );
  expect(perDay).toHaveLength(8);
  await expect(status.textContent()).resolves.toMatch(/^3 reports in Pune, /);

  // All cities: Mumbai's two reports join, in the figures and in the chart's drawing.
  const puneOnly = await drawing('by-city');
  await area().getByRole('combobox', { name: 'Area' }).selectOption({ label: 'All cities' });
  const allCities = await until(
    () => status.textContent(),
    (text) => /^5 reports/.test(text ?? ''),
    "every city's 5 reports",
  );
  expect(allCities).toMatch(/^5 reports in every city, /);
  const byCity = await tableOf('Reports by city');
  expect(byCity).toContainEqual(['Pune', '3']);
  expect(byCity).toContainEqual(['Mumbai', '2']);
  expect(await drawing('by-city')).not.toBe(puneOnly);
  await expect(tableOf('Reports by severity')).resolves.toEqual([
    ['Severity', 'Reports'],
    ['High', '2'],
    ['Moderate', '2'],
    ['Low', '1'],
  ]);

  // The table view opens in place; its CSV holds exactly those rows.
  const animals = panel('Reports by animal type');
  await animals.locator('summary', { hasText: 'Table' }).click();
  await animals.getByRole('table', { name: 'Reports by animal type' }).waitFor();
  await expect(animals.getByRole('rowheader', { name: 'Dog' }).isVisible()).resolves.toBe(true);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    animals.getByRole('button', { name: 'Download CSV: Reports by animal type' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^by-animal-type-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toBe('\uFEFF"Animal type","Reports"\r\n"Dog","3"\r\n"Cat","1"\r\n"Cow","1"\r\n');
  const shown = await tableOf('Reports by animal type');
  expect(csv.slice(1).trimEnd().split('\r\n')).toEqual(
    shown.map((row) => row.map((cell) => `"${cell}"`).join(',')),
  );

  // Custom dates start as the period on show (the last 7 days) and count the same reports.
  await area().getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Custom dates' });
  await page.waitForURL(/range=custom&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  const [from, to] = await Promise.all([
    area().getByLabel('From', { exact: true }).inputValue(),
    area().getByLabel('To', { exact: true }).inputValue(),
  ]);
  expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
  // Days in the sentence are written as every date on the site is (the kit's formatDate).
  const day = (date: string) =>
    new Date(`${date}T12:00:00`).toLocaleDateString('en-IN', { dateStyle: 'medium' });
  await expect(status.textContent()).resolves.toBe(
    `5 reports in every city, ${day(from)} to ${day(to)}`,
  );

  expect(await seriousA11yViolations(page)).toEqual([]);
  // Readable on a phone: nothing wider than the screen, the charts as wide as the column.
  await page.setViewportSize(VIEWPORTS.phone);
  expect(await settledScrollWidth(page, VIEWPORTS.phone.width)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
  const phoneChart = await area().locator('[data-chart="by-city"] canvas').boundingBox();
  expect(phoneChart?.width).toBeGreaterThan(280);
  await screenshots(page, 'ngo-analytics');
  expect(watched.problems).toEqual([]);
});
