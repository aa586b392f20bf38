// `npm run seed`: adds the demo data. Uses the running app when `npm start` is up (it
// records its URLs in DATA_DIR/run.json); otherwise starts the stack, seeds, and stops.
import { dataDir } from '../paths';
import { startStack } from '../orchestrator';
import { seed } from '../seed';
import { runningApp } from './database';

const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<void> {
  const running = await runningApp();
  if (running) {
    await seed({ ...running, log });
    return;
  }
  const stack = await startStack({
    port: 0,
    dataDir: dataDir(),
    mongoUrl: process.env.MONGO_URL,
    log,
  });
  try {
    await seed({ url: stack.url, mongoUrl: stack.mongoUrl, log });
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  log(`seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
