import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '@rescue/contracts';
import { startFerretDb, stopProcess, type RunningFerretDb } from './ferretdb';
import { loadOrCreateSecrets } from './keys';
import { repoRoot } from './paths';
import { freePort, waitForPort } from './ports';

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
  /** Extra environment for every process. */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

interface ManagedProcess {
  name: string;
  port: number;
  child: ChildProcess;
  env: NodeJS.ProcessEnv;
  script: string;
}

export interface RunningStack {
  url: string;
  mongoUrl: string;
  /** Each service's direct URLs (one per replica). */
  services: Record<ServiceName, string[]>;
  /** Kills one process abruptly (SIGKILL), for fault tests. */
  kill(name: string): Promise<void>;
  /** Starts a killed or stopped process again on the same port. */
  restart(name: string): Promise<void>;
  stop(): Promise<void>;
}

const SERVICE_SCRIPTS: Record<ServiceName | 'gateway', string> = {
  auth: 'services/auth/src/server.ts',
  incidents: 'services/incidents/src/server.ts',
  volunteer: 'services/volunteer/src/server.ts',
  docusign: 'services/docusign/src/server.ts',
  gateway: 'gateway/src/server.ts',
};

/**
 * Runs the whole back end as `npm start` does: the database (embedded FerretDB unless
 * mongoUrl), each service as its own process on a free loopback port, and the gateway.
 * Service logs go to dataDir/logs/<name>.log; only errors reach the console.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const root = repoRoot();
  mkdirSync(options.dataDir, { recursive: true });
  const logDir = path.join(options.dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const secrets = loadOrCreateSecrets(options.dataDir, { ...process.env, ...options.env });

  let ferret: RunningFerretDb | undefined;
  const mongoUrl =
    options.mongoUrl ?? (ferret = await startFerretDb({ dataDir: options.dataDir })).url;

  const services = {} as Record<ServiceName, string[]>;
  const plan: { name: string; service: ServiceName; port: number }[] = [];
  for (const service of SERVICE_NAMES) {
    services[service] = [];
    const count = options.replicas?.[service] ?? 1;
    for (let i = 0; i < count; i += 1) {
      const port = await freePort();
      plan.push({ name: count > 1 ? `${service}-${i + 1}` : service, service, port });
      services[service].push(`http://127.0.0.1:${port}`);
    }
  }
  const gatewayPort =
    options.port === 0 ? await freePort() : await assertPortFree(options.port, options.host);
  const serviceUrls = Object.fromEntries(
    SERVICE_NAMES.map((s) => [`${s.toUpperCase()}_URL`, services[s][0]!]),
  );
  const commonEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    MONGO_URL: mongoUrl,
    JWT_PUBLIC_KEY_FILE: secrets.files.jwtPublicKey,
    INTERNAL_API_KEY_FILE: secrets.files.internalApiKey,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
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
  });

  const processes = new Map<string, ManagedProcess>();
  const logs: WriteStream[] = [];
  const launch = (
    name: string,
    script: string,
    port: number,
    env: NodeJS.ProcessEnv,
  ): ManagedProcess => {
    const out = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
    logs.push(out);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    forwardLines(child, out, name, log);
    const managed = { name, port, child, env, script };
    processes.set(name, managed);
    return managed;
  };

  const stopAll = async () => {
    const gateway = processes.get('gateway');
    if (gateway) await stopProcess(gateway.child);
    await Promise.all(
      [...processes.values()].filter((p) => p.name !== 'gateway').map((p) => stopProcess(p.child)),
    );
    if (ferret) await ferret.stop();
    for (const out of logs) out.end();
  };

  try {
    await Promise.all(
      plan.map(async ({ name, service, port }) => {
        const managed = launch(name, SERVICE_SCRIPTS[service], port, envFor(service, port));
        await waitUntilHealthy(managed, `http://127.0.0.1:${port}/healthz`);
      }),
    );
    const host = options.host ?? '127.0.0.1';
    const gateway = launch('gateway', SERVICE_SCRIPTS.gateway, gatewayPort, {
      ...commonEnv,
      PORT: String(gatewayPort),
      HOST: host,
      ...Object.fromEntries(
        SERVICE_NAMES.map((s) => [`${s.toUpperCase()}_URL`, services[s].join(',')]),
      ),
    });
    await Promise.race([
      waitForPort(gatewayPort, host === '0.0.0.0' ? '127.0.0.1' : host, 30_000),
      exitOf(gateway),
    ]);

    return {
      url: `http://127.0.0.1:${gatewayPort}`,
      mongoUrl,
      services,
      async kill(name) {
        const managed = processes.get(name);
        if (!managed) throw new Error(`No process named ${name}`);
        managed.child.kill('SIGKILL');
        await new Promise((resolve) =>
          managed.child.exitCode !== null || managed.child.signalCode !== null
            ? resolve(null)
            : managed.child.once('exit', resolve),
        );
      },
      async restart(name) {
        const managed = processes.get(name);
        if (!managed) throw new Error(`No process named ${name}`);
        await stopProcess(managed.child);
        const again = launch(name, managed.script, managed.port, managed.env);
        if (name === 'gateway') await waitForPort(managed.port);
        else await waitUntilHealthy(again, `http://127.0.0.1:${managed.port}/healthz`);
      },
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

/** Child output goes to its log file; error-level JSON lines (and non-JSON stderr) also to the console. */
function forwardLines(
  child: ChildProcess,
  out: WriteStream,
  name: string,
  log: (line: string) => void,
): void {
  const handle = (isStderr: boolean) => {
    let buffered = '';
    return (chunk: Buffer) => {
      out.write(chunk);
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line.trim() && isErrorLine(line, isStderr)) log(`[${name}] ${line}`);
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
function isErrorLine(line: string, isStderr: boolean): boolean {
  const level = /"level":(\d+)/.exec(line.slice(0, 40));
  if (level) return Number(level[1]) >= 50;
  return isStderr; // not a pino line: stderr is shown, stdout is not
}

function exitOf(managed: ManagedProcess): Promise<never> {
  return new Promise((_, reject) =>
    managed.child.once('exit', (code) =>
      reject(new Error(`${managed.name} exited during start-up (code ${code}); see its log`)),
    ),
  );
}

async function waitUntilHealthy(
  managed: ManagedProcess,
  url: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const exited = exitOf(managed);
  exited.catch(() => undefined);
  for (;;) {
    const healthy = await Promise.race([
      fetch(url, { signal: AbortSignal.timeout(2000) }).then(
        (res) => res.ok,
        () => false,
      ),
      exited,
    ]);
    if (healthy) return;
    if (Date.now() > deadline)
      throw new Error(`${managed.name} did not become healthy within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
