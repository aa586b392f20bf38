import type { Incident, Role } from '@rescue/contracts';
import type { Locator, Page } from 'playwright-core';
import { VIEWPORTS, expectHealthy, openPage, type WatchedPage } from '../support/browser-page';
import { browserStack } from '../support/journey';
import { registerAccount, storeSession, type Account } from '../support/accounts';
import { sendReport } from '../support/reports';
import { waitFor } from '@rescue/testkit/wait';

// The volunteer's and the reporter's journeys, one case between them: a reporter's new case
// is found by a volunteer by search and filter and taken; it shows in their cases and stats;
// a second volunteer no longer sees it; the reporter is told and sees the new status.
// The steps build on each other, in order.

const journey = browserStack();
let reporter: Account;
let volunteer: Account;
let otherVolunteer: Account;
let urgent: Incident;
let minor: Incident;
/** One word found only in this run's cases, so the search sees only them. */
const TAG = `e2e${Date.now().toString(36)}`;
const MUMBAI: [number, number] = [72.8777, 19.076];

/** Volunteers sign through the local signing page, as a browser does. */
const register = (role: Role, name: string) =>
  registerAccount(
    () => journey.app.url,
    role,
    name,
    { city: 'Mumbai', address: '7 Marine Drive' },
    { signed: role === 'volunteer' },
  );

function report(type: string, score: number, offset: [number, number]): Promise<Incident> {
  return sendReport(() => journey.app.url, reporter.token, {
    type,
    description: `${type} needs help near the station`,
    animalDescription: `A ${type.toLowerCase()} with a hurt leg`,
    city: 'Mumbai',
    location: {
      address: `${type} corner, ${TAG} Lane`,
      coordinates: [MUMBAI[0] + offset[0], MUMBAI[1] + offset[1]],
    },
    score,
    category: score >= 7 ? 'HIGH' : 'LOW',
  });
}

beforeAll(async () => {
  reporter = await register('user', 'Meera Reporter');
  [volunteer, otherVolunteer] = await Promise.all([
    register('volunteer', 'Kabir Volunteer'),
    register('volunteer', 'Zoya Volunteer'),
  ]);
  urgent = await report('Dog', 8, [0.02, 0.01]);
  minor = await report('Cat', 2, [0.05, 0.03]);
});

/** A page logged in as the login page leaves it: the session in localStorage. */
async function openAs(account: Account): Promise<WatchedPage> {
  const watched = await openPage(journey.browser);
  await storeSession(watched.page, journey.app.url, account);
  return watched;
}

const volunteerArea = (page: Page) => page.locator('[data-area="volunteer"]');
const cardOf = (scope: Locator, incident: Incident) =>
  scope.getByRole('article').filter({ hasText: incident.location.address });
const stat = (page: Page, label: string) =>
  volunteerArea(page)
    .locator('dl > div', { has: page.getByText(label, { exact: true }) })
    // The figure; a second dd is its hint ("Completed of all the cases you took on").
    .locator('dd')
    .first();

