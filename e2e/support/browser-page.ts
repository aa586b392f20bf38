import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { REPO_ROOT } from './front-end';

export const ARTIFACTS = path.join(REPO_ROOT, 'e2e', 'artifacts');
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export interface WatchedPage {
  page: Page;
  /** Uncaught errors and Content-Security-Policy refusals seen so far. */
  problems: string[];
  close(): Promise<void>;
}

/** A page whose uncaught errors and CSP violations are collected for the test to assert on. */
export async function openPage(
  browser: Browser,
  {
    geolocation,
    locale,
    viewport = 'desktop',
  }: {
    /** A phone's fixed position, with location allowed (asked only when the page asks). */
    geolocation?: { latitude: number; longitude: number };
    /** The browser's language (navigator.language, Accept-Language), e.g. 'hi-IN'. */
    locale?: string;
    /** The width it opens at (a test may resize it). */
    viewport?: keyof typeof VIEWPORTS;
  } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale,
    ...(geolocation && { geolocation, permissions: ['geolocation'] }),
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) problems.push(`csp: ${message.text()}`);
  });
  return { page, problems, close: () => context.close() };
}

/** The card (an article) in area `area`'s list that mentions `text`, e.g. the case's address. */
export function caseCard(page: Page, area: string, text: string): Locator {
  return page.locator(`[data-area="${area}"]`).getByRole('article').filter({ hasText: text });
}

/** Full-page screenshots at phone and desktop widths, into e2e/artifacts/ (git-ignored). */
export async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.screenshot({
      path: path.join(ARTIFACTS, `${name}-${label}-${size.width}x${size.height}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  if (original) await page.setViewportSize(original);
}

/** Once every finite animation and transition on the page has ended (a spinner's endless one is not waited for). */
export async function finiteAnimationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core's serious and critical violations on the page as it is now. Evaluated through
 * the DevTools protocol, which the page's Content-Security-Policy does not apply to.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // A toast or badge mid fade-in has a colour between its own and the background's, which
  // axe reads as too little contrast.
  await finiteAnimationsEnded(page);
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } })
      .axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/**
 * The page's scroll width once the layout has settled after a viewport change: components
 * that follow their size (the map, charts) reflow a frame or more after the resize, so the
 * width is read again while it is still over `limit`: for up to 10 s, a deadline a page that
 * fits never waits for, and that a loaded machine's slow reflow does not run out of.
 */
export async function settledScrollWidth(page: Page, limit: number): Promise<number> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const width = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(document.documentElement.scrollWidth)),
          ),
        ),
    );
    if (width <= limit || Date.now() > deadline) return width;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * What reaches past `limit` px on the page, outermost first (a failure's explanation: the
 * element, its classes and its box), at most five.
 */
export async function overflowingElements(page: Page, limit: number): Promise<string[]> {
  return page.evaluate((edge) => {
    const past = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > edge + 1,
    );
    // Only the outermost: a wide container's children say nothing more.
    return past
      .filter((element) => !past.some((other) => other !== element && other.contains(element)))
      .slice(0, 5)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const id = element.id ? `#${element.id}` : '';
        const classes = typeof element.className === 'string' ? element.className : '';
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()}${id} class="${classes}"> ${Math.round(box.left)}..${Math.round(box.right)} px, ${getComputedStyle(element).position}: "${text}"`;
      });
  }, limit);
}

/**
 * What a journey checks of each screen it shows: no serious axe violation, its screenshots at
 * both widths, and no uncaught error or CSP refusal. With `fitsPhone`, shot from the top (a
 * full-page shot of a scrolled page draws the sticky header mid-page), and nothing wider than a
 * phone's screen; the page is left at desktop width.
 */
export async function expectHealthy(
  watched: WatchedPage,
  name: string,
  { fitsPhone = false } = {},
): Promise<void> {
  const { page } = watched;
  expect(await seriousA11yViolations(page)).toEqual([]);
  if (fitsPhone) await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, name);
  if (fitsPhone) {
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await settledScrollWidth(page, VIEWPORTS.phone.width)).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    );
    await page.setViewportSize(VIEWPORTS.desktop);
  }
  expect(watched.problems).toEqual([]);
}
