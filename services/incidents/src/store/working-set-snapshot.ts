import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { BSON } from '@rescue/service-kit';
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
 * The file: MAGIC, then per incident its facts as a BSON document ({...facts, held}) followed,
 * when `held`, by its document's BSON exactly as the database gave it; then a BSON trailer
 * ({format, seq, at, count, sha256 of the records}) and the trailer's length in 4 bytes. It
 * is written beside its final name and renamed into place, so a reader sees a whole file or
 * the previous one; a file that does not check out (cut short, changed, another format) is
 * ignored and the set is built from the database.
 *
 * Loading decodes only the facts: each document stays the file's bytes until a read decodes
 * it (working-set.ts), which is what makes a restart at 100,000 incidents take seconds. Both
 * directions work in chunks and yield to the event loop between them, so the process keeps
 * answering (its liveness probe included) meanwhile.
 */
const MAGIC = Buffer.from('RWSSNAP2');
/** Bump when Entry's facts change shape: an older file is then ignored, never misread. */
export const SNAPSHOT_FORMAT = 'rescue-working-set-2';
const RECORDS_PER_CHUNK = 2000;

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
      const chunk: Uint8Array[] = [];
      for (const entry of entries.slice(start, start + RECORDS_PER_CHUNK)) {
        const held = holdsDocument(entry);
        chunk.push(BSON.serialize({ ...factsOfEntry(entry), held }));
        if (held) chunk.push(rawDocumentOf(entry) ?? BSON.serialize(entry.doc!));
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
  const data = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!data) return undefined;
  if (data.length < MAGIC.length + 4 || !data.subarray(0, MAGIC.length).equals(MAGIC))
    throw new SnapshotUnusable('not a snapshot');
  const trailerLength = data.readUInt32LE(data.length - 4);
  const trailerAt = data.length - 4 - trailerLength;
  if (trailerAt < MAGIC.length) throw new SnapshotUnusable('cut short');
  const trailer = decode(data, trailerAt, data.length - 4);
  if (trailer.format !== SNAPSHOT_FORMAT) throw new SnapshotUnusable('another format');
  const records = data.subarray(MAGIC.length, trailerAt);
  if (createHash('sha256').update(records).digest('hex') !== trailer.sha256)
    throw new SnapshotUnusable('its records do not match its checksum');
  await yieldToEventLoop();
  const builder = WorkingSet.builder(closedRetentionMs);
  let count = 0;
  for (let offset = MAGIC.length; offset < trailerAt;) {
    const factsEnd = offset + lengthAt(data, offset, trailerAt);
    const facts = decode(data, offset, factsEnd) as EntryFacts & { held: boolean };
    offset = factsEnd;
    let raw: Uint8Array | null = null;
    if (facts.held) {
      const docEnd = offset + lengthAt(data, offset, trailerAt);
      raw = data.subarray(offset, docEnd);
      offset = docEnd;
    }
    const { held: _held, ...entryFacts } = facts;
    builder.addFacts(entryFacts, raw);
    if ((count += 1) % RECORDS_PER_CHUNK === 0) {
      if (stopped()) return undefined;
      await yieldToEventLoop();
    }
  }
  if (count !== trailer.count) throw new SnapshotUnusable('its count does not match');
  const set = await builder.finish();
  return { set, seq: Number(trailer.seq), at: trailer.at ?? null, count };
}

/** The length of the BSON document at `offset`, checked to end by `end`. */
function lengthAt(data: Buffer, offset: number, end: number): number {
  if (end - offset < 5) throw new SnapshotUnusable('a broken record');
  const length = data.readInt32LE(offset);
  if (length < 5 || offset + length > end) throw new SnapshotUnusable('a broken record');
  return length;
}

function decode(data: Buffer, start: number, end: number): BSON.Document {
  try {
    return BSON.deserialize(data.subarray(start, end));
  } catch {
    throw new SnapshotUnusable('a broken record');
  }
}
