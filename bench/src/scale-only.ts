// `npm run bench:scale -w bench`: only the 100,000-incident row's hard part, without the rest
// of the bench: a stack, the bulk load, a status change at once, the incidents service's
// resident memory, a restart and the time until it serves the NGO list from memory again,
// and the supervisor's restart count. BENCH_SCALE_INCIDENTS sets the size (100,000).
// BENCH_DATA_DIR=<a folder kept by BENCH_KEEP_DATA=1> starts on its data instead of loading.
import { registerSignedUser } from '@rescue/testkit/users';
import { loadOrCreateSecrets } from '@rescue/stack/keys';
import { waitFor } from '@rescue/testkit/wait';
import { loadIncidents, runBench, templateIncident } from './fixtures';
import { waitForWorkingSets, workingSetOf } from './working-set';
import { residentMb } from './mixed';
import { measureRestart, restartCounts, sampleResident } from './restart';
import { log, startBenchStack } from './bench-stack';

const SCALE_INCIDENTS = Number(process.env.BENCH_SCALE_INCIDENTS ?? 100_000);

async function main(): Promise<void> {
  const reused = process.env.BENCH_DATA_DIR;
  const { stack, dataDir, stop } = await startBenchStack('scale', { MAP_TILE_URL: '' }, reused);
  try {
    // On a reused folder the incidents service may be reading 100,000 incidents meanwhile,
    // and the database then answers the others' readiness slowly: retry until a deadline.
    const register = (role: 'ngo' | 'user') =>
      waitFor(() => registerSignedUser(stack, role), {
        what: `a ${role} account`,
        timeoutMs: 180_000,
        intervalMs: 1000,
      });
    const ngo = await register('ngo');
    const user = await register('user');
    const templateId = await templateIncident(stack.url, user.token);
    const internalKey = loadOrCreateSecrets(dataDir).internalApiKey;
    const incidentsUrl = stack.services.incidents[0]!;
    const peak = sampleResident(() => stack.pid('incidents'), 'accounts');
    let loadSeconds: number | null = null;
    if (!reused) {
      peak.mark('bulk load');
      log(`Loading ${SCALE_INCIDENTS} incidents`);
      const started = performance.now();
      await loadIncidents(
        { url: incidentsUrl, internalApiKey: internalKey },
        templateId,
        SCALE_INCIDENTS - 1,
        (n) => n % 10_000 === 0 && log(`  ${n}/${SCALE_INCIDENTS}`),
      );
      loadSeconds = Math.round((performance.now() - started) / 1000);
    }
    // Right after the load, as the failing run did: an NGO's status change (through the
    // gateway, which gives up at 30 s with a 503), and another once the set is warm.
    const statusChange = async (status: string) => {
      const started = performance.now();
      const res = await fetch(`${stack.url}/api/ngo/incidents/${templateId}/update`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${ngo.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status, status_update: `Status updated to ${status} by NGO` }),
      });
      await res.arrayBuffer();
      const ms = Math.round(performance.now() - started);
      log(`  status change: ${res.status} in ${ms} ms`);
      return { status: res.status, ms };
    };
    peak.mark('build');
    const duringBuild = await statusChange('in progress');
    await waitForWorkingSets([incidentsUrl], internalKey, SCALE_INCIDENTS, log);
    const afterBuild = await statusChange('pending');
    const warm = await workingSetOf(incidentsUrl, internalKey);
    const residentWarmMb = residentMb(stack.pid('incidents'));
    peak.mark('restart');
    const restart = await measureRestart(stack, 'incidents', ngo.token, internalKey, log);
    const figures = {
      incidents: SCALE_INCIDENTS,
      loadSeconds,
      statusChange: { duringBuild, afterBuild },
      firstBuild: warm,
      residentWarmMb,
      residentPeakMb: peak.stop(),
      residentPeakByPhaseMb: peak.byPhase(),
      restart,
      supervisorRestarts: restartCounts(stack),
    };
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await stop();
  }
}

runBench(main);
