import { ApiError } from './api-client';

// The client's own wording when a failed response carried no `{message}`.
const NO_SERVER_MESSAGE = /^Request failed \(\d+\)$/;

/** The server's `{message}` of a failed call, or `fallback` when there is none (spec section 8). */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.isNetworkError) return fallback;
  return NO_SERVER_MESSAGE.test(error.message) ? fallback : error.message;
}
