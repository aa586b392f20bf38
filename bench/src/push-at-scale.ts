// The push-alert step (push-alerts.ts) on a stack already holding many incidents, as the whole
// bench runs it after its scaling row, without the rows in between (issue 32: at 100,000 the
// step missed most pushes while the database spent tens of seconds of CPU on each report):
//   flock /tmp/s41-bench.lock node scripts/run.mjs bench/src/push-at-scale.ts
// BENCH_SCALE_INCIDENTS sets the size (50,000); BENCH_PUSH_VOLUNTEERS and BENCH_PUSH_REPORTS
// as in push-alerts.ts. Prints the step's figures and the supervisor's restarts, as JSON.
import { loadOrCreateSecrets } from '@rescue/stack/keys';
import { registerSignedUser } from '@rescue/testkit/users';
import { startPushService } from '@rescue/testkit/web-push';
import { loadStore, runBench, templateIncident } from './fixtures';
import { waitForWorkingSets } from './working-set';
import { measurePushAlerts, pushAlertsEnv } from './push-alerts';
import { restartCounts } from './restart';
import { log, startBenchStack } from './bench-stack';

const SCALE = Number(process.env.BENCH_SCALE_INCIDENTS ?? 50_000);

async function main(): Promise<void> {
  const pushService = await startPushService();
  const { stack, dataDir, stop } = await startBenchStack('push-scale', {
    SEED: 'false',
    MAP_TILE_URL: '',
    ...pushAlertsEnv(pushService),
  });
  try {
    const user = await registerSignedUser(stack, 'user');
    const templateId = await templateIncident(stack.url, user.token);
    const internalKey = loadOrCreateSecrets(dataDir).internalApiKey;
    const incidentsUrl = stack.services.incidents[0]!;
    await loadStore({ url: incidentsUrl, internalApiKey: internalKey }, templateId, SCALE, log);
    await waitForWorkingSets(stack.services.incidents, internalKey, SCALE, log);
    const figures = await measurePushAlerts(stack.url, (name) => stack.pid(name), pushService, log);
    console.log(
      JSON.stringify(
        { incidents: SCALE, pushAlerts: figures, supervisorRestarts: restartCounts(stack) },
        null,
        2,
      ),
    );
  } finally {
    await stop();
    await pushService.close();
  }
}

runBench(main);
