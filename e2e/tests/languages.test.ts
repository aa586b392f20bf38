import type { Incident, Language } from '@rescue/contracts';
import { waitFor } from '@rescue/testkit/wait';
import type { Page } from 'playwright-core';
import { VIEWPORTS, screenshots, settledScrollWidth } from '../support/browser-page';
import { accountOfEachRole, storeSession, type Account } from '../support/accounts';
import { browserStack } from '../support/journey';
import { jsonApi } from '../support/json-api';
import { sendReport } from '../support/reports';

// Hindi and Marathi in a real browser (issue 29): with the browser's language set to each, every
// main screen of every role is in that language, <html lang> follows, the Devanagari face of the
// self-hosted Noto Sans is the one that renders, and nothing is wider than a phone. The header's
// switcher changes every mounted area at once, without a reload, and is kept in the profile.

const journey = browserStack();
const call = jsonApi(() => journey.app.url);
let accounts: Record<'user' | 'ngo' | 'volunteer' | 'admin', Account>;
let incident: Incident;

const DEVANAGARI = /[\u0900-\u097F]/;

beforeAll(async () => {
  accounts = await accountOfEachRole(() => journey.app.url);
  incident = await sendReport(() => journey.app.url, accounts.user.token, {
    type: 'Dog',
    description: 'कुत्ते के पैर में चोट है, सड़क किनारे बैठा है',
    animalDescription: 'Brown dog',
    city: 'Pune',
    location: { address: 'Laxmi Road', coordinates: [73.8567, 18.5204] },
    score: 8,
    category: 'HIGH',
    assessmentDetails: 'Bleeding',
  });
});

/**
 * Every main screen, as whom (none: a visitor) it is opened, and the element that shows its
 * content has come (by default the area's heading; a screen that shows a spinner under its
 * heading while it loads names what replaces it).
 */
const SCREENS: {
  name: string;
  path: () => string;
  as?: keyof typeof accounts;
  content?: string;
}[] = [
  { name: 'home', path: () => '/' },
  { name: 'report', path: () => '/report-incident' },
  { name: 'login', path: () => '/login' },
  { name: 'register', path: () => '/register' },
  { name: 'user-dashboard', path: () => '/user-dashboard', as: 'user' },
  { name: 'user-case', path: () => `/user-dashboard/incidents/${incident._id}`, as: 'user' },
  { name: 'ngo-dashboard', path: () => '/dashboard', as: 'ngo' },
  { name: 'ngo-list', path: () => '/dashboard/incidents', as: 'ngo' },
  { name: 'ngo-detail', path: () => `/dashboard/incidents/${incident._id}`, as: 'ngo' },
  {
    name: 'ngo-analytics',
    path: () => '/dashboard/analytics',
    as: 'ngo',
    // The page and Chart.js are a chunk loaded on the way, then the figures: a chart is drawn.
    content: '[data-area="ngo"] [data-chart] canvas',
  },
  { name: 'volunteer-dashboard', path: () => '/voldash', as: 'volunteer' },
  { name: 'volunteer-case', path: () => `/voldash/case/${incident._id}`, as: 'volunteer' },
  { name: 'operator', path: () => '/admin', as: 'admin' },
];

/** A page whose browser speaks `language` first (navigator.languages and Accept-Language). */
async function pageIn(language: Language | 'en'): Promise<Page> {
  const context = await journey.browser.newContext({
    viewport: VIEWPORTS.desktop,
    locale: language === 'en' ? 'en-IN' : `${language}-IN`,
  });
  return context.newPage();
}

/** Whether the Devanagari file of the page's Noto Sans has loaded (the browser picked it). */
function devanagariFaceLoaded(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (face) =>
        face.family.includes('Noto Sans') &&
        face.status === 'loaded' &&
        /U\+900/i.test(face.unicodeRange),
    );
  });
}

describe.each(['hi', 'mr'] as const)('with the browser in %s', (language) => {
  let page: Page;
  beforeAll(async () => {
    page = await pageIn(language);
  });
  afterAll(async () => {
    await page.context().close();
  });

  test.each(SCREENS)('$name is in the language, in its font, and fits a phone', async (screen) => {
    const who = screen.as ? accounts[screen.as] : undefined;
    if (who) await storeSession(page, journey.app.url, who);
    else await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`${journey.app.url}${screen.path()}`);
    // The area's words, once its catalogue has come, are Devanagari (a case page's heading is
    // the reporter's own words for the animal, so the whole area is asked, beside its h1).
    await page.locator('[data-area]').filter({ hasText: DEVANAGARI }).first().waitFor();
    await page
      .locator(screen.content ?? '[data-area] h1')
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    // The header's navigation too (the shell's catalogue).
    await expect(page.getByRole('banner').first().innerText()).resolves.toMatch(DEVANAGARI);
    expect(await devanagariFaceLoaded(page)).toBe(true);
    await screenshots(page, `lang-${language}-${screen.name}`);
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await settledScrollWidth(page, VIEWPORTS.phone.width)).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    );
  });
});

test("the header's switcher changes every mounted area at once, without a reload, and the profile keeps it", async () => {
  const page = await pageIn('en');
  try {
    await storeSession(page, journey.app.url, accounts.user);
    await page.goto(`${journey.app.url}/user-dashboard`);
    const areaHeading = page.locator('[data-area] h1').first();
    await areaHeading.waitFor();
    expect(await areaHeading.innerText()).not.toMatch(DEVANAGARI);
    // A mark a reload would wipe.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    await page.getByRole('banner').first().getByLabel('Language').selectOption('hi');

    await page.locator('[data-area] h1').filter({ hasText: DEVANAGARI }).first().waitFor();
    await page
      .getByRole('banner')
      .first()
      .getByRole('navigation')
      .filter({ hasText: DEVANAGARI })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(
      await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).toBe(true);
    // Kept in the profile: a fresh device starts in it.
    await waitFor(
      async () =>
        (await call<{ language?: string }>('/api/users/me', { token: accounts.user.token }))
          .language === 'hi',
      { what: "the profile to keep the reader's language" },
    );
  } finally {
    await page.context().close();
  }
});
