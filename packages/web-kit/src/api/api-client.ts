import type { ErrorResponse } from '@rescue/contracts';
import { sessionStore } from '../session/session-store';

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

/**
 * The API's origin. Empty means the page's own origin: the gateway serves the app and
 * /api together, so no CORS is needed.
 */
let apiOrigin = '';

export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/$/, '');
}

/** Absolute URL of an API path (absolute so it also works outside a browser page). */
export function apiUrl(path: string): string {
  return `${apiOrigin || window.location.origin}${path}`;
}

/** A stored photo's URL (spec section 7: GET /api/uploads/{photo}). */
export function uploadUrl(photo: string): string {
  return apiUrl(`/api/uploads/${encodeURIComponent(photo)}`);
}

let unauthorizedHandler: (() => void) | undefined;

/** Called when an authenticated call gets a 401; returns the unsubscribe function. */
export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = undefined;
  };
}

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
 * One call to the API: JSON in and out, the stored bearer token, credentials included,
 * and `{message}` errors thrown as ApiError. A 401 on a call that carried a token ends
 * the session (a failed login, which carries none, does not).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = sessionStore.get()?.token;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.form,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  const body: unknown = isJson ? await response.json().catch(() => undefined) : undefined;
  if (!response.ok) {
    if (response.status === 401 && token) unauthorizedHandler?.();
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
