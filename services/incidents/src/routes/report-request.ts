// Reading POST /api/incidents/create: multipart (a `data` JSON field and an optional
// `animalPhoto`) or plain JSON. The photo is kept in memory, never in a temporary file, so
// a refused upload leaves nothing behind.
import { Writable } from 'node:stream';
import { PHOTO_FIELD, PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE } from '@rescue/contracts';
import {
  HttpError,
  badRequest,
  koaBody,
  payloadTooLarge,
  unsupportedMediaType,
  type ServiceContext,
} from '@rescue/service-kit';

const MAX_IDEMPOTENCY_KEY_LENGTH = 128;
/** After refusing an upload, at most this much more of it is read (and dropped). */
const MAX_DISCARDED_BYTES = 64 * 1024 * 1024;

// formidable's error codes (formidable/src/FormidableError.js).
const FORMIDABLE = {
  fieldsTooLarge: 1006,
  tooManyFields: 1007,
  totalFilesTooLarge: 1009,
  emptyFile: 1010,
  tooManyFiles: 1015,
  fileTooLarge: 1016,
};

export interface ReportRequest {
  data: unknown;
  photo?: Buffer;
}

const uploadedBytes = new WeakMap<object, Buffer>();

const parseMultipart = koaBody({
  multipart: true,
  json: false,
  urlencoded: false,
  text: false,
  formidable: {
    maxFiles: 1,
    maxFileSize: PHOTO_MAX_BYTES,
    maxFields: 20,
    maxFieldsSize: 256 * 1024,
    filter: (part) => part.name === PHOTO_FIELD,
    fileWriteStreamHandler: (file) => memorySink(file),
  },
});

export async function readReportRequest(ctx: ServiceContext): Promise<ReportRequest> {
  if (ctx.is('multipart/form-data')) return readMultipart(ctx);
  if (ctx.is('application/json') || !ctx.request.type) return { data: ctx.request.body };
  throw unsupportedMediaType('Send the report as multipart/form-data or application/json');
}

/** The optional Idempotency-Key header: a repeat with the same key stores nothing new. */
export function idempotencyKeyOf(ctx: ServiceContext): string | undefined {
  // Absent means no key; an empty header is a client mistake and is refused below.
  if (ctx.headers['idempotency-key'] === undefined) return undefined;
  const key = ctx.get('idempotency-key');
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
    throw badRequest(
      `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} visible ASCII characters`,
    );
  }
  return key;
}

async function readMultipart(ctx: ServiceContext): Promise<ReportRequest> {
  refuseHugeBody(ctx);
  try {
    await parseMultipart(ctx, async () => {});
  } catch (error) {
    await discardRestOfBody(ctx);
    throw uploadError(error);
  }
  const fields = ctx.request.body as Record<string, unknown> | undefined;
  return { data: parseDataField(fields?.data), photo: photoOf(ctx) };
}

/** A body too big to be worth reading is refused before any of it is read. */
function refuseHugeBody(ctx: ServiceContext): void {
  if ((ctx.request.length ?? 0) > MAX_DISCARDED_BYTES) {
    ctx.set('Connection', 'close');
    throw payloadTooLarge(PHOTO_TOO_LARGE_MESSAGE);
  }
}

/**
 * Reads and drops the rest of a refused upload before answering. An answer sent while the
 * client is still sending makes it stop, and the gateway then keeps its half-sent request to
 * this service open; a body too big to be worth reading is cut off instead.
 */
function discardRestOfBody(ctx: ServiceContext): Promise<void> {
  const { req } = ctx;
  return new Promise((resolve) => {
    if (req.complete) return resolve();
    let discarded = 0;
    req.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > MAX_DISCARDED_BYTES) req.destroy();
    });
    req.once('end', resolve);
    req.once('close', resolve);
    req.resume();
  });
}

function photoOf(ctx: ServiceContext): Buffer | undefined {
  const file = ctx.request.files?.[PHOTO_FIELD];
  if (!file) return undefined;
  if (Array.isArray(file)) throw badRequest(`Attach at most one ${PHOTO_FIELD}`);
  return uploadedBytes.get(file);
}

function parseDataField(value: unknown): unknown {
  if (value === undefined) throw badRequest('data is required');
  if (typeof value !== 'string') throw badRequest('data must be a single JSON text');
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest('data must be valid JSON');
  }
}

function memorySink(file: object | undefined): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    final(done) {
      if (file) uploadedBytes.set(file, Buffer.concat(chunks));
      done();
    },
  });
}

function uploadError(error: unknown): HttpError {
  switch ((error as { code?: unknown }).code) {
    case FORMIDABLE.fileTooLarge:
    case FORMIDABLE.totalFilesTooLarge:
      return payloadTooLarge(PHOTO_TOO_LARGE_MESSAGE);
    case FORMIDABLE.fieldsTooLarge:
      return payloadTooLarge('The report data is too large');
    case FORMIDABLE.tooManyFiles:
      return badRequest(`Attach at most one ${PHOTO_FIELD}`);
    case FORMIDABLE.tooManyFields:
      return badRequest('Too many form fields');
    case FORMIDABLE.emptyFile:
      return badRequest(`${PHOTO_FIELD} is empty`);
    default:
      return badRequest('Malformed multipart body');
  }
}
