// Renders the newest results file in bench/results into docs/performance.md, so the figures the
// documents quote are the bench's own and not copied by hand (issue 28).
//   node scripts/run.mjs bench/src/write-performance-doc.ts [results.json] [--check]
// --check writes nothing and exits 1 when the committed document differs (the docs test).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';

interface Latency {
  requestsPerSecond: number;
  p50: number;
  p95?: number;
  p99: number;
  errors?: number;
  non2xx?: number;
}

interface MixedRow {
  incidents: number;
  connections: number;
  readOnly: Latency;
  mixed: Latency;
  throughputRatio: number;
  writesDone: number;
  writesFailed: number;
}

interface AnalyticsRow extends Latency {
  incidents: number;
  connections: number;
  readOnlyP95: number;
  writesDone: number;
}

interface MemoryAt {
  residentMb: number[];
  workingSet?: {
    incidents?: number;
    residentDocuments?: number;
    lastBuildMs?: number;
  };
}

/** The shape bench/src/run.ts writes; only what the document shows. */
export interface BenchResults {
  measuredAt: string;
  workingSet: string;
  machine: { cpus: number; node: string };
  seconds: number;
  incidents: number;
  gatewayLatencyRatio: number;
  bareProxyLatencyRatio: number;
  gatewayThroughputRatio: number;
  scaling?: { p99At10k: number; p99AtScale: number; ratio: number } | null;
  firstReadAfterLoadMs?: { at10k?: number; atScale?: number };
  firstReadAfterWriteMs?: { at10k?: number; atScale?: number };
  mixed: MixedRow[];
  analytics?: AnalyticsRow[];
  incidentsServiceMemory?: { at10k?: MemoryAt; atScale?: MemoryAt };
  /** The incidents service's highest resident memory from the scaling load to after its restart. */
  residentPeakAtScaleMb?: number | null;
  /** A deliberate restart of the incidents replica at the larger size (bench/src/restart.ts). */
  restartAtScale?: {
    readyMs: number;
    servingMs: number;
    firstListMs: number;
    residentMb: number | null;
    workingSet?: { source?: string | null; lastBuildMs?: number | null };
  } | null;
  /** Restarts the supervisor made during the run (a crash or a missed liveness probe), by process. */
  supervisorRestarts?: Record<string, number>;
  reactGzipBytes: number;
  http: { scenario: string; target: string; connections: number; result: Latency }[];
  pages: {
    path: string;
    cpuSlowdown: number;
    jsBytes: number;
    totalBytes: number;
    requests: number;
    fcpMs: number;
    lcpMs: number;
  }[];
}

export const RESULTS_DIR = path.join(__dirname, '..', 'results');
export const PERFORMANCE_DOC = path.join(__dirname, '..', '..', 'docs', 'performance.md');

/** The results file measured last (by its own measuredAt, not the file's time on disk). */
export function latestResultsFile(dir = RESULTS_DIR): string {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(dir, name));
  const measured = (file: string) =>
    Date.parse((JSON.parse(readFileSync(file, 'utf8')) as BenchResults).measuredAt) || 0;
  const [latest] = files.sort((a, b) => measured(b) - measured(a));
  if (!latest) throw new Error(`No results in ${dir}: run npm run bench first`);
  return latest;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const n = (value: number | undefined | null) =>
  value === undefined || value === null ? 'not measured' : value.toLocaleString('en-US');
const seconds = (ms: number | undefined) =>
  ms === undefined ? 'not measured' : `${(ms / 1000).toFixed(1)} s`;
