import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { BSON, ObjectId } from '@rescue/service-kit';
import {
  WorkingSet,
  factsOfEntry,
  holdsDocument,
  rawDocumentOf,
  type Entry,
  type EntryFacts,
} from './working-set';

/**
 * A working set on disk, with the change-log position it holds (replica.ts): a replica that
 * restarts loads it and applies the changes logged since, instead of reading every incident
 * from the embedded database again (55 s at 100,000 incidents, and a slow NGO list meanwhile).
 *
 * The file (format 4: format 3's facts had no location) is in columns, so that loading is one JSON.parse and a walk, not one
 * BSON decode per incident (format 2 decoded 100,000 facts documents: most of its 4 s):
 *   MAGIC
 *   facts    a JSON array: each entry's facts without its id (rebuilt from `hex`)
 *   docs     the BSON of each held document exactly as the database gave it, in entry order
 *   lengths  one little-endian uint32 per entry: its document's length, 0 when not held
 *   trailer  BSON {format, seq, at, count, factsBytes, docsBytes, sha256 of facts to lengths}
 *            and the trailer's length in 4 bytes
 * It is written beside its final name and renamed into place, so a reader sees a whole file or
 * the previous one; a file that does not check out (cut short, changed, another format) is
 * ignored and the set is built from the database.
 *
 * Each document stays the file's bytes until a read decodes it (working-set.ts). Both
 * directions work in chunks and yield to the event loop between them, so the process keeps
 * answering (its liveness probe included) meanwhile.
 */
const MAGIC = Buffer.from('RWSSNAP3');
/** Bump when Entry's facts change shape: an older file is then ignored, never misread. */
export const SNAPSHOT_FORMAT = 'rescue-working-set-4';
const RECORDS_PER_CHUNK = 2000;
/** How much of the documents part a snapshot's read takes at a time (whole documents). */
const DOCS_PER_READ_BYTES = 4 * 1024 * 1024;
/**
 * Facts turned into JSON at a time: about 45 KB of text, well under V8's large-object size, so
 * each piece is young garbage a scavenge takes. 2,000 at a time made 1 MB strings, each kept in
 * the large-object space until a full collection: writing 100,000 grew the heap by 23 MB, now
 * by 1 MB (resident the same), in the same time.
 */
const FACTS_PER_WRITE = 100;

export interface SnapshotPosition {
  /** The last change the snapshot's set has applied. */
  seq: number;
  /** That change's time in the log: tells a snapshot of another log apart (a new database). */
  at: number | null;
}

export interface LoadedSnapshot extends SnapshotPosition {
  set: WorkingSet;
  count: number;
}

/** `T` where JSON keeps it as it is: a fact of another type (a Date) makes it never. */
type JsonSafe<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends Date | ObjectId | Uint8Array
    ? never
    : T extends readonly (infer U)[]
      ? readonly JsonSafe<U>[]
      : { [K in keyof T]: JsonSafe<T[K]> };
type StoredFacts = Omit<EntryFacts, 'id'>;
const storedFacts = (entry: Entry): JsonSafe<StoredFacts> => {
  const { id: _id, ...facts } = factsOfEntry(entry);
  return facts;
};

/**
 * Writes `entries` (a copy of the set's order, taken in the replica's turn with `position`) to
 * `file`. Entries are not changed in place except for an evicted document, which is then
 * written as not held: equally right.
 */
