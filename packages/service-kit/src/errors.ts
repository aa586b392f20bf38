import { LOGIN_REQUIRED_MESSAGE } from '@rescue/contracts';

/** An error whose message is safe to show the client, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = LOGIN_REQUIRED_MESSAGE) => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
/** Seconds a client should wait before retrying a 503 (the gateway's own 503s say the same). */
const RETRY_AFTER_SECONDS = 2;
/** Every 503 carries Retry-After: the condition is temporary and the client may try again. */
export const serviceUnavailable = (message: string) =>
  new HttpError(503, message, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
export const databaseUnavailable = () =>
  serviceUnavailable('The database is unavailable, please try again shortly');
/**
 * What a write gets while the database's disk is full (see isStorageFull). It does not say
 * "not saved": a write of several steps may have stored its first (a retry with the same
 * Idempotency-Key finds it).
 */
export const STORAGE_FULL_MESSAGE = "The server's storage is full, please try again later";
export const storageFull = () => serviceUnavailable(STORAGE_FULL_MESSAGE);
