import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { MALLOC_ENV, SERVICE_NAMES, type ServiceName } from '@rescue/contracts';
import { isListeningNotice } from '@rescue/service-kit';
import { ferretDbUrl, prepareFerretDb, spawnFerretDb } from './ferretdb';
import { loadOrCreateSecrets } from './keys';
import { LogDir, logRotationFromEnv, type LogFile } from './log-files';
import { privateDir, repoRoot } from './paths';
import { freePort, keepReserved } from './ports';
import { serviceBundles } from './service-bundles';
import { Supervisor } from './supervisor';

export interface StackOptions {
  /** The gateway's port: the one public origin (PORT, default 8080; 0 picks a free one). */
  port: number;
  /** Every stored byte: database files, generated keys, logs. */
  dataDir: string;
  /** Any MongoDB server; when absent the embedded FerretDB runs on dataDir. */
  mongoUrl?: string;
  /** Host the gateway listens on (services always listen on loopback). */
  host?: string;
  /** Replicas per service behind the gateway (default 1). */
  replicas?: Partial<Record<ServiceName, number>>;
  /** How long each process may take to become ready at start (default 60 s). */
  startTimeoutMs?: number;
  /** Extra environment for every process. */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface RunningStack {
  url: string;
  mongoUrl: string;
  /** Each service's direct URLs (one per replica). */
  services: Record<ServiceName, string[]>;
  /** Each service and gateway process's Prometheus metrics URL, by name (FerretDB: none, see spawnFerretDb). */
  metricsUrls: Record<string, string>;
  /** The supervised processes: 'ferretdb' (when embedded), each service replica, 'gateway'. */
  processes: string[];
  /** Kills one process abruptly (SIGKILL), for fault tests; the supervisor starts it again. */
  kill(name: string): Promise<void>;
  /** Resolves once the process runs and is ready (after a kill: once restarted). */
  waitUntilReady(name: string, timeoutMs?: number): Promise<void>;
  /** The current pid of a process (undefined while it is down). */
  pid(name: string): number | undefined;
  /** How many times the supervisor restarted a process after it crashed. */
  restarts(name: string): number;
  /** Stops and starts a process deliberately on the same port (not counted as a crash). */
  restart(name: string): Promise<void>;
  stop(): Promise<void>;
}

const SERVICE_SCRIPTS: Record<ServiceName | 'gateway', string> = {
  auth: 'services/auth/src/server.ts',
  incidents: 'services/incidents/src/server.ts',
  volunteer: 'services/volunteer/src/server.ts',
  docusign: 'services/docusign/src/server.ts',
  notifications: 'services/notifications/src/server.ts',
  gateway: 'gateway/src/server.ts',
};

const START_TIMEOUT_MS = 60_000;

/**
 * Runs the whole back end as `npm start` does: the database (embedded FerretDB unless
 * mongoUrl), each service as its own process on a free loopback port, and the gateway, all
 * under a supervisor that restarts whichever exits (see supervisor.ts).
 * Process logs go to dataDir/logs/<name>.log, rotated by size (LOG_ROTATE_SIZE, 10M; kept:
 * LOG_ROTATE_FILES, 5); only errors and restarts reach the console. Everything the stack
 * creates under dataDir is 0700/0600, and the embedded database asks for a password.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const log = options.log ?? consoleLine;
  const startTimeoutMs = options.startTimeoutMs ?? START_TIMEOUT_MS;
  const root = repoRoot();
  // A new data folder is 0700; an existing one keeps its mode (DATA_DIR may be a shared
  // folder): what the stack keeps in it lives in folders of its own, tightened below.
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const logDir = privateDir(path.join(options.dataDir, 'logs'));
  const env = { ...process.env, ...options.env };
  const secrets = loadOrCreateSecrets(options.dataDir, env);
  const supervisor = new Supervisor({ log });
  const metricsUrls: Record<string, string> = {};
  const logs = new LogDir({ dir: logDir, log, rotation: logRotationFromEnv(env) });
  const logFile = (name: string) => logs.path(name);
  const openLog = (name: string) => logs.file(name);
  // Made (or found up to date) while the database starts; the services start from them.
  const bundling = serviceBundles(root, Object.values(SERVICE_SCRIPTS), log);

  const serviceNames: string[] = [];
  let stopRenewing: (() => void) | undefined;
  const stopAll = async () => {
    try {
      await supervisor.stopAll([['gateway'], serviceNames, ['ferretdb']]);
    } finally {
      // Given back once nothing of this stack listens on them any more.
      stopRenewing?.();
    }
    await logs.close();
  };

  try {
    let mongoUrl = options.mongoUrl;
    let ferretPort: number | undefined;
    if (!mongoUrl) {
      const ferret = await prepareFerretDb({ dataDir: options.dataDir, authenticate: true });
      ferretPort = ferret.port;
      const out = openLog('ferretdb');
      await supervisor.start(
        {
          name: 'ferretdb',
          logFile: logFile('ferretdb'),
          spawn: () => {
            const child = spawnFerretDb(ferret);
            forwardLines(child, out, 'ferretdb', log, isFerretErrorLine);
            return child;
          },
          ready: (_child, exited) => poll(() => tcpAnswers(ferret.port), exited),
          alive: () => tcpAnswers(ferret.port),
        },
        startTimeoutMs,
      );
      mongoUrl = ferretDbUrl(ferret.port, ferret.credentials);
    }

    const services = {} as Record<ServiceName, string[]>;
    const plan: { name: string; service: ServiceName; port: number }[] = [];
    for (const service of SERVICE_NAMES) {
      services[service] = [];
      const count = options.replicas?.[service] ?? 1;
      for (let i = 0; i < count; i += 1) {
        const port = await freePort();
        const name = count > 1 ? `${service}-${i + 1}` : service;
        plan.push({ name, service, port });
        serviceNames.push(name);
        services[service].push(`http://127.0.0.1:${port}`);
        metricsUrls[name] = `http://127.0.0.1:${port}/metrics`;
      }
    }
    const gatewayPort =
      options.port === 0 ? await freePort() : await assertPortFree(options.port, options.host);
    const gatewayMetricsPort = await freePort();
    stopRenewing = keepReserved(
      [
        ...plan.map(({ port }) => port),
        gatewayPort,
        gatewayMetricsPort,
        ...(ferretPort === undefined ? [] : [ferretPort]),
      ],
      log,
    );
    // Every replica of each service, comma-separated, for the gateway and for each service's
    // calls to the others (service-kit's peer-replicas.ts): a call goes on to another
    // replica while one is down, as a Kubernetes Service spreads over the pods that are up.
    const serviceUrls = Object.fromEntries(
      SERVICE_NAMES.map((s) => [`${s.toUpperCase()}_URL`, services[s].join(',')]),
    );
    const commonEnv: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      MONGO_URL: mongoUrl,
      JWT_PUBLIC_KEY_FILE: secrets.files.jwtPublicKey,
      INTERNAL_API_KEY_FILE: secrets.files.internalApiKey,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      // The incidents replicas' working-set snapshot: a restart reads it, not every incident.
      INCIDENTS_SNAPSHOT_DIR: privateDir(path.join(options.dataDir, 'snapshots')),
      // Where browsers reach the app (DocuSign's return links).
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${gatewayPort}`,
      ...serviceUrls,
      ...options.env,
    };
    // Only the auth service gets the private key.
    const envFor = (service: ServiceName, port: number): NodeJS.ProcessEnv => ({
      ...commonEnv,
      [`${service.toUpperCase()}_PORT`]: String(port),
      [`${service.toUpperCase()}_HOST`]: '127.0.0.1',
      ...(service === 'auth' ? { JWT_PRIVATE_KEY_FILE: secrets.files.jwtPrivateKey } : {}),
      // Only the notifications service signs pushes.
      ...(service === 'notifications'
        ? {
            VAPID_PUBLIC_KEY_FILE: secrets.files.vapidPublicKey,
            VAPID_PRIVATE_KEY_FILE: secrets.files.vapidPrivateKey,
          }
        : {}),
    });
    const bundles = await bundling;
    const nodeProcess = (name: string, script: string, env: NodeJS.ProcessEnv) => {
      const out = openLog(name);
      return (restarts: number) => {
        // The IPC channel lets a child notice that this process is gone (service-kit's onShutdown).
        // The bundle while it is there (a production build of the workspace may have just
        // emptied its dist folder): else the source through tsx, only slower to start.
        const bundle = bundles.get(script);
        // SERVICE_NODE_FLAGS: Node flags for every process here (services, gateway), for a diagnosis (--trace-gc,
        // which NODE_OPTIONS refuses; --heapsnapshot-signal=SIGUSR2).
        const flags = (process.env.SERVICE_NODE_FLAGS ?? '').split(' ').filter(Boolean);
        const args =
          bundle && existsSync(bundle)
            ? [...flags, '--enable-source-maps', bundle]
            : [...flags, '--import', 'tsx', path.join(root, script)];
        const child = spawn(process.execPath, args, {
          cwd: root,
          // glibc's allocator settings, as the images set them (contracts' MALLOC_ENV).
          env: { ...MALLOC_ENV, ...env, PROCESS_RESTARTS: String(restarts) },
          stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
        });
        forwardLines(child, out, name, log, isPinoErrorLine);
        return child;
      };
    };

    await Promise.all(
      plan.map(({ name, service, port }) => {
        const base = `http://127.0.0.1:${port}`;
        return supervisor.start(
          {
            name,
            logFile: logFile(name),
            spawn: nodeProcess(name, SERVICE_SCRIPTS[service], envFor(service, port)),
            ready: async (child, exited) => {
              await listensItself(child, port, exited);
              await poll(() => serviceReady(base), exited);
            },
            alive: () => httpAnswers(`${base}/healthz`),
          },
          startTimeoutMs,
        );
      }),
    );

    const host = options.host ?? '127.0.0.1';
    const probeHost = host === '0.0.0.0' ? '127.0.0.1' : host;
    await supervisor.start(
      {
        name: 'gateway',
        logFile: logFile('gateway'),
        spawn: nodeProcess('gateway', SERVICE_SCRIPTS.gateway, {
          ...commonEnv,
          PORT: String(gatewayPort),
          HOST: host,
          METRICS_PORT: String(gatewayMetricsPort),
        }),
        ready: async (child, exited) => {
          await listensItself(child, gatewayPort, exited);
          await poll(() => tcpAnswers(gatewayPort, probeHost), exited);
        },
        alive: () => httpAnswers(`http://${probeHost}:${gatewayPort}/api/openapi.json`),
      },
      startTimeoutMs,
    );
    metricsUrls.gateway = `http://127.0.0.1:${gatewayMetricsPort}/metrics`;

    return {
      url: `http://127.0.0.1:${gatewayPort}`,
      mongoUrl,
      services,
      metricsUrls,
      processes: supervisor.names(),
      kill: (name) => supervisor.kill(name),
      waitUntilReady: (name, timeoutMs = START_TIMEOUT_MS) =>
        supervisor.waitUntilReady(name, timeoutMs),
      pid: (name) => supervisor.pid(name),
      restarts: (name) => supervisor.restarts(name),
      restart: (name) => supervisor.restart(name),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Fails fast, before anything starts, when another program holds the public port. */
async function assertPortFree(port: number, host = '127.0.0.1'): Promise<number> {
  const { createServer } = await import('node:net');
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`Port ${port} is already in use: stop what uses it or set PORT`)),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
  return port;
}