export async function writeSnapshot(
  file: string,
  entries: readonly Entry[],
  position: SnapshotPosition,
): Promise<{ bytes: number }> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temporary, 'w', 0o600);
  const hash = createHash('sha256');
  let bytes = 0;
  const write = async (data: Buffer) => {
    hash.update(data);
    await handle.write(data);
    bytes += data.length;
  };
  // Each document's own bytes, not a copy of a chunk's joined: 2.4 MB a chunk, 127 MB over a
  // set of 100,000, that stayed allocated until a collection came round.
  const writeEach = async (data: Uint8Array[]) => {
    for (const raw of data) {
      hash.update(raw);
      bytes += raw.length;
    }
    if (data.length > 0) await handle.writev(data);
  };
  try {
    await handle.write(MAGIC);
    for (let start = 0; start < entries.length; start += FACTS_PER_WRITE) {
      const chunk = entries.slice(start, start + FACTS_PER_WRITE).map(storedFacts);
      const json = JSON.stringify(chunk).slice(1, -1);
      const before = start === 0 ? '[' : ',';
      const after = start + FACTS_PER_WRITE >= entries.length ? ']' : '';
      await write(Buffer.from(before + json + after));
      if ((start / FACTS_PER_WRITE) % (RECORDS_PER_CHUNK / FACTS_PER_WRITE) === 0)
        await yieldToEventLoop();
    }
    if (entries.length === 0) await write(Buffer.from('[]'));
    const factsBytes = bytes;
    const lengths = Buffer.alloc(4 * entries.length);
    for (let start = 0; start < entries.length; start += RECORDS_PER_CHUNK) {
      const chunk: Uint8Array[] = [];
      for (let i = start; i < Math.min(start + RECORDS_PER_CHUNK, entries.length); i += 1) {
        const entry = entries[i]!;
        if (!holdsDocument(entry)) continue;
        const raw = rawDocumentOf(entry) ?? BSON.serialize(entry.doc!);
        lengths.writeUInt32LE(raw.length, 4 * i);
        chunk.push(raw);
      }
      await writeEach(chunk);
      await yieldToEventLoop();
    }
    const docsBytes = bytes - factsBytes;
    await write(lengths);
    const trailer = BSON.serialize({
      format: SNAPSHOT_FORMAT,
      seq: position.seq,
      at: position.at,
      count: entries.length,
      factsBytes,
      docsBytes,
      sha256: hash.digest('hex'),
    });
    const length = Buffer.alloc(4);
    length.writeUInt32LE(trailer.length);
    await handle.write(Buffer.concat([trailer, length]));
    bytes += MAGIC.length + trailer.length + 4;
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temporary, file);
  return { bytes };
}

/**
 * Removes the temporary files of snapshot writes that a process ended during (SIGKILL, an
 * out-of-memory kill, a stop mid-write): `<file>.<pid>.<hex>.tmp` whose pid is not running
 * here. Each is as large as a snapshot, and replicas killed and started again would pile them
 * up. Returns the names removed. (On a folder shared across machines, a write removed from under
 * another machine's writer only fails that write: its rename finds no file, which it logs.)
 */
