import type { ErrorResponse } from '@rescue/contracts';
import { tokenAfterRefusal, tokenForRequest } from '../session/token-refresh';
import { notifyUnauthorized } from './unauthorized';

export { apiUrl, setApiOrigin, uploadUrl } from './api-url';
export { onUnauthorized } from './unauthorized';
import { apiUrl } from './api-url';

/** What a failed call throws: the status and the server's `{message}` (status 0: no answer). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server could not be reached at all. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** The browser's own words for an unreachable server; screens map it to spec section 8. */
export const NETWORK_ERROR_MESSAGE = 'Failed to fetch';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart (uploads). */
  form?: FormData;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Sends one call with the session's token: refreshed first when it is about to expire, and,
 * when the call is refused with a token another refresh has just replaced (another tab rotated
 * it), sent once more with the new one. A 401 on a call that carried a token otherwise ends
 * the session (a failed login, which carries none, does not). Network failures throw ApiError 0.
 */
export async function authorizedFetch(
  path: string,
  init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> },
): Promise<Response> {
  const send = async (token: string | undefined) => {
    const headers = { ...init.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await fetch(apiUrl(path), { ...init, headers, credentials: 'include' });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE);
    }
  };
  const token = await tokenForRequest();
  let response = await send(token);
  if (response.status !== 401 || !token) return response;
  const newer = await tokenAfterRefusal(token);
  if (newer) response = await send(newer);
  if (response.status === 401) notifyUnauthorized();
  return response;
}

/**
 * One call to the API: JSON in and out, the stored bearer token (see authorizedFetch),
 * credentials included, and `{message}` errors thrown as ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await authorizedFetch(path, {
    method: options.method ?? 'GET',
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.form,
    signal: options.signal,
  });
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  const body: unknown = isJson ? await response.json().catch(() => undefined) : undefined;
  if (!response.ok) {
    const message = (body as Partial<ErrorResponse> | undefined)?.message;
    throw new ApiError(
      response.status,
      typeof message === 'string' ? message : `Request failed (${response.status})`,
    );
  }
  return body as T;
}

type Call = <T>(path: string, options?: Omit<RequestOptions, 'method'>) => Promise<T>;
const call =
  (method: RequestOptions['method']): Call =>
  (path, options) =>
    apiRequest(path, { ...options, method });

export const api = {
  get: call('GET'),
  post: call('POST'),
  put: call('PUT'),
  patch: call('PATCH'),
  delete: call('DELETE'),
};