const row = (cells: unknown[]) => `| ${cells.join(' | ')} |`;
const table = (head: string[], rows: unknown[][]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

/** The goals the bench was built to check, each against its figure in the results. */
function targets(results: BenchResults): { name: string; limit: number; value?: number }[] {
  const gateway50 = results.http.find(
    (r) => r.scenario === 'GET /api/incidents' && r.target === 'gateway' && r.connections === 50,
  );
  return [
    { name: '`gatewayLatencyRatio` at most 1.3', limit: 1.3, value: results.gatewayLatencyRatio },
    {
      name: 'GET /api/incidents p99 through the gateway at 50 connections at most 50 ms',
      limit: 50,
      value: gateway50?.result.p99,
    },
    {
      name: 'GET /api/incidents p99 flat from 10,000 to 100,000 incidents (ratio at most 1.2)',
      limit: 1.2,
      value: results.scaling?.ratio,
    },
    {
      name: 'an incidents replica restarted at 100,000 incidents serves the NGO list within 5 s (ms)',
      limit: 5000,
      value: results.restartAtScale?.servingMs,
    },
    {
      name: 'the incidents service under 600 MB resident at 100,000 incidents (peak, MB)',
      limit: 600,
      value: results.residentPeakAtScaleMb ?? undefined,
    },
    {
      name: 'processes the supervisor restarted during the run (none)',
      limit: 0,
      value: results.supervisorRestarts
        ? Object.values(results.supervisorRestarts).reduce((a, b) => a + b, 0)
        : undefined,
    },
  ];
}

/** What the figures rest on; no numbers here, so nothing in it goes stale. */
const WHAT_SHAPES_THEM = `What shapes these figures (each found with \`node --cpu-prof\` and CPU ticks per request):

- Reads of incidents come from the incidents service's working set in memory, kept in step by the change log ([decision](decisions/0002-in-memory-working-set.md)), so their p99 depends neither on the number of incidents nor on writes arriving. Without it every read was a full FerretDB scan.
- The gateway answers \`/api\` on plain node:http and parses its service targets once; the bare Node proxy measured beside it in the same run is the floor any Node gateway has on this machine, so the difference between the two ratios is what the gateway adds beyond any proxy (within this machine's noise: the two can swap). A page answered from memory costs the service a fraction of a millisecond of CPU, comparable to one more loopback hop each way, which is why the ratio stays above the target on two shared cores.
- A restarted incidents replica reads its working set from a snapshot file written in the background with its change-log position, then applies the changes logged since (services/incidents/src/store/working-set-snapshot.ts), one by one, before it serves: the snapshot is written every 5 minutes and also once 500 changes have been logged since the last one, so that catch-up stays short while writes pour in (the escalation's steps in the bench); only the facts the lists filter by are decoded, and each document stays the BSON it was read as: a page decodes what it shows and keeps nothing decoded, and the passes over every open incident (the escalation's look, the volunteers' lists) read facts and the location without decoding, which bounds both the restart and the resident memory.
- The stack (\`npm start\`, the bench, the test stacks) runs each service from a bundle esbuild makes, remade only when a file it was made from changes (packages/stack/src/service-bundles.ts): a process starts without compiling every TypeScript file it imports, which is most of a restart's time before the snapshot is read.
- The embedded FerretDB is built with two fixes to its SQLite backend (packages/stack/src/ferretdb.ts): \`_id\` lookups use the \`_id\` index, and a filter that names an \`_id\` beside other fields (the fenced write of a status change) is narrowed by it instead of reading every incident.
- Token verification parses the public key once; internal calls use undici's \`request\`; a cached list's JSON is kept beside it.
- The volunteer's case list crosses three services by design (one database per service), so it stays the slowest read.
- Photos are re-encoded as progressive JPEG, one decode at a time per process (memory bound).
- Home page JavaScript: \`@rescue/router\` shares only the react-router APIs the app uses, and terser minifies.`;

/** The document's Markdown for one results file (before formatting). */
export function renderMarkdown(results: BenchResults, source: string): string {
  const memory = results.incidentsServiceMemory ?? {};
  // The file does not name the larger size (BENCH_SCALE_INCIDENTS); the mixed rows do.
  const scale = n(Math.max(results.incidents, ...results.mixed.map((m) => m.incidents)));
  const memoryRow = (label: string, at: MemoryAt | undefined) =>
    at
      ? [
          label,
          `${at.residentMb.join(' / ')} MB`,
          n(at.workingSet?.incidents),
          n(at.workingSet?.residentDocuments),
          seconds(at.workingSet?.lastBuildMs),
        ]
      : [label, 'not measured', '', '', ''];
  const sections = [
    '# Performance',
    `<!-- Generated by bench/src/write-performance-doc.ts from ${source}: edit the script, not this file. -->`,
    `Measured ${results.measuredAt.slice(0, 10)} by \`npm run bench\` (bench/src/run.ts) on ${results.machine.cpus} CPUs, Node ${results.machine.node}, working set \`${results.workingSet}\`; ${results.seconds} s per measurement after a 1 s warm-up, ${n(results.incidents)} incidents unless a row says otherwise. The load tool (autocannon), the gateway, the services, the database and the browser share the same cores, so these are figures of this machine, not limits of the design. To measure again: \`npm run bench\` (writes \`bench/results/latest.json\`), then \`node scripts/run.mjs bench/src/write-performance-doc.ts\`.`,
    '## Headline figures',
    table(
      ['figure', 'value'],
      [
        [
          '`gatewayLatencyRatio` (gateway p50 / direct p50, GET /api/incidents, 10 connections)',
          results.gatewayLatencyRatio,
        ],
        [
          '`bareProxyLatencyRatio` (the thinnest Node proxy, same call: the floor for any Node gateway)',
          results.bareProxyLatencyRatio,
        ],
        [
          '`gatewayThroughputRatio` (gateway req/s / direct req/s, same call)',
          results.gatewayThroughputRatio,
        ],
        [
          `GET /api/incidents p99 at ${scale} / at ${n(results.incidents)} incidents (same load)`,
          results.scaling
            ? `${results.scaling.p99AtScale} / ${results.scaling.p99At10k} ms (ratio ${results.scaling.ratio})`
            : 'not measured',
        ],
        [
          `first read after a status change, ${n(results.incidents)} / ${scale} incidents`,
          `${n(results.firstReadAfterWriteMs?.at10k)} / ${n(results.firstReadAfterWriteMs?.atScale)} ms`,
        ],
        [
          `first read after a bulk load behind the service (the working set rebuilds), ${n(results.incidents)} / ${scale}`,
          `${seconds(results.firstReadAfterLoadMs?.at10k)} / ${seconds(results.firstReadAfterLoadMs?.atScale)}`,
        ],
        [
          'React + react-dom + scheduler, minified and gzipped (the front end floor)',
          `${kb(results.reactGzipBytes)} KB`,
        ],
      ],
    ),
    '## Targets',
    table(
      ['target', 'measured', 'met'],
      targets(results).map(({ name, limit, value }) => [
        name,
        value ?? 'not measured',
        value === undefined ? '' : value <= limit ? 'yes' : 'no',
      ]),
    ),
    WHAT_SHAPES_THEM,
    '## HTTP through the gateway and straight to the service',
    'Floors: a bare Node server returning the same body, and a bare Node proxy (node:http over keep-alive) in front of the same service. p50/p95/p99 in milliseconds.',
    table(
      ['scenario', 'target', 'connections', 'req/s', 'p50', 'p95', 'p99', 'errors'],
      results.http.map(({ scenario, target, connections, result }) => [
        scenario,
        target,
        connections,
        result.requestsPerSecond,
        result.p50,
        result.p95 ?? '',
        result.p99,
        (result.errors ?? 0) + (result.non2xx ?? 0),
      ]),
    ),
    '## The NGO list while writes happen',
    'GET /api/incidents through the gateway, read-only and then beside one report and one status change a second arriving through the public API (bench/src/mixed.ts). The ratio is mixed req/s over read-only req/s.',
    table(
      [
        'incidents',
        'connections',
        'read-only req/s',
        'read-only p99',
        'beside writes req/s',
        'beside writes p50',
        'beside writes p99',
        'ratio',
        'writes done / failed',
      ],
      results.mixed.map((m) => [
        n(m.incidents),
        m.connections,
        m.readOnly.requestsPerSecond,
        m.readOnly.p99,
        m.mixed.requestsPerSecond,
        m.mixed.p50,
        m.mixed.p99,
        m.throughputRatio,
        `${m.writesDone} / ${m.writesFailed}`,
      ]),
    ),
    '## NGO analytics beside writes',
    results.analytics?.length
      ? table(
          [
            'incidents',
            'connections',
            'req/s',
            'p50',
            'p95',
            'p99',
            'read-only p95',
            'writes done',
          ],
          results.analytics.map((a) => [
            n(a.incidents),
            a.connections,
            a.requestsPerSecond,
            a.p50,
            a.p95 ?? '',
            a.p99,
            a.readOnlyP95,
            a.writesDone,
          ]),
        )
      : 'Not measured in this run.',
    '## The incidents service: memory and working set',
    'Resident memory of each incidents replica after the load, the incidents it knows, the whole documents it keeps (open, or closed within `INCIDENTS_CLOSED_RETENTION_DAYS`) and how long its last build of the working set took (under the load).',
    table(
      ['size', 'resident memory', 'incidents', 'documents in memory', 'last build'],
      [
        memoryRow(`${n(results.incidents)} incidents`, memory.at10k),
        memoryRow(`${scale} incidents`, memory.atScale),
      ],
    ),
    results.restartAtScale
      ? `A deliberate restart of the incidents replica at ${scale} incidents (SIGTERM, a new process, bench/src/restart.ts): ready (\`/readyz\`) after ${seconds(results.restartAtScale.readyMs)}, the NGO list answered from memory after ${seconds(results.restartAtScale.servingMs)} (working set from the ${results.restartAtScale.workingSet?.source ?? 'unknown'}, loaded in ${seconds(results.restartAtScale.workingSet?.lastBuildMs ?? undefined)}), ${n(results.restartAtScale.residentMb)} MB resident after it; the highest resident memory from the scaling load to after the restart was ${n(results.residentPeakAtScaleMb)} MB. Supervisor restarts during the run: ${
          results.supervisorRestarts
            ? Object.entries(results.supervisorRestarts)
                .map(([name, count]) => `${name} ${count}`)
                .join(', ')
            : 'not measured'
        }.`
      : 'Restart at scale: not measured in this run.',
    '## Pages in Chromium',
    'Cold cache over loopback, at 1x and 4x CPU throttling. JavaScript and total are compressed bytes on the wire; requests are those until the page is usable.',
    table(
      ['page', 'CPU', 'JS (KB)', 'total (KB)', 'requests', 'FCP ms', 'LCP ms'],
      results.pages.map((p) => [
        `\`${p.path}\``,
        `${p.cpuSlowdown}x`,
        kb(p.jsBytes),
        kb(p.totalBytes),
        p.requests,
        p.fcpMs,
        p.lcpMs,
      ]),
    ),
  ];
  return `${sections.join('\n\n')}\n`;
}

/** The document exactly as it is committed: rendered, then formatted by the repo's prettier. */
export async function renderPerformanceDoc(file = latestResultsFile()): Promise<string> {
  const results = JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
  const source = path
    .relative(path.join(__dirname, '..', '..'), file)
    .split(path.sep)
    .join('/');
  const options = (await resolveConfig(PERFORMANCE_DOC)) ?? {};
  return format(renderMarkdown(results, source), { ...options, parser: 'markdown' });
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const given = args.find((arg) => !arg.startsWith('--'));
  const file = given ? path.resolve(given) : latestResultsFile();
  const from = path.relative(process.cwd(), file);
  renderPerformanceDoc(file)
    .then((text) => {
      if (!check) {
        writeFileSync(PERFORMANCE_DOC, text);
        console.log(`docs/performance.md written from ${from}`);
      } else if (readFileSync(PERFORMANCE_DOC, 'utf8') !== text) {
        console.error(
          `docs/performance.md is not what ${from} renders: node scripts/run.mjs bench/src/write-performance-doc.ts`,
        );
        process.exitCode = 1;
      }
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
