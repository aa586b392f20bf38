import { request, type Dispatcher } from 'undici';
import { INTERNAL_KEY_HEADER } from './auth';
import { HttpError, serviceUnavailable } from './errors';
import type { Metrics } from '@rescue/process-kit';

const INTERNAL_TIMEOUT_MS = 10_000;
const DEPENDENCY_UNAVAILABLE = 'A service this request depends on is unavailable';

let failures: Pick<Metrics, 'upstreamFailure'> | undefined;

/**
 * Where callInternal counts its failures: the metrics of the app this process serves (set
 * by createServiceApp; one app per service process, so the call sites need not pass it).
 */
export function countInternalFailuresIn(metrics: Pick<Metrics, 'upstreamFailure'>): void {
  failures = metrics;
}

/**
 * Calls another service's /internal/* endpoint. Errors the other service reports as
 * {message} keep their status, so a 404 or 409 over there stays a 404 or 409 here, and a
 * 503 (its database is away) stays a 503 with Retry-After; any other 5xx is a 502.
 * A service that is down refuses the connection, which fails at once: the timeout is only
 * for one that accepts and then hangs.
 *
 * undici's request, not fetch: the WHATWG layer of fetch (Request, Headers, Response and
 * abort signals per call) was most of the volunteer service's CPU for a case list, which
 * makes two internal calls (`npm run bench`).
 */
export async function callInternal<T>(
  baseUrl: string,
  path: string,
  options: { internalApiKey: string; requestId?: string; method?: string; body?: unknown },
): Promise<T> {
  const failed = (reason: string) => failures?.upstreamFailure(targetOf(baseUrl), reason);
  let response: Dispatcher.ResponseData;
  try {
    response = await request(`${baseUrl}${path}`, {
      method: (options.method ?? 'GET') as Dispatcher.HttpMethod,
      headers: {
        [INTERNAL_KEY_HEADER]: options.internalApiKey,
        ...(options.requestId ? { 'x-request-id': options.requestId } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      headersTimeout: INTERNAL_TIMEOUT_MS,
      bodyTimeout: INTERNAL_TIMEOUT_MS,
    });
  } catch (error) {
    const timedOut = /timeout/i.test((error as { code?: string }).code ?? '');
    failed(timedOut ? 'timeout' : 'unreachable');
    throw serviceUnavailable(DEPENDENCY_UNAVAILABLE);
  }
  const payload = (await response.body.json().catch(() => ({}))) as { message?: string };
  const status = response.statusCode;
  if (status >= 200 && status < 300) return payload as T;
  if (status === 503) {
    failed('unavailable');
    throw serviceUnavailable(payload.message ?? DEPENDENCY_UNAVAILABLE);
  }
  if (status >= 500) {
    failed('error');
    throw new HttpError(502, payload.message ?? 'Upstream service error');
  }
  throw new HttpError(status, payload.message ?? 'Upstream service error');
}

/** The metrics label of a peer: its host and port, from configuration, so a bounded set. */
function targetOf(baseUrl: string): string {
  return URL.canParse(baseUrl) ? new URL(baseUrl).host : 'invalid';
}
