import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { answeredWhileStarting } from '@rescue/contracts';
import type { Logger, Metrics } from '@rescue/process-kit';
import type { GatewayRequest } from './api';
import { drain } from './body';
import type { ReplicaPool, Replica } from './readiness';
import { answerUpstreamFailure } from './responses';

/** Hop-by-hop headers: they describe one connection, never the next one. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding']);

export interface ForwardDeps {
  agent: http.Agent;
  logger: Logger;
  metrics?: Metrics;
  timeoutMs: number;
}

/** Why a call to a service failed, for the answer and the metrics. */
type Failure = 'unready' | 'refused' | 'timeout' | 'reset' | 'error';

class UpstreamTimeout extends Error {}

/**
 * Forwards API requests to one service's ready replicas over keep-alive connections, on
 * plain node:http (the request path that bench measures). A body is either already read
 * (buffered: small JSON and forms) or streamed as it arrives (uploads).
 */
export class ServiceProxy {
  constructor(
    private readonly pool: ReplicaPool,
    private readonly deps: ForwardDeps,
  ) {}

  /**
   * A request without a body or with its body read. A refused connection reached no
   * service, so it is tried once more on another ready replica.
   */
  send(req: GatewayRequest, res: ServerResponse, body: Buffer | undefined): void {
    this.call(req, res, body, true);
  }

  /**
   * Streams the body to the service as it arrives. Returns what abandons the call (for a
   * body that arrives too slowly), or undefined if no replica is ready (then answered).
   */
  stream(req: GatewayRequest, res: ServerResponse): (() => void) | undefined {
    return this.call(req, res, 'stream', false);
  }

  private call(
    req: GatewayRequest,
    res: ServerResponse,
    body: Buffer | undefined | 'stream',
    retry: boolean,
  ): (() => void) | undefined {
    const replica = this.pool.pick();
    if (!replica) return void this.fail(req, res, 'unready');
    const upstream = http.request({
      hostname: replica.hostname,
      port: replica.port,
      method: req.method,
      path: req.url,
      headers: outgoingHeaders(req.headers, body),
      agent: this.deps.agent,
    });
    let answered = false;
    let abandoned = false;
    const abandon = () => {
      abandoned = true;
      upstream.destroy();
    };
    upstream.setTimeout(this.deps.timeoutMs, () => upstream.destroy(new UpstreamTimeout()));
    upstream.on('response', (answer) => {
      // A replica still starting (service-kit's runService) did nothing with the request: as
      // after a refused connection it is left out until its probe says ready, and a request
      // whose body is at hand goes once to another.
      if (answeredWhileStarting(answer)) {
        this.pool.refused(replica);
        if (retry) {
          answer.resume();
          abandoned = true;
          return void this.call(req, res, body, false);
        }
      }
      answered = true;
      // A service that answers before the whole body is written, or refuses a body (4xx,
      // 5xx: a limit, a parse error), may have left some of it unread on this connection,
      // and would read that as the start of the next request sent there (which then waits
      // for the timeout: 504). Such a connection is closed after the answer, never pooled.
      if (body !== undefined && (!upstream.writableFinished || (answer.statusCode ?? 500) >= 400))
        upstream.shouldKeepAlive = false;
      if (body === 'stream' && !req.complete) {
        // The service answered before the whole upload arrived (a 413 for a photo over its
        // limit): stop forwarding, drop that connection (it is mid-body), and read the rest
        // of the client's upload so it gets this answer instead of a reset.
        req.unpipe(upstream);
        drain(req);
        answer.once('end', () => upstream.destroy());
      }
      answer.once('error', () => res.destroy());
      res.writeHead(answer.statusCode ?? 502, incomingHeaders(answer.rawHeaders));
      answer.pipe(res);
    });
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      // Once the service has answered, a failed write of the rest (EPIPE) changes nothing:
      // its answer still goes out, and a cut answer is cut by the 'error' above.
      if (answered || abandoned) return;
      const failure: Failure =
        err instanceof UpstreamTimeout
          ? 'timeout'
          : err.code === 'ECONNREFUSED'
            ? 'refused'
            : err.code === 'ECONNRESET'
              ? 'reset'
              : 'error';
      if (failure === 'refused') this.pool.refused(replica);
      if (failure === 'refused' && retry) return void this.call(req, res, body, false);
      this.fail(req, res, failure, replica, err);
    });
    res.once('close', () => {
      // The client went away before the answer was complete.
      if (!res.writableFinished) abandon();
    });
    if (body === 'stream') req.pipe(upstream);
    else upstream.end(body);
    return abandon;
  }

  private fail(
    req: GatewayRequest,
    res: ServerResponse,
    failure: Failure,
    replica?: Replica,
    err?: Error,
  ): void {
    const { service } = this.pool;
    this.deps.metrics?.upstreamFailure(service, failure);
    this.deps.logger.warn(
      { reqId: req.id, service, replica: replica?.url, failure, err: err?.message },
      'upstream unavailable',
    );
    answerUpstreamFailure(
      res,
      failure === 'timeout' ? 504 : 503,
      `The ${service} service is unavailable, please try again shortly`,
    );
    // An upload the service never took: read its rest so the client gets this answer.
    if (!req.complete) drain(req);
  }
}

/** The client's headers as sent, but for its own connection's; a read body gets its length. */
export function outgoingHeaders(
  headers: IncomingHttpHeaders,
  body: Buffer | undefined | 'stream',
): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {};
  for (const name in headers) {
    // The gateway has already answered any `Expect: 100-continue` itself.
    if (!HOP_BY_HOP.has(name) && name !== 'expect') out[name] = headers[name];
  }
  if (body === 'stream') {
    if (headers['transfer-encoding']) out['transfer-encoding'] = headers['transfer-encoding'];
  } else if (body) {
    out['content-length'] = String(body.length);
  }
  return out;
}

/** The service's headers, as flat [name, value, ...] pairs, but for its own connection's. */
export function incomingHeaders(raw: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    if (!HOP_BY_HOP.has(raw[i]!.toLowerCase())) out.push(raw[i]!, raw[i + 1]!);
  }
  return out;
}
