// `npm run seed`: adds the demo data. Uses the running app when `npm start` is up (it
// records its URLs in DATA_DIR/run.json); otherwise starts the stack, seeds, and stops.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from '../paths';
import { startStack } from '../orchestrator';
import { seed } from '../seed';

const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<void> {
  const runFile = path.join(dataDir(), 'run.json');
  if (existsSync(runFile)) {
    const running = JSON.parse(readFileSync(runFile, 'utf8')) as { url: string; mongoUrl: string };
    const alive = await fetch(`${running.url}/api/openapi.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (alive) {
      await seed({ ...running, log });
      return;
    }
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
