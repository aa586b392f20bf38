import type {
  CreateIncidentResponse,
  Incident,
  LoginResponse,
  RegisterRequest,
  Role,
} from '@rescue/contracts';
import { signDocumentsLocally } from '@rescue/stack/signing-client';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '@rescue/testkit/browser';
import { TEST_ADMIN, verifyNgo } from '@rescue/testkit/operator';
import {
  VIEWPORTS,
  finiteAnimationsEnded,
  screenshots,
  seriousA11yViolations,
  settledScrollWidth,
} from '../support/browser-page';
import { jsonApi } from '../support/json-api';
import { registerAccount, storeSession, type Account } from '../support/accounts';
import { startWebStack, type WebStack } from '../support/web-stack';

// One product, one look (issue 16): every route for every role at phone and desktop width,
// checked as a person would meet it. No horizontal overflow, no floating button over a
// control at the page's end, no console error, axe clean, and a screenshot of each into
// e2e/artifacts/gallery-*.png. Then one case seen by its NGO, its volunteer and its reporter
// must show its status and severity the same way in all three areas.

let app: WebStack;
let browser: Browser;
const accounts = {} as Record<'user' | 'volunteer' | 'ngo' | 'admin', Account>;
let taken: Incident;
const call = jsonApi(() => app.url);

const register = (role: Role, name: string, fields: Partial<RegisterRequest> = {}) =>
  registerAccount(() => app.url, role, name, fields);

function report(type: string, score: number): Promise<Incident> {
  return call<CreateIncidentResponse>('/api/incidents/create', {
    token: accounts.user.token,
    json: {
      description: `${type} needs help near the market`,
      city: 'Pune',
      location: { address: `${type} corner, Kothrud`, coordinates: [73.8567, 18.5204] },
      animalInfo: {
        description: `A ${type.toLowerCase()} with a hurt leg`,
        type,
        aiSeverityAssessment: { score, category: 'HIGH', assessmentDetails: 'By the reporter' },
      },
    },
  }).then((body) => body.incident);
}

