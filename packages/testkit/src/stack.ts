import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { SERVICE_NAMES, type ServiceName } from '@rescue/contracts';
import * as auth from '@rescue/auth';
import * as docusign from '@rescue/docusign';
import * as gateway from '@rescue/gateway';
import * as incidents from '@rescue/incidents';
import * as notifications from '@rescue/notifications';
import * as volunteer from '@rescue/volunteer';
import type { RunningService } from '@rescue/service-kit';
import { generateSecrets, type StackSecrets } from '@rescue/stack/keys';
import { freePort } from '@rescue/stack/ports';
import { TEST_ADMIN_ENV } from './users';

export interface TestStack {
  /** The gateway's base URL: the one public origin. */
  url: string;
  /** Each service's base URLs (one per replica), for direct calls. */
  services: Record<ServiceName, string[]>;
  mongoUrl: string;
  dbNames: Record<ServiceName, string>;
  secrets: StackSecrets;
  /** Stops one replica (as a deploy or a crash would, gracefully) and starts it again on its port. */
  restart(service: ServiceName, replica?: number): Promise<void>;
  close(): Promise<void>;
}

export interface TestStackOptions {
  /** Extra environment for every service, e.g. rate-limit settings. */
  env?: Record<string, string>;
  /** Replicas per service (default 1). */
  replicas?: Partial<Record<ServiceName, number>>;
}

let cachedSecrets: StackSecrets | undefined;

/**
 * The whole back end in this process, over real HTTP on loopback ports, against the
 * real database (MONGO_URL, set by the global set-up): five services and the gateway.
 * Each stack has databases of its own, so test files never see each other's data.
 */
export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  // Ports are picked free, then bound a moment later: another test file's pick can take one
  // in between (EADDRINUSE). Such a start is undone whole (below), so it is tried again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options);
    } catch (error) {
      if ((error as { code?: string }).code !== 'EADDRINUSE' || attempt === 3) throw error;
    }
  }
}

async function startOnce(options: TestStackOptions): Promise<TestStack> {
  const mongoUrl = process.env.MONGO_URL;
  if (!mongoUrl)
    throw new Error(
      'MONGO_URL is not set: run through jest (its global set-up starts the database)',
    );
  const secrets = (cachedSecrets ??= generateSecrets());
  const prefix = `t${randomBytes(5).toString('hex')}`;
  const dbNames = {
    auth: `${prefix}_auth`,
    incidents: `${prefix}_incidents`,
    volunteer: `${prefix}_volunteer`,
    docusign: `${prefix}_docusign`,
    notifications: `${prefix}_notifications`,
  };
  // Ports are chosen up front so every service knows every other's URL (auth and incidents
  // call each other's internal endpoints).
  const services = {} as Record<ServiceName, string[]>;
  const ports = {} as Record<ServiceName, number[]>;
  for (const name of SERVICE_NAMES) {
    ports[name] = [];
    for (let i = 0; i < (options.replicas?.[name] ?? 1); i += 1) ports[name].push(await freePort());
    services[name] = ports[name].map((port) => `http://127.0.0.1:${port}`);
  }
  // Replica i of a service calls replica i (modulo their count) of each other service, so
  // service-to-service calls spread over replicas too, as a DNS name does in compose.
  const serviceUrls = (replica: number) =>
    Object.fromEntries(
      SERVICE_NAMES.map((name) => [
        `${name.toUpperCase()}_URL`,
        services[name][replica % services[name].length]!,
      ]),
    );
  const running: RunningService[] = [];
  const byReplica = new Map<string, RunningService>();
  const env = (name: ServiceName, port: number, replica: number): NodeJS.ProcessEnv => {
    const upper = name.toUpperCase();
    return {
      MONGO_URL: mongoUrl,
      [`${upper}_DB`]: dbNames[name],
      [`${upper}_PORT`]: String(port),
      [`${upper}_HOST`]: '127.0.0.1',
      JWT_PUBLIC_KEY: secrets.jwtPublicKey,
      JWT_PRIVATE_KEY: secrets.jwtPrivateKey,
      INTERNAL_API_KEY: secrets.internalApiKey,
      VAPID_PUBLIC_KEY: secrets.vapidPublicKey,
      VAPID_PRIVATE_KEY: secrets.vapidPrivateKey,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      // Every test call comes from 127.0.0.1: limits high enough that only the tests of the
      // limits (which pass low values in options.env) ever reach them.
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000',
      LOGIN_MAX_FAILURES_PER_IP: '100000',
      REGISTER_MAX_PER_IP: '100000',
      REPORTS_MAX_PER_ACCOUNT_PER_HOUR: '100000',
      ...TEST_ADMIN_ENV,
      ...serviceUrls(replica),
      ...options.env,
    };
  };
  const starters: Record<ServiceName, (e: NodeJS.ProcessEnv) => Promise<RunningService>> = {
    auth: (e) => auth.start(auth.loadConfig(e)),
    incidents: (e) => incidents.start(incidents.loadConfig(e)),
    volunteer: (e) => volunteer.start(volunteer.loadConfig(e)),
    docusign: (e) => docusign.start(docusign.loadConfig(e)),
    notifications: (e) => notifications.start(notifications.loadConfig(e)),
  };
  try {
    for (const name of SERVICE_NAMES) {
      for (const [replica, port] of ports[name].entries()) {
        const service = await starters[name](env(name, port, replica));
        running.push(service);
        byReplica.set(`${name}#${replica}`, service);
      }
    }
  } catch (error) {
    await Promise.all(running.map((service) => service.close()));
    throw error;
  }
  const gatewayConfig = gateway.loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Every replica routable, never probed. These services run in this process until close();
    // probing them meant asking each /readyz every second, which pings the one database every
    // parallel test file shares with a 1 s budget: a busy moment of that database marked a
    // service unready and the gateway answered the test's next requests 503 (a whole file
    // failed in a full run). The gateway's readiness has its own tests (gateway/test).
    READINESS_INTERVAL_MS: '0',
    AUTH_URL: services.auth.join(','),
    INCIDENTS_URL: services.incidents.join(','),
    VOLUNTEER_URL: services.volunteer.join(','),
    DOCUSIGN_URL: services.docusign.join(','),
    NOTIFICATIONS_URL: services.notifications.join(','),
  });
  const gw = await gateway.start(gatewayConfig).catch(async (error: unknown) => {
    await Promise.all(running.map((service) => service.close()));
    throw error;
  });
  return {
    url: gw.url,
    services,
    mongoUrl,
    dbNames,
    secrets,
    async restart(name, replica = 0) {
      const key = `${name}#${replica}`;
      const old = byReplica.get(key);
      if (!old) throw new Error(`no replica ${key}`);
      await old.close();
      const fresh = await starters[name](env(name, ports[name][replica]!, replica));
      running[running.indexOf(old)] = fresh;
      byReplica.set(key, fresh);
    },
    async close() {
      await gw.close();
      await Promise.all(running.map((service) => service.close()));
      const client = await MongoClient.connect(mongoUrl);
      try {
        for (const db of Object.values(dbNames)) await client.db(db).dropDatabase();
      } finally {
        await client.close();
      }
    },
  };
}
