import { INTERNAL_KEY_HEADER } from './auth';
import { HttpError } from './errors';

/**
 * Calls another service's /internal/* endpoint. Errors the other service reports as
 * {message} keep their status, so a 404 or 409 over there stays a 404 or 409 here.
 */
export async function callInternal<T>(
  baseUrl: string,
  path: string,
  options: { internalApiKey: string; requestId?: string; method?: string; body?: unknown },
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method: options.method ?? 'GET',
      headers: {
        [INTERNAL_KEY_HEADER]: options.internalApiKey,
        ...(options.requestId ? { 'x-request-id': options.requestId } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new HttpError(503, 'A service this request depends on is unavailable');
  }
  const payload = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) {
    const status = response.status >= 500 ? 502 : response.status;
    throw new HttpError(status, payload.message ?? 'Upstream service error');
  }
  return payload as T;
}
