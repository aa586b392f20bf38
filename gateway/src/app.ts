import { randomUUID } from 'node:crypto';
import http, { type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import express from 'express';
import { pathForLog, type ServiceName } from '@rescue/contracts';
import {
  UNMATCHED_ROUTE,
  createLogger,
  createMetrics,
  type Logger,
  type Metrics,
} from '@rescue/process-kit';
import { buildApiHandler, isApiPath, type GatewayRequest } from './api';
import { ClientLimits } from './client-limits';
import type { GatewayConfig } from './config';
import { ReplicaPool, probeReadiness } from './readiness';
import { sendJson } from './responses';
import { mountWeb } from './web';
import { mountWebUpstreams } from './web-upstreams';

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
};

/** The gateway's own liveness and readiness, on a path no front-end page uses. */
const HEALTH_PATHS = { '/gateway/healthz': 'live', '/gateway/readyz': 'ready' } as const;

export interface Gateway {
  handle(req: GatewayRequest, res: ServerResponse): void;
  /** For the server's 'connection' event: counts it against its address's limit. */
  connection(socket: Socket): void;
  /** Present when METRICS_PORT is set. */
  metrics?: Metrics;
  /** Stops probing the services and reports not ready from then on. */
  stop(): void;
}

/** The API goes to the services (api.ts); everything else is the front end, on express. */
export function buildGateway(
  config: GatewayConfig,
  logger: Logger = createLogger('gateway', config.logLevel),
): Gateway {
  const logRequests = logger.isLevelEnabled('info');
  const metrics = config.metrics ? createMetrics('gateway') : undefined;
  const limits = new ClientLimits(config.protection);
  const pools = new Map(
    (Object.entries(config.services) as [ServiceName, string[]][]).map(([service, urls]) => [
      service,
      new ReplicaPool(service, urls),
    ]),
  );
  const stopProbing = probeReadiness([...pools.values()], config.readinessIntervalMs, logger);
  let stopping = false;
  const api = buildApiHandler(config, pools, logger, metrics);
  const web = express();
  web.disable('x-powered-by');
  web.set('etag', 'strong');
  mountWebUpstreams(web, config); // the front end from its own containers, when configured
  mountWeb(web, config);

  const health = (req: GatewayRequest, res: ServerResponse, kind: 'live' | 'ready') => {
    req.route = 'gateway';
    res.setHeader('Cache-Control', 'no-store');
    if (kind === 'ready' && stopping) sendJson(res, 503, { status: 'stopping' });
    else sendJson(res, 200, { status: kind === 'live' ? 'ok' : 'ready' });
  };

  return {
    handle: (req, res) => {
      const path = (req.url ?? '/').split('?', 1)[0]!;
      tagRequest(req, res);
      if (logRequests || metrics)
        recordWhenFinished(req, res, path, { logger: logRequests ? logger : undefined, metrics });
      if (!limits.admit(req, res)) return;
      const healthKind = HEALTH_PATHS[path as keyof typeof HEALTH_PATHS];
      if (healthKind) health(req, res, healthKind);
      else if (isApiPath(path)) api(req, res, path);
      else web(req, res);
    },
    connection: (socket) => limits.connection(socket),
    metrics,
    stop: () => {
      stopping = true;
      stopProbing();
      api.closeStreams();
    },
  };
}

/**
 * A request id (the client's if well formed), the client's address as this gateway saw it,
 * and the security headers (a service's own values replace these when it sends them).
 */
function tagRequest(req: GatewayRequest, res: ServerResponse): void {
  const incoming = req.headers['x-request-id'];
  req.id =
    typeof incoming === 'string' && /^[\w.-]{1,128}$/.test(incoming) ? incoming : randomUUID();
  req.headers['x-request-id'] = req.id;
  // Never trust a client-sent address: overwrite it with the socket's.
  req.headers['x-client-ip'] = req.socket.remoteAddress ?? 'unknown';
  delete req.headers['x-forwarded-for'];
  res.setHeader('X-Request-Id', req.id);
  for (const name in SECURITY_HEADERS) res.setHeader(name, SECURITY_HEADERS[name]!);
}

/**
 * Once the answer is sent: the request's log line (when requests are logged) and one
 * observation under a bounded route label (when there are metrics).
 */
function recordWhenFinished(
  req: GatewayRequest,
  res: ServerResponse,
  path: string,
  { logger, metrics }: { logger?: Logger; metrics?: Metrics },
): void {
  const started = performance.now();
  res.once('finish', () => {
    const ms = performance.now() - started;
    logger?.info(
      {
        reqId: req.id,
        method: req.method,
        path: pathForLog(path), // a signing link's token is a secret
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      },
      'request',
    );
    const route = req.route ?? (isApiPath(path) ? UNMATCHED_ROUTE : 'web');
    metrics?.observe(req.method ?? '', route, res.statusCode, ms / 1000);
  });
}

export interface RunningGateway {
  url: string;
  server: http.Server;
  /** GET /metrics there, when METRICS_PORT is set. */
  metricsUrl?: string;
  close(): Promise<void>;
}

/** `logger`: where its logs go (default: JSON lines on stdout at config.logLevel). */
export async function start(config: GatewayConfig, logger?: Logger): Promise<RunningGateway> {
  const gateway = buildGateway(config, logger);
  const { headersTimeoutMs, bodyTimeoutMs } = config.protection;
  const server = http.createServer(
    {
      headersTimeout: headersTimeoutMs,
      // Node's own 408 (plain text) is the backstop: the body watch (body.ts) answers first.
      requestTimeout: headersTimeoutMs + bodyTimeoutMs + 1_000,
      // Node checks both timeouts this often (default 30 s: a slow client got 30 s more).
      connectionsCheckingInterval: 1_000,
    },
    gateway.handle,
  );
  server.keepAliveTimeout = 65_000;
  server.on('connection', gateway.connection);
  const url = await listen(server, config.host, config.port);
  const metricsServer = gateway.metrics && metricsListener(gateway.metrics);
  const metricsUrl =
    metricsServer && config.metrics
      ? await listen(metricsServer, config.metrics.host, config.metrics.port)
      : undefined;
  return {
    url,
    server,
    metricsUrl,
    close: async () => {
      gateway.stop();
      const servers = metricsServer ? [server, metricsServer] : [server];
      await Promise.all(servers.map((s) => closeServer(s)));
    },
  };
}

/** GET /metrics only: never on the public port, where anyone could read it. */
function metricsListener(metrics: Metrics): http.Server {
  return http.createServer((req, res) => {
    if (req.url !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return sendJson(res, 404, { message: `No route for ${req.method} ${req.url}` });
    }
    metrics.render().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': metrics.contentType });
        res.end(text);
      },
      () => sendJson(res, 500, { message: 'Metrics unavailable' }),
    );
  });
}

async function listen(server: http.Server, host: string, port: number): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}
