import type { CreateIncidentResponse, Incident } from '@rescue/contracts';
import type { Locator, Page } from 'playwright-core';
import path from 'node:path';
import {
  ARTIFACTS,
  VIEWPORTS,
  finiteAnimationsEnded,
  overflowingElements,
  screenshots,
  seriousA11yViolations,
  settledScrollWidth,
} from '../support/browser-page';
import { jsonApi } from '../support/json-api';
import { accountOfEachRole, storeSession, type Account } from '../support/accounts';
import { browserStack } from '../support/journey';
import { jpegPhoto } from '../support/report-form';

// One product, one look (issues 16 and 33): every route for every role and a logged-out
// visitor at phone and desktop width (and the main screens in Hindi), checked as a person would
// meet it. No horizontal overflow; one menu button; on a phone at most 120 px of fixed chrome;
// nothing fixed or floating over a control, at the page's end or over a field being typed in;
// no console error, axe clean, and a screenshot of each into e2e/artifacts/gallery-*.png. Then
// one case seen by its NGO, its volunteer and its reporter must show its status and severity
// the same way in all three areas.

const journey = browserStack();
let accounts: Record<'user' | 'volunteer' | 'ngo' | 'admin', Account>;
let taken: Incident;
const call = jsonApi(() => journey.app.url);

