// Backup and restore times at BENCH_INCIDENTS (10,000) incidents, BENCH_PHOTOS (100) of them
// with a 1 MB photo: `npm run backup` while the app runs, `npm run restore` into a fresh data
// folder, each timed as an operator runs it (the restore starts the embedded database itself).
// Run: node scripts/run.mjs bench/src/backup-restore.ts (not part of npm test).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '@rescue/service-kit';
import { loadOrCreateSecrets } from '@rescue/stack/keys';
import { startStack } from '@rescue/stack/orchestrator';
import { TEST_ADMIN_ENV, registerSignedUser } from '@rescue/testkit/users';
import { loadIncidents, onePhotoMegabyte, reportJson, runBench } from './fixtures';

const INCIDENTS = Number(process.env.BENCH_INCIDENTS ?? 10_000);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 100);
const log = (line: string) => process.stderr.write(`${line}\n`);

/** Runs one of the npm scripts' CLIs; resolves with its wall time, failing on a non-zero exit. */
function timed(name: string, args: string[], env: Record<string, string>): Promise<number> {
  const { MONGO_URL: _m, DATA_DIR: _d, ...inherited } = process.env;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', `packages/stack/src/cli/${name}.ts`, ...args],
    { cwd: repoRoot(), env: { ...inherited, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`${name} exited with ${code}`)),
    ),
  );
}

async function main(): Promise<void> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'rescue-bench-backup-'));
  const stack = await startStack({
    port: 0,
    dataDir: path.join(work, 'data'),
    log,
    env: { LOG_LEVEL: 'warn', REPORTS_MAX_PER_ACCOUNT_PER_HOUR: '1000000', ...TEST_ADMIN_ENV },
  });
  try {
    const user = await registerSignedUser(stack, 'user');
    const photo = await onePhotoMegabyte();
    log(`Creating ${PHOTOS} reports with a 1 MB photo through the API`);
    let templateId = '';
    for (let i = 0; i < PHOTOS; i += 1) {
      const form = new FormData();
      form.set('data', JSON.stringify(reportJson(`Dog ${i}`, 'Brown dog', 7, 'Bleeding')));
      form.set('animalPhoto', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'a.jpg');
      const res = await fetch(`${stack.url}/api/incidents/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}` },
        body: form,
      });
      if (res.status !== 201) throw new Error(`report: ${res.status} ${await res.text()}`);
      templateId = ((await res.json()) as { incident: { _id: string } }).incident._id;
    }
    log(`Loading up to ${INCIDENTS} incidents`);
    const incidents = {
      url: stack.services.incidents[0]!,
      internalApiKey: loadOrCreateSecrets(path.join(work, 'data')).internalApiKey,
    };
    await loadIncidents(incidents, templateId, INCIDENTS - PHOTOS, (n) =>
      log(`  ${PHOTOS + n}/${INCIDENTS}`),
    );

    // The first backup overlaps the incidents service reading the 10,000 again (the bulk load
    // told it to); the second is the steady state.
    const archive = path.join(work, 'backup.jsonl.gz');
    const firstBackupSeconds = await timed('backup', ['--out', archive], {
      MONGO_URL: stack.mongoUrl,
    });
    const backupSeconds = await timed('backup', ['--out', archive], {
      MONGO_URL: stack.mongoUrl,
    });
    const restoreSeconds = await timed('restore', [archive], {
      DATA_DIR: path.join(work, 'restored'),
    });
    const figures = {
      incidents: INCIDENTS,
      photos: PHOTOS,
      archiveMb: Number((statSync(archive).size / 1e6).toFixed(1)),
      firstBackupSeconds: Number(firstBackupSeconds.toFixed(1)),
      backupSeconds: Number(backupSeconds.toFixed(1)),
      restoreSeconds: Number(restoreSeconds.toFixed(1)),
    };
    process.stdout.write(`${JSON.stringify(figures)}\n`);
  } finally {
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

runBench(main);
