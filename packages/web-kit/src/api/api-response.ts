import type { ErrorResponse } from '@rescue/contracts';
import { ApiError, authorizedFetch } from './api-client';

/**
 * A GET whose raw Response the caller needs: a response header (GET /api/incidents puts the
 * next page's cursor in X-Next-Cursor) or a body that is not JSON (a CSV export). apiRequest
 * returns only a parsed body, so this sits beside it with the same token handling, credentials
 * and `{message}` errors.
 */
export async function apiResponse(path: string, signal?: AbortSignal): Promise<Response> {
  const response = await authorizedFetch(path, { signal });
  if (response.ok) return response;
  const body = (await response.json().catch(() => undefined)) as Partial<ErrorResponse> | undefined;
  const message = typeof body?.message === 'string' ? body.message : undefined;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  throw new ApiError(response.status, message ?? `Request failed (${response.status})`, code);
}
