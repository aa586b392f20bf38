/// <reference lib="dom" />
// Functions passed to page.evaluate and addInitScript run in the browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '@rescue/testkit/browser';

export interface PageFigures {
  path: string;
  cpuSlowdown: number;
  jsBytes: number;
  totalBytes: number;
  requests: number;
  fcpMs: number | null;
  lcpMs: number | null;
}

export interface Session {
  token: string;
  userName: string;
  userRole: string;
  userId: string;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}

/** A fresh desktop-sized context (a cold cache), logged in as `session` when there is one. */
export async function desktopContext(browser: Browser, session?: Session): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (session) {
    await context.addInitScript((s) => {
      for (const [key, value] of Object.entries(s)) window.localStorage.setItem(key, value);
    }, session);
  }
  return context;
}

/**
 * Loads one page with a cold cache (a fresh context) and reads what went over the wire
 * (compressed sizes from the DevTools protocol), the requests made until the network went
 * idle (the page is usable then), and the paint timings.
 * Requests are counted until the main heading shows, plus a short settle.
 */
export async function measurePage(
  browser: Browser,
  baseUrl: string,
  path: string,
  cpuSlowdown: number,
  session?: Session,
): Promise<PageFigures> {
  const context = await desktopContext(browser, session);
  await context.addInitScript(() => {
    const w = window as unknown as { __lcp?: number };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const types = new Map<string, string>();
  let jsBytes = 0;
  let totalBytes = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    requests += 1;
    totalBytes += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') jsBytes += e.encodedDataLength;
  });
  // Usable: the page's main heading is on screen (dashboards poll, so the network never idles).
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(300);
  const paints = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    lcp: (window as unknown as { __lcp?: number }).__lcp ?? null,
  }));
  await context.close();
  const round = (n: number | null) => (n === null ? null : Math.round(n));
  return {
    path,
    cpuSlowdown,
    jsBytes,
    totalBytes,
    requests,
    fcpMs: round(paints.fcp),
    lcpMs: round(paints.lcp),
  };
}

/** React and react-dom's production builds, minified and gzipped: the floor any React page pays. */
export function reactGzipBytes(): number {
  const files: [string, string][] = [
    ['react', 'cjs/react.production.js'],
    ['react-dom', 'cjs/react-dom-client.production.js'],
    ['scheduler', 'cjs/scheduler.production.js'],
  ];
  // The packages' exports hide these files, so read them from the package folders.
  const fileOf = ([pkg, file]: [string, string]) =>
    path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
  // React 19 ships these unminified; minify as a production build would, then gzip.
  const minified = (file: string) =>
    transformSync(readFileSync(file, 'utf8'), { minify: true }).code;
  return files.reduce(
    (sum, entry) => sum + gzipSync(minified(fileOf(entry)), { level: 9 }).length,
    0,
  );
}
