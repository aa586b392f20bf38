import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { BSON } from '@rescue/service-kit';
import type { IncidentDoc } from './incident-doc';
import { WorkingSet, type Entry } from './working-set';

/**
 * A working set on disk, with the change-log position it holds (replica.ts): a replica that
 * restarts loads it and applies the changes logged since, instead of reading every incident
 * from the embedded database again (55 s at 100,000 incidents, and a slow NGO list meanwhile).
 *
 * The file: MAGIC, one BSON record per incident ({d: document} while held whole, else
 * {f: its facts}), a BSON trailer ({format, seq, at, count, sha256 of the records}), and the
 * trailer's length in 4 bytes. It is written beside its final name and renamed into place,
 * so a reader sees a whole file or the previous one; a file that does not check out (cut
 * short, changed, another format) is ignored and the set is built from the database.
 *
 * Both directions work in chunks and yield to the event loop between them, so the process
 * keeps answering (its liveness probe included) while 100,000 incidents go by.
 */
const MAGIC = Buffer.from('RWSSNAP1');
/** Bump when Entry's facts change shape: an older file is then ignored, never misread. */
export const SNAPSHOT_FORMAT = 'rescue-working-set-1';
const RECORDS_PER_CHUNK = 1000;
const READ_CHUNK_BYTES = 1 << 20;

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

/** The facts of an entry whose document left memory, as stored (the document is not). */
type FactsRecord = Omit<Entry, 'doc'>;

/**
 * Writes `entries` (a copy of the set's order, taken in the replica's turn with `position`) to
 * `file`. Entries are not changed in place except for an evicted document, which is then
 * written as facts: equally right.
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
  try {
    await handle.write(MAGIC);
    bytes += MAGIC.length;
    for (let start = 0; start < entries.length; start += RECORDS_PER_CHUNK) {
      const chunk: Buffer[] = [];
      for (const entry of entries.slice(start, start + RECORDS_PER_CHUNK)) {
        chunk.push(BSON.serialize(recordOf(entry)) as Buffer);
      }
      const data = Buffer.concat(chunk);
      hash.update(data);
      await handle.write(data);
      bytes += data.length;
      await yieldToEventLoop();
    }
    const trailer = BSON.serialize({
      format: SNAPSHOT_FORMAT,
      seq: position.seq,
      at: position.at,
      count: entries.length,
      sha256: hash.digest('hex'),
    });
    const length = Buffer.alloc(4);
    length.writeUInt32LE(trailer.length);
    await handle.write(Buffer.concat([trailer, length]));
    bytes += trailer.length + 4;
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

function recordOf(entry: Entry): { d: IncidentDoc } | { f: FactsRecord } {
  if (entry.doc) return { d: entry.doc };
  const { doc: _held, ...facts } = entry;
  return { f: facts };
}

/** Why a snapshot file was not used (the caller logs it and builds from the database). */
export class SnapshotUnusable extends Error {}

/**
 * Reads a snapshot into a new working set (documents past the retention are held as facts,
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
    const { size } = await handle.stat();
    const readAt = async (position: number, length: number) => {
      if (position < 0 || length < 0 || position + length > size)
        throw new SnapshotUnusable('cut short');
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      if (bytesRead !== length) throw new SnapshotUnusable('cut short');
      return buffer;
    };
    if (!(await readAt(0, MAGIC.length)).equals(MAGIC))
      throw new SnapshotUnusable('not a snapshot');
    const trailerLength = (await readAt(size - 4, 4)).readUInt32LE();
    const trailerAt = size - 4 - trailerLength;
    if (trailerAt < MAGIC.length) throw new SnapshotUnusable('cut short');
    const trailer = deserializeOrRefuse(await readAt(trailerAt, trailerLength));
    if (trailer.format !== SNAPSHOT_FORMAT) throw new SnapshotUnusable('another format');
    const builder = WorkingSet.builder(closedRetentionMs);
    const hash = createHash('sha256');
    let count = 0;
    let pending = Buffer.alloc(0);
    for (let position = MAGIC.length; position < trailerAt;) {
      const chunk = await readAt(position, Math.min(READ_CHUNK_BYTES, trailerAt - position));
      position += chunk.length;
      hash.update(chunk);
      pending = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      let offset = 0;
      while (pending.length - offset >= 4) {
        const length = pending.readInt32LE(offset);
        if (length < 5) throw new SnapshotUnusable('a broken record');
        if (pending.length - offset < length) break;
        const record = deserializeOrRefuse(pending.subarray(offset, offset + length));
        offset += length;
        count += 1;
        if (record.d) builder.add(record.d as IncidentDoc);
        else if (record.f) builder.addFacts(record.f as FactsRecord);
        else throw new SnapshotUnusable('a broken record');
      }
      pending = pending.subarray(offset);
      if (stopped()) return undefined;
      await yieldToEventLoop();
    }
    if (pending.length > 0) throw new SnapshotUnusable('cut short');
    if (hash.digest('hex') !== trailer.sha256 || count !== trailer.count)
      throw new SnapshotUnusable('its records do not match its checksum');
    const set = await builder.finish();
    return { set, seq: Number(trailer.seq), at: trailer.at ?? null, count };
  } finally {
    await handle.close();
  }
}

function deserializeOrRefuse(buffer: Buffer): BSON.Document {
  try {
    return BSON.deserialize(buffer);
  } catch {
    throw new SnapshotUnusable('a broken record');
  }
}
