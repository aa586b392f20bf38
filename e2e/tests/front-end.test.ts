import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import express from 'express';
import type { Response } from 'playwright-core';
import { loadConfig, start, type RunningGateway } from '@rescue/gateway';
import { freePort } from '@rescue/stack/ports';
import { expectHealthy, screenshots, settledScrollWidth } from '../support/browser-page';
import { registerAccount, storeSession } from '../support/accounts';
import { REPO_ROOT } from '../support/front-end';
import { browserJourney } from '../support/journey';

const journey = browserJourney();

/** The heading an area renders once its remote is mounted. */
const areaHeading = (area: string) => journey.page.locator(`[data-area="${area}"] h1`);

/** Waits until the area shows this heading (after a navigation, the old one may linger). */
async function expectAreaHeading(area: string, text: string): Promise<void> {
  await areaHeading(area).filter({ hasText: text }).waitFor();
  await expect(areaHeading(area).textContent()).resolves.toBe(text);
}

test('the home page loads with its header, banner, footer and emergency button', async () => {
  const { page } = journey;
  await page.goto(journey.app.url);
  await expectAreaHeading('public', 'Every street animal deserves a rescue');
  await expect(page.title()).resolves.toBe('Rescue Network');
  await expect(
    page.getByRole('link', { name: '+91 12345 67890' }).first().getAttribute('href'),
  ).resolves.toBe('tel:+911234567890');
  await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);
  await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
  await expect(
    page.getByRole('link', { name: /Call the 24\/7 emergency helpline/ }).isVisible(),
  ).resolves.toBe(true);
  await expectHealthy(journey.watched, 'home');
});

test("the home page's JavaScript stays within its budget and loads no server-data cache", async () => {
  const { page } = journey;
  // Issue 16's budget, 171 KB gzip (fonts are counted apart), held with three languages added
  // (issue 29): what only signed-in areas use is the kit's './areas' entry, as maps are './map'
  // and server data (TanStack Query) './query', and Hindi and Marathi are chunks fetched on use.
  // 173 KB since issue 31 and 33's header (one menu on a phone, the docked helpline), the
  // service worker's registration and the area guard's return path: 172.3 KB measured.
  // 175 KB since issue 30's configurable helpline (a store the banner, footer and call button
  // read) and issue 33's floating things and toasts that step aside: 174.1 KB measured with
  // `node --import tsx e2e/measure-home-page.ts`.
  const scripts: Response[] = [];
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response);
    if (response.request().resourceType() === 'font') fonts.push(response.url());
  });
  await page.goto(journey.app.url);
  await expectAreaHeading('public', 'Every street animal deserves a rescue');
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts.map((script) => script.body()));
  const gzipKb = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024;
  expect(gzipKb).toBeGreaterThan(100); // React alone is 67 KB: the scripts were all seen
  expect(gzipKb).toBeLessThanOrEqual(175);
  // An English page never fetches the ~97 KB Devanagari face (the switcher's हिन्दी and मराठी
  // are drawn in the system's font there).
  expect(fonts.filter((url) => /devanagari/i.test(url))).toEqual([]);
  // An error message of TanStack Query's, which minifying keeps.
  const sources = bodies.map((body) => body.toString('utf8'));
  expect(sources.some((source) => source.includes('Missing queryFn'))).toBe(false);

  // The cache arrives with the first page that needs it.
  await page.goto(`${journey.app.url}/login`);
  await page.getByRole('form', { name: 'Log in' }).waitFor();
  await page.waitForLoadState('networkidle');
  const later = await Promise.all(scripts.slice(bodies.length).map((script) => script.body()));
  expect(later.some((body) => body.toString('utf8').includes('Missing queryFn'))).toBe(true);
});

test('/about mounts the public remote', async () => {
  const { page } = journey;
  await page.goto(`${journey.app.url}/about`);
  await expectAreaHeading('public', 'About us');
  await expectHealthy(journey.watched, 'area-about');
});

/** Logged out, an area's guard (its remote mounted) sends the visitor to log in and back. */
async function expectSentToLogIn(from: string): Promise<void> {
  await expectAreaHeading('public', 'Welcome Back');
  const at = new URL(journey.page.url());
  expect([at.pathname, at.searchParams.get('next')]).toEqual(['/login', from]);
}

test.each([
  ['/dashboard', 'No authentication token found'],
  ['/dashboard/incidents', 'No authentication token found'],
  ['/voldash', 'Authentication required'],
  ['/user-dashboard', 'Please log in to access the dashboard'],
])(
  '%s mounts its remote, whose guard sends a logged-out visitor to /login',
  async (route, said) => {
    await journey.page.goto(`${journey.app.url}${route}`);
    await expectSentToLogIn(route);
    await journey.page.getByText(said).first().waitFor();
    expect(journey.watched.problems).toEqual([]);
  },
);

test('redirects and the not-found page', async () => {
  const { page } = journey;
  await page.goto(`${journey.app.url}/voldash/assigned`);
  await expectSentToLogIn('/voldash/my-cases');
  await page.goto(`${journey.app.url}/no-such-page`);
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await expect(
    page.getByRole('link', { name: 'Report an animal in need' }).getAttribute('href'),
  ).resolves.toBe('/report-incident');
  await expectHealthy(journey.watched, 'not-found');
});

