import { VIEWPORTS, caseCard, screenshots } from '../support/browser-page';
import { registerAccount, storeSession, verifiedNgo, type Account } from '../support/accounts';
import { jsonApi } from '../support/json-api';
import { browserJourney, onPageAs } from '../support/journey';
import { choosePhoto, jpegPhoto, openReportForm } from '../support/report-form';

// Offline reports and the installable app (issue 31): the shell's manifest and service worker
// are served and the worker takes the page; with the network off the report page still opens,
// a report with its photo is kept on the phone, and once the network is back it is sent, and
// stored once, and the NGO's dashboard has it.

const RUN = Date.now().toString(36);

const journey = browserJourney();
let photo: Buffer;
let ngo: Account;
let reporter: Account;

beforeAll(async () => {
  photo = await jpegPhoto();
  ngo = await verifiedNgo(() => journey.app.url, `Offline Trust ${RUN}`, {
    phoneNumber: '+91 90000 44444',
  });
  reporter = await registerAccount(() => journey.app.url, 'user', `Asha ${RUN}`);
});

test('the web manifest and the service worker are served, and the worker takes the page', async () => {
  const { app, page } = journey;
  const manifest = await fetch(`${app.url}/manifest.webmanifest`);
  expect(manifest.status).toBe(200);
  const { icons, start_url } = (await manifest.json()) as {
    icons: { src: string; sizes: string }[];
    start_url: string;
  };
  expect(start_url).toBe('/');
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of icons) {
    const png = await fetch(`${app.url}${icon.src}`);
    expect([png.status, png.headers.get('content-type')]).toEqual([200, 'image/png']);
  }
  const worker = await fetch(`${app.url}/sw.js`);
  expect(worker.status).toBe(200);
  // Revalidated on every load, so a new build's worker is seen at once.
  expect(worker.headers.get('cache-control')).toBe('no-cache');

  await page.goto(app.url);
  await page.locator('[data-area="public"] h1').waitFor();
  await expect(
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL;
    }),
  ).resolves.toBe(`${app.url}/sw.js`);
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
    '/manifest.webmanifest',
  );
});

test('offline at 390 px: the report page opens, a report with a photo waits on the phone and is sent once when the network returns', async () => {
  const { app, page, watched } = journey;
  await page.setViewportSize(VIEWPORTS.phone);
  await storeSession(page, app.url, reporter);
  // The worker takes the page once installed; the report page then loads through it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await openReportForm(page, app.url);

  await page.context().setOffline(true);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Report an Incident' }).waitFor();

  const description = `Puppy stuck in a drain ${RUN}`;
  await page.getByRole('textbox', { name: 'Incident Description' }).fill(description);
  await page.getByRole('combobox', { name: 'City' }).selectOption('Pune');
  await page
    .getByRole('textbox', { name: 'Detailed Address' })
    .fill(`Drain by Shivaji Nagar ${RUN}`);
  await page.getByRole('textbox', { name: 'Animal Description' }).fill('Small black puppy');
  await page.getByRole('checkbox', { name: 'Hit by a vehicle' }).check();
  await choosePhoto(page, 'puppy.jpg', photo);
  await page.getByRole('button', { name: 'Submit Report' }).click();

  const waiting = page.getByTestId('report-outbox');
  await waiting.waitFor();
  expect(await waiting.textContent()).toContain('waiting for a connection: 1.');
  await page.getByText('Your report is saved on this device and will be sent by itself').waitFor();
  // The form starts afresh for another report.
  await expect(
    page.getByRole('textbox', { name: 'Incident Description' }).inputValue(),
  ).resolves.toBe('');
  await screenshots(page, 'offline-report-saved');

  const listed = () =>
    jsonApi(() => app.url)<{ description: string; animalInfo: { photo: string | null } }[]>(
      '/api/incidents?limit=100',
      { token: ngo.token },
    ).then((incidents) => incidents.filter((incident) => incident.description === description));
  expect(await listed()).toEqual([]);

  await page.context().setOffline(false);
  await page.getByText('Your report saved on this device has been sent.').waitFor();
  await waiting.waitFor({ state: 'detached' });
  // Another visit sends nothing again: the outbox is empty.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Report an Incident' }).waitFor();
  await expect(page.getByTestId('report-outbox').count()).resolves.toBe(0);

  const stored = await listed();
  expect(stored).toHaveLength(1);
  expect(stored[0]?.animalInfo.photo).toBeTruthy();
  expect(watched.problems).toEqual([]);

  // The NGO's dashboard has it, once.
  await onPageAs(journey, ngo, '/dashboard/incidents', async (ngoPage) => {
    const cards = caseCard(ngoPage.page, 'ngo', `Shivaji Nagar ${RUN}`);
    await cards.first().waitFor();
    await expect(cards.count()).resolves.toBe(1);
  });
});
