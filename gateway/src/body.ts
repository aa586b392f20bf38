import type { IncomingMessage, ServerResponse } from 'node:http';
import { PHOTO_MAX_BYTES } from '@rescue/contracts';
import type { ProtectionConfig } from './config';

/** The largest body any endpoint takes: a photo at the limit plus the form's other fields. */
export const MAX_UPLOAD_BYTES = PHOTO_MAX_BYTES + 1024 * 1024;

export const BODY_TOO_SLOW_MESSAGE = 'The request body arrived too slowly';

/** Whether the request carries a body at all (a declared length above 0, or chunks). */
export function hasBody(req: IncomingMessage): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || 'transfer-encoding' in req.headers;
}

/**
 * Calls `onSlow` once if the body is not complete within the total time, or falls behind
 * the minimum average rate once the grace period is over (so a body sent a byte at a time
 * is cut after the grace period, and a large one may take its size over the rate). Bytes
 * are read off the socket's own counter: no listener on the body, so it can still be piped.
 * Stops when the body ends or the response closes.
 */
export function watchBody(
  req: IncomingMessage,
  res: ServerResponse,
  policy: ProtectionConfig,
  onSlow: () => void,
): void {
  const started = Date.now();
  const startBytes = req.socket.bytesRead;
  const allowedMs = (received: number) =>
    Math.min(
      policy.bodyTimeoutMs,
      policy.bodyGraceMs +
        (policy.bodyMinBytesPerSecond > 0
          ? (received * 1000) / policy.bodyMinBytesPerSecond
          : Infinity),
    );
  const check = () => {
    if (req.complete) return;
    const due = started + allowedMs(req.socket.bytesRead - startBytes);
    const now = Date.now();
    if (now >= due) onSlow();
    else timer = setTimeout(check, due - now);
  };
  let timer = setTimeout(check, Math.min(policy.bodyGraceMs, policy.bodyTimeoutMs));
  const stop = () => clearTimeout(timer);
  req.once('end', stop);
  res.once('close', stop);
}

/**
 * Reads the rest of a body that will not be used (after an early answer), so the client can
 * finish sending and read that answer on a connection that stays usable, instead of having
 * its upload reset. Past MAX_UPLOAD_BYTES the connection is cut.
 */
export function drain(req: IncomingMessage): void {
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_UPLOAD_BYTES) req.socket.destroy();
  });
  req.resume();
}

/**
 * The whole body, or 'too-large' as soon as it grows past `limit` (the caller drains the rest), or
 * undefined if the client went away. Buffering here means a slow client holds no connection
 * to a service, only its own.
 */
export function readBody(
  req: IncomingMessage,
  limit: number,
): Promise<Buffer | 'too-large' | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off('data', onData);
      resolve('too-large');
    };
    req.on('data', onData);
    req.once('end', () => resolve(size <= limit ? Buffer.concat(chunks, size) : 'too-large'));
    req.once('close', () => resolve(undefined));
  });
}
