import { caseCard } from '../support/browser-page';
import { verifiedNgo, type Account } from '../support/accounts';
import { browserJourney, onPageAs } from '../support/journey';
import { choosePhoto, jpegPhoto, openReportForm } from '../support/report-form';

// The first minute (issue 30): on a phone (390 px wide), logged out, a passer-by reports an
// injured dog with a photo and three ticked signs, sees the app's assessment and its reasons,
// sends it without an account and gets the follow link; a verified NGO's open dashboard has it
// with the assessment; the NGO corrects the severity and the passer-by's case page shows it.

const RUN = Date.now().toString(36);

const journey = browserJourney({ viewport: 'phone' });
let photo: Buffer;
let ngo: Account;

beforeAll(async () => {
  photo = await jpegPhoto();
  ngo = await verifiedNgo(() => journey.app.url, `Paws Trust ${RUN}`, {
    phoneNumber: '+91 90000 33333',
  });
});

test('logged out at 390 px: a report with a photo and three signs is assessed, sent and on the NGO dashboard; the NGO corrects its severity and the case page says so', async () => {
  const { app, page, watched } = journey;
  await openReportForm(page, app.url);

  const description = `Dog hit by a car on FC Road ${RUN}`;
  const started = Date.now();
  await page.getByRole('textbox', { name: 'Incident Description' }).fill(description);
  await page.getByRole('combobox', { name: 'City' }).selectOption('Pune');
  await page.getByRole('textbox', { name: 'Detailed Address' }).fill(`FC Road ${RUN}`);
  await page.getByRole('textbox', { name: 'Animal Description' }).fill('Brown dog, bleeding');
  for (const sign of ['Hit by a vehicle', 'Heavy bleeding', 'Unconscious or cannot stand'])
    await page.getByRole('checkbox', { name: sign }).check();
  await choosePhoto(page, 'dog.jpg', photo);
  await page.getByRole('textbox', { name: 'Contact Name' }).fill('Ravi');
  await page.getByRole('textbox', { name: 'Contact Number' }).fill('98765 43210');
  const typing = Date.now() - started;
  console.log(`report-first-minute: typing and ticking took ${typing} ms`);
  expect(typing).toBeLessThan(60_000);

  // The app's assessment and its reasons, before sending.
  const result = page.getByTestId('assessment-result');
  await expect(result.textContent()).resolves.toMatch(/^CRITICAL \(score \d+ of 10\)$/);
  const reasons = page.getByRole('list', { name: 'Why:' });
  await reasons.getByText('Heavy bleeding (ticked)').waitFor();
  await reasons.getByText('Unconscious or cannot stand (ticked)').waitFor();

  await page.getByRole('button', { name: 'Send without an account' }).click();
  const link = page.getByTestId('follow-link');
  await link.waitFor();
  const followHref = await link.getAttribute('href');
  expect(followHref).toMatch(/\/follow#.+/);
  expect(watched.problems).toEqual([]);

  // The NGO's open dashboard has it, with the assessment.
  await onPageAs(journey, ngo, '/dashboard/incidents', async (ngoPage) => {
    const card = caseCard(ngoPage.page, 'ngo', `FC Road ${RUN}`);
    await card.waitFor();
    // The app's CRITICAL scores 9 or 10; the NGO's badge bands scores (7 and up: high).
    await expect(card.textContent()).resolves.toMatch(/High severity · (9|10)\/10/);

    // The NGO corrects the app's CRITICAL to High, with why...
    await card.getByRole('link', { name: 'View Details' }).click();
    await ngoPage.page.getByRole('button', { name: 'Change severity' }).click();
    const dialog = ngoPage.page.getByRole('dialog', { name: 'Change the severity' });
    await dialog.getByRole('combobox', { name: 'New severity' }).selectOption('HIGH');
    await dialog
      .getByRole('textbox', { name: /Why is it different/ })
      .fill('Breathing well now and the bleeding has stopped');
    await dialog.getByRole('button', { name: 'Change severity' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
  // ...and the passer-by's case page (their follow link) says so.
  await page.goto(
    `${app.url}${new URL(followHref!, app.url).pathname}${new URL(followHref!, app.url).hash}`,
  );
  await page.getByText(`Severity changed by ${ngo.name}: Critical → High`).waitFor();
  expect(watched.problems).toEqual([]);
});
