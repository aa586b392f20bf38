import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
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

export const UNSUPPORTED_ENCODING_MESSAGE =
  'Unsupported Content-Encoding: send the body as identity, gzip, deflate or br';
export const UNDECODABLE_BODY_MESSAGE = 'The request body could not be decoded';

type Inflate = (body: Buffer, options: zlib.ZlibOptions | zlib.BrotliOptions) => Promise<Buffer>;

/**
 * The Content-Encodings the gateway inflates itself (one layer, for bodies it reads whole):
 * services then only ever get plain bodies, whose size the gateway has bounded.
 */
const INFLATERS: Record<string, Inflate> = {
  gzip: promisify(zlib.gunzip),
  'x-gzip': promisify(zlib.gunzip),
  // HTTP's deflate is zlib-wrapped, but some clients send it raw (as browsers accept it).
  deflate: (body, options) =>
    (isZlibWrapped(body) ? promisify(zlib.inflate) : promisify(zlib.inflateRaw))(body, options),
  br: promisify(zlib.brotliDecompress),
};

/** A zlib header: method 8 (deflate) and a check value that makes the pair a multiple of 31. */
const isZlibWrapped = (body: Buffer) =>
  body.length >= 2 && (body[0]! & 0x0f) === 8 && ((body[0]! << 8) | body[1]!) % 31 === 0;

/**
 * The request body's Content-Encoding: undefined for none (or identity), the coding when the
 * gateway can inflate it, 'unsupported' otherwise (an unknown one, or several stacked).
 */
export function bodyEncoding(req: IncomingMessage): string | undefined | 'unsupported' {
  const header = req.headers['content-encoding']?.trim().toLowerCase();
  if (!header || header === 'identity') return undefined;
  return Object.hasOwn(INFLATERS, header) ? header : 'unsupported';
}

/**
 * The inflated body, or 'too-large' as soon as it grows past `limit` (zlib stops there: a
 * bomb costs at most `limit` bytes and their time, off the event loop), or 'invalid'.
 */
export async function inflateBody(
  body: Buffer,
  encoding: string,
  limit: number,
): Promise<Buffer | 'too-large' | 'invalid'> {
  try {
    return await INFLATERS[encoding]!(body, { maxOutputLength: limit });
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE'
      ? 'too-large'
      : 'invalid';
  }
}
