// `npm run bench`: starts the stack on its own port and data folder, loads realistic data,
// measures the API (through the gateway and straight to each service, beside a bare Node
// floor) and the front end in Chromium, prints a table and writes results/latest.json.
// Figures are ratios measured side by side in one run: this machine is shared and noisy.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerSignedUser } from '@rescue/testkit/users';
import { startPushService } from '@rescue/testkit/web-push';
import { loadOrCreateSecrets } from '@rescue/stack/keys';
import {
  loadIncidents,
  multipartBody,
  onePhotoMegabyte,
  reportJson,
  templateIncident,
} from './fixtures';
import { waitForWorkingSets, workingSetOf } from './working-set';
import {
  liveWritersOnFirstPage,
  readsBesideWrites,
  residentMb,
  type MixedFigures,
  type Writer,
} from './mixed';
import { load, type LoadResult } from './http-load';
import { launchChromium, measurePage, reactGzipBytes, type PageFigures } from './pages';
import { LIVE_EVENTS_ENV, measureLiveEvents, type LiveEventFigures } from './live-events';
import { measureAnalytics, printAnalytics, type AnalyticsFigures } from './analytics';
import { measurePushAlerts, pushAlertsEnv, type PushAlertFigures } from './push-alerts';
import {
  ASSESS_BENCH_ENV,
  measureAssessEndpoint,
  measureAssessmentAccuracy,
  printAssessment,
  type AssessEndpointFigures,
} from './assessment';
import { measurePhotoCheck, printPhotoCheck } from './photo-check';
import {
  measureRestart,
  restartCounts,
  sampleResident,
  type MemoryDetail,
  type RestartFigures,
} from './restart';
import { log, startBenchStack } from './bench-stack';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BASE_INCIDENTS = Number(process.env.BENCH_INCIDENTS ?? 10_000);
const SCALE_INCIDENTS = Number(process.env.BENCH_SCALE_INCIDENTS ?? 100_000);

interface Row {
  scenario: string;
  target: 'gateway' | 'direct' | 'floor' | 'bare-proxy';
  connections: number;
  result: LoadResult;
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/** One request's latency in milliseconds: the first read after a bulk load. */
async function timedCall(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
  } catch {
    return -1; // a read that failed is recorded as -1; the load runs still measure
  }
  return Math.round(performance.now() - started);
}

/** A floor server (floor-server.ts) in a process of its own; resolves with its URL. */
async function startFloor(mode: 'body' | 'proxy', arg: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'floor-server.ts'), mode, arg],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [firstLine] = (await once(child.stdout!, 'data')) as [Buffer];
  return { url: firstLine.toString().trim(), stop: () => child.kill() };
}

