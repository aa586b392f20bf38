import { request, type Dispatcher } from 'undici';
import { answeredWhileStarting, pathForLog } from '@rescue/contracts';
import { INTERNAL_KEY_HEADER } from './auth';
import { HttpError, serviceUnavailable } from './errors';
import { peerReplicas } from './peer-replicas';
import type { Logger, Metrics } from '@rescue/process-kit';

/**
 * How long the last replica a call tries has to answer (a single replica: the whole call), as
 * before replicas were listed: a healthy but slow peer still gets this long.
 */
const INTERNAL_TIMEOUT_MS = 10_000;
/**
 * How long one replica has to answer a call that may go on to another: a replica that accepts
 * and then says nothing (its event loop held) costs this, not the whole budget.
 */
export const INTERNAL_ATTEMPT_TIMEOUT_MS = 5_000;
const DEPENDENCY_UNAVAILABLE = 'A service this request depends on is unavailable';
const UPSTREAM_ERROR = 'Upstream service error';
/** Methods a repeat cannot change the outcome of (RFC 9110 section 9.2.2). */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
/** Errors raised before anything was sent: any call may go on to the next replica. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'UND_ERR_CONNECT_TIMEOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

let failures: Pick<Metrics, 'upstreamFailure'> | undefined;
let log: Pick<Logger, 'warn'> | undefined;

/**
 * Where callInternal counts its failures, and logs a broken answer: the metrics and logger of
 * the app this process serves (set by createServiceApp; one app per service process, so the
 * call sites need not pass them).
 */
export function countInternalFailuresIn(
  metrics: Pick<Metrics, 'upstreamFailure'>,
  logger?: Pick<Logger, 'warn'>,
): void {
  failures = metrics;
  log = logger;
}

export interface InternalCallOptions {
  internalApiKey: string;
  requestId?: string;
  method?: string;
  body?: unknown;
  /**
   * The peer answers a repeat as it answered the first (a read sent as POST, a claim answered
   * as done): after a reset, a timeout or a 502/503 it may be sent to another replica. GET,
   * HEAD, PUT and DELETE are so anyway; any other POST goes on only when it was never sent.
   */
  idempotent?: boolean;
}

/**
 * Calls another service's /internal/* endpoint. Errors the other service reports as
 * {message} keep their status, so a 404 or 409 over there stays a 404 or 409 here, and a
 * 503 (its database is away) stays a 503 with Retry-After; any other 5xx is a 502.
 * A service that is down refuses the connection, which fails at once: the timeout is only
 * for one that accepts and then hangs.
 *
 * `baseUrl` may list several replicas, comma-separated (peer-replicas.ts): the call starts
 * at the one that answered last and goes on to the next when one refuses the connection
 * (nothing was sent), and, for a call that may be repeated, when one resets it, says nothing
 * for INTERNAL_ATTEMPT_TIMEOUT_MS, or answers 502/503. What the last one tried says is the
 * answer.
 *
 * undici's request, not fetch: the WHATWG layer of fetch (Request, Headers, Response and
 * abort signals per call) was most of the volunteer service's CPU for a case list, which
 * makes two internal calls (`npm run bench`).
 */