/**
 * The default console: stderr. A write that fails there (a full disk under a redirect) must
 * not stop the stack.
 */
function consoleLine(line: string): void {
  try {
    process.stderr.write(`${line}\n`);
  } catch {
    // Nowhere left to say it.
  }
}

/** Child output goes to its log file; the lines `isError` picks also go to the console. */
function forwardLines(
  child: ChildProcess,
  out: LogFile,
  name: string,
  log: (line: string) => void,
  isError: (line: string, isStderr: boolean) => boolean,
): void {
  const handle = (isStderr: boolean) => {
    let buffered = '';
    return (chunk: Buffer) => {
      out.write(chunk);
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line.trim() && isError(line, isStderr)) log(`[${name}] ${line}`);
      }
    };
  };
  child.stdout?.on('data', handle(false));
  child.stderr?.on('data', handle(true));
}

/**
 * pino writes "level":<n> near the start of every line; every request logs one, so the
 * common info line is recognised without parsing it.
 */
function isPinoErrorLine(line: string, isStderr: boolean): boolean {
  const level = /"level":(\d+)/.exec(line.slice(0, 40));
  if (level) return Number(level[1]) >= 50;
  return isStderr; // not a pino line: stderr is shown, stdout is not
}

/** FerretDB logs warnings on stderr too (e.g. recovering after a kill): only errors are shown. */
function isFerretErrorLine(line: string): boolean {
  return /\b(ERROR|DPANIC|PANIC|FATAL)\b/.test(line);
}

