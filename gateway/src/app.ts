import { randomUUID } from 'node:crypto';
import http, { type ServerResponse } from 'node:http';
import express from 'express';
import pino from 'pino';
import { buildApiHandler, isApiPath, type GatewayRequest } from './api';
import type { GatewayConfig } from './config';
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

/** The API goes to the services (api.ts); everything else is the front end, on express. */
export function buildGateway(
  config: GatewayConfig,
): (req: GatewayRequest, res: ServerResponse) => void {
  const logger = pino({
    level: config.logLevel,
    base: { service: 'gateway' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
  const logRequests = logger.isLevelEnabled('info');
  const api = buildApiHandler(config, logger);
  const web = express();
  web.disable('x-powered-by');
  web.set('etag', 'strong');
  mountWebUpstreams(web, config); // the front end from its own containers, when configured
  mountWeb(web, config);

  return (req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0]!;
    tagRequest(req, res);
    if (logRequests) logWhenFinished(logger, req, res, path);
    if (isApiPath(path)) api(req, res, path);
    else web(req, res);
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

function logWhenFinished(
  logger: pino.Logger,
  req: GatewayRequest,
  res: ServerResponse,
  path: string,
): void {
  const started = performance.now();
  res.on('finish', () => {
    logger.info(
      {
        reqId: req.id,
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });
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
