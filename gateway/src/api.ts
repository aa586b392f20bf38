import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import {
  createProxyMiddleware,
  debugProxyErrorsPlugin,
  proxyEventsPlugin,
} from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE, type ServiceName } from '@rescue/contracts';
import { buildOpenApiDocument } from '@rescue/contracts/openapi';
import type { GatewayConfig } from './config';
import { answerUpstreamFailure, sendJson } from './responses';
import { serviceForPath } from './routes';

export type GatewayRequest = IncomingMessage & { id?: string };

/** The largest body any endpoint takes: a photo at the limit plus the form's other fields. */
const MAX_UPLOAD_BYTES = PHOTO_MAX_BYTES + 1024 * 1024;

/** Whether the gateway's API handler (not the front end) answers this path. */
export function isApiPath(path: string): boolean {
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path === '/internal' ||
    path.startsWith('/internal/')
  );
}

/**
 * /api and /internal, answered on plain node:http rather than through express: this path
 * carries every API call, and express's routing cost more CPU per request than the
 * forwarding itself (`npm run bench`, gateway CPU per cached read: 490 µs before, 250 after).
 */
export function buildApiHandler(
  config: GatewayConfig,
  logger: Logger,
): (req: GatewayRequest, res: ServerResponse, path: string) => void {
  const openApi = JSON.stringify(buildOpenApiDocument());
  const proxies = new Map<ServiceName, ReturnType<typeof serviceProxy>>();
  // Keep-alive connections to the services; requests stream through unparsed.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 });
  for (const [service, targets] of Object.entries(config.services) as [ServiceName, string[]][]) {
    proxies.set(service, serviceProxy(service, targets, agent, logger));
  }
  const noRoute = (req: GatewayRequest, res: ServerResponse, path: string) =>
    sendJson(res, 404, { message: `No route for ${req.method} ${path}` });

  return (req, res, path) => {
    // Service-to-service endpoints are never public, whatever the method.
    if (path === '/internal' || path.startsWith('/internal/')) return noRoute(req, res, path);
    if (path === '/api/openapi.json' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(openApi),
        'Cache-Control': 'no-cache',
      });
      return void res.end(openApi);
    }
    // A body declared larger than any endpoint accepts is refused here, before it is
    // streamed to a service that would refuse it anyway (and leave a half-sent upload hanging).
    if (Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES) {
      return sendJson(res, 413, { message: PHOTO_TOO_LARGE_MESSAGE }, { Connection: 'close' });
    }
    const service = serviceForPath(path);
    const proxy = service && proxies.get(service);
    if (!proxy) return noRoute(req, res, path);
    // The services own the full public path (/api prefix included), so req.url goes as is.
    void proxy(req, res, () => noRoute(req, res, path));
  };
}

function serviceProxy(service: ServiceName, targets: string[], agent: http.Agent, logger: Logger) {
  // Parsed once here: http-proxy parses a target given as text on every request.
  const parsed = targets.map((target) => {
    const url = new URL(target);
    return { protocol: url.protocol, host: url.host, hostname: url.hostname, port: url.port };
  });
  let next = 0;
  return createProxyMiddleware<GatewayRequest, ServerResponse>({
    target: parsed[0],
    // Round robin over the service's replicas.
    router: () => parsed[next++ % parsed.length],
    // Only the plugins this gateway needs: socket error guards and the `on` handlers below.
    // The default logger plugin built a URL per response even with logging off, and the
    // default error response is replaced by this gateway's own 503/504.
    ejectPlugins: true,
    plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
    changeOrigin: false,
    xfwd: false,
    agent,
    proxyTimeout: 30_000,
    timeout: 30_000,
    on: {
      proxyRes: (proxyRes, req, res) => {
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
          { reqId: (req as GatewayRequest).id, service, err: err.message },
          'upstream unavailable',
        );
        // Only a real timeout is a 504; a refused or reset connection is a service that is down.
        const timedOut = /timeout|ETIMEDOUT/i.test(err.message);
        answerUpstreamFailure(
          res,
          timedOut ? 504 : 503,
          `The ${service} service is unavailable, please try again shortly`,
        );
      },
    },
  });
}
