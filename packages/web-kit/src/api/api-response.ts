import type { ErrorResponse } from '@rescue/contracts';
import { ApiError, NETWORK_ERROR_MESSAGE, apiRequest, apiUrl } from './api-client';
import { sessionStore } from '../session/session-store';

/**
 * A GET whose raw Response the caller needs: a response header (GET /api/incidents puts the
 * next page's cursor in X-Next-Cursor) or a body that is not JSON (a CSV export). apiRequest
 * returns only a parsed body, so this sits beside it with the same token, credentials and
 * `{message}` errors.
 */
export async function apiResponse(path: string, signal?: AbortSignal): Promise<Response> {
  const token = sessionStore.get()?.token;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (response.ok) return response;
  // apiRequest owns what an expired session does (log out, go to /login): it sees the 401 too.
  if (response.status === 401 && token) await apiRequest(path, { signal });
  const body = (await response.json().catch(() => undefined)) as Partial<ErrorResponse> | undefined;
  const message = typeof body?.message === 'string' ? body.message : undefined;
  throw new ApiError(response.status, message ?? `Request failed (${response.status})`);
}
