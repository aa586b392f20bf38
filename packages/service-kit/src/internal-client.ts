import { request, type Dispatcher } from 'undici';
import { INTERNAL_KEY_HEADER } from './auth';
import { HttpError } from './errors';

const INTERNAL_TIMEOUT_MS = 10_000;

/**
 * Calls another service's /internal/* endpoint. Errors the other service reports as
 * {message} keep their status, so a 404 or 409 over there stays a 404 or 409 here.
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
  } catch {
    throw new HttpError(503, 'A service this request depends on is unavailable');
  }
  const payload = (await response.body.json().catch(() => ({}))) as { message?: string };
  if (response.statusCode < 200 || response.statusCode >= 300) {
    const status = response.statusCode >= 500 ? 502 : response.statusCode;
    throw new HttpError(status, payload.message ?? 'Upstream service error');
  }
  return payload as T;
}
