import type { Page } from 'playwright-core';
import { VIEWPORTS, screenshots, settledScrollWidth } from '../support/browser-page';
import { browserStack } from '../support/journey';

// The pseudo-locale (localStorage 'rescue.pseudo' = '1', see docs/development.md): every
// catalogue text comes out ~40% longer in accented letters, as a longer language would. The
// public screens must still fit a 390 px phone with it (issue 29); the screenshots in
// e2e/artifacts show where text runs long, and any plain English in them never went
// through a catalogue.

// The page's context is closed with the browser.
const journey = browserStack();
let page: Page;

/** Bracketed, accented text: a catalogue's text through the pseudo-locale. */
const PSEUDO = /\[[^\]]*[áçéíñöšúý][^\]]*~[^\]]*\]/;

beforeAll(async () => {
  const context = await journey.browser.newContext({
    viewport: VIEWPORTS.desktop,
    locale: 'en-IN',
  });
  // Set before any of the page's scripts run, on every page of the context.
  await context.addInitScript(() => localStorage.setItem('rescue.pseudo', '1'));
  page = await context.newPage();
});

const SCREENS = [
  { name: 'home', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'report', path: '/report-incident' },
];

test.each(SCREENS)('$name in the pseudo-locale fits a 390 px phone', async (screen) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`${journey.app.url}${screen.path}`);
  // The area's heading once its catalogue is in use: pseudo, so the switch took effect.
  await page.locator('main h1, [data-area] h1').filter({ hasText: PSEUDO }).first().waitFor();
  await expect(page.locator('header').innerText()).resolves.toMatch(PSEUDO);
  await screenshots(page, `pseudo-${screen.name}`);
  await page.setViewportSize(VIEWPORTS.phone);
  expect(await settledScrollWidth(page, VIEWPORTS.phone.width)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
});