/** A report by the user; with `photo`, sent as the report form sends one (multipart). */
async function report(type: string, score: number, photo?: Buffer): Promise<Incident> {
  const data = {
    description: `${type} needs help near the market`,
    city: 'Pune',
    location: { address: `${type} corner, Kothrud`, coordinates: [73.8567, 18.5204] },
    animalInfo: {
      description: `A ${type.toLowerCase()} with a hurt leg`,
      type,
      aiSeverityAssessment: { score, category: 'HIGH', assessmentDetails: 'By the reporter' },
    },
  };
  if (!photo) {
    const body = await call<CreateIncidentResponse>('/api/incidents/create', {
      token: accounts.user.token,
      json: data,
    });
    return body.incident;
  }
  const form = new FormData();
  form.set('data', JSON.stringify(data));
  form.set('animalPhoto', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `${type}.jpg`);
  const response = await fetch(`${journey.app.url}/api/incidents/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accounts.user.token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as CreateIncidentResponse).incident;
}

beforeAll(async () => {
  accounts = await accountOfEachRole(() => journey.app.url);
  // With a photo: the NGO's, the volunteer's and the reporter's pages show it.
  taken = await report('Dog', 8, await jpegPhoto());
  await report('Cat', 3);
  await call(`/api/volunteer/incidents/${taken._id}/volunteer/update`, {
    method: 'PUT',
    token: accounts.volunteer.token,
  });
});

type Who = 'visitor' | keyof typeof accounts;

/** The public screens, the same for everyone. */
const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/volunteer',
  '/partners',
  '/impact',
  '/register',
  '/login',
  '/report-incident',
  '/design-system',
  '/no-such-page',
];

/** Each signed-in area's screens, by the role it is for; ':taken' is the case the volunteer took. */
const AREA_ROUTES: Record<keyof typeof accounts, [home: string, ...deeper: string[]]> = {
  user: ['/user-dashboard', '/user-dashboard/incidents/:taken'],
  volunteer: [
    '/voldash',
    '/voldash/my-cases',
    '/voldash/available',
    '/voldash/case/:taken',
    '/voldash/activity',
    '/voldash/notifications',
  ],
  ngo: [
    '/dashboard',
    '/dashboard/incidents',
    '/dashboard/incidents/:taken',
    '/dashboard/notifications',
    '/dashboard/analytics',
    '/dashboard/settings',
  ],
  admin: ['/admin', '/admin/accounts', '/admin/reports', '/admin/audit'],
};

const ROLES = Object.keys(AREA_ROUTES) as (keyof typeof accounts)[];

/**
 * Every route a person can open, by who opens it: a visitor every public screen and each area's
 * home and a screen deeper in it (logged out, one guard for all of an area); each role its own
 * area's screens, the public screens a signed-in person uses (home, report, register) and every
 * other area's home (the wrong-role screens).
 */
const ROUTES: [Who, string][] = [
  ...PUBLIC_ROUTES.map((path): [Who, string] => ['visitor', path]),
  ...ROLES.flatMap((role) =>
    AREA_ROUTES[role].slice(0, 2).map((path): [Who, string] => ['visitor', path]),
  ),
  ...ROLES.flatMap((role) => [
    ...AREA_ROUTES[role].map((path): [Who, string] => [role, path]),
    ...['/', '/report-incident', '/register'].map((path): [Who, string] => [role, path]),
    ...ROLES.filter((other) => other !== role).map((other): [Who, string] => [
      role,
      AREA_ROUTES[other][0],
    ]),
  ]),
];

/** The screens also walked in Hindi, whose longer words are what a phone's width tests. */
const HINDI_ROUTES: [Who, string][] = [
  ['ngo', '/dashboard/incidents/:taken'],
  ['visitor', '/register'],
  ['volunteer', '/voldash'],
  ['admin', '/admin'],
];

interface Opened {
  page: Page;
  consoleErrors: string[];
  close(): Promise<void>;
}

/** A fresh browser context for `who` (a stored session, as login leaves it), in `locale`. */
async function openAs(who: Who, locale = 'en-IN'): Promise<Opened> {
  const context = await journey.browser.newContext({ viewport: VIEWPORTS.desktop, locale });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    // Map tiles come from the internet, which this machine cannot reach: not the app's error.
    const from = message.location().url;
    if (message.type() === 'error' && (!from || from.startsWith(journey.app.url))) {
      consoleErrors.push(message.text());
    }
  });
  if (who !== 'visitor') {
    await storeSession(page, journey.app.url, accounts[who]);
  }
  return { page, consoleErrors, close: () => context.close() };
}

/** `use` on openAs's context for `who`, closed after it whatever happens. */
async function asWho<T>(
  who: Who,
  use: (opened: Opened) => Promise<T>,
  locale = 'en-IN',
): Promise<T> {
  const opened = await openAs(who, locale);
  try {
    return await use(opened);
  } finally {
    await opened.close();
  }
}

/** The route's screen as it settles: its requests done and no placeholder left. */
async function openRoute(page: Page, path: string): Promise<void> {
  await page.goto(`${journey.app.url}${path}`, { waitUntil: 'networkidle' });
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

/** After two frames: what a scroll or focus set off (the call button stepping aside) is drawn. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/**
 * The controls a floating or fixed element covers on the screen as it is now, as "a 'Contact'
 * under a.sc-x": the floating buttons (call, report) mark themselves, and any other fixed box
 * a tap would land on counts too, a toast among them. The sticky header is not one: the page
 * scrolls under it. With `toasts: 'focused'` a toast counts only over the focused field (a
 * toast can always step aside from that one; on a screen full of fields, not from all).
 */
async function coveredControls(
  page: Page,
  { toasts = 'all' }: { toasts?: 'all' | 'focused' } = {},
): Promise<string[]> {
  await nextFrames(page);
  return page.evaluate((toastsCover) => {
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const fixed = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const style = getComputedStyle(element);
      const toast = element.hasAttribute('data-toast-type');
      if (!toast && !element.hasAttribute('data-floating') && style.position !== 'fixed') {
        return false;
      }
      const box = element.getBoundingClientRect();
      return box.height > 0 && style.pointerEvents !== 'none' && shown(element);
    });
    const controls = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'),
    ].filter((control) => shown(control) && !fixed.some((element) => element.contains(control)));
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const found: string[] = [];
    for (const element of fixed) {
      const cover = element.getBoundingClientRect();
      const toast = element.hasAttribute('data-toast-type');
      for (const control of controls) {
        if (toast && toastsCover === 'focused' && control !== document.activeElement) continue;
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (overlaps(cover, box)) {
          const name = (control.textContent ?? '').trim() || control.getAttribute('name') || '';
          const by = toast
            ? 'a toast'
            : `${element.tagName.toLowerCase()}.${element.className.split(' ')[0]}`;
          found.push(`${control.tagName.toLowerCase()} '${name.slice(0, 30)}' under ${by}`);
        }
      }
    }
    return found;
  }, toasts);
}

/** The pages whose newsletter sign-up is answered here (see showToast). */
const answered = new WeakSet<Page>();

/**
 * A toast on the screen, as a person raises one on any page: the footer's newsletter form
 * answers with one. Its request is answered here, not by the server, which limits sign-ups
 * per address (the many sign-ups of a walk would be refused, with console errors) and whose
 * subscription is not what is checked. Submitted by script, so the focus and the scroll stay
 * where they are; raised again only when none is showing.
 */
async function showToast(page: Page): Promise<void> {
  const showing = () =>
    [...document.querySelectorAll('[data-toast-type]')].some((toast) =>
      toast.checkVisibility({ opacityProperty: true }),
    );
  if (await page.evaluate(showing)) return;
  if (!answered.has(page)) {
    answered.add(page);
    await page.route('**/api/newsletter/subscribe', (route) =>
      route.fulfill({ json: { message: 'You are subscribed.' } }),
    );
  }
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('footer form');
    const email = form?.querySelector<HTMLInputElement>('input[type="email"]');
    if (!form || !email) throw new Error('no newsletter form in the footer');
    email.value = 'walk@example.org';
    for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
      box.checked = true;
    }
    form.requestSubmit();
  });
  await page.waitForFunction(showing);
}

/** At the end of the page, where the floating buttons' reserve must leave everything reachable. */
async function coveredAtTheEnd(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await showToast(page);
  return coveredControls(page);
}

/**
 * Each field of the screen (the page's own and the footer's newsletter field) focused with
 * its bottom at the foot of the screen, where the floating buttons sit and a field being
 * typed in ends up on a phone: what is then covered, with a toast showing.
 */
async function coveredWhileTyping(page: Page): Promise<string[]> {
  const fields = page.locator(
    ['input:not([type="hidden"]):visible', 'select:visible', 'textarea:visible']
      .flatMap((field) => [`main ${field}`, `footer ${field}`])
      .join(', '),
  );
  const found: string[] = [];
  for (let index = 0; index < (await fields.count()); index += 1) {
    await showToast(page);
    await fields.nth(index).evaluate((field) => {
      window.scrollBy(0, field.getBoundingClientRect().bottom - (window.innerHeight - 8));
      (field as HTMLElement).focus({ preventScroll: true });
    });
    for (const covered of await coveredControls(page, { toasts: 'focused' })) {
      found.push(`with field ${index} focused: ${covered}`);
    }
  }
  return found;
}

/**
 * The fixed chrome's height: how far down the screen the fixed and sticky boxes held at its top
 * reach once the page is scrolled (banner, header and anything an area pins below them).
 */
async function fixedChromeHeight(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 400));
  await nextFrames(page);
  return page.evaluate(() => {
    let bottom = 0;
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const { position } = getComputedStyle(element);
      if (position !== 'fixed' && position !== 'sticky') continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.height > 0 && box.top <= 1) bottom = Math.max(bottom, box.bottom);
    }
    return Math.round(bottom);
  });
}

/**
 * The menu buttons a person sees: buttons that open something holding a navigation (the
 * header's menu, an area's own Menu). A phone screen should show one.
 */
function menuButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLButtonElement>('button[aria-controls]')]
      .filter((button) => {
        const opens = document.getElementById(button.getAttribute('aria-controls') ?? '');
        return button.checkVisibility({ visibilityProperty: true }) && opens?.querySelector('nav');
      })
      .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''),
  );
}

/**
 * The kit's incident photos (IncidentPhoto) not centred in their frame, as "'Dog: ...' 3 px
 * right of centre": the frame is the parent's content box, or the grid column the photo
 * stands in when the parent lays out columns (a list item's photo beside its text).
 */
function offCentrePhotos(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-incident-photo]')]
      .filter((photo) => photo.checkVisibility())
      .flatMap((photo) => {
        const parent = photo.parentElement!;
        const style = getComputedStyle(parent);
        const outer = parent.getBoundingClientRect();
        let left = outer.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
        let right =
          outer.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
        const box = photo.getBoundingClientRect();
        if (style.display === 'grid') {
          const gap = parseFloat(style.columnGap) || 0;
          for (const track of style.gridTemplateColumns.split(' ').map(parseFloat)) {
            if (box.left < left + track + gap / 2) {
              right = left + track;
              break;
            }
            left += track + gap;
          }
        }
        const off = box.left - left - (right - box.right);
        if (Math.abs(off) <= 1) return [];
        const name = photo.getAttribute('alt') ?? photo.getAttribute('aria-label') ?? 'photo';
        return [
          `'${name.slice(0, 30)}' ${Math.abs(off / 2).toFixed(1)} px ${off > 0 ? 'right' : 'left'} of centre`,
        ];
      }),
  );
}

/** The most the fixed chrome (banner, header, an area's bar) may take of a 844 px phone. */
const PHONE_CHROME_LIMIT = 120;

const slug = (who: Who, path: string) =>
  `gallery-${who}${path.replace(':taken', 'id').replace(/[^a-z0-9]+/gi, '-')}`.replace(/-$/, '');

async function walk(who: Who, path: string, locale = 'en-IN', name = slug(who, path)) {
  await asWho(
    who,
    async ({ page, consoleErrors }) => {
      await openRoute(page, path.replace(':taken', taken._id));
      for (const [width, size] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(size);
        // Read once the layout has followed the new size (maps and charts reflow a frame later)
        // and what the resize set moving (a drawer's transition) has stopped; a spinner's
        // endless animation is not waited for.
        const overflow = await settledScrollWidth(page, size.width);
        await finiteAnimationsEnded(page);
        // Said with the width and what reaches past it, so a failure names both.
        const past = overflow > size.width ? await overflowingElements(page, size.width) : [];
        expect({ width, overflow, past }).toEqual({
          width,
          overflow: Math.min(overflow, size.width),
          past: [],
        });
        expect({ width, menus: (await menuButtons(page)).length <= 1 }).toEqual({
          width,
          menus: true,
        });
        if (width === 'phone') {
          const chrome = await fixedChromeHeight(page);
          expect({ width, chrome }).toEqual({
            width,
            chrome: Math.min(chrome, PHONE_CHROME_LIMIT),
          });
        }
        expect({ width, offCentre: await offCentrePhotos(page) }).toEqual({ width, offCentre: [] });
        // The helpline banner's words fit beside the number and its demo note (an ellipsis there
        // read "24/7 anim…" on a phone once the note came).
        const cutWords = await page
          .locator('[data-banner-words]')
          .evaluateAll((words) =>
            words.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
          );
        expect({ width, cutWords }).toEqual({ width, cutWords: [] });
        expect({ width, covered: await coveredAtTheEnd(page) }).toEqual({ width, covered: [] });
        expect({ width, covered: await coveredWhileTyping(page) }).toEqual({ width, covered: [] });
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        expect({ width, axe: await seriousA11yViolations(page) }).toEqual({ width, axe: [] });
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshots(page, name);
      expect(consoleErrors).toEqual([]);
    },
    locale,
  );
}

test.each(ROUTES)(
  '%s on %s: no overflow, one menu, short fixed chrome, nothing fixed or floating over a control (at the end, or over a focused field), no console error, axe clean, at 390 and 1280 px',
  (who, path) => walk(who, path),
);

test.each(HINDI_ROUTES)('in Hindi, %s on %s: the same checks at 390 and 1280 px', (who, path) =>
  walk(who, path, 'hi-IN', `${slug(who, path)}-hi`),
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
    await asWho(who, async (opened) => {
      await openRoute(opened.page, path);
      seen[who] = await presentation(opened.page, taken.location.address);
    });
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
  'at %s width a toast covers neither the header (its name menu) nor the menu entry that raised it',
  async (width, size) => {
    await asWho('ngo', async ({ page }) => {
      await page.setViewportSize(size);
      await openRoute(page, '/dashboard');
      // On a phone the dashboard's links are in the header's menu, the screen's only one.
      if (width === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      const settings = page.getByRole('button', { name: 'Settings In development' });
      // aria-disabled: operable from the keyboard, which says why it does nothing.
      await settings.focus();
      await page.keyboard.press('Enter');
      const toast = page
        .getByRole('region', { name: 'Notifications' })
        .getByText('Settings is under development');
      await toast.waitFor();
      expect(await overlapping(toast, page.locator('header').first())).toBe(false);
      expect(await overlapping(toast, settings)).toBe(false);
    });
  },
);

test.each(Object.entries(VIEWPORTS))(
  "at %s width a toast on the NGO's case page stands below the sticky header, clear of the map's legend, and steps off a field being typed in",
  async (width, size) => {
    await asWho('ngo', async ({ page }) => {
      await page.setViewportSize(size);
      await openRoute(page, `/dashboard/incidents/${taken._id}`);
      // The legend at the foot of the screen, where toasts used to rise (issue 33).
      const legend = page.getByRole('list', { name: 'Map legend' });
      await legend.evaluate((element) =>
        window.scrollBy(0, element.getBoundingClientRect().bottom - (window.innerHeight - 8)),
      );
      await showToast(page);
      const toast = page.locator('[data-toast-type]').first();
      await nextFrames(page);
      expect({ width, overLegend: await overlapping(toast, legend) }).toEqual({
        width,
        overLegend: false,
      });
      const header = await page.locator('header').first().boundingBox();
      const placed = await toast.boundingBox();
      expect({ width, belowHeader: placed!.y >= header!.y + header!.height }).toEqual({
        width,
        belowHeader: true,
      });
      // A field brought under the toast and focused: the toast moves off it.
      const field = page.getByRole('combobox', { name: 'Change status' });
      await field.evaluate((element, top) => {
        window.scrollBy(0, element.getBoundingClientRect().top - top);
        (element as HTMLElement).focus({ preventScroll: true });
      }, placed!.y);
      await nextFrames(page);
      expect({ width, overField: await overlapping(toast, field) }).toEqual({
        width,
        overField: false,
      });
      await page.screenshot({
        path: path.join(ARTIFACTS, `toast-ngo-case-${width}-${size.width}x${size.height}.png`),
      });
    });
  },
);

test("on a phone the header's one menu lists the dashboard's links first and closes after navigating; from 1024 px they are the sidebar", async () => {
  await asWho('ngo', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await openRoute(page, '/dashboard');
    const area = page.locator('[data-area="ngo"]');
    await expect(area.getByRole('button', { name: 'Menu', exact: true }).count()).resolves.toBe(0);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const dashboardNav = page.getByRole('navigation', { name: 'NGO Dashboard' });
    await dashboardNav.getByRole('link', { name: 'Incidents' }).waitFor();
    await expect(
      dashboardNav.getByRole('link').evaluateAll((links) => links.map((link) => link.textContent)),
    ).resolves.toEqual(['Dashboard', 'Incidents', 'Notifications', 'Analytics']);
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Home' })
        .isVisible(),
    ).resolves.toBe(true);
    await page.screenshot({ path: path.join(ARTIFACTS, 'ngo-header-menu-open-phone-390x844.png') });
    await dashboardNav.getByRole('link', { name: 'Incidents' }).click();
    await page.waitForURL('**/dashboard/incidents');
    await dashboardNav.waitFor({ state: 'hidden' });
    await expect(
      page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'),
    ).resolves.toBe('false');

    await page.setViewportSize(VIEWPORTS.desktop);
    // The sidebar comes with the next render after the resize: wait for it (isVisible does not).
    await area.getByRole('navigation', { name: 'NGO Dashboard' }).waitFor({ state: 'visible' });
    await expect(page.getByRole('navigation', { name: 'NGO Dashboard' }).count()).resolves.toBe(1);
  });
});

test('from 1024 px the floating call button steps aside while a sticky bar’s button is under it, and comes back', async () => {
  await asWho('visitor', async ({ page }) => {
    await openRoute(page, '/about');
    const call = page.getByRole('link', { name: /Call the 24\/7 emergency helpline/ });
    await call.waitFor();
    // An action bar held at the foot of the screen, its button at the right: under the call
    // button's corner.
    await page.evaluate(() => {
      const bar = document.createElement('div');
      bar.id = 'sticky-bar';
      bar.style.cssText =
        'position: sticky; bottom: 0; display: flex; justify-content: flex-end; padding: 16px';
      bar.innerHTML = '<button type="button">Save</button>';
      document.querySelector('main')?.append(bar);
    });
    await call.waitFor({ state: 'hidden' });
    expect(await coveredControls(page)).toEqual([]);
    await page.evaluate(() => document.getElementById('sticky-bar')?.remove());
    await call.waitFor();
  });
});
