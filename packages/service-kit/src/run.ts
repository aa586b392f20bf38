import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import { SERVICE_STARTING_HEADER, SERVICE_STARTING_MESSAGE } from '@rescue/contracts';
import { setTimeout as delay } from 'node:timers/promises';
import type Koa from 'koa';
import { SECURITY_HEADERS, liveness, startingReadiness } from './app';
import type { BaseServiceConfig } from './config';
import { announceListening, createLogger, onShutdown, type Logger } from '@rescue/process-kit';
import { connectMongo, watchStorage, type MongoHandle } from './mongo';
import { DEFAULT_START_TIMEOUT_MS, withinStartTimeout } from './start-timeout';
import { limitHeapGrowth } from './heap-growth';

export interface RunningService {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** What runService gives a service's buildApp. */
export interface ServiceBuild<C extends BaseServiceConfig = BaseServiceConfig> {
  config: C;
  mongo: MongoHandle;
  logger: Logger;
  /** Work to stop when the service closes, before its database pool (timers, followers). */
  onClose: (stop: () => void) => void;
  /** Work to stop as soon as the service starts closing: responses that never end by themselves (event streams). */
  onClosing: (stop: () => void) => void;
}

/**
 * Connects to Mongo, listens, builds the app, and stops cleanly on SIGTERM/SIGINT (stop
 * accepting, finish in-flight requests, close the pool). It listens before the build, whose
 * start-up work waits on the database (indexes, a working set, recoveries): meanwhile
 * /healthz answers at once, so a liveness probe never kills a process that is only slow to
 * start, and /readyz and every other request get a 503 (startingAnswer). A database still
 * unreachable after connectMongo's start-up wait rejects, and runServiceMain exits non-zero.
 */
export async function runService<C extends BaseServiceConfig>(
  config: C,
  build: (service: ServiceBuild<C>) => Promise<Koa<never>> | Koa<never>,
): Promise<RunningService> {
  const logger = createLogger(config.serviceName, config.logLevel);
  const mongo = await connectMongo(config.mongoUrl, config.dbName, {
    logger,
    slowCommandMs: config.slowCommandMs,
  });
  // A full disk: one log line, /readyz says so, and it ends by itself when space returns.
  const storage = watchStorage(mongo.db, logger);
  const stops: (() => void)[] = [() => storage.stop()];
  const closings: (() => void)[] = [];
  let handle: RequestListener = startingAnswer(config.serviceName);
  const server = createServer((request, response) => handle(request, response));
  server.keepAliveTimeout = 65_000; // longer than the gateway's idle socket timeout
  const answering = endKeepAliveWhenClosing(server);
  const stopAll = async () => {
    // Nothing may keep running (its pool, a follower's timers), or the process that asked, a
    // test run included, never exits.
    server.close();
    server.closeAllConnections();
    for (const stop of stops) stop();
    await closeClient(mongo);
  };
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
      server.listen(config.port, config.host);
    });
    const app = await withinStartTimeout(
      Promise.resolve(
        build({
          config,
          mongo,
          logger,
          onClose: (stop) => stops.push(stop),
          onClosing: (stop) => closings.push(stop),
        }),
      ),
      config.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS,
    );
    const callback = app.callback();
    handle = (request, response) => void callback(request, response);
  } catch (error) {
    // The port was taken, or the start-up failed.
    await stopAll();
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  logger.info({ url }, 'listening');

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        answering.closing();
        for (const stop of closings) stop();
        server.closeIdleConnections();
      });
      for (const stop of stops) stop();
      await closeClient(mongo);
    })());
  return { server, url, close };
}

/**
 * How long a stop waits for the database client's goodbyes (ending its sessions, closing its
 * cursors): a database going away at the same moment (npm start's own, stopped with it) may
 * take them and never answer, and the stop then waited for the socket timeout, 60 s.
 */
const CLIENT_CLOSE_MS = 1000;

async function closeClient(mongo: MongoHandle): Promise<void> {
  await Promise.race([
    mongo.client.close().catch(() => undefined),
    delay(CLIENT_CLOSE_MS, undefined, { ref: false }),
  ]);
}

/**
 * The answers while the service starts: /healthz (liveness: the process is up) 200, /readyz
 * 503 as a service not ready yet says it, anything else a 503 the client may retry.
 */
function startingAnswer(serviceName: string): RequestListener {
  return (request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const [status, body] =
      path === '/healthz'
        ? [200, liveness(serviceName)]
        : path === '/readyz'
          ? [503, startingReadiness(serviceName, SERVICE_STARTING_MESSAGE)]
          : [503, { message: SERVICE_STARTING_MESSAGE }];
    // The request's body (if any) is not read: the connection is not reused after it.
    if (!request.complete) response.shouldKeepAlive = false;
    response.writeHead(status, {
      ...SECURITY_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      ...(status === 503 ? { 'Retry-After': '1', [SERVICE_STARTING_HEADER]: '1' } : {}),
    });
    response.end(JSON.stringify(body));
  };
}

/**
 * Once the service is closing, every answer (those in flight and those asked on a connection
 * already open) says `Connection: close` and ends its connection. server.close() waits for every
 * connection to end, and a keep-alive client that asks again at once on its open connection (a
 * peer's long poll, which a closing service answers at once) never lets one go idle: the close,
 * a test's restart of a replica included, waited forever.
 */
function endKeepAliveWhenClosing(server: Server): { closing(): void } {
  let closing = false;
  const inFlight = new Set<ServerResponse>();
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (closing) {
      response.shouldKeepAlive = false;
      return;
    }
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  return {
    closing() {
      closing = true;
      for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
      inFlight.clear();
    },
  };
}

/** For a service's server.ts: run, and exit cleanly on a signal. */
export function runServiceMain(start: () => Promise<RunningService>): void {
  // Inside the chain: a bad HEAP_GROWING_PERCENT is a start-up failure like any other.
  Promise.resolve()
    .then(() => {
      limitHeapGrowth();
      return start();
    })
    .then((running) => {
      onShutdown(() => running.close());
      const address = running.server.address();
      if (typeof address === 'object' && address) announceListening(address.port);
    })
    .catch((error: unknown) => {
      console.error(JSON.stringify({ level: 60, msg: 'failed to start', err: String(error) }));
      process.exit(1);
    });
}
