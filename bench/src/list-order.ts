// Issue 30's most-urgent-first order against each list's default, at 10,000 incidents: the
// NGO list (GET /api/incidents, first and second page) and the volunteer's available cases
// (GET /api/volunteer/incidents, the volunteer's city within 25 km), through the gateway at
// 10 connections. Each is read alone (answers kept while nothing changes) and beside a report
// and a status change a second (each write makes the next read compute its page again).
// Prints figures; asserts nothing.
//   node --import tsx bench/src/list-order.ts
import { loadOrCreateSecrets } from '@rescue/stack/keys';
import { client } from '@rescue/testkit/http';
import { registerSignedUser } from '@rescue/testkit/users';
import { log, startBenchStack } from './bench-stack';
import { loadIncidents, reportJson, runBench } from './fixtures';
import { liveWriters, readsBesideWrites, type MixedFigures } from './mixed';
import { waitForWorkingSets } from './working-set';

const INCIDENTS = Number(process.env.BENCH_INCIDENTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

runBench(async () => {
  const { stack, dataDir, stop } = await startBenchStack('list-order');
  try {
    const [ngo, volunteer, user] = await Promise.all([
      registerSignedUser(stack, 'ngo'),
      registerSignedUser(stack, 'volunteer', { city: 'Pune' }),
      registerSignedUser(stack, 'user'),
    ]);
    const created = await client(stack.url).post('/api/incidents/create', {
      token: user.token,
      json: reportJson('Dog with a wounded leg near the market', 'Brown dog', 7, 'Bleeding'),
    });
    const templateId = created.body.incident._id as string;
    const internalApiKey = loadOrCreateSecrets(dataDir).internalApiKey;
    log(`Loading ${INCIDENTS} incidents`);
    await loadIncidents(
      { url: stack.services.incidents[0]!, internalApiKey },
      templateId,
      INCIDENTS - 1,
      (n) => log(`  ${n}/${INCIDENTS}`),
    );
    await waitForWorkingSets(stack.services.incidents, internalApiKey, INCIDENTS, log);

    const ngoAuth = { authorization: `Bearer ${ngo.token}` };
    const secondPage = async (query: string) => {
      const res = await fetch(`${stack.url}/api/incidents?${query}`, { headers: ngoAuth });
      const ids = ((await res.json()) as { _id: string }[]).map((incident) => incident._id);
      const cursor = res.headers.get('x-next-cursor');
      if (!cursor) throw new Error(`no second page for ${query}`);
      return { ids, query: `${query}&cursor=${encodeURIComponent(cursor)}` };
    };
    const newest = await secondPage('limit=24');
    const urgent = await secondPage('limit=24&sort=urgency');
    const writers = liveWriters(stack.url, newest.ids, user.token, ngo.token).both;

    const scenarios: [string, string, Record<string, string>][] = [
      ['NGO list, newest first (default)', '/api/incidents?limit=24', ngoAuth],
      ['NGO list, most urgent first', '/api/incidents?limit=24&sort=urgency', ngoAuth],
      ['NGO list page 2, newest first', `/api/incidents?${newest.query}`, ngoAuth],
      ['NGO list page 2, most urgent first', `/api/incidents?${urgent.query}`, ngoAuth],
      [
        "Volunteer's available cases, city first (default)",
        '/api/volunteer/incidents?radiusKm=25',
        { authorization: `Bearer ${volunteer.token}` },
      ],
      [
        "Volunteer's available cases, most urgent first",
        '/api/volunteer/incidents?radiusKm=25&sort=urgency',
        { authorization: `Bearer ${volunteer.token}` },
      ],
    ];
    const rows: { scenario: string; figures: MixedFigures }[] = [];
    for (const [scenario, path, headers] of scenarios) {
      log(`${scenario}: ${CONNECTIONS} connections, alone then beside 2 writes a second`);
      const figures = await readsBesideWrites(
        { url: `${stack.url}${path}`, headers, connections: CONNECTIONS, seconds: SECONDS },
        writers,
      );
      rows.push({ scenario, figures });
    }
    console.log(
      `\n${INCIDENTS} incidents, ${CONNECTIONS} connections, ${SECONDS} s each, through the gateway (ms)`,
    );
    console.log('scenario | p50 | p95 | p99 | req/s | with writes: p50 | p95 | p99 | req/s');
    for (const { scenario, figures } of rows) {
      const { readOnly: r, mixed: m } = figures;
      const failed = r.errors + r.non2xx + m.errors + m.non2xx;
      console.log(
        `${scenario} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.requestsPerSecond} | ${m.p50} | ${m.p95} | ${m.p99} | ${m.requestsPerSecond}${failed ? ` | ${failed} failed` : ''}`,
      );
    }
  } finally {
    await stop();
  }
});