export async function callInternal<T>(
  baseUrl: string,
  path: string,
  options: InternalCallOptions,
): Promise<T> {
  const replicas = peerReplicas(baseUrl);
  const method = (options.method ?? 'GET').toUpperCase();
  const repeatable = options.idempotent === true || IDEMPOTENT_METHODS.has(method);
  const order = replicas.order();
  for (const [i, url] of order.entries()) {
    const failed = (reason: string) => {
      failures?.upstreamFailure(targetOf(url), reason);
      replicas.failed(url);
    };
    const last = i === order.length - 1;
    // Only a call that may go on gets the short wait; the last replica, or a call that may not
    // be repeated, gets the full one (a slow answer is still an answer).
    const timeoutMs = !last && repeatable ? INTERNAL_ATTEMPT_TIMEOUT_MS : INTERNAL_TIMEOUT_MS;
    let response: Dispatcher.ResponseData;
    try {
      response = await request(`${url}${path}`, {
        method: method as Dispatcher.HttpMethod,
        headers: {
          [INTERNAL_KEY_HEADER]: options.internalApiKey,
          ...(options.requestId ? { 'x-request-id': options.requestId } : {}),
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
    } catch (error) {
      const code = errorCode(error);
      failed(/timeout/i.test(code) ? 'timeout' : 'unreachable');
      if (!last && (repeatable || NOT_SENT.has(code))) continue;
      throw serviceUnavailable(DEPENDENCY_UNAVAILABLE);
    }
    const status = response.statusCode;
    // A 2xx whose body is cut short, never ends or is not JSON is not a success with no
    // fields (it was read as {} and the caller went on with nothing): it is a broken answer,
    // which a call that may be repeated takes to another replica.
    const answer = await readAnswer(response);
    if (answer.broken) {
      failed('broken');
      log?.warn(
        {
          target: targetOf(url),
          path: internalPathForLog(path),
          status,
          reason: answer.broken,
          reqId: options.requestId,
        },
        'internal call: broken answer',
      );
      if (!last && repeatable) continue;
      throw new HttpError(502, UPSTREAM_ERROR);
    }
    const payload = (answer.payload ?? {}) as { message?: string };
    if (status === 502 || status === 503) {
      failed(status === 503 ? 'unavailable' : 'error');
      // A replica still starting (runService) did nothing with it: any call goes on.
      const untouched = answeredWhileStarting({ statusCode: status, headers: response.headers });
      if (!last && (repeatable || untouched)) continue;
      if (status === 503) throw serviceUnavailable(payload.message ?? DEPENDENCY_UNAVAILABLE);
      throw new HttpError(502, payload.message ?? UPSTREAM_ERROR);
    }
    if (status >= 500) {
      // A replica that answers only errors (its database connection wedged) is not the one
      // to start at next time.
      failed('error');
      throw new HttpError(502, payload.message ?? UPSTREAM_ERROR);
    }
    replicas.answered(url);
    if (status >= 200 && status < 300) return answer.payload as T;
    throw new HttpError(status, payload.message ?? UPSTREAM_ERROR);
  }
  throw new Error('unreachable: a peer has at least one replica');
}

/**
 * An internal path as a log may show it: no query string (a session check's token id travels
 * there) and no email address (a user looked up by email), besides pathForLog's secrets.
 */
export function internalPathForLog(path: string): string {
  return pathForLog(path.split('?')[0]!).replace(/\/[^/]*(@|%40)[^/]*/gi, '/:email');
}

/**
 * The answer's body as JSON ({} for a 204; undefined for an error's body that is not JSON). A 2xx
 * is broken when its body could not be read whole (reset, or silent past bodyTimeout after
 * the headers) or is not JSON; an error's status is the answer whatever its body says.
 */
async function readAnswer(
  response: Dispatcher.ResponseData,
): Promise<{ payload?: unknown; broken?: 'unread' | 'unparsable' }> {
  const success = response.statusCode >= 200 && response.statusCode < 300;
  let text: string;
  try {
    text = await response.body.text();
  } catch {
    return success ? { broken: 'unread' } : {};
  }
  // No content: an empty object, as callers had before bodies were checked.
  if (response.statusCode === 204) return { payload: {} };
  try {
    return { payload: JSON.parse(text) as unknown };
  } catch {
    return success ? { broken: 'unparsable' } : {};
  }
}

/** undici's error code (a refused connection's may sit on its cause). */
function errorCode(error: unknown): string {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  return String(code ?? cause?.code ?? '');
}

/** The metrics label of a peer: its host and port, from configuration, so a bounded set. */
function targetOf(baseUrl: string): string {
  return URL.canParse(baseUrl) ? new URL(baseUrl).host : 'invalid';
}