export async function removeAbandonedWrites(file: string): Promise<string[]> {
  const dir = path.dirname(file);
  const prefix = `${path.basename(file)}.`;
  const names = await readdir(dir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    const pid = Number(/^(\d+)\.[0-9a-f]+\.tmp$/.exec(name.slice(prefix.length))?.[1]);
    if (!name.startsWith(prefix) || !pid || pid === process.pid || isRunning(pid)) continue;
    await rm(path.join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: running, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Why a snapshot file was not used (the caller logs it and builds from the database). */
export class SnapshotUnusable extends Error {}

/**
 * Reads a snapshot into a new working set (documents past the retention are dropped to facts,
 * as a build would). Undefined when there is no file; SnapshotUnusable when it does not check
 * out. `stopped` ends a read early (the service is closing).
 */
export async function readSnapshot(
  file: string,
  closedRetentionMs: number,
  stopped: () => boolean = () => false,
): Promise<LoadedSnapshot | undefined> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!handle) return undefined;
  try {
    const { trailer, trailerAt } = await readTrailer(handle);
    const count = Number(trailer.count);
    const factsEnd = MAGIC.length + Number(trailer.factsBytes);
    const docsEnd = factsEnd + Number(trailer.docsBytes);
    if (!(
      count >= 0 &&
      factsEnd >= MAGIC.length &&
      docsEnd >= factsEnd &&
      docsEnd + 4 * count === trailerAt
    ))
      throw new SnapshotUnusable('its parts do not add up');
    // The checksum covers the facts, the documents and their lengths, in the file's order; it
    // is checked once all are read, before the set is handed out.
    const hash = createHash('sha256');
    const factsJson = await readAt(handle, MAGIC.length, factsEnd - MAGIC.length);
    hash.update(factsJson);
    const lengths = await readAt(handle, docsEnd, 4 * count);
    await yieldToEventLoop();
    let facts: unknown;
    try {
      facts = JSON.parse(factsJson.toString('utf8'));
    } catch {
      throw new SnapshotUnusable('its facts are not JSON');
    }
    if (!Array.isArray(facts) || facts.length !== count)
      throw new SnapshotUnusable('its count does not match');
    await yieldToEventLoop();
    const builder = WorkingSet.builder(closedRetentionMs);
    // The documents are read DOCS_PER_READ_BYTES at a time, each read ending at a document's
    // end: the set copies each document it holds into a buffer of its own, so a piece read is
    // let go once passed, instead of the whole documents part (100 MB at 100,000 incidents)
    // staying allocated beside the copies until a full collection.
    const docsBytes = docsEnd - factsEnd;
    let offset = 0;
    let piece: Buffer = Buffer.alloc(0);
    let pieceAt = 0;
    for (let i = 0; i < count; i += 1) {
      // The parsed object becomes the entry's facts as it is (no copy per incident).
      const stored = facts[i] as EntryFacts;
      stored.id = idOf(stored.hex);
      const length = lengths.readUInt32LE(4 * i);
      let raw: Uint8Array | null = null;
      if (length > 0) {
        if (length < 5 || offset + length > docsBytes)
          throw new SnapshotUnusable('a broken record');
        if (offset + length > pieceAt + piece.length) {
          let end = offset;
          for (let j = i; j < count && end - offset < DOCS_PER_READ_BYTES; j += 1)
            end += lengths.readUInt32LE(4 * j);
          end = Math.min(end, docsBytes);
          piece = await readAt(handle, factsEnd + offset, end - offset);
          pieceAt = offset;
          hash.update(piece);
        }
        // Each document is a BSON document of exactly its length, inside the documents' part.
        const at = offset - pieceAt;
        if (piece.readInt32LE(at) !== length) throw new SnapshotUnusable('a broken record');
        raw = piece.subarray(at, at + length);
        offset += length;
      }
      builder.addFacts(stored, raw);
      if ((i + 1) % RECORDS_PER_CHUNK === 0) {
        if (stopped()) return undefined;
        await yieldToEventLoop();
      }
    }
    if (offset !== docsBytes) throw new SnapshotUnusable('its documents do not add up');
    hash.update(lengths);
    if (hash.digest('hex') !== trailer.sha256)
      throw new SnapshotUnusable('its records do not match its checksum');
    const set = await builder.finish();
    return { set, seq: Number(trailer.seq), at: trailer.at ?? null, count };
  } finally {
    await handle.close();
  }
}

function idOf(hex: unknown): ObjectId {
  if (typeof hex !== 'string' || !ObjectId.isValid(hex) || hex.length !== 24)
    throw new SnapshotUnusable('a broken record');
  return ObjectId.createFromHexString(hex);
}

/** `length` bytes of the file from `position`; a file shorter than that is cut short. */
/** A snapshot file's trailer (its position, counts and checksum), and where it starts. */
async function readTrailer(handle: FileHandle) {
  const size = (await handle.stat()).size;
  if (size < MAGIC.length + 4 || !(await readAt(handle, 0, MAGIC.length)).equals(MAGIC))
    throw new SnapshotUnusable('not a snapshot');
  const trailerLength = (await readAt(handle, size - 4, 4)).readUInt32LE(0);
  const trailerAt = size - 4 - trailerLength;
  if (trailerAt < MAGIC.length) throw new SnapshotUnusable('cut short');
  const trailer = decode(await readAt(handle, trailerAt, trailerLength), 0, trailerLength);
  if (trailer.format !== SNAPSHOT_FORMAT) throw new SnapshotUnusable('another format');
  return { trailer, trailerAt };
}

/**
 * Where a snapshot file stopped in the change log, from its trailer alone (two small reads);
 * undefined without a usable file. The whole read (readSnapshot) checks the rest.
 */
export async function readSnapshotPosition(file: string): Promise<SnapshotPosition | undefined> {
  const handle = await open(file, 'r').catch(() => undefined);
  if (!handle) return undefined;
  try {
    const { trailer } = await readTrailer(handle);
    return { seq: Number(trailer.seq), at: trailer.at ?? null };
  } catch {
    return undefined;
  } finally {
    await handle.close();
  }
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.allocUnsafe(length);
  let filled = 0;
  while (filled < length) {
    const { bytesRead } = await handle.read(buffer, filled, length - filled, position + filled);
    if (bytesRead === 0) throw new SnapshotUnusable('cut short');
    filled += bytesRead;
  }
  return buffer;
}

function decode(data: Buffer, start: number, end: number): BSON.Document {
  try {
    return BSON.deserialize(data.subarray(start, end));
  } catch {
    throw new SnapshotUnusable('a broken record');
  }
}
