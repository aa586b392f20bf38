// `npm start`: the database, the four services and the gateway, demo data on an empty
// database, and one line with the URL to open. Ctrl-C or SIGTERM stops everything.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { intFromEnv } from '@rescue/contracts';
import { dataDir, repoRoot } from '../paths';
import { startStack } from '../orchestrator';
import { demoBanner, seedWanted } from './demo-banner';
import { checkDemoOperator, seedIfEmpty, type SeedOutcome } from '../seed';

const log = (line: string) => process.stderr.write(`${line}\n`);

function buildWeb(): void {
  const root = repoRoot();
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  if (!manifest.scripts?.['build:web'] || !existsSync(path.join(root, 'shell'))) return;
  const result = spawnSync('npm', ['run', '--silent', 'build:web'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error('Building the front end failed (see above)');
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const { wanted: seed, why } = seedWanted(args, process.env);
  const started = Date.now();
  if (!args.has('--no-build')) buildWeb();
  const stack = await startStack({
    port: intFromEnv(process.env, 'PORT', 8080),
    host: process.env.HOST,
    dataDir: dataDir(),
    mongoUrl: process.env.MONGO_URL,
    log,
  });
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    log('Stopping...');
    void stack.stop().then(() => process.exit(code));
  };
  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));
  let outcome: SeedOutcome;
  try {
    // Lets `npm run seed` find the running app.
    const runFile = path.join(dataDir(), 'run.json');
    // 0600: the database URL carries the embedded database's password.
    writeFileSync(
      runFile,
      JSON.stringify({
        url: stack.url,
        mongoUrl: stack.mongoUrl,
        services: stack.services,
        pid: process.pid,
      }),
      { mode: 0o600 },
    );
    process.once('exit', () => rmSync(runFile, { force: true }));
    const target = { url: stack.url, services: stack.services, dataDir: dataDir(), log };
    outcome = seed
      ? await seedIfEmpty(target)
      : { seeded: false, skipped: why, ...(await checkDemoOperator(target)) };
  } catch (error) {
    log(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
    stop(1);
    return;
  }
  for (const line of demoBanner(outcome, seed)) log(line);
  log(
    `Ready in ${((Date.now() - started) / 1000).toFixed(1)} s (logs in ${path.join(dataDir(), 'logs')})`,
  );
  process.stdout.write(`Open ${stack.url}\n`);
}

main().catch((error: unknown) => {
  log(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