/**
 * Resolves once `child` says it listens on `port` itself (process-kit's announceListening),
 * never when it exits first (the supervisor reports the exit). Ports are picked before the
 * processes bind them, so another program may hold one meanwhile: its answers there must
 * not pass for this child's readiness, or the gateway would route to it (a 404 from someone
 * else's service after a restart).
 */
function listensItself(child: ChildProcess, port: number, exited: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (!isListeningNotice(message, port)) return;
      child.off('message', onMessage);
      resolve();
    };
    child.on('message', onMessage);
    exited.addEventListener('abort', () => child.off('message', onMessage), { once: true });
  });
}

/** Calls `check` every 100 ms until it is true; gives up silently when `exited` aborts. */
async function poll(check: () => Promise<boolean>, exited: AbortSignal): Promise<void> {
  while (!exited.aborted) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return new Promise(() => undefined); // the supervisor reports the exit
}

/** GET /readyz (200 once the database answers); /healthz where a service has no /readyz. */
async function serviceReady(base: string): Promise<boolean> {
  const get = (p: string) => fetch(`${base}${p}`, { signal: AbortSignal.timeout(2000) });
  try {
    const res = await get('/readyz');
    await res.arrayBuffer();
    if (res.status !== 404) return res.ok;
    const health = await get('/healthz');
    await health.arrayBuffer();
    return health.ok;
  } catch {
    return false;
  }
}

/** Liveness: any HTTP answer at all (a 503 while the database is away still means alive). */
async function httpAnswers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

function tcpAnswers(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.setTimeout(5000);
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}
