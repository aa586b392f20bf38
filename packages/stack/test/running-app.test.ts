// `npm start` running on a data folder (issue 27, the second attack run): `npm run restore`
// refuses to replace the data under it (it used to, --force, bringing back whatever the
// archive held until the next restart), and its embedded FerretDB answers on its wire port
// only (its debug listener served /debug/metrics, /debug/pprof and /debug/archive to anyone
// on loopback, without credentials).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerUser, type TestUser } from '@rescue/testkit/users';
import { waitFor } from '@rescue/testkit/wait';
import { repoRoot } from '../src/paths';

jest.setTimeout(180_000);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rescue-running-app-'));
const archive = path.join(dataDir, 'backups', 'drill.jsonl.gz');
let app: ChildProcess | undefined;
let url = '';

/** `npm start`'s program on the fresh data folder, until its "Open <url>" line. */
beforeAll(async () => {
  app = spawn(
    process.execPath,
    ['--import', 'tsx', 'packages/stack/src/cli/start.ts', '--no-build', '--no-seed'],
    {
      cwd: repoRoot(),
      // Without MONGO_URL (the test run's shared database): npm start runs its own FerretDB.
      env: { ...process.env, MONGO_URL: '', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  app.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  url = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    app!.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const open = /Open (http\S+)/.exec(stdout);
      if (open) resolve(open[1]!);
    });
    app!.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${stderr}`)));
  });
});

async function stopApp(): Promise<void> {
  if (!app || app.exitCode !== null || app.signalCode !== null) return;
  const exited = new Promise((resolve) => app!.once('exit', resolve));
  app.kill('SIGTERM');
  await exited;
}

afterAll(async () => {
  await stopApp();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run backup|restore`'s script on the data folder, as npm would run it. */
function cli(name: 'backup' | 'restore', args: string[]) {
  const { MONGO_URL: _mongo, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', `packages/stack/src/cli/${name}.ts`, ...args],
    {
      cwd: repoRoot(),
      env: { ...inherited, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdout.resume();
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
}

const loginStatus = async (user: TestUser) =>
  (
    await fetch(`${url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    })
  ).status;

/** The TCP ports a process listens on (its socket inodes matched in /proc/net/tcp{,6}). */
function listeningPorts(pid: number): number[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      const socket = /^socket:\[(\d+)\]$/.exec(target);
      if (socket) inodes.add(socket[1]!);
    } catch {
      // Closed while we looked.
    }
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDR:PORT in hex; state 0A is LISTEN; the inode is field 10.
      if (fields[3] === '0A' && inodes.has(fields[9]!))
        ports.push(parseInt(fields[1]!.split(':')[1]!, 16));
    }
  }
  return ports.sort((a, b) => a - b);
}

/** FerretDB's pid: the one process whose command line runs the ferretdb binary. */
function ferretDbPid(): number {
  const found = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return (
          path.basename(argv[0] ?? '') === 'ferretdb' &&
          argv.includes(`--state-dir=${path.join(dataDir, 'ferretdb')}`)
        );
      } catch {
        return false;
      }
    });
  expect(found).toHaveLength(1);
  return Number(found[0]);
}

test('the embedded database listens on its wire port only: no debug listener', () => {
  const run = JSON.parse(readFileSync(path.join(dataDir, 'run.json'), 'utf8')) as {
    mongoUrl: string;
  };
  const wirePort = Number(new URL(run.mongoUrl).port);
  expect(listeningPorts(ferretDbPid())).toEqual([wirePort]);
});

test('restore refuses while the app runs, and works once it is stopped', async () => {
  const before = await registerUser({ url }, 'user');
  // A backup is made while the app runs (the running app's database, from run.json).
  const backup = await cli('backup', ['--out', archive]);
  expect(backup.stderr).toMatch(/Backup done/);
  expect(backup.code).toBe(0);
  const after = await registerUser({ url }, 'user');

  const refused = await cli('restore', [archive, '--force']);
  expect(refused.code).toBe(2);
  expect(refused.stderr).toMatch(/The app is running on this database .*stop it first/);
  // Nothing was replaced: the account made after the backup is still there.
  expect(await loginStatus(after)).toBe(200);

  await stopApp();
  await waitFor(() => !readdirSync(dataDir).includes('run.json'), {
    what: 'npm start to remove run.json',
  });
  const restored = await cli('restore', [archive, '--force']);
  expect(restored.stderr).toMatch(/Restore done/);
  expect(restored.code).toBe(0);
  expect(before.email).not.toBe(after.email);
});
