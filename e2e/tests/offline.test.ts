import { browserJourney } from '../support/journey';

// The installable app (issue 31): the shell's web manifest, its icons and its service worker
// are served, and the worker registers and takes the page.

const journey = browserJourney();

test('the web manifest and the service worker are served, and the worker takes the page', async () => {
  const { app, page } = journey;
  const manifest = await fetch(`${app.url}/manifest.webmanifest`);
  expect(manifest.status).toBe(200);
  const { icons, start_url } = (await manifest.json()) as {
    icons: { src: string; sizes: string }[];
    start_url: string;
  };
  expect(start_url).toBe('/');
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of icons) {
    const png = await fetch(`${app.url}${icon.src}`);
    expect([png.status, png.headers.get('content-type')]).toEqual([200, 'image/png']);
  }
  const worker = await fetch(`${app.url}/sw.js`);
  expect(worker.status).toBe(200);
  // Revalidated on every load, so a new build's worker is seen at once.
  expect(worker.headers.get('cache-control')).toBe('no-cache');

  await page.goto(app.url);
  await page.locator('[data-area="public"] h1').waitFor();
  await expect(
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL;
    }),
  ).resolves.toBe(`${app.url}/sw.js`);
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
    '/manifest.webmanifest',
  );
});
