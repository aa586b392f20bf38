import type { ErrorResponse } from '@rescue/contracts';
import { languageStore } from '../i18n/language-store';
import { sessionStore } from '../session/session-store';
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
    /** The server's stable code for the error (the same in every language), when it gave one. */
    readonly code?: string,
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
 * A fresh Idempotency-Key for one person's action (a report, a status change, a note): every
 * send of that action carries it, so the server applies it once. Random bytes rather than
 * crypto.randomUUID, which browsers give only to secure pages.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a call refused with 401 may be sent once more with a renewed token. A 401 normally
 * comes from the service's token check, which runs before a route changes anything, but a
 * route can also answer 401 after doing work (a login with a wrong password records the
 * failed attempt), and the client cannot tell the two apart from the answer. So a write is
 * not re-sent blindly: only methods safe to repeat (GET, HEAD, PUT of a state, DELETE), a
 * POST or PATCH carrying an Idempotency-Key (the server stores a repeat once), or a call whose
 * token had already been replaced when the 401 came (another tab rotated it: refused at the
 * token check, so nothing ran). Any other refused write returns its 401 to the screen, after
 * the session was renewed, and the person decides whether to send it again.
 */
export function mayResendAfter401(
  method: string | undefined,
  headers: Record<string, string> = {},
  tokenWasStale = false,
): boolean {
  if (tokenWasStale) return true;
  if (['GET', 'HEAD', 'PUT', 'DELETE', undefined].includes(method?.toUpperCase())) return true;
  return Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key');
}

/**
 * Sends one call with the session's token (refreshed first when it is about to expire). A 401
 * on a call that carried a token renews the session once (one refresh shared by every call
 * refused meanwhile, see tokenAfterRefusal) and sends the call once more when that is safe
 * (mayResendAfter401); a refresh that fails ends the session. Never more than two sends, so
 * never a loop. A call without a token (a failed login) is answered as it is. Network
 * failures throw ApiError 0.
 */
export async function authorizedFetch(
  path: string,
  init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> },
): Promise<Response> {
  const send = async (token: string | undefined) => {
    // The server words its answers (errors, confirmations) in the page's language.
    const headers: Record<string, string> = {
      'Accept-Language': languageStore.get(),
      ...init.headers,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await fetch(apiUrl(path), { ...init, headers, credentials: 'include' });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE);
    }
  };
  const token = await tokenForRequest();
  const response = await send(token);
  if (response.status !== 401 || !token) return response;
  const tokenWasStale = sessionStore.get()?.token !== token;
  const renewed = await tokenAfterRefusal(token);
  if (!renewed || !mayResendAfter401(init.method, init.headers, tokenWasStale)) return response;
  const again = await send(renewed);
  // Refused with a token that was just renewed: the session is over.
  if (again.status === 401) notifyUnauthorized();
  return again;
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
    const { message, code } = (body ?? {}) as Partial<ErrorResponse>;
    throw new ApiError(
      response.status,
      typeof message === 'string' ? message : `Request failed (${response.status})`,
      typeof code === 'string' ? code : undefined,
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
