import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import {
  BODY_TOO_LARGE_MESSAGE,
  JSON_BODY_MAX_BYTES,
  PHOTO_TOO_LARGE_MESSAGE,
  type ServiceName,
} from '@rescue/contracts';
import { buildOpenApiDocument } from '@rescue/contracts/openapi';
import type { Logger, Metrics } from '@rescue/process-kit';
import {
  BODY_TOO_SLOW_MESSAGE,
  MAX_UPLOAD_BYTES,
  UNDECODABLE_BODY_MESSAGE,
  UNSUPPORTED_ENCODING_MESSAGE,
  bodyEncoding,
  drain,
  hasBody,
  inflateBody,
  readBody,
  watchBody,
} from './body';
import type { GatewayConfig } from './config';
import { EVENT_STREAM_PATH, EventStreamProxy } from './event-stream';
import { ServiceProxy } from './forward';
import type { ReplicaPool } from './readiness';
import { sendJson } from './responses';
import { routeForPath } from './routes';

export type GatewayRequest = IncomingMessage & {
  id?: string;
  /** The bounded label this request is counted under in the metrics. */
  route?: string;
};

/** Whether the gateway's API handler (not the front end) answers this path. */
export function isApiPath(path: string): boolean {
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path === '/internal' ||
    path.startsWith('/internal/')
  );
}

const OPENAPI_PATH = '/api/openapi.json';

/**
 * /api and /internal, answered on plain node:http rather than through express: this path
 * carries every API call, and express's routing cost more CPU per request than the
 * forwarding itself (`npm run bench`, gateway CPU per cached read: 490 µs before, 250 after).
 *
 * Bodies: an upload (an operation the OpenAPI document says takes multipart/form-data, sent
 * as multipart) streams to its service as it arrives, never parsed or held here (DESIGN,
 * Module Federation trap 7); every other body is read whole first, up to the JSON limit, so
 * a slow client holds no connection to a service and an oversized body is always this
 * gateway's 413, never a service's half-read refusal. Either way a body that arrives too
 * slowly is cut with 408.
 *
 * An encoded (gzip, deflate, br) body is inflated here, within the same JSON limit counted
 * on the inflated bytes, and goes on plain: a compression bomb is this gateway's 413 and
 * never reaches a service. An encoding it does not inflate, or an encoded upload, is 415.
 */
export function buildApiHandler(
  config: GatewayConfig,
  pools: ReadonlyMap<ServiceName, ReplicaPool>,
  logger: Logger,
  metrics: Metrics | undefined,
): ((req: GatewayRequest, res: ServerResponse, path: string) => void) & {
  /** Ends the open event streams (the gateway is stopping). */
  closeStreams(): void;
} {
  const document = buildOpenApiDocument();
  const openApi = JSON.stringify(document);
  const isUpload = uploadMatcher(document.paths);
  // Keep-alive connections to the services.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 });
  const deps = { agent, logger, metrics, timeoutMs: config.protection.upstreamTimeoutMs };
  const proxies = new Map<ServiceName, ServiceProxy>();
  for (const [service, pool] of pools) proxies.set(service, new ServiceProxy(pool, deps));
  const incidentsPool = pools.get('incidents');
  const events =
    incidentsPool && new EventStreamProxy(incidentsPool, config.eventStream, logger, metrics);
  const noRoute = (req: GatewayRequest, res: ServerResponse, path: string) =>
    sendJson(res, 404, { message: `No route for ${req.method} ${path}` });
  const tooSlow = (req: GatewayRequest, res: ServerResponse) => {
    if (res.headersSent) return void req.socket.destroy();
    sendJson(res, 408, { message: BODY_TOO_SLOW_MESSAGE }, { Connection: 'close' });
  };
  const tooLarge = (req: GatewayRequest, res: ServerResponse) => {
    sendJson(res, 413, { message: BODY_TOO_LARGE_MESSAGE });
    drain(req);
  };
  const refuse = (req: GatewayRequest, res: ServerResponse, status: number, message: string) => {
    sendJson(res, status, { message });
    drain(req);
  };

  const handle = (req: GatewayRequest, res: ServerResponse, path: string): void => {
    // Service-to-service endpoints are never public, whatever the method.
    if (path === '/internal' || path.startsWith('/internal/')) return noRoute(req, res, path);
    if (path === OPENAPI_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      req.route = OPENAPI_PATH;
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(openApi),
        'Cache-Control': 'no-cache',
      });
      return void res.end(openApi);
    }
    // A body declared larger than any endpoint accepts is refused here, before it is
    // streamed to a service that would refuse it anyway (and leave a half-sent upload hanging).
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_UPLOAD_BYTES) {
      return sendJson(res, 413, { message: PHOTO_TOO_LARGE_MESSAGE }, { Connection: 'close' });
    }
    const route = routeForPath(path);
    const proxy = route && proxies.get(route.service);
    if (!proxy) return noRoute(req, res, path);
    req.route = route.prefix;
    if (path === EVENT_STREAM_PATH && req.method === 'GET' && events && !hasBody(req)) {
      req.route = EVENT_STREAM_PATH;
      return events.handle(req, res);
    }
    if (!hasBody(req)) return proxy.send(req, res, undefined);

    const encoding = bodyEncoding(req);
    const upload =
      isUpload(req.method, path) &&
      /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '');
    // Uploads stream through uninflated (photos are compressed already), so none is encoded.
    if (encoding === 'unsupported' || (encoding && upload)) {
      return refuse(req, res, 415, UNSUPPORTED_ENCODING_MESSAGE);
    }
    if (upload) {
      const abandon = proxy.stream(req, res);
      if (abandon)
        watchBody(req, res, config.protection, () => {
          abandon();
          tooSlow(req, res);
        });
      return;
    }
    if (declared > JSON_BODY_MAX_BYTES) return tooLarge(req, res);
    watchBody(req, res, config.protection, () => tooSlow(req, res));
    void readBody(req, JSON_BODY_MAX_BYTES).then(async (read) => {
      if (read === 'too-large') return tooLarge(req, res);
      const body = read && encoding ? await inflateBody(read, encoding, JSON_BODY_MAX_BYTES) : read;
      if (res.headersSent || !body) return;
      if (body === 'too-large') return tooLarge(req, res);
      if (body === 'invalid') return refuse(req, res, 400, UNDECODABLE_BODY_MESSAGE);
      // The service gets the inflated body, with its own length (outgoingHeaders).
      delete req.headers['content-encoding'];
      proxy.send(req, res, body);
    });
  };
  return Object.assign(handle, { closeStreams: () => events?.closeAll() });
}

/** Whether METHOD path is an operation the document says takes multipart/form-data. */
function uploadMatcher(
  paths: Record<string, Record<string, unknown>>,
): (method: string | undefined, path: string) => boolean {
  const uploads: { method: string; pattern: RegExp }[] = [];
  for (const [template, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const content = (operation as { requestBody?: { content?: Record<string, unknown> } })
        .requestBody?.content;
      if (!content?.['multipart/form-data']) continue;
      const pattern = template
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]+');
      uploads.push({ method: method.toUpperCase(), pattern: new RegExp(`^${pattern}$`) });
    }
  }
  return (method, path) => uploads.some((u) => u.method === method && u.pattern.test(path));
}
