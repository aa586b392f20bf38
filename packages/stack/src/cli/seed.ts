// `npm run seed`: adds the demo data. Uses the running app when `npm start` is up (it
// records its URLs in DATA_DIR/run.json); otherwise starts the stack, seeds, and stops.
import { dataDir } from '../paths';
import { startStack } from '../orchestrator';
import { seed } from '../seed';
import { runningApp } from './database';

const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<void> {
  const running = await runningApp();
  // An app started before run.json named its services cannot be seeded from here.
  if (running && !running.services)
    throw new Error('restart `npm start` (it predates this seed), then run the seed again');
  if (running?.services) {
    await seed({ url: running.url, services: running.services, dataDir: dataDir(), log });
    return;
  }
  const stack = await startStack({
    port: 0,
    dataDir: dataDir(),
    mongoUrl: process.env.MONGO_URL,
    log,
  });
  try {
    await seed({ url: stack.url, services: stack.services, dataDir: dataDir(), log });
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  log(`seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
