import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import express, { type Express } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import pino from 'pino';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE, type ServiceName } from '@rescue/contracts';
import type { GatewayConfig } from './config';
import { buildOpenApiDocument } from '@rescue/contracts/openapi';
import { serviceForPath } from './routes';
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

type Request = IncomingMessage & { id?: string };

/** The largest body any endpoint takes: a photo at the limit plus the form's other fields. */
const MAX_UPLOAD_BYTES = PHOTO_MAX_BYTES + 1024 * 1024;

export function buildGateway(config: GatewayConfig): Express {
  const logger = pino({
    level: config.logLevel,
    base: { service: 'gateway' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');

  // Request id, the client's address as this gateway saw it, timing and one log line.
  app.use((req: Request, res, next) => {
    const started = performance.now();
    const incoming = req.headers['x-request-id'];
    req.id =
      typeof incoming === 'string' && /^[\w.-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    req.headers['x-request-id'] = req.id;
    // Never trust a client-sent address: overwrite it with the socket's.
    req.headers['x-client-ip'] = req.socket.remoteAddress ?? 'unknown';
    delete req.headers['x-forwarded-for'];
    res.setHeader('X-Request-Id', req.id);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!res.hasHeader(name)) res.setHeader(name, value);
    }
    res.on('finish', () => {
      logger.info(
        {
          reqId: req.id,
          method: req.method,
          path: req.url?.split('?')[0],
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    });
    next();
  });

  const openApi = JSON.stringify(buildOpenApiDocument());
  app.get('/api/openapi.json', (_req, res) => {
    res.type('application/json').setHeader('Cache-Control', 'no-cache');
    res.send(openApi);
  });

  // Keep-alive connections to the services; requests stream through unparsed.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 });
  const proxies = new Map<
    ServiceName,
    ReturnType<typeof createProxyMiddleware<Request, ServerResponse>>
  >();
  for (const [service, targets] of Object.entries(config.services) as [ServiceName, string[]][]) {
    let next = 0;
    proxies.set(
      service,
      createProxyMiddleware<Request, ServerResponse>({
        target: targets[0],
        // Round robin over the service's replicas.
        router: () => targets[next++ % targets.length],
        changeOrigin: false,
        xfwd: false,
        agent,
        proxyTimeout: 30_000,
        timeout: 30_000,
        on: {
          proxyRes: (proxyRes, req, res) => {
            for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
              if (proxyRes.headers[name.toLowerCase()] === undefined)
                proxyRes.headers[name.toLowerCase()] = value;
            }
            // The service answered before the whole request body arrived (a 413 for a body
            // over its limit): the rest of the upload is never forwarded, so neither
            // connection can carry another request. Close the client's after this answer
            // (else its next request on it waits forever) and drop the one to the service
            // (else it stays open, waiting for the rest). Found by the security suite
            // (gateway/test/security/api4-unrestricted-resource-consumption.test.ts).
            if (!req.complete) {
              proxyRes.headers.connection = 'close';
              res.once('finish', () => proxyRes.socket?.destroy());
            }
          },
          error: (err, req, res) => {
            logger.warn(
              { reqId: (req as Request).id, service, err: (err as Error).message },
              'upstream unavailable',
            );
            if (res instanceof http.ServerResponse) {
              if (res.headersSent) {
                res.destroy();
                return;
              }
              // Only a real timeout is a 504; a refused or reset connection is a service that is down.
              const timedOut = /timeout|ETIMEDOUT/i.test((err as Error).message);
              res.writeHead(timedOut ? 504 : 503, {
                'Content-Type': 'application/json',
                'Retry-After': '2',
              });
              res.end(
                JSON.stringify({
                  message: `The ${service} service is unavailable, please try again shortly`,
                }),
              );
            } else {
              (res as Socket).destroy();
            }
          },
        },
      }),
    );
  }

  // Service-to-service endpoints are never public, whatever the method.
  app.use('/internal', (req, res) => {
    res
      .status(404)
      .json({ message: `No route for ${req.method} ${req.originalUrl.split('?')[0]}` });
  });

  // A body declared larger than any endpoint accepts is refused here, before it is streamed
  // to a service that would refuse it anyway (and leave a half-sent upload hanging).
  app.use('/api', (req, res, next) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_UPLOAD_BYTES) {
      res.setHeader('Connection', 'close');
      res.status(413).json({ message: PHOTO_TOO_LARGE_MESSAGE });
      return;
    }
    next();
  });

  app.use('/api', (req, res, next) => {
    const service = serviceForPath(req.originalUrl.split('?')[0] ?? '');
    const proxy = service && proxies.get(service);
    if (!proxy) {
      res
        .status(404)
        .json({ message: `No route for ${req.method} ${req.originalUrl.split('?')[0]}` });
      return;
    }
    req.url = req.originalUrl; // keep the /api prefix: services own the full public path
    void proxy(req as Request, res, next);
  });

  mountWebUpstreams(app, config); // the front end from its own containers, when configured
  mountWeb(app, config);
  return app;
}

export interface RunningGateway {
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

export async function start(config: GatewayConfig): Promise<RunningGateway> {
  const app = buildGateway(config);
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    url: `http://${config.host}:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