describe('the volunteer', () => {
  let watched: WatchedPage;
  let page: Page;
  beforeAll(async () => {
    watched = await openAs(volunteer);
    page = watched.page;
  });
  afterAll(() => watched.close());

  test('finds the new case by search and by the severity filter', async () => {
    await page.goto(`${journey.app.url}/voldash/available`);
    const area = volunteerArea(page);
    await area.getByRole('heading', { name: 'Available Cases Nearby' }).waitFor();
    const search = TAG.toUpperCase();
    await area.getByRole('searchbox', { name: 'Search cases' }).fill(search);
    // The summary names the query the list was answered for, so no older list is read.
    await area.getByText(`2 cases matching “${search}”`, { exact: true }).waitFor();
    await expect(area.getByRole('article').count()).resolves.toBe(2);
    // The volunteer's city first, nearest to its centre first; no location shared, so no
    // card says how far it is from them (volunteer-distance.test.ts shares one).
    await expect(area.getByRole('article').first().textContent()).resolves.toContain('Dog');
    await area.getByText('Showing cases in Mumbai').waitFor();
    await expect(
      cardOf(area, urgent)
        .getByText(/km away$/)
        .count(),
    ).resolves.toBe(0);

    await area.getByRole('combobox', { name: 'Severity' }).selectOption('high');
    await area.getByText(`1 case matching “${search}” · High (7 and above)`).waitFor();
    await expect(area.getByRole('article').count()).resolves.toBe(1);
    await expect(cardOf(area, urgent).getByText('High severity · 8/10').count()).resolves.toBe(1);
    await expectHealthy(watched, 'voldash-available-filtered', { fitsPhone: true });

    await area.getByRole('combobox', { name: 'Severity' }).selectOption('moderate');
    await area.getByText('Try adjusting your search or filters').waitFor();
    await area.getByRole('combobox', { name: 'Severity' }).selectOption('high');
    await area.getByText(`1 case matching “${search}” · High (7 and above)`).waitFor();
    await cardOf(area, urgent).getByRole('link', { name: 'View Case: Dog' }).click();
    await area.getByRole('button', { name: 'Assign Case to Me' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/voldash/case/${urgent._id}`);
    await expectHealthy(watched, 'voldash-case-detail', { fitsPhone: true });
  });

  test('assigns it, lands on the dashboard and sees it in the stats', async () => {
    const area = volunteerArea(page);
    await area.getByRole('button', { name: 'Assign Case to Me' }).click();
    await page.getByText('Successfully assigned to case!').waitFor();
    await area.getByRole('heading', { name: `Welcome back, ${volunteer.name}!` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/voldash');
    await area.getByText('Total Cases').waitFor();
    await expect(stat(page, 'Total Cases').textContent()).resolves.toBe('1');
    await expect(stat(page, 'Active Cases').textContent()).resolves.toBe('1');
    await expect(stat(page, 'Completed Cases').textContent()).resolves.toBe('0');
    await expect(stat(page, 'Completion Rate').textContent()).resolves.toBe('0%');
    const recent = area.getByRole('region', { name: 'Recent Cases' });
    await expect(cardOf(recent, urgent).getByText('In Progress').count()).resolves.toBe(1);
    await expectHealthy(watched, 'voldash-dashboard', { fitsPhone: true });
  });

  test('sees it in My Cases, adds a note and marks it completed', async () => {
    const area = volunteerArea(page);
    // Through the sidebar, whose links are in the header's menu on a phone.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Volunteer Portal' })
      .getByRole('link', { name: 'My Cases' })
      .click();
    await area.getByRole('heading', { name: 'Your Assigned Cases' }).waitFor();
    await page.setViewportSize(VIEWPORTS.desktop);
    await cardOf(area, urgent).getByText('In Progress').waitFor();
    await expectHealthy(watched, 'voldash-my-cases', { fitsPhone: true });

    await cardOf(area, urgent).getByRole('link', { name: 'View Case: Dog' }).click();
    await area.getByText('You are assigned to this case.').waitFor();
    await expect(area.getByRole('button', { name: 'Assign Case to Me' }).count()).resolves.toBe(0);
    await area.getByRole('textbox', { name: 'Progress note' }).fill('Vet visit booked for 5 pm');
    await area.getByRole('button', { name: 'Add Note' }).click();
    // The case history in the volunteer's own words (issue 33's one timeline).
    await area.getByText('Note from you').waitFor();
    await area.getByText('Vet visit booked for 5 pm').first().waitFor();
    // The note can show (the live update) before its own request has settled: the form is
    // cleared, and its button no longer dimmed as busy, only then (axe reads a dimmed button
    // as too little contrast).
    await waitFor(
      async () =>
        (await area.getByRole('textbox', { name: 'Progress note' }).inputValue()) === '' &&
        (await area.getByRole('button', { name: 'Add Note' }).isEnabled()),
      { what: 'the note form to be ready again' },
    );
    await expectHealthy(watched, 'voldash-case-held', { fitsPhone: true });
    await area.getByRole('button', { name: 'Mark completed' }).click();
    // It cannot be undone: the kit's dialog (portalled to the body) asks first.
    const confirm = page.getByRole('dialog', { name: 'Mark your part of this case completed?' });
    await confirm.getByRole('button', { name: 'Mark completed' }).click();
    await area.getByText('You marked your part completed').waitFor();
    await area.getByRole('link', { name: '← Back to Dashboard' }).click();
    await area.getByText('Total Cases').waitFor();
    await expect(stat(page, 'Completed Cases').textContent()).resolves.toBe('1');
    await expect(stat(page, 'Completion Rate').textContent()).resolves.toBe('100%');
  });
});

test('a second volunteer no longer sees it as available, and is told it is taken', async () => {
  const watched = await openAs(otherVolunteer);
  const { page } = watched;
  try {
    await page.goto(`${journey.app.url}/voldash/available`);
    const area = volunteerArea(page);
    await area.getByRole('searchbox', { name: 'Search cases' }).fill(TAG);
    await area.getByText(`1 case matching “${TAG}”`, { exact: true }).waitFor();
    await expect(cardOf(area, minor).count()).resolves.toBe(1);
    await expect(cardOf(area, urgent).count()).resolves.toBe(0);

    await page.goto(`${journey.app.url}/voldash/case/${urgent._id}`);
    await area.getByText('Another volunteer has already taken this case.').waitFor();
    await expect(area.getByRole('button', { name: 'Assign Case to Me' }).count()).resolves.toBe(0);
    await expectHealthy(watched, 'voldash-case-taken', { fitsPhone: true });
  } finally {
    await watched.close();
  }
});

test('the reporter sees the assignment in their notifications and the new status', async () => {
  const watched = await openAs(reporter);
  const { page } = watched;
  try {
    await page.goto(`${journey.app.url}/user-dashboard`);
    const area = page.locator('[data-area="user"]');
    // Registered and never logged in since: a first visit (issue 30), not a return.
    await area.getByRole('heading', { name: `Welcome, ${reporter.name}` }).waitFor();
    const counter = (label: string) =>
      area.locator('dl > div', { has: page.getByText(label, { exact: true }) }).locator('dd');
    await area.getByText('Total Incidents').waitFor();
    await expect(counter('Total Incidents').textContent()).resolves.toBe('2');
    // Active = pending or in progress (spec section 9, ACTIVE_STATUSES): both reports are open.
    await expect(counter('Active Cases').textContent()).resolves.toBe('2');
    await expect(counter('Pending Review').textContent()).resolves.toBe('1');
    const dog = area.getByRole('article').filter({ hasText: urgent.location.address });
    await expect(dog.getByText('In Progress').count()).resolves.toBe(1);
    await expect(dog.getByText(`Volunteer ${volunteer.name} is on it`).count()).resolves.toBe(1);

    await area.getByRole('button', { name: 'Notifications' }).click();
    const panel = area.getByRole('region', { name: 'Your Notifications' });
    await panel.getByText(`Volunteer ${volunteer.name} took your case`).waitFor();
    // Newest first: completed, then the note, then the assignment.
    await expect(panel.getByRole('listitem').allTextContents()).resolves.toEqual([
      expect.stringContaining(`Volunteer ${volunteer.name} marked your case completed`),
      expect.stringContaining('added a note to your case: Vet visit booked for 5 pm'),
      expect.stringContaining(`Volunteer ${volunteer.name} took your case`),
    ]);
    await expectHealthy(watched, 'user-dashboard-notifications', { fitsPhone: true });

    // Edit Profile: a new name shows on the page and in the header at once.
    await area.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(area.getByText('Total Incidents').count()).resolves.toBe(0);
    await area.getByRole('textbox', { name: 'Name' }).fill('Meera R.');
    await area.getByRole('button', { name: 'Save Profile' }).click();
    await area.getByRole('heading', { name: 'Welcome, Meera R.' }).waitFor();
    await expect(page.getByRole('button', { name: 'Hi, Meera R.' }).count()).resolves.toBe(1);
    await area.getByText('Total Incidents').waitFor();
    await expectHealthy(watched, 'user-dashboard', { fitsPhone: true });
  } finally {
    await watched.close();
  }
});
