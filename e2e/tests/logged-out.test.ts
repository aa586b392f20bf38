// A logged-out visitor (issue 33): every signed-in area sends them to the login page the same
// way, saying the area's words as a toast (not as a page heading with nothing to do), and
// brings them back once logged in, if their role may open the page. The public forms show the
// kit's own field errors, the first wrong field focused in view below the sticky header.
import type { Page } from 'playwright-core';
import { VIEWPORTS, screenshots } from '../support/browser-page';
import { jsonApi } from '../support/json-api';
import { browserJourney } from '../support/journey';

const journey = browserJourney();
const PASSWORD = 'correct horse battery staple';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const loginForm = (page: Page) => page.getByRole('form', { name: 'Log in' });

/** Each area's entry and a page deeper in it, with the words the spec gives it (or the kit's). */
const AREA_VISITS: [string, string][] = [
  ['/dashboard', 'No authentication token found'],
  ['/dashboard/incidents?status=pending', 'No authentication token found'],
  ['/voldash', 'Authentication required'],
  ['/voldash/my-cases', 'Authentication required'],
  ['/user-dashboard', 'Please log in to access the dashboard'],
  ['/admin', 'Please log in to continue'],
  ['/admin/reports', 'Please log in to continue'],
];

test.each(AREA_VISITS)(
  'logged out, %s: the login page with the way back, and %j as a toast',
  async (path, said) => {
    const { page } = journey;
    await page.goto(`${journey.app.url}${path}`);
    await loginForm(page).waitFor();
    const at = new URL(page.url());
    expect([at.pathname, at.searchParams.get('next')]).toEqual(['/login', path]);
    await toasts(page).getByText(said, { exact: true }).waitFor();
    await expect(page.getByRole('heading', { name: said }).count()).resolves.toBe(0);
    await page.getByText('Log in to continue where you left off.').waitFor();
    if (path === '/dashboard') await screenshots(page, 'logged-out-dashboard');
    expect(journey.watched.problems).toEqual([]);
  },
);

describe('logging in from there', () => {
  let email: string;
  beforeAll(async () => {
    email = `back.${Date.now()}@example.org`;
    await jsonApi(() => journey.app.url)('/api/users/register', {
      json: {
        name: 'Meera Back',
        email,
        password: PASSWORD,
        role: 'volunteer',
        city: 'Pune',
        phoneNumber: '+91 90000 11111',
        address: '12 MG Road, Camp',
      },
    });
  });

  async function logIn(page: Page, landing: string): Promise<void> {
    await loginForm(page).waitFor();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${journey.app.url}${landing}`);
  }

  test('lands where the visitor was going', async () => {
    const { page } = journey;
    await page.goto(`${journey.app.url}/voldash/my-cases`);
    await logIn(page, '/voldash/my-cases');
  });

  test.each([
    ["another role's area", '/admin/reports'],
    ['another site', 'https://evil.example/voldash'],
    ['a protocol-relative address', '//evil.example/voldash'],
  ])('a return to %s is refused: their own dashboard instead', async (_case, next) => {
    const { page } = journey;
    await page.goto(`${journey.app.url}/login?next=${encodeURIComponent(next)}`);
    await logIn(page, '/voldash');
  });
});

/**
 * Where the focused control sits on the screen, and the bottom of the chrome fixed or stuck to
 * the top of the screen (header, banner, an area's bar) at that moment.
 */
function focusedPlacement(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const box = focused.getBoundingClientRect();
    const topChrome = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => ['fixed', 'sticky'].includes(getComputedStyle(element).position))
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.height > 0 && rect.height < innerHeight / 2 && rect.top <= 1)
      .reduce((bottom, rect) => Math.max(bottom, rect.bottom), 0);
    return {
      name: focused.getAttribute('name') ?? focused.id,
      invalid: focused.getAttribute('aria-invalid'),
      top: box.top,
      bottom: box.bottom,
      topChrome,
      screen: innerHeight,
    };
  });
}

/** The public forms, each sent with a field left wrong, from the bottom of the page. */
const FORMS: {
  path: string;
  form: string;
  submit: string;
  fill(page: Page): Promise<void>;
  first: string;
  said: string;
}[] = [
  {
    path: '/register',
    form: 'Create Account',
    submit: 'Register',
    // Everything but the name, the form's first field: the one furthest from the button.
    fill: async (page) => {
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@example.org');
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.getByRole('combobox', { name: 'City' }).selectOption('Pune');
      await page.getByRole('textbox', { name: 'Phone Number' }).fill('98765 43210');
      await page.getByRole('textbox', { name: 'Address' }).fill('12 MG Road');
    },
    first: 'name',
    said: 'Please fill this in',
  },
  {
    path: '/login',
    form: 'Log in',
    submit: 'Sign In',
    fill: (page) => page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email'),
    first: 'email',
    said: 'Enter an email address, such as name@example.com',
  },
];

describe.each(Object.entries(VIEWPORTS))('at the %s size', (label, size) => {
  test.each(FORMS)(
    '$path: the kit says what is wrong under the field, focused below the sticky header',
    async ({ path, form, submit, fill, first, said }) => {
      const { page } = journey;
      await page.setViewportSize(size);
      await page.goto(`${journey.app.url}${path}`);
      const theForm = page.getByRole('form', { name: form });
      await theForm.waitFor();
      // No browser bubbles: the kit checks.
      await expect(
        theForm.evaluate((element) => (element as HTMLFormElement).noValidate),
      ).resolves.toBe(true);
      await fill(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('button', { name: submit }).click();
      await theForm.getByText(said).first().waitFor();
      const placed = await focusedPlacement(page);
      expect({ name: placed.name, invalid: placed.invalid }).toEqual({
        name: first,
        invalid: 'true',
      });
      expect(placed.top).toBeGreaterThanOrEqual(placed.topChrome);
      expect(placed.bottom).toBeLessThanOrEqual(placed.screen);
      if (label === 'phone') await screenshots(page, `form-errors${path.replace('/', '-')}`);
      expect(journey.watched.problems).toEqual([]);
    },
  );
});

test('the report form: its first missing field focused below the sticky header on a phone', async () => {
  const { page } = journey;
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`${journey.app.url}/report-incident`);
  // A visitor sends without an account (issue 30).
  const submit = page.getByRole('button', { name: 'Send without an account' });
  await submit.waitFor();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await submit.click();
  await page.locator('[aria-invalid="true"]').first().waitFor();
  const placed = await focusedPlacement(page);
  expect(placed.invalid).toBe('true');
  expect(placed.top).toBeGreaterThanOrEqual(placed.topChrome);
  expect(placed.bottom).toBeLessThanOrEqual(placed.screen);
  expect(journey.watched.problems).toEqual([]);
});