async function main(): Promise<void> {
  const reactFloor = reactGzipBytes(); // fails early if the files moved
  // The browsers' push service, on loopback (push-alerts.ts).
  const pushService = await startPushService();
  const { stack, dataDir, stop } = await startBenchStack('run', {
    MAP_TILE_URL: '', // a closed network: no tiles
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
    LOGIN_MAX_FAILURES_PER_IP: '1000000',
    // 1,000 event streams from 127.0.0.1 (live-events.ts).
    ...LIVE_EVENTS_ENV,
    // 1,000 volunteers subscribed to the push service of the bench's own (push-alerts.ts).
    ...pushAlertsEnv(pushService),
    // The assess endpoint's per-address limit, lifted for its load (assessment.ts).
    ...ASSESS_BENCH_ENV,
  });
  const rows: Row[] = [];
  const pages: PageFigures[] = [];
  let scaling: { p99At10k: number; p99AtScale: number; ratio: number } | undefined;
  const coldMs: { at10k?: number; atScale?: number } = {};
  const afterWriteMs: { at10k?: number; atScale?: number } = {};
  // The bulk loads' wall time (the incidents service's copies endpoint).
  const loadSeconds: { at10k?: number; atScale?: number } = {};
  const mixedRows: (MixedFigures & { incidents: number })[] = [];
  const analyticsRows: AnalyticsFigures[] = [];
  const memory: Record<string, unknown> = {};
  let restartAtScale: RestartFigures | undefined;
  let residentPeakAtScaleMb: number | null = null;
  let residentPeakAtScaleByPhaseMb: Record<string, number | null> | null = null;
  // The service's heap, Buffers and the photo check's worker process (apart), by phase.
  let memoryPartsAtScaleByPhaseMb: Record<string, Partial<MemoryDetail>> | null = null;
  // The supervisor's restarts after a crash or a missed liveness probe: none is expected.
  let supervisorRestarts: Record<string, number> = {};
  let live: LiveEventFigures | undefined;
  let pushAlerts: PushAlertFigures | undefined;
  let assessEndpoint: AssessEndpointFigures | undefined;
  try {
    log(`Stack up at ${stack.url}; creating accounts`);
    const ngo = await registerSignedUser(stack, 'ngo');
    const volunteer = await registerSignedUser(stack, 'volunteer');
    const user = await registerSignedUser(stack, 'user');
    const templateId = await templateIncident(stack.url, user.token);
    const internalKey = loadOrCreateSecrets(dataDir).internalApiKey;
    const incidentsInternal = { url: stack.services.incidents[0]!, internalApiKey: internalKey };
    log(`Loading ${BASE_INCIDENTS} incidents`);
    const loadStarted = performance.now();
    await loadIncidents(incidentsInternal, templateId, BASE_INCIDENTS - 1, (n) =>
      log(`  ${n}/${BASE_INCIDENTS}`),
    );
    loadSeconds.at10k = seconds(loadStarted);

    coldMs.at10k = await timedCall(`${stack.url}/api/incidents`, {
      authorization: `Bearer ${ngo.token}`,
    });
    await waitForWorkingSets(stack.services.incidents, internalKey, BASE_INCIDENTS, log);
    const ngoAuth = { authorization: `Bearer ${ngo.token}` };
    const writers = await liveWritersOnFirstPage(stack.url, user.token, ngo.token);
    afterWriteMs.at10k = await firstReadAfterWrite(stack.url, writers.statusChange, ngoAuth);
    memory.at10k = await serviceMemory(stack, internalKey);
    for (const connections of [10, 50]) {
      log(
        `NGO list, ${connections} connections, read-only then with 1 report + 1 status change a second`,
      );
      mixedRows.push({
        incidents: BASE_INCIDENTS,
        ...(await readsBesideWrites(
          { url: `${stack.url}/api/incidents`, headers: ngoAuth, connections, seconds: SECONDS },
          writers.both,
        )),
      });
    }

    log('GET /api/ngo/analytics, 10 connections, with 2 reports + 2 status changes a second');
    analyticsRows.push(
      await measureAnalytics(stack.url, ngo.token, writers.both, BASE_INCIDENTS, SECONDS),
    );

    const listBody = await fetch(`${stack.url}/api/incidents`, {
      headers: { authorization: `Bearer ${ngo.token}` },
    }).then((r) => r.text());
    const listFile = path.join(dataDir, 'incidents-page.json');
    writeFileSync(listFile, listBody);
    const floor = await startFloor('body', listFile);
    const bareProxy = await startFloor('proxy', stack.services.incidents[0]!);

    const photo = await onePhotoMegabyte();
    const upload = multipartBody(
      {
        data: JSON.stringify(reportJson('Cat stuck on a wall', 'Grey cat', 4, 'Scared')),
      },
      { name: 'cat.jpg', field: 'animalPhoto', type: 'image/jpeg', data: photo },
    );
    const scenarios: {
      scenario: string;
      service: 'auth' | 'incidents' | 'volunteer';
      method: 'GET' | 'POST';
      path: string;
      headers: Record<string, string>;
      body?: string | Buffer;
    }[] = [
      {
        scenario: 'login',
        service: 'auth',
        method: 'POST',
        path: '/api/users/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: user.password }),
      },
      {
        scenario: 'GET /api/incidents',
        service: 'incidents',
        method: 'GET',
        path: '/api/incidents',
        headers: { authorization: `Bearer ${ngo.token}` },
      },
      {
        scenario: 'GET /api/volunteer/incidents',
        service: 'volunteer',
        method: 'GET',
        path: '/api/volunteer/incidents',
        headers: { authorization: `Bearer ${volunteer.token}` },
      },
      {
        scenario: 'create incident, 1 MB photo',
        service: 'incidents',
        method: 'POST',
        path: '/api/incidents/create',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': upload.contentType },
        body: upload.body,
      },
    ];
    for (const connections of [10, 50]) {
      log(`floor, ${connections} connections`);
      rows.push({
        scenario: 'direct floor (bare Node, same body)',
        target: 'floor',
        connections,
        result: await load({ url: floor.url, connections, seconds: SECONDS }),
      });
      log(`GET /api/incidents, bare Node proxy, ${connections} connections`);
      rows.push({
        scenario: 'GET /api/incidents',
        target: 'bare-proxy',
        connections,
        result: await load({
          url: `${bareProxy.url}/api/incidents`,
          headers: { authorization: `Bearer ${ngo.token}` },
          connections,
          seconds: SECONDS,
        }),
      });
      for (const s of scenarios) {
        for (const target of ['gateway', 'direct'] as const) {
          const base = target === 'gateway' ? stack.url : stack.services[s.service][0]!;
          log(`${s.scenario}, ${target}, ${connections} connections`);
          rows.push({
            scenario: s.scenario,
            target,
            connections,
            result: await load({
              url: `${base}${s.path}`,
              method: s.method,
              headers: s.headers,
              body: s.body,
              connections,
              seconds: SECONDS,
            }),
          });
        }
      }
    }
    floor.stop();
    bareProxy.stop();

    // The pages at 10,000 incidents, like the API rows (before the scaling row's load).
    log('Front end in Chromium');
    const browser = await launchChromium();
    const sessions = { ngo, volunteer, user };
    const pagePlan: [string, keyof typeof sessions | undefined][] = [
      ['/', undefined],
      ['/login', undefined],
      ['/dashboard', 'ngo'],
      ['/voldash', 'volunteer'],
      ['/user-dashboard', 'user'],
    ];
    for (const cpu of [1, 4]) {
      for (const [pagePath, who] of pagePlan) {
        const s = who ? sessions[who] : undefined;
        pages.push(
          await measurePage(
            browser,
            stack.url,
            pagePath,
            cpu,
            s && { token: s.token, userName: s.name, userRole: s.role, userId: s._id },
          ),
        );
      }
    }
    await browser.close();

    if (SCALE_INCIDENTS > BASE_INCIDENTS) {
      // Like for like: the same load on the NGO list just before and just after the rest
      // of the incidents arrive (p99 varies by a third between runs on this machine).
      const listLoad = () =>
        load({
          url: `${stack.url}/api/incidents`,
          headers: { authorization: `Bearer ${ngo.token}` },
          connections: 50,
          seconds: SECONDS,
        });
      log(`GET /api/incidents, gateway, 50 connections, before the scaling load`);
      const atBase = await listLoad();
      log(`Loading up to ${SCALE_INCIDENTS} incidents for the scaling row`);
      const peak = sampleResident(
        () => stack.pid('incidents'),
        'bulk load',
        async () => (await workingSetOf(incidentsInternal.url, internalKey)).memory,
      );
      const scaleStarted = performance.now();
      await loadIncidents(incidentsInternal, templateId, SCALE_INCIDENTS - BASE_INCIDENTS, (n) =>
        log(`  ${BASE_INCIDENTS + n}/${SCALE_INCIDENTS}`),
      );
      loadSeconds.atScale = seconds(scaleStarted);
      peak.mark('build');
      // The first read after loading pays for a full scan (FerretDB uses no index); the
      // steady state is what a busy dashboard sees. Both are recorded.
      coldMs.atScale = await timedCall(`${stack.url}/api/incidents`, {
        authorization: `Bearer ${ngo.token}`,
      });
      await waitForWorkingSets(stack.services.incidents, internalKey, SCALE_INCIDENTS, log);
      afterWriteMs.atScale = await firstReadAfterWrite(stack.url, writers.statusChange, {
        authorization: `Bearer ${ngo.token}`,
      });
      memory.atScale = await serviceMemory(stack, internalKey);
      peak.mark('reads and writes');
      const atScale = await listLoad();
      for (const connections of [10, 50]) {
        log(
          `NGO list at ${SCALE_INCIDENTS}, ${connections} connections, read-only then with writes`,
        );
        mixedRows.push({
          incidents: SCALE_INCIDENTS,
          ...(await readsBesideWrites(
            {
              url: `${stack.url}/api/incidents`,
              headers: { authorization: `Bearer ${ngo.token}` },
              connections,
              seconds: SECONDS,
            },
            writers.both,
          )),
        });
      }
      log(`GET /api/ngo/analytics at ${SCALE_INCIDENTS}, with writes`);
      analyticsRows.push(
        await measureAnalytics(stack.url, ngo.token, writers.both, SCALE_INCIDENTS, SECONDS),
      );
      // A deploy's restart at this size: until the NGO list is served from memory again.
      peak.mark('restart');
      restartAtScale = await measureRestart(stack, 'incidents', ngo.token, internalKey, log);
      residentPeakAtScaleMb = peak.stop();
      residentPeakAtScaleByPhaseMb = peak.byPhase();
      memoryPartsAtScaleByPhaseMb = peak.insideByPhase();
      scaling = {
        p99At10k: atBase.p99,
        p99AtScale: atScale.p99,
        ratio: Math.round((atScale.p99 / Math.max(1, atBase.p99)) * 100) / 100,
      };
    }
    live = await measureLiveEvents(stack.url, () => stack.pid('gateway'), log);
    pushAlerts = await measurePushAlerts(stack.url, (name) => stack.pid(name), pushService, log);
    log('POST /api/incidents/assess, gateway, 10 connections');
    assessEndpoint = await measureAssessEndpoint(stack.url, SECONDS);
    supervisorRestarts = restartCounts(stack);
  } finally {
    await stop();
    await pushService.close();
  }
  if (live)
    console.log(
      `live events: write -> ${live.subscribers} subscribers p50 ${live.p50Ms} ms, p95 ${live.p95Ms} ms (${live.deliveries} deliveries, ${live.missed} missed); gateway RSS ${live.gatewayRssIdleMb} MB idle, ${live.gatewayRssOpenMb} MB with ${live.openStreams} open streams`,
    );

  if (pushAlerts)
    console.log(
      `push alerts: report -> push at the push service, ${pushAlerts.volunteers} volunteers in range, p50 ${pushAlerts.p50Ms} ms, p95 ${pushAlerts.p95Ms} ms, max ${pushAlerts.maxMs} ms (${pushAlerts.pushes} pushes, ${pushAlerts.missed} missed); notifications RSS ${pushAlerts.notificationsRssIdleMb} MB before, ${pushAlerts.notificationsRssPeakMb} MB peak while sending`,
    );

  const find = (scenario: string, target: string, connections: number) =>
    rows.find(
      (r) => r.scenario === scenario && r.target === target && r.connections === connections,
    )!.result;
  const viaGateway = find('GET /api/incidents', 'gateway', 10);
  const direct = find('GET /api/incidents', 'direct', 10);
  const bare = find('GET /api/incidents', 'bare-proxy', 10);
  const results = {
    measuredAt: new Date().toISOString(),
    workingSet: process.env.INCIDENTS_WORKING_SET ?? 'auto',
    machine: { cpus: os.cpus().length, node: process.version },
    seconds: SECONDS,
    incidents: BASE_INCIDENTS,
    gatewayLatencyRatio: Math.round((viaGateway.p50 / Math.max(0.01, direct.p50)) * 100) / 100,
    // The same ratio for the thinnest Node proxy (floor-server.ts): what any Node gateway
    // costs on this machine, against which the gateway's own overhead is read.
    bareProxyLatencyRatio: Math.round((bare.p50 / Math.max(0.01, direct.p50)) * 100) / 100,
    gatewayThroughputRatio:
      Math.round((viaGateway.requestsPerSecond / Math.max(0.01, direct.requestsPerSecond)) * 100) /
      100,
    incidentsP99ScalingRatio: scaling?.ratio ?? null,
    scaling,
    firstReadAfterLoadMs: coldMs,
    bulkLoadSeconds: loadSeconds,
    // The NGO list's first read after a status change (the slowest of three), once the
    // working set is built: what a dashboard sees after every write.
    firstReadAfterWriteMs: afterWriteMs,
    // 10 connections at 10,000 incidents: the issue's yardsticks.
    mixedThroughputRatio: mixedRows[0]?.throughputRatio ?? null,
    mixedP99: mixedRows[0]?.mixed.p99 ?? null,
    mixed: mixedRows,
    analytics: analyticsRows,
    incidentsServiceMemory: memory,
    // The incidents service's highest resident memory from the scaling load to after its restart.
    residentPeakAtScaleMb,
    // ...and in each phase of the row (the peak put down to what ran when it was reached).
    residentPeakAtScaleByPhaseMb,
    memoryPartsAtScaleByPhaseMb,
    restartAtScale: restartAtScale ?? null,
    supervisorRestarts,
    reactGzipBytes: reactFloor,
    http: rows,
    pages,
    // From a report to each push at the push service, 1,000 volunteers in range (issue 31).
    pushAlerts: pushAlerts ?? null,
    // The app's severity assessment (issue 30): the labelled set and the endpoint's latency.
    assessment: measureAssessmentAccuracy(),
    assessEndpoint: assessEndpoint ?? null,
    // The photo check (issue 30) on its labelled photos: CPU per photo, memory, confusion.
    photoCheck: await measurePhotoCheck(),
  };
  const out = path.join(__dirname, '..', 'results');
  mkdirSync(out, { recursive: true });
  // BENCH_OUTPUT names another file, e.g. a run with INCIDENTS_WORKING_SET=off to compare; an
  // absolute path (/tmp/x.json) keeps ad hoc figures out of bench/results, which the docs read.
  writeFileSync(
    path.resolve(out, process.env.BENCH_OUTPUT ?? 'latest.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  printTable(results, rows, pages);
  printMixed(mixedRows, afterWriteMs, memory);
  printAnalytics(analyticsRows);
  printAssessment(results.assessment, assessEndpoint);
  printPhotoCheck(results.photoCheck);
  if (restartAtScale)
    console.log(
      `\nincidents replica restarted at ${SCALE_INCIDENTS} incidents: ready after ${restartAtScale.readyMs} ms, NGO list from memory after ${restartAtScale.servingMs} ms (working set from ${(restartAtScale.workingSet as { source?: string }).source}, ${restartAtScale.changesSinceSnapshot} changes logged since it); resident ${restartAtScale.residentMb} MB after it, peak ${residentPeakAtScaleMb} MB from the scaling load on (${JSON.stringify(residentPeakAtScaleByPhaseMb)}; its parts and the photo check's worker process apart: ${JSON.stringify(memoryPartsAtScaleByPhaseMb)})`,
    );
  console.log(`supervisor restarts during the bench: ${JSON.stringify(supervisorRestarts)}`);
}

function printTable(
  results: {
    gatewayLatencyRatio: number;
    bareProxyLatencyRatio: number;
    gatewayThroughputRatio: number;
    incidentsP99ScalingRatio: number | null;
    reactGzipBytes: number;
  },
  rows: Row[],
  pages: PageFigures[],
) {
  const pad = (value: unknown, width: number) => String(value).padEnd(width);
  console.log(
    `\n${pad('scenario', 36)}${pad('target', 12)}${pad('conns', 7)}${pad('req/s', 10)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}errors`,
  );
  for (const r of rows) {
    console.log(
      `${pad(r.scenario, 36)}${pad(r.target, 12)}${pad(r.connections, 7)}${pad(r.result.requestsPerSecond, 10)}${pad(r.result.p50, 8)}${pad(r.result.p99, 8)}${r.result.errors + r.result.non2xx}`,
    );
  }
  console.log(
    `\ngatewayLatencyRatio ${results.gatewayLatencyRatio} (bare Node proxy ${results.bareProxyLatencyRatio})  gatewayThroughputRatio ${results.gatewayThroughputRatio}  p99 scaling (100k/10k) ${results.incidentsP99ScalingRatio}`,
  );
  console.log(
    `\n${pad('page', 18)}${pad('cpu', 5)}${pad('JS gz KB', 10)}${pad('total KB', 10)}${pad('requests', 10)}${pad('FCP ms', 8)}LCP ms`,
  );
  for (const p of pages) {
    console.log(
      `${pad(p.path, 18)}${pad(`${p.cpuSlowdown}x`, 5)}${pad((p.jsBytes / 1024).toFixed(1), 10)}${pad((p.totalBytes / 1024).toFixed(1), 10)}${pad(p.requests, 10)}${pad(p.fcpMs, 8)}${p.lcpMs}`,
    );
  }
  console.log(
    `\nReact + react-dom gzipped (the floor): ${(results.reactGzipBytes / 1024).toFixed(1)} KB`,
  );
}

/** The slowest of three: a status change, then at once the NGO list. */
async function firstReadAfterWrite(
  url: string,
  statusChange: Writer,
  headers: Record<string, string>,
) {
  let slowest = 0;
  for (let i = 0; i < 3; i += 1) {
    await statusChange.write();
    slowest = Math.max(slowest, await timedCall(`${url}/api/incidents`, headers));
  }
  return slowest;
}

/** Every incidents replica's resident memory and what its working set holds. */
async function serviceMemory(
  stack: {
    processes: string[];
    pid(name: string): number | undefined;
    services: { incidents: string[] };
  },
  internalKey: string,
) {
  const names = stack.processes.filter((name) => name.startsWith('incidents'));
  const workingSet = await workingSetOf(stack.services.incidents[0]!, internalKey);
  return { residentMb: names.map((name) => residentMb(stack.pid(name))), workingSet };
}

function printMixed(
  mixedRows: (MixedFigures & { incidents: number })[],
  afterWriteMs: { at10k?: number; atScale?: number },
  memory: Record<string, unknown>,
) {
  const pad = (value: unknown, width: number) => String(value).padEnd(width);
  console.log(
    `\n${pad('NGO list, reads beside writes', 32)}${pad('conns', 7)}${pad('read-only req/s', 17)}${pad('p99', 8)}${pad('mixed req/s', 13)}${pad('p50', 8)}${pad('p99', 8)}${pad('ratio', 7)}writes ok/failed`,
  );
  for (const r of mixedRows) {
    console.log(
      `${pad(`${r.incidents} incidents`, 32)}${pad(r.connections, 7)}${pad(r.readOnly.requestsPerSecond, 17)}${pad(r.readOnly.p99, 8)}${pad(r.mixed.requestsPerSecond, 13)}${pad(r.mixed.p50, 8)}${pad(r.mixed.p99, 8)}${pad(r.throughputRatio, 7)}${r.writesDone}/${r.writesFailed}`,
    );
  }
  console.log(`first read after a write (ms): ${JSON.stringify(afterWriteMs)}`);
  console.log(`incidents service memory: ${JSON.stringify(memory)}`);
}

main().catch((error: unknown) => {
  log(`bench failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
