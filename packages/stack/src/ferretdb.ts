import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  rmSync,
  writeFileSync,
  readdirSync,
  readFileSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { cacheDir, privateDir } from './paths';
import { freePort, waitForPort } from './ports';

const execFileAsync = promisify(execFile);

export const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';
export const FERRETDB_VERSION = 'v1.24.2';
/** The build this project runs: the version above with PATCHES applied (its own cache path). */
export const FERRETDB_BUILD = `${FERRETDB_VERSION}-rescue.3`;

/**
 * Source edits applied before building, each failing the build loudly if the text it edits
 * is not there (another version).
 *
 * The SQLite backend finds a document by `_id` with `_ferretdb_sjson->'$._id' = ?`, but it
 * indexes `_id` as `_ferretdb_sjson->"_id"`: SQLite matches an index by expression, so every
 * UPDATE and DELETE by `_id` scanned the whole table (EXPLAIN QUERY PLAN: SCAN) while holding
 * the database's write lock: about 1 s per status change at 100,000 incidents, which queued
 * every other write behind it (SQLITE_BUSY). `->'_id'` is the same path (SQLite reads a
 * label without `$` as `$.label`) in the form the index has: about 2 ms.
 *
 * And it pushes `_id` down only when it is the filter's one field: a write fenced by
 * `{_id, fence}` (services/incidents/src/store/incident-writes.ts) scanned and decoded every
 * document in Go, holding the collection meanwhile: 60 s and more per status change at 100,000
 * incidents, so the bench's status change after the bulk load got the gateway's 503. Every
 * handler filters what the backend returns with the whole filter again (FilterIterator,
 * FilterDocument), so narrowing the query by its `_id` whenever it names one is exact. The
 * same edit in Explain (the file's second copy of the test) makes `explain` say so, which
 * packages/stack/test/ferretdb-pushdown.test.ts checks.
 */
const PATCHES: { file: string; from: string; to: string }[] = [
  {
    file: 'internal/backends/sqlite/metadata/metadata.go',
    from: `IDColumn = DefaultColumn + "->'$._id'"`,
    to: `IDColumn = DefaultColumn + "->'_id'"`,
  },
  {
    file: 'internal/backends/sqlite/collection.go',
    from: 'if params.Filter.Len() == 1 {\n\t\tv, _ := params.Filter.Get("_id")',
    to: 'if params.Filter.Len() >= 1 {\n\t\tv, _ := params.Filter.Get("_id")',
  },
  // The same test in Explain: each patch edits the first copy left.
  {
    file: 'internal/backends/sqlite/collection.go',
    from: 'if params.Filter.Len() == 1 {\n\t\tv, _ := params.Filter.Get("_id")',
    to: 'if params.Filter.Len() >= 1 {\n\t\tv, _ := params.Filter.Get("_id")',
  },
];

function ferretPaths() {
  const root = path.join(cacheDir(), 'ferretdb');
  return {
    root,
    binary: path.join(root, FERRETDB_BUILD, 'ferretdb'),
    lock: path.join(root, 'install.lock'),
    goPath: path.join(cacheDir(), 'go'),
  };
}

/**
 * Installs FerretDB into .cache/ferretdb on first use and returns the binary's path.
 *
 * `go install ...@v1.24.2` cannot be used as is: the module proxy refuses the version list
 * it asks for, and the module zip lacks build/version/version.txt (FerretDB panics at start
 * without it). So: download the pinned module from the proxy, copy it, write that file, build.
 */
