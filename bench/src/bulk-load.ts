// The bench's bulk load alone: starts the stack on its own data folder, reports one incident
// through the API, then loads BENCH_SCALE_INCIDENTS (100,000) copies of it through the
// incidents service's internal copies endpoint (fixtures.ts) and prints how long the load took
// and how long until the working set held them all. Prints figures; asserts nothing.
//   node scripts/run.mjs bench/src/bulk-load.ts
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadOrCreateSecrets } from '@rescue/stack/keys';
import { startStack } from '@rescue/stack/orchestrator';
import { client } from '@rescue/testkit/http';
import { TEST_ADMIN_ENV, registerSignedUser } from '@rescue/testkit/users';
import { loadIncidents, reportJson, runBench } from './fixtures';
import { waitForWorkingSets } from './working-set';

const INCIDENTS = Number(process.env.BENCH_SCALE_INCIDENTS ?? 100_000);
const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rescue-bench-load-'));
  const stack = await startStack({
    port: 0,
    dataDir,
    log,
    env: { LOG_LEVEL: 'warn', ...TEST_ADMIN_ENV },
  });
  try {
    const user = await registerSignedUser(stack, 'user');
    const created = await client(stack.url).post('/api/incidents/create', {
      token: user.token,
      json: reportJson('Dog with a wounded leg near the market', 'Brown dog', 7, 'Bleeding'),
    });
    const internalApiKey = loadOrCreateSecrets(dataDir).internalApiKey;
    const started = performance.now();
    await loadIncidents(
      { url: stack.services.incidents[0]!, internalApiKey },
      created.body.incident._id as string,
      INCIDENTS - 1,
      (n) => {
        if ((n + 1) % 10_000 === 0) log(`  ${n + 1}/${INCIDENTS}`);
      },
    );
    const loadSeconds = (performance.now() - started) / 1000;
    await waitForWorkingSets(stack.services.incidents, internalApiKey, INCIDENTS, log);
    const warmSeconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `${JSON.stringify({ incidents: INCIDENTS, loadSeconds: Number(loadSeconds.toFixed(1)), warmSeconds: Number(warmSeconds.toFixed(1)) })}\n`,
    );
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
