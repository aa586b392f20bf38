/// <reference lib="dom" />
// The NGO home map with 5,000 markers: seeds 5,000 open incidents in one NGO's city (exact
// points scattered up to about 6 km from the centre, copies of one made through the API stored
// by the incidents service, as the bench's bulk load does), opens /dashboard as that NGO in Chromium at 1x and with the CPU
// throttled 4x (Emulation.setCPUThrottlingRate), and prints the time from navigation until the
// map's markers and clusters are on screen, the marker elements in the DOM, and the list reads
// behind them. Uses the built front end (npm run build:web). Prints figures; asserts nothing.
//   node --import tsx bench/src/ngo-map.ts
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findCity } from '@rescue/contracts';
import { loadOrCreateSecrets } from '@rescue/stack/keys';
import { startStack } from '@rescue/stack/orchestrator';
import { client } from '@rescue/testkit/http';
import { TEST_ADMIN_ENV, registerSignedUser } from '@rescue/testkit/users';
import { copyIncident, reportJson, type IncidentsInternal } from './fixtures';
import { desktopContext, launchChromium, type Session } from './pages';

const MARKERS = 5000;
const CITY = 'Pune';
const log = (line: string) => console.log(line);

/** 5,000 open incidents of CITY: copies of `templateId`, newest first by index. */
async function seed(incidents: IncidentsInternal, templateId: string): Promise<void> {
  const city = findCity(CITY)!;
  const now = Date.now();
  const copies: Record<string, unknown>[] = [];
  for (let i = 1; i < MARKERS; i += 1) {
    // A golden-angle spiral: deterministic, spread evenly over a disc of about 6 km.
    const radiusKm = 6 * Math.sqrt(i / MARKERS);
    const angle = i * 2.399963;
    const lat = city.latitude + (radiusKm / 111) * Math.sin(angle);
    const lng =
      city.longitude +
      (radiusKm / (111 * Math.cos((city.latitude * Math.PI) / 180))) * Math.cos(angle);
    copies.push({
      city: CITY,
      status: i % 2 === 0 ? 'pending' : 'in progress',
      createdAt: new Date(now - i * 60_000),
      location: {
        lat,
        lng,
        address: `${i} Market Road, ${CITY}`,
        approximate: false,
        accuracyMeters: 10 + (i % 30),
      },
      animalDescription: `Injured animal number ${i} near the market`,
      score: (i % 10) + 1,
    });
  }
  // The service's bound on copies a request (MAX_COPIES_PER_REQUEST).
  for (let i = 0; i < copies.length; i += 1000)
    await copyIncident(incidents, templateId, copies.slice(i, i + 1000), i + 1000 >= copies.length);
}

interface MapFigures {
  cpuSlowdown: number;
  /** Navigation start to the markers on screen (two frames after the map's last marker). */
  markersMs: number;
  /** Navigation start to the last change of the marker pane (the fitted view's clusters). */
  settledMs: number;
  /** Navigation start to the page's heading. */
  headingMs: number;
  markerElements: number;
  singleMarkers: number;
  clusters: number;
  incidentsInClusters: number;
  listReads: number;
  listBytes: number;
  summary: string;
}