beforeAll(async () => {
  [app, browser] = await Promise.all([startWebStack(), chromium.launch(CHROMIUM_LAUNCH_OPTIONS)]);
  accounts.user = await register('user', 'Meera Reporter');
  const volunteer = await register('volunteer', 'Kabir Volunteer');
  accounts.volunteer = { ...volunteer, token: await signDocumentsLocally(app.url, volunteer) };
  const ngo = await register('ngo', 'Paws Trust Pune', {
    ngoDetails: { operatingAreas: ['Pune'] },
  });
  accounts.ngo = { ...ngo, token: await signDocumentsLocally(app.url, ngo) };
  await verifyNgo(app, accounts.ngo);
  const admin = await call<LoginResponse>('/api/users/login', { json: TEST_ADMIN });
  accounts.admin = { _id: admin._id, token: admin.token, name: admin.name, role: 'admin' };
  taken = await report('Dog', 8);
  await report('Cat', 3);
  await fetch(`${app.url}/api/volunteer/incidents/${taken._id}/volunteer/update`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${accounts.volunteer.token}` },
  }).then((response) => expect(response.status).toBe(200));
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

type Who = 'visitor' | keyof typeof accounts;

/** Every route a person can open, by who opens it (the wrong-role screens included); ':taken'
 * is the case the volunteer took. */
const ROUTES: [Who, string][] = (() => {
  return [
    ...['/', '/about', '/contact', '/volunteer', '/register', '/login', '/report-incident'].map(
      (path): [Who, string] => ['visitor', path],
    ),
    ['visitor', '/partners'],
    ['visitor', '/impact'],
    ['visitor', '/no-such-page'],
    ['visitor', '/design-system'],
    ['visitor', '/voldash'],
    ['visitor', '/dashboard'],
    ['user', '/user-dashboard'],
    ['user', '/user-dashboard/incidents/:taken'],
    ['user', '/report-incident'],
    ['user', '/dashboard'],
    ['user', '/register'],
    ['volunteer', '/voldash'],
    ['volunteer', '/voldash/my-cases'],
    ['volunteer', '/voldash/available'],
    ['volunteer', '/voldash/case/:taken'],
    ['volunteer', '/user-dashboard'],
    ['ngo', '/dashboard'],
    ['ngo', '/dashboard/incidents'],
    ['ngo', '/dashboard/incidents/:taken'],
    ['ngo', '/dashboard/notifications'],
    ['ngo', '/dashboard/analytics'],
    ['volunteer', '/dashboard/analytics'],
    ['visitor', '/user-dashboard/incidents/:taken'],
    ['ngo', '/voldash'],
    ['admin', '/admin'],
    ['admin', '/admin/accounts'],
    ['admin', '/admin/reports'],
    ['admin', '/admin/audit'],
  ];
})();

interface Opened {
  page: Page;
  consoleErrors: string[];
  close(): Promise<void>;
}

/** A fresh browser context for `who` (a stored session, as login leaves it). */
async function openAs(who: Who): Promise<Opened> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    // Map tiles come from the internet, which this machine cannot reach: not the app's error.
    const from = message.location().url;
    if (message.type() === 'error' && (!from || from.startsWith(app.url))) {
      consoleErrors.push(message.text());
    }
  });
  if (who !== 'visitor') {
    await storeSession(page, app.url, accounts[who]);
  }
  return { page, consoleErrors, close: () => context.close() };
}

/** The route's screen as it settles: its requests done and no placeholder left. */
async function openRoute(page: Page, path: string): Promise<void> {
  await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle' });
  // The catalogue's sample skeletons ([data-sample]) are busy for ever, on purpose.
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[aria-busy="true"]')].some(
        (element) => !element.closest('[data-sample]'),
      ),
    null,
    { timeout: 10_000 },
  );
  await page.locator('main h1, main h2').first().waitFor();
}

/**
 * At the end of the page (where the floating buttons' reserve must leave everything
 * reachable): the controls a floating button covers, as "a 'Contact' under a.sc-x".
 */
async function coveredControls(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return page.evaluate(() => {
    // The floating buttons (call, report) mark themselves; toasts come and go and are not
    // floating buttons.
    const fixed = [...document.querySelectorAll<HTMLElement>('[data-floating]')].filter(
      (element) => element.getBoundingClientRect().height > 0,
    );
    const controls = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'),
    ].filter((control) => !fixed.some((element) => element.contains(control)));
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const found: string[] = [];
    for (const element of fixed) {
      const cover = element.getBoundingClientRect();
      for (const control of controls) {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (overlaps(cover, box)) {
          found.push(
            `${control.tagName.toLowerCase()} '${(control.textContent ?? '').trim().slice(0, 30)}' under ${element.tagName.toLowerCase()}.${element.className.split(' ')[0]}`,
          );
        }
      }
    }
    return found;
  });
}

const slug = (who: Who, path: string) =>
  `gallery-${who}${path.replace(':taken', 'id').replace(/[^a-z0-9]+/gi, '-')}`.replace(/-$/, '');

test.each(ROUTES)(
  '%s on %s: no overflow, nothing floating over a control, no console error, axe clean, at 390 and 1280 px',
  async (who, path) => {
    const opened = await openAs(who);
    const { page } = opened;
    try {
      await openRoute(page, path.replace(':taken', taken._id));
      for (const [width, size] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(size);
        // Read once the layout has followed the new size (maps and charts reflow a frame later)
        // and what the resize set moving (a drawer's transition) has stopped; a spinner's
        // endless animation is not waited for.
        const overflow = await settledScrollWidth(page, size.width);
        await finiteAnimationsEnded(page);
        // Said with the width, so a failure names it.
        expect({ width, overflow }).toEqual({ width, overflow: Math.min(overflow, size.width) });
        expect({ width, covered: await coveredControls(page) }).toEqual({ width, covered: [] });
        expect({ width, axe: await seriousA11yViolations(page) }).toEqual({ width, axe: [] });
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshots(page, slug(who, path));
      expect(opened.consoleErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  },
);

/** The status badge's and the severity's text and colours in the area shown on `page`. */
async function presentation(page: Page, address: string) {
  const card = page.locator('article', { hasText: address }).first();
  await card.waitFor();
  const look = (selector: string) =>
    card
      .locator(selector)
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          text: element.textContent,
          color: style.color,
          background: style.backgroundColor,
        };
      });
  return { status: await look('[data-status]'), severity: await look('[data-severity]') };
}

test('one case shows its status and severity the same way to its NGO, its volunteer and its reporter', async () => {
  const seen: Record<string, unknown> = {};
  for (const [who, path] of [
    ['ngo', '/dashboard/incidents'],
    ['volunteer', '/voldash/my-cases'],
    ['user', '/user-dashboard'],
  ] as const) {
    const opened = await openAs(who);
    try {
      await openRoute(opened.page, path);
      seen[who] = await presentation(opened.page, taken.location.address);
    } finally {
      await opened.close();
    }
  }
  expect(seen.ngo).toEqual({
    status: { text: 'In Progress', color: expect.any(String), background: expect.any(String) },
    severity: {
      text: 'High severity · 8/10',
      color: expect.any(String),
      background: expect.any(String),
    },
  });
  expect(seen.volunteer).toEqual(seen.ngo);
  expect(seen.user).toEqual(seen.ngo);
});

/** Whether two elements' boxes on screen overlap. */
async function overlapping(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error('an element is not on screen');
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

test.each(Object.entries(VIEWPORTS))(
  'at %s width a toast covers neither the header (its name menu) nor an open drawer’s title',
  async (width, size) => {
    const opened = await openAs('ngo');
    const { page } = opened;
    try {
      await page.setViewportSize(size);
      await openRoute(page, '/dashboard');
      const area = page.locator('[data-area="ngo"]');
      if (width === 'phone') await area.getByRole('button', { name: 'Menu', exact: true }).click();
      // aria-disabled: operable from the keyboard, which says why it does nothing.
      await area.getByRole('button', { name: 'Settings In development' }).focus();
      await page.keyboard.press('Enter');
      const toast = page
        .getByRole('region', { name: 'Notifications' })
        .getByText('Settings is under development');
      await toast.waitFor();
      expect(await overlapping(toast, page.locator('header').first())).toBe(false);
      if (width === 'phone') {
        const close = area.getByRole('button', { name: 'Close menu' });
        expect(await overlapping(toast, close)).toBe(false);
      }
    } finally {
      await opened.close();
    }
  },
);
