import { VIEWPORTS, expectHealthy } from '../support/browser-page';
import { browserJourney } from '../support/journey';
import { choosePhoto, jpegPhoto, openReportForm } from '../support/report-form';
import { jsonApi } from '../support/json-api';

// "Not twice" and the follow link that becomes an account (issue 30), on a phone (390 px),
// logged out: a passer-by starts reporting a dog someone already reported without an account,
// the report form offers that open case, and "Follow this case instead" adds their words and
// photo to it and gives them its follow link; the link shows the case with their note. Then
// the first reporter opens their own follow link, keeps the case in an account with only a
// password, and their dashboard lists it.

const RUN = Date.now().toString(36);

const journey = browserJourney({ viewport: 'phone' });
/** A follow link on this stack's app (the link names the configured public address). */
const onApp = (followUrl: string) => `${journey.app.url}/follow${new URL(followUrl).hash}`;
let photo: Buffer;
let reported: { incident: { _id: string }; followUrl: string };

beforeAll(async () => {
  photo = await jpegPhoto();
  // The first reporter, without an account.
  reported = await jsonApi(() => journey.app.url)('/api/incidents/anonymous', {
    json: {
      description: `Dog lying by the temple gate ${RUN}`,
      city: 'Pune',
      location: { address: `Temple Road ${RUN}` },
      animalInfo: { description: 'Black dog, cannot stand', type: 'Dog', signs: ['unconscious'] },
      contact: { name: 'Sunita Pawar', email: `sunita.${RUN}@example.org` },
    },
  });
});

test('logged out at 390 px: follow the open case instead of reporting it again, and see it by its link', async () => {
  const { app, page, watched } = journey;
  await openReportForm(page, app.url);
  await page.getByRole('textbox', { name: 'Incident Description' }).fill('A dog near the temple');
  await page.getByRole('combobox', { name: 'Animal Type' }).selectOption('Dog');
  await page.getByRole('combobox', { name: 'City' }).selectOption('Pune');
  await page.getByRole('textbox', { name: 'Animal Description' }).fill('Black dog, not moving');
  await choosePhoto(page, 'dog.jpg', photo);
  await page.getByRole('textbox', { name: 'Contact Name' }).fill('Kiran Patil');
  await page.getByRole('textbox', { name: 'Contact Number' }).fill('98220 12345');
  await page.getByRole('textbox', { name: 'Detailed Address' }).fill('Near the temple');

  const hint = page.getByRole('region', { name: 'Is it one of these?' });
  const candidate = hint.getByRole('listitem').filter({ hasText: 'Black dog, cannot stand' });
  await candidate.waitFor();
  await expectHealthy(watched, 'not-twice-hint', { fitsPhone: true });
  await page.setViewportSize(VIEWPORTS.phone);
  await candidate.getByRole('button', { name: 'Follow this case instead' }).click();

  const done = page.getByRole('status').filter({ hasText: 'You are following this case' });
  await done.waitFor();
  const link = done.getByTestId('follow-link');
  const followUrl = await link.getAttribute('href');
  expect(followUrl).toMatch(/\/follow#.+/);
  await expectHealthy(watched, 'not-twice-following', { fitsPhone: true });

  // The link opens the case, with the passer-by's words (and photo) in its history.
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(onApp(followUrl!));
  await page.getByRole('heading', { level: 1, name: 'The case you follow' }).waitFor();
  await page.getByText(`Dog lying by the temple gate ${RUN}`).waitFor();
  await page
    .getByText(/A dog near the temple/)
    .first()
    .waitFor();
  // A follower has no report to keep in an account.
  await expect(
    page.getByRole('heading', { name: 'Keep this case in an account' }).count(),
  ).resolves.toBe(0);
  await expectHealthy(watched, 'not-twice-follow-page', { fitsPhone: true });
});

test("logged out at 390 px: the reporter's follow link becomes an account in one step, and the dashboard lists the case", async () => {
  const { page, watched } = journey;
  await page.goto(onApp(reported.followUrl));
  await page.getByRole('heading', { level: 1, name: 'Your report' }).waitFor();
  const keep = page.getByRole('region', { name: 'Keep this case in an account' });
  // What the report gave is filled in; only a phone number (which it lacked) and a password are asked.
  await expect(keep.getByRole('textbox', { name: 'Your name' }).inputValue()).resolves.toBe(
    'Sunita Pawar',
  );
  await expect(keep.getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe(
    `sunita.${RUN}@example.org`,
  );
  await keep.getByRole('textbox', { name: 'Phone number' }).fill('98230 55555');
  await keep.getByLabel('Password').fill('a long enough passphrase');
  await expectHealthy(watched, 'not-twice-keep-in-account', { fitsPhone: true });
  await page.setViewportSize(VIEWPORTS.phone);
  await keep.getByRole('button', { name: 'Make my account' }).click();

  await page.waitForURL(/\/user-dashboard$/);
  const area = page.locator('[data-area="user"]');
  await area.getByRole('heading', { name: 'Welcome, Sunita Pawar' }).waitFor();
  await area
    .getByRole('article')
    .filter({ hasText: `Temple Road ${RUN}` })
    .waitFor();
  await expectHealthy(watched, 'not-twice-dashboard', { fitsPhone: true });
});