async function measure(baseUrl: string, session: Session, cpuSlowdown: number) {
  const browser = await launchChromium();
  try {
    const context = await desktopContext(browser, session);
    // When the marker pane last changed (the map re-clusters after fitting its view).
    await context.addInitScript(() => {
      const w = window as unknown as { __markersChangedAt?: number };
      new MutationObserver((records) => {
        if (
          records.some((record) => (record.target as Element).closest?.('.leaflet-marker-pane'))
        ) {
          w.__markersChangedAt = performance.now();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const listRequests = new Set<string>();
    let listBytes = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (new URL(e.request.url).pathname.startsWith('/api/incidents'))
        listRequests.add(e.requestId);
    });
    cdp.on('Network.loadingFinished', (e) => {
      if (listRequests.has(e.requestId)) listBytes += e.encodedDataLength;
    });
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'commit' });
    const area = page.locator('[data-area="ngo"]');
    await area.getByRole('heading', { name: /^Welcome/ }).waitFor({ timeout: 120_000 });
    const headingMs = await page.evaluate(() => performance.now());
    const summary = area.getByText(/open incidents in Pune/);
    await summary.waitFor({ timeout: 300_000 });
    await page.waitForFunction(
      () => document.querySelectorAll('[data-area="ngo"] .leaflet-marker-icon').length > 0,
      undefined,
      { timeout: 300_000 },
    );
    // Painted: two frames after the markers are in the DOM.
    const markersMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
        ),
    );
    // Settled: nothing changed in the marker pane for a second.
    let settledMs = 0;
    for (;;) {
      await page.waitForTimeout(1000);
      const changedAt = await page.evaluate(
        () => (window as unknown as { __markersChangedAt?: number }).__markersChangedAt ?? 0,
      );
      if (changedAt === settledMs) break;
      settledMs = changedAt;
    }
    const dom = await page.evaluate(() => {
      const pane = document.querySelector('[data-area="ngo"] .leaflet-marker-pane');
      const clusters = [...(pane?.querySelectorAll('.rn-cluster') ?? [])];
      return {
        markerElements: pane?.querySelectorAll('.leaflet-marker-icon').length ?? 0,
        singleMarkers: pane?.querySelectorAll('.rn-marker').length ?? 0,
        clusters: clusters.length,
        incidentsInClusters: clusters.reduce((sum, node) => sum + Number(node.textContent), 0),
      };
    });
    const figures: MapFigures = {
      cpuSlowdown,
      markersMs: Math.round(markersMs),
      settledMs: Math.round(Math.max(settledMs, markersMs)),
      headingMs: Math.round(headingMs),
      ...dom,
      listReads: listRequests.size,
      listBytes,
      summary: (await summary.textContent()) ?? '',
    };
    await context.close();
    return figures;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rescue-ngo-map-'));
  const stack = await startStack({
    port: 0,
    dataDir,
    log: () => undefined,
    env: { LOG_LEVEL: 'warn', MAP_TILE_URL: '', ...TEST_ADMIN_ENV },
  });
  try {
    const ngo = await registerSignedUser(stack, 'ngo', {
      name: 'Map Bench NGO',
      ngoDetails: { operatingAreas: [CITY] },
    });
    const user = await registerSignedUser(stack, 'user');
    const created = await client(stack.url).post('/api/incidents/create', {
      token: user.token,
      json: reportJson('Dog with a wounded leg near the market', 'Brown dog', 7, 'Bleeding'),
    });
    log(`Seeding ${MARKERS} open incidents in ${CITY}`);
    await seed(
      {
        url: stack.services.incidents[0]!,
        internalApiKey: loadOrCreateSecrets(dataDir).internalApiKey,
      },
      created.body.incident._id as string,
    );
    const session: Session = {
      token: ngo.token,
      userName: ngo.name,
      userRole: 'ngo',
      userId: ngo._id,
    };
    // A first load warms the services' working set and the server's caches.
    await measure(stack.url, session, 1);
    const rows: MapFigures[] = [];
    for (const slowdown of [1, 4]) rows.push(await measure(stack.url, session, slowdown));
    console.table(
      rows.map((row) => ({
        CPU: `${row.cpuSlowdown}x`,
        'heading (ms)': row.headingMs,
        'first markers (ms)': row.markersMs,
        'markers settled (ms)': row.settledMs,
        'marker elements': row.markerElements,
        single: row.singleMarkers,
        clusters: row.clusters,
        'incidents in clusters': row.incidentsInClusters,
        'list reads': row.listReads,
        'list KB (wire)': Math.round(row.listBytes / 1024),
      })),
    );
    log(`Map summary: ${rows[0]?.summary}`);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
