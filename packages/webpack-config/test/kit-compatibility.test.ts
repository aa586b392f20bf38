// A remote built against one version of the shared kit, loaded into a shell built against
// another: real webpack builds with the apps' federation options and sharing rules
// (kit-compatibility/build-fixtures.mjs), served on loopback, run in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '@rescue/testkit/browser';

const SHELL_KIT = '1.1.0';
/** Remote name -> the kit version it was built against; loaded in this order. */
const REMOTES = {
  fixture_next_major: '2.0.0',
  fixture_older_minor: '1.0.0',
  fixture_newer_minor: '1.2.0',
  fixture_same_minor: '1.1.4',
};

let outDir: string;
let server: Server;
let browser: Browser;
let areas: Record<string, { state?: string; text: string }>;
let frame: { header: string; footer: string };

/** The shell's page, its bundles, each remote's bundles and the /remotes.json naming them. */
function serve(root: string): Promise<Server> {
  const manifest = JSON.stringify({
    remotes: Object.fromEntries(
      Object.keys(REMOTES).map((name) => [name, { entry: `/remotes/${name}/remoteEntry.js` }]),
    ),
  });
  const fileFor = (url: string): string | undefined => {
    if (url === '/') return path.join(root, 'index.html');
    const [, top, name, ...rest] = url.split('/');
    if (top === 'shell') return path.join(root, 'shell', 'dist', [name, ...rest].join('/'));
    if (top === 'remotes' && name) return path.join(root, name, 'dist', rest.join('/'));
    return undefined;
  };
  const http = createServer((req, res) => {
    if (req.url === '/remotes.json') {
      res.setHeader('Content-Type', 'application/json');
      res.end(manifest);
      return;
    }
    const file = fileFor(req.url ?? '/');
    if (!file || !file.startsWith(root) || !existsSync(file)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('Content-Type', file.endsWith('.html') ? 'text/html' : 'text/javascript');
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => http.listen(0, '127.0.0.1', () => resolve(http)));
}

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'kit-compatibility-'));
  const build = spawnSync(
    process.execPath,
    [
      path.join(__dirname, 'kit-compatibility', 'build-fixtures.mjs'),
      outDir,
      JSON.stringify({ shell: SHELL_KIT, remotes: REMOTES }),
    ],
    { encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`the fixtures did not build:\n${build.stderr}`);
  server = await serve(outDir);
  browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  await page.waitForSelector('body[data-ready]', { timeout: 20_000 });
  ({ areas, frame } = await page.evaluate(() => ({
    areas: Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('[data-area]')].map((area) => [
        area.dataset.area,
        { state: area.dataset.state, text: area.textContent ?? '' },
      ]),
    ),
    frame: {
      header: document.querySelector('header')?.textContent ?? '',
      footer: document.querySelector('footer')?.textContent ?? '',
    },
  })));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

test('a remote built against an older minor of the kit renders with the shell’s copy', () => {
  expect(areas.fixture_older_minor).toEqual({ state: 'loaded', text: 'Rendered with kit 1.1.0' });
});

test('a remote built against the same minor (another patch) renders with the shell’s copy', () => {
  expect(areas.fixture_same_minor).toEqual({ state: 'loaded', text: 'Rendered with kit 1.1.0' });
});

test('a remote built against the next major shows its error naming the version mismatch', () => {
  expect(areas.fixture_next_major).toEqual({
    state: 'unavailable',
    text: 'It was built for @rescue/web-kit ^2.0 but this site runs @rescue/web-kit 1.1.0 (a version mismatch).',
  });
});

test('a remote built against a newer minor (exports the shell lacks) fails the same way', () => {
  expect(areas.fixture_newer_minor).toEqual({
    state: 'unavailable',
    text: 'It was built for @rescue/web-kit ^1.2 but this site runs @rescue/web-kit 1.1.0 (a version mismatch).',
  });
});

test('the frame stays and the areas after a failed one still load', () => {
  expect(frame).toEqual({ header: `Shell on kit ${SHELL_KIT}`, footer: 'Footer' });
  // fixture_next_major failed first; the compatible remotes after it loaded.
  expect(Object.keys(areas)).toEqual(Object.keys(REMOTES));
});