export async function ensureFerretDb(
  log: (line: string) => void = (l) => process.stderr.write(`${l}\n`),
): Promise<string> {
  const { root, binary, lock, goPath } = ferretPaths();
  if (existsSync(binary)) return binary;
  mkdirSync(root, { recursive: true });
  await acquireLock(lock, binary, log);
  try {
    if (existsSync(binary)) return binary;
    const started = Date.now();
    log(`Installing FerretDB ${FERRETDB_BUILD} with Go (first run only, about two minutes)...`);
    const ticker = setInterval(
      () => log(`  still building FerretDB... ${Math.round((Date.now() - started) / 1000)} s`),
      15_000,
    );
    try {
      const env = {
        ...process.env,
        GOPATH: goPath,
        GOCACHE: path.join(goPath, 'build-cache'),
        GOFLAGS: '-modcacherw',
        CGO_ENABLED: '0',
        GOTOOLCHAIN: 'local',
      };
      const { stdout } = await execFileAsync(
        'go',
        ['mod', 'download', '-json', `${FERRETDB_MODULE}@${FERRETDB_VERSION}`],
        {
          env,
          cwd: root,
          maxBuffer: 16 * 1024 * 1024,
        },
      );
      const moduleDir = (JSON.parse(stdout) as { Dir: string }).Dir;
      const source = path.join(root, 'src');
      rmSync(source, { recursive: true, force: true });
      cpSync(moduleDir, source, { recursive: true });
      makeWritable(source);
      writeFileSync(path.join(source, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
      for (const patch of PATCHES) {
        const file = path.join(source, patch.file);
        const text = readFileSync(file, 'utf8');
        if (!text.includes(patch.from))
          throw new Error(`FerretDB patch no longer applies: ${patch.file}`);
        writeFileSync(file, text.replace(patch.from, patch.to));
      }
      const output = `${binary}.tmp`;
      mkdirSync(path.dirname(binary), { recursive: true });
      await execFileAsync('go', ['build', '-trimpath', '-o', output, './cmd/ferretdb'], {
        env,
        cwd: source,
        maxBuffer: 64 * 1024 * 1024,
      });
      const { renameSync } = await import('node:fs');
      renameSync(output, binary);
      rmSync(source, { recursive: true, force: true });
    } finally {
      clearInterval(ticker);
    }
    log(`FerretDB ${FERRETDB_BUILD} installed in ${Math.round((Date.now() - started) / 1000)} s`);
    return binary;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function makeWritable(dir: string): void {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    const stats = statSync(full);
    chmodSync(full, stats.mode | 0o200);
    if (stats.isDirectory()) makeWritable(full);
  }
  chmodSync(dir, statSync(dir).mode | 0o200);
}

/** A lock folder, so two processes (npm start, a test run) never build at once. */
async function acquireLock(
  lock: string,
  binary: string,
  log: (line: string) => void,
): Promise<void> {
  let warned = false;
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch {
      if (existsSync(binary)) return;
      // A lock older than ten minutes belongs to a build that died.
      if (Date.now() - statSync(lock).mtimeMs > 10 * 60_000) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (!warned) log('Waiting for another process that is installing FerretDB...');
      warned = true;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

// FerretDB replaces this shell (exec), so the spawned pid is FerretDB itself: signals reach
// it directly and its exit status is its own. A background reader keeps the saved stdin pipe
// and stops FerretDB when our end closes, which happens even if this process is killed
// outright. (sh gives background jobs /dev/null as stdin, hence the copy on fd 3.)
// umask 077: the SQLite files it creates (people's contact details) are 0600, not 0644.
const WATCHDOG = `umask 077
exec 3<&0
{ while read -r _; do :; done; kill -TERM $$ 2>/dev/null; } <&3 &
exec "$0" "$@" <&- 3<&-`;

export interface FerretDbLaunch {
  binary: string;
  /** Folder of its SQLite files: the same on every launch, so nothing is lost by a restart. */
  storage: string;
  port: number;
  /** The user every client must log in as (SCRAM); absent: no authentication (tests' own). */
  credentials?: FerretDbCredentials;
}

export interface FerretDbCredentials {
  username: string;
  password: string;
}

/** The one user of the embedded database, made by FerretDB itself in its `admin` database. */
const FERRETDB_USERNAME = 'rescue';

/**
 * The embedded database's password, generated once into DATA_DIR/secrets (0600). Loopback
 * alone lets every local account in; with this, only whoever can read the data folder.
 *
 * FerretDB makes its user only when the `admin` database does not exist yet (its
 * --setup-* flags), and that database holds nothing but that user: so a data folder whose
 * password file is gone (or that predates it) gets the admin database made again, with the
 * new password.
 */
function loadOrCreateCredentials(dataDir: string, storage: string): FerretDbCredentials {
  const secrets = privateDir(path.join(dataDir, 'secrets'));
  const file = path.join(secrets, 'ferretdb-password');
  if (!existsSync(file)) {
    for (const suffix of ['', '-wal', '-shm']) {
      rmSync(path.join(storage, `admin.sqlite${suffix}`), { force: true });
    }
    writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600 });
  }
  return { username: FERRETDB_USERNAME, password: readFileSync(file, 'utf8').trim() };
}

/**
 * Installs FerretDB if needed and prepares its storage under `dataDir` (0700, files 0600);
 * with `authenticate`, a user and password every client must log in with (see ferretDbUrl).
 */
export async function prepareFerretDb(options: {
  dataDir: string;
  port?: number;
  authenticate?: boolean;
}): Promise<FerretDbLaunch> {
  const binary = await ensureFerretDb();
  const storage = privateDir(path.join(options.dataDir, 'ferretdb'));
  const port = options.port ?? (await freePort());
  const credentials = options.authenticate
    ? loadOrCreateCredentials(options.dataDir, storage)
    : undefined;
  return { binary, storage, port, credentials };
}

/**
 * Spawns one FerretDB on loopback, telemetry off; the caller waits for its port.
 * Its debug listener is off ('-'; left out, it listens on 127.0.0.1:8088): it serves
 * /debug/metrics (user and collection names), /debug/pprof and /debug/archive to anyone on
 * loopback without credentials, and nothing here reads it (readiness is the wire port).
 */
export function spawnFerretDb(launch: FerretDbLaunch): ChildProcess {
  const child = spawn(
    '/bin/sh',
    [
      '-c',
      WATCHDOG,
      launch.binary,
      '--handler=sqlite',
      `--sqlite-url=file:${launch.storage}/`,
      `--state-dir=${launch.storage}`,
      `--listen-addr=127.0.0.1:${launch.port}`,
      '--debug-addr=-',
      '--telemetry=disable',
      '--log-level=warn',
      ...(launch.credentials
        ? ['--test-enable-new-auth', '--setup-database=admin', '--setup-timeout=30s']
        : []),
    ],
    {
      stdio: ['pipe', 'pipe', 'pipe'],
      // The password in the environment, not the arguments every local account can list (ps).
      env: launch.credentials
        ? {
            ...process.env,
            FERRETDB_SETUP_USERNAME: launch.credentials.username,
            FERRETDB_SETUP_PASSWORD: launch.credentials.password,
          }
        : process.env,
    },
  );
  // Closing the pipe is what stops the watchdog's reader once FerretDB is gone.
  child.once('exit', () => child.stdin?.destroy());
  // Nothing is written to it; an error there (EPIPE) must not become an uncaught one.
  child.stdin?.on('error', () => undefined);
  return child;
}

export interface RunningFerretDb {
  url: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts FerretDB on loopback with its SQLite files under `dataDir` (unsupervised: tests). */
export async function startFerretDb(options: {
  dataDir: string;
  port?: number;
  authenticate?: boolean;
}): Promise<RunningFerretDb> {
  const launch = await prepareFerretDb(options);
  const child = spawnFerretDb(launch);
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`FerretDB exited with code ${code}: ${output}`))),
  );
  await Promise.race([waitForPort(launch.port, '127.0.0.1', 30_000), exited]);
  exited.catch(() => undefined);
  return {
    url: ferretDbUrl(launch.port, launch.credentials),
    port: launch.port,
    process: child,
    stop: () => stopProcess(child),
  };
}

/** The URL clients use, with the credentials when the launch has them (no database: authSource is admin). */
export const ferretDbUrl = (port: number, credentials?: FerretDbCredentials) =>
  credentials
    ? `mongodb://${encodeURIComponent(credentials.username)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/`
    : `mongodb://127.0.0.1:${port}/`;

/** SIGTERM, then SIGKILL after a grace period; resolves when the process is gone. */
export function stopProcess(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