test('the phone menu opens, navigates and closes', async () => {
  const { page } = journey;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(journey.app.url);
  await areaHeading('public').waitFor();
  await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await screenshots(page, 'phone-menu-open');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact' })
    .click();
  await expectAreaHeading('public', 'Contact us');
  await expect(
    page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'),
  ).resolves.toBe('false');
  // Nothing is wider than a 360 px screen.
  expect(await settledScrollWidth(page, 360)).toBeLessThanOrEqual(360);
  expect(journey.watched.problems).toEqual([]);
});

test('a stored session shows "Hi" and the name; Logout clears it and goes to /login', async () => {
  const { page } = journey;
  // A real account: a signed-in header asks the server (the notification centre, the profile's
  // language), which ends a made-up session at once.
  const asha = await registerAccount(() => journey.app.url, 'volunteer', 'Asha');
  await storeSession(page, journey.app.url, asha);
  await page.goto(journey.app.url);
  await page.getByRole('button', { name: 'Hi, Asha' }).click();
  await expect(page.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).resolves.toBe(
    '/voldash',
  );
  await expectHealthy(journey.watched, 'user-menu-open');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectAreaHeading('public', 'Welcome Back');
  expect(new URL(page.url()).pathname).toBe('/login');
  await expect(page.evaluate(() => localStorage.length)).resolves.toBe(0);
});

describe('with the volunteer remote down', () => {
  let gateway: RunningGateway;
  let remotePort: number;
  let remoteServer: Server | undefined;

  beforeAll(async () => {
    // A second gateway in front of the same services, whose manifest sends browsers to a
    // port where nothing listens yet: the remote is "stopped".
    remotePort = await freePort();
    const deadPort = remotePort;
    gateway = await start(
      loadConfig({
        PORT: '0',
        LOG_LEVEL: 'silent',
        WEB_ROOT: journey.app.webRoot,
        REMOTE_VOLUNTEER_URL: `http://127.0.0.1:${deadPort}/remoteEntry.js`,
        ...Object.fromEntries(
          Object.entries(journey.app.stack.services).map(([name, urls]) => [
            `${name.toUpperCase()}_URL`,
            urls.join(','),
          ]),
        ),
      }),
    );
  });
  afterAll(async () => {
    remoteServer?.close();
    await gateway?.close();
  });

  test('its area shows the error panel while the header, footer and other areas work', async () => {
    const { page } = journey;
    await page.goto(`${gateway.url}/voldash`);
    const panel = page.getByRole('alert');
    await expect(panel.getByRole('heading').textContent()).resolves.toBe(
      'The volunteer portal is unavailable',
    );
    await expect(panel.getByRole('button', { name: 'Retry' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
    await expectHealthy(journey.watched, 'volunteer-remote-down');

    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(panel.getByRole('heading').textContent()).resolves.toBe(
      'The volunteer portal is unavailable',
    );

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expectAreaHeading('public', 'About us');
    await page.goto(`${gateway.url}/dashboard`);
    await expectSentToLogIn('/dashboard');
    expect(journey.watched.problems).toEqual([]);
  });

  test('Retry mounts the area once the remote is back, without reloading the page', async () => {
    const { page } = journey;
    await page.goto(`${gateway.url}/voldash`);
    const retry = page.getByRole('alert').getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    // The remote comes back where the manifest points.
    const files = express().use(
      express.static(path.join(journey.app.webRoot, 'mfe-volunteer', 'dist')),
    );
    remoteServer = await new Promise<Server>((resolve) => {
      const server = files.listen(remotePort, '127.0.0.1', () => resolve(server));
    });
    await retry.click();
    await expectSentToLogIn('/voldash');
    expect(journey.watched.problems).toEqual([]);
  });
});

function digest(dir: string): string {
  const hash = createHash('sha256');
  // Every file, those in assets/ (fonts, images) too.
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(dir, file);
    if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex');
}

/** Rebuilds one remote with a release note, into this run's served copy (a redeploy). */
function redeploy(remote: string, note: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        require.resolve('webpack-cli/bin/cli.js'),
        '--mode',
        'production',
        '--output-path',
        path.join(journey.app.webRoot, remote, 'dist'),
      ],
      {
        cwd: path.join(REPO_ROOT, remote),
        env: { ...process.env, WEB_RELEASE_NOTE: note },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`webpack exited with ${code}`)),
    );
  });
}

test('a remote rebuilt with a visible change is served on the next load, without rebuilding the shell', async () => {
  const { page } = journey;
  const shellDist = path.join(journey.app.webRoot, 'shell', 'dist');
  const shellBefore = digest(shellDist);
  // Signed in as an NGO, so the area stays on screen (its guard sends a visitor to log in).
  const ngo = await registerAccount(() => journey.app.url, 'ngo', 'Paws Release');
  await storeSession(page, journey.app.url, ngo);
  await page.goto(`${journey.app.url}/dashboard`);
  await areaHeading('ngo').waitFor();
  await expect(page.getByTestId('release-note').count()).resolves.toBe(0);

  const note = `Release e2e-${Date.now()}`;
  await redeploy('mfe-ngo', note);
  await page.reload();
  await expect(
    page.locator('[data-area="ngo"]').getByTestId('release-note').textContent(),
  ).resolves.toBe(note);
  expect(digest(shellDist)).toBe(shellBefore);
  // The other areas are untouched.
  await page.goto(`${journey.app.url}/`);
  await areaHeading('public').waitFor();
  await expect(page.getByTestId('release-note').count()).resolves.toBe(0);
  expect(journey.watched.problems).toEqual([]);
});
