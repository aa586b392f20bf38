import http, { type ServerResponse } from 'node:http';
import { answeredWhileStarting } from '@rescue/contracts';
import type { Logger, Metrics } from '@rescue/process-kit';
import type { GatewayRequest } from './api';
import { incomingHeaders, outgoingHeaders } from './forward';
import type { ReplicaPool } from './readiness';
import { answerUpstreamFailure } from './responses';

/** The live-updates stream: served by the incidents service, passed through here as it comes. */
export const EVENT_STREAM_PATH = '/api/events/stream';

export interface EventStreamConfig {
  /** A comment line to the client when nothing was sent for this long (EVENT_STREAM_HEARTBEAT_MS). */
  heartbeatMs: number;
  /** A client whose unsent bytes pass this is disconnected (EVENT_STREAM_MAX_BUFFER_BYTES). */
  maxBufferBytes: number;
  /**
   * The service sends something at least every 15 s; silent this long (EVENT_STREAM_IDLE_TIMEOUT_MS),
   * the upstream is taken for dead and the client's stream ended, so it reconnects elsewhere.
   */
  idleTimeoutMs: number;
}

const HEARTBEAT = Buffer.from(': heartbeat\n\n');
const NEWLINE = 0x0a;

/**
 * GET /api/events/stream through the gateway. Unlike every other call (forward.ts), the answer
 * never ends: no upstream answer timeout (an idle timeout instead, which the service's own
 * heartbeats keep from firing), no buffering (each chunk is written as it arrives, with
 * Nagle off), a heartbeat comment to the client every `heartbeatMs` of silence (inserted only
 * between events), and a bounded buffer per client: the upstream is never paused for a slow
 * client (that would move its backlog into the service); a client that does not read is
 * dropped once `maxBufferBytes` wait for it, and reconnects with Last-Event-ID.
 */
export class EventStreamProxy {
  private readonly open = new Set<() => void>();
  /** Its own agent: streams hold their sockets for hours, never the API pool's. */
  private readonly agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

  constructor(
    private readonly pool: ReplicaPool,
    private readonly config: EventStreamConfig,
    private readonly logger: Logger,
    private readonly metrics?: Metrics,
  ) {}

  /** Streams open now. */
  get size(): number {
    return this.open.size;
  }

  /** `retry`: a replica still starting may send the stream on to another, once. */
  handle(req: GatewayRequest, res: ServerResponse, retry = true): void {
    const replica = this.pool.pick();
    if (!replica) {
      this.metrics?.upstreamFailure(this.pool.service, 'unready');
      return answerUpstreamFailure(
        res,
        503,
        `The ${this.pool.service} service is unavailable, please try again shortly`,
      );
    }
    const upstream = http.request({
      hostname: replica.hostname,
      port: replica.port,
      method: 'GET',
      path: req.url,
      headers: outgoingHeaders(req.headers, undefined),
      agent: this.agent,
    });
    let finished = false;
    let heartbeat: NodeJS.Timeout | undefined;
    const finish = (cut: boolean) => {
      if (finished) return;
      finished = true;
      this.open.delete(end);
      clearInterval(heartbeat);
      upstream.destroy();
      if (cut) res.destroy();
      else {
        res.end();
        // The connection carried a stream: no further request on it (and none holds a
        // stopping gateway open).
        res.once('finish', () => req.socket.end());
      }
    };
    const end = () => finish(false);
    this.open.add(end);
    res.once('close', () => finish(true));
    req.socket.setNoDelay(true);
    upstream.setTimeout(this.config.idleTimeoutMs, () => {
      if (finished) return; // sent on to another replica, or over
      if (!res.headersSent) this.fail(req, res, replica.url, 'timeout');
      finish(true);
    });
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      if (finished) return; // sent on to another replica, or over
      if (!res.headersSent) {
        if (err.code === 'ECONNREFUSED') this.pool.refused(replica);
        this.fail(req, res, replica.url, err.code === 'ECONNREFUSED' ? 'refused' : 'error', err);
      }
      finish(!res.writableEnded);
    });
    upstream.on('response', (answer) => {
      // A replica still starting (service-kit's runService) reached no route: as after a
      // refused connection it is left out until its probe says ready, and the stream is
      // asked of another replica (forward.ts does the same for every other call).
      if (answeredWhileStarting(answer)) {
        this.pool.refused(replica);
        if (retry) {
          answer.resume();
          finished = true;
          this.open.delete(end);
          upstream.destroy();
          return this.handle(req, res, false);
        }
      }
      const isStream = /^text\/event-stream/i.test(answer.headers['content-type'] ?? '');
      res.writeHead(answer.statusCode ?? 502, incomingHeaders(answer.rawHeaders));
      if (!isStream || answer.statusCode !== 200) {
        // A refusal (401, 406...): an ordinary answer.
        answer.pipe(res);
        return;
      }
      res.flushHeaders();
      upstream.socket?.setNoDelay(true);
      let lastWrite = Date.now();
      /** Whether the bytes sent so far end between two events (a blank line). */
      let atBoundary = true;
      let tail = 0;
      const write = (chunk: Buffer) => {
        res.write(chunk);
        lastWrite = Date.now();
        if (res.writableLength > this.config.maxBufferBytes) {
          this.metrics?.upstreamFailure(this.pool.service, 'slow-client');
          this.logger.warn(
            { reqId: req.id, buffered: res.writableLength },
            'event stream client too slow; disconnected',
          );
          finish(true);
        }
      };
      answer.on('data', (chunk: Buffer) => {
        if (finished || chunk.length === 0) return;
        const last = chunk[chunk.length - 1]!;
        const before = chunk.length > 1 ? chunk[chunk.length - 2]! : tail;
        atBoundary = last === NEWLINE && before === NEWLINE;
        tail = last;
        write(chunk);
      });
      answer.once('end', end);
      answer.once('error', () => finish(true));
      heartbeat = setInterval(() => {
        if (atBoundary && Date.now() - lastWrite >= this.config.heartbeatMs - 50) write(HEARTBEAT);
      }, this.config.heartbeatMs);
      heartbeat.unref();
    });
    upstream.end();
  }

  /** Ends every open stream (the gateway is stopping; clients reconnect to another one). */
  closeAll(): void {
    for (const end of [...this.open]) end();
  }

  private fail(
    req: GatewayRequest,
    res: ServerResponse,
    replica: string,
    failure: string,
    err?: Error,
  ): void {
    this.metrics?.upstreamFailure(this.pool.service, failure);
    this.logger.warn(
      { reqId: req.id, service: this.pool.service, replica, failure, err: err?.message },
      'upstream unavailable',
    );
    answerUpstreamFailure(
      res,
      failure === 'timeout' ? 504 : 503,
      `The ${this.pool.service} service is unavailable, please try again shortly`,
    );
  }
}
