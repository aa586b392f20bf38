import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from '@rescue/testkit/wait';
import { repoRoot } from '../src/paths';

// `npm start` as an operator runs it: whether it is stopped with SIGTERM (Ctrl-C sends
// SIGINT, handled alike) or dies outright with SIGKILL, no process it started may outlive it
// (a stray FerretDB would hold the data folder and its port; a stray service its port).
jest.setTimeout(180_000);

const dirs: string[] = [];
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every live process's parent, from /proc. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (field 2) is in parentheses and may hold spaces: parse after it.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] !== 'Z') map.set(Number(entry), Number(fields[1]));
    } catch {
      // Gone while we looked.
    }
  }
  return map;
}

function descendants(root: number): number[] {
  const map = parents();
  const found: number[] = [];
  let frontier = [root];
  while (frontier.length) {
    const next = [...map].filter(([, ppid]) => frontier.includes(ppid)).map(([pid]) => pid);
    found.push(...next);
    frontier = next;
  }
  return found;
}

const alive = (pids: number[]) => {
  const live = parents();
  return pids.filter((pid) => live.has(pid));
};

/** Starts `npm start`'s program on a fresh data folder and waits for its "Open <url>" line. */
async function startApp(): Promise<{ app: ChildProcess; pids: number[] }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rescue-orphans-'));
  dirs.push(dataDir);
  const app = spawn(
    process.execPath,
    ['--import', 'tsx', 'packages/stack/src/cli/start.ts', '--no-build', '--no-seed'],
    {
      cwd: repoRoot(),
      // Without MONGO_URL (the test run's shared database): npm start runs its own FerretDB.
      env: { ...process.env, MONGO_URL: '', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  started.push(app);
  let stderr = '';
  app.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    let stdout = '';
    app.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (/Open http/.test(stdout)) resolve();
    });
    app.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${stderr}`)));
  });
  return { app, pids: descendants(app.pid!) };
}

/**
 * Waits until none of `pids` runs. A stray process stays forever, so the deadline is generous:
 * a loaded machine reaping slowly is not a failure, an orphan still is.
 */
async function allGone(pids: number[]): Promise<void> {
  await waitFor(
    () => {
      const left = alive(pids);
      if (left.length) throw new Error(`still running: ${left.join(', ')}`);
      return true;
    },
    { what: 'every process npm start started to exit', timeoutMs: 30_000, intervalMs: 100 },
  );
}

test('SIGTERM stops every process npm start started', async () => {
  const { app, pids } = await startApp();
  // FerretDB (and its watchdog), four services and the gateway.
  expect(pids.length).toBeGreaterThanOrEqual(7);
  const exited = new Promise<number | null>((resolve) => app.once('exit', resolve));
  app.kill('SIGTERM');
  expect(await exited).toBe(0);
  await allGone(pids);
});

test('when npm start itself is SIGKILLed, what it started exits by itself', async () => {
  const { app, pids } = await startApp();
  expect(pids.length).toBeGreaterThanOrEqual(7);
  app.kill('SIGKILL');
  await allGone(pids);
});
