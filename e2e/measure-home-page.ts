// What the federation costs on the home page: JavaScript bytes (gzip -9 of each file, and
// what went over the wire) split into shell, remote, shared libraries and federation
// runtime, and the requests made before the page is usable (the public area's heading is
// on screen). Builds the front end if needed, serves it from a gateway on a free port and
// loads / in Debian's Chromium with a cold cache. Prints figures; asserts nothing.
//   node --import tsx e2e/measure-home-page.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Request } from 'playwright-core';
import { loadConfig, start } from '@rescue/gateway';
import { CHROMIUM_LAUNCH_OPTIONS } from '@rescue/testkit/browser';
import { buildFrontEnd, REPO_ROOT } from './support/front-end';

type Category = 'shell' | 'remote' | 'shared libraries' | 'federation runtime' | 'other';

interface Loaded {
  url: string;
  type: string;
  category: Category;
  label: string;
  gzip: number;
  wire: number;
  beforeUsable: boolean;
}

/** Shell files that hold shared libraries, from the shell's own federation manifest. */
function sharedAssets(): Map<string, string> {
  const manifest = JSON.parse(
    readFileSync(path.join(REPO_ROOT, 'shell', 'dist', 'mf-manifest.json'), 'utf8'),
  ) as { shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] };
  const files = new Map<string, string>();
  for (const shared of manifest.shared) {
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
      files.set(file, files.has(file) ? `${files.get(file)}, ${shared.name}` : shared.name);
    }
  }
  return files;
}

function classify(url: URL, shared: Map<string, string>): { category: Category; label: string } {
  const file = path.basename(url.pathname);
  if (url.pathname.startsWith('/remotes/')) {
    // remoteEntry.js is the remote's container: its copy of the federation runtime.
    return file === 'remoteEntry.js'
      ? { category: 'federation runtime', label: `${url.pathname} (remote container)` }
      : { category: 'remote', label: url.pathname };
  }
  // main.js is webpack's runtime with the federation runtime, plus a 20-line index.ts.
  if (file === 'main.js')
    return { category: 'federation runtime', label: '/main.js (host runtime)' };
  const library = shared.get(file);
  if (library) return { category: 'shared libraries', label: `${url.pathname} (${library})` };
  return { category: 'shell', label: url.pathname };
}

async function measure(baseUrl: string, variant: string): Promise<void> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const shared = sharedAssets();
    const requests: Request[] = [];
    let usable = false;
    const beforeUsable = new Set<Request>();
    page.on('request', (request) => {
      requests.push(request);
      if (!usable) beforeUsable.add(request);
    });
    const started = Date.now();
    await page.goto(baseUrl);
    await page.locator('[data-area="public"] h1').waitFor();
    usable = true;
    const usableMs = Date.now() - started;
    await page.waitForLoadState('networkidle');

    const loaded: Loaded[] = [];
    for (const request of requests) {
      const response = await request.response();
      if (!response) continue;
      const url = new URL(request.url());
      const body = await response.body().catch(() => Buffer.alloc(0));
      const sizes = await request.sizes();
      loaded.push({
        url: url.pathname,
        type: request.resourceType(),
        ...(request.resourceType() === 'script'
          ? classify(url, shared)
          : { category: 'other' as const, label: url.pathname }),
        gzip: gzipSync(body, { level: 9 }).length,
        wire: sizes.responseBodySize,
        beforeUsable: beforeUsable.has(request),
      });
    }

    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`\nHome page, ${variant}`);
    console.log(`  usable after ${usableMs} ms (loopback, cold cache)`);
    console.log(
      `  requests before usable: ${beforeUsable.size} (${loaded.filter((item) => item.beforeUsable && item.type === 'script').length} JavaScript); all requests: ${loaded.length}`,
    );
    const categories: Category[] = ['shell', 'remote', 'shared libraries', 'federation runtime'];
    const scripts = loaded.filter((item) => item.type === 'script');
    let totalGzip = 0;
    let totalWire = 0;
    for (const category of categories) {
      const items = scripts.filter((item) => item.category === category);
      const gzip = items.reduce((sum, item) => sum + item.gzip, 0);
      const wire = items.reduce((sum, item) => sum + item.wire, 0);
      totalGzip += gzip;
      totalWire += wire;
      console.log(
        `  ${category.padEnd(20)} ${kb(gzip).padStart(9)} gzip  ${kb(wire).padStart(9)} on the wire  (${items.length} files)`,
      );
      for (const item of items) console.log(`      ${kb(item.gzip).padStart(9)}  ${item.label}`);
    }
    console.log(
      `  ${'total JavaScript'.padEnd(20)} ${kb(totalGzip).padStart(9)} gzip  ${kb(totalWire).padStart(9)} on the wire`,
    );
    for (const item of loaded.filter((entry) => entry.type !== 'script')) {
      console.log(
        `  also: ${item.type} ${item.url} ${kb(item.wire)}${item.beforeUsable ? '' : ' (after usable)'}`,
      );
    }
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  await buildFrontEnd();
  const variants: [string, Record<string, string>][] = [
    ['remotes loaded through remoteEntry.js (default)', {}],
    [
      'public remote loaded through mf-manifest.json',
      { REMOTE_PUBLIC_URL: '/remotes/public/mf-manifest.json' },
    ],
  ];
  for (const [variant, env] of variants) {
    // No API is needed by the home page: a gateway alone serves the front end.
    const gateway = await start(loadConfig({ PORT: '0', LOG_LEVEL: 'warn', ...env }));
    try {
      await measure(gateway.url, variant);
    } finally {
      await gateway.close();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
