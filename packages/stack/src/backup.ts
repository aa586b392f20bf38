// Backups through the database's wire protocol: the same archive from the embedded FerretDB and
// from MongoDB, restorable into either. One gzip file of EJSON lines (canonical: dates, ObjectIds,
// binary photo chunks and number types survive): a header, then for each collection a line
// naming it and its indexes followed by one line per document, then a trailer with the counts.
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { BSON, MongoClient, type Db, type Document } from 'mongodb';
import { serviceDatabaseName } from '@rescue/contracts';
import { announceReload } from '@rescue/incidents';

const { EJSON } = BSON;

export const BACKUP_FORMAT = 'rescue-network-backup';
const FORMAT_VERSION = 1;
const SYSTEM_DATABASES = new Set(['admin', 'local', 'config']);
/** Documents per read and per insert on restore (an insert also stops at BATCH_BYTES: photos). */
const BATCH = 1000;
const BATCH_BYTES = 8 * 1024 * 1024;
const PROGRESS_EVERY_MS = 2000;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** Every write acknowledged before this moment is in the archive (see backup()). */
  startedAt: string;
  databases: string[];
}

interface CollectionLine {
  db: string;
  name: string;
  indexes: Document[];
}

interface Trailer {
  collections: number;
  documents: number;
  finishedAt: string;
}

export interface BackupSummary {
  file: string;
  startedAt: Date;
  collections: number;
  documents: number;
  bytes: number;
  seconds: number;
}

export type Progress = (line: string) => void;

/**
 * The services' databases, in the order they are read: what refers to another database's
 * documents first (a notification names an incident, a volunteer's case an incident, an
 * incident its reporter), so a
 * document written during the backup is never in the archive without what it refers to.
 */
export function serviceDatabases(env: NodeJS.ProcessEnv = process.env): string[] {
  return ['notifications', 'volunteer', 'docusign', 'incidents', 'auth'].map((service) =>
    serviceDatabaseName(service, env),
  );
}

/** Every database but the server's own, services' first in their order (above). */
async function databasesToSave(client: MongoClient, only?: string[]): Promise<string[]> {
  if (only?.length) return only;
  const listed = (await client.db('admin').admin().listDatabases({ nameOnly: true })).databases
    .map((d) => d.name)
    .filter((name) => !SYSTEM_DATABASES.has(name));
  const order = serviceDatabases();
  return [
    ...order.filter((name) => listed.includes(name)),
    ...listed.filter((name) => !order.includes(name)).sort(),
  ];
}

/**
 * A bucket's photos after the documents naming them (a report's photo is stored before the
 * report), and a bucket's files before its chunks (GridFS writes the chunks first): a report in
 * the archive has its photo, and a photo all its bytes.
 */
function collectionOrder(name: string): number {
  if (name.endsWith('.chunks')) return 2;
  if (name.endsWith('.files')) return 1;
  return 0;
}

async function collectionsOf(db: Db): Promise<string[]> {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((c) => c.name)
    .filter((name) => !name.startsWith('system.'));
  return names.sort((a, b) => collectionOrder(a) - collectionOrder(b) || a.localeCompare(b));
}

/** Writes a line, waiting when gzip's buffer is full (the archive can be large). */
async function writeLine(out: NodeJS.WritableStream, value: unknown): Promise<void> {
  if (!out.write(`${EJSON.stringify(value as Document, { relaxed: false })}\n`))
    await once(out, 'drain');
}

/**
 * Backs up every database (or `databases`) into one gzip archive at `file`, while the app runs.
 *
 * What "consistent" means here: every write acknowledged before the backup started is in the
 * archive (or a later version of that document). Neither FerretDB nor a standalone MongoDB
 * offers a point-in-time read across collections, so a document written during the backup may
 * or may not be in it; the order above keeps each one that is with what it refers to.
 * The archive is written beside `file` and renamed into place only when complete (mode 0600:
 * it holds people's contact details).
 */
export async function backup(options: {
  mongoUrl: string;
  file: string;
  databases?: string[];
  progress?: Progress;
}): Promise<BackupSummary> {
  const progress = options.progress ?? (() => undefined);
  const client = await MongoClient.connect(options.mongoUrl);
  const partial = `${options.file}.partial`;
  mkdirSync(path.dirname(options.file), { recursive: true, mode: 0o700 });
  // Level 1: photos (most of the bytes) do not compress, and the text compresses well enough.
  const gzip = createGzip({ level: 1 });
  const sink = createWriteStream(partial, { mode: 0o600 });
  const written = new Promise<void>((resolve, reject) => {
    sink.once('finish', resolve);
    sink.once('error', reject);
    gzip.once('error', reject);
  });
  written.catch(() => undefined);
  gzip.pipe(sink);
  const started = performance.now();
  try {
    const databases = await databasesToSave(client, options.databases);
    const startedAt = new Date();
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: FORMAT_VERSION,
      startedAt: startedAt.toISOString(),
      databases,
    };
    await writeLine(gzip, header);
    progress(`Backup started at ${header.startedAt}: ${databases.join(', ')}`);
    let documents = 0;
    let collections = 0;
    for (const name of databases) {
      const db = client.db(name);
      for (const collection of await collectionsOf(db)) {
        const source = db.collection(collection);
        const indexes = (await source.indexes()).filter((index) => index.name !== '_id_');
        const line: CollectionLine = { db: name, name: collection, indexes };
        await writeLine(gzip, { collection: line });
        const total = await source.estimatedDocumentCount();
        let count = 0;
        const collectionStarted = performance.now();
        let reported = collectionStarted;
        for await (const doc of source.find({}, { batchSize: BATCH })) {
          await writeLine(gzip, { d: doc });
          count += 1;
          if (performance.now() - reported > PROGRESS_EVERY_MS) {
            reported = performance.now();
            progress(`  ${name}.${collection} ${count}/${total}`);
          }
        }
        const took = (performance.now() - collectionStarted) / 1000;
        if (took > 1) progress(`  ${name}.${collection}: ${count} documents, ${took.toFixed(1)} s`);
        documents += count;
        collections += 1;
      }
    }
    const trailer: Trailer = { collections, documents, finishedAt: new Date().toISOString() };
    await writeLine(gzip, { end: trailer });
    gzip.end();
    await written;
    renameSync(partial, options.file);
    const bytes = sink.bytesWritten;
    const seconds = (performance.now() - started) / 1000;
    progress(
      `Backup done: ${documents} documents in ${collections} collections, ${(bytes / 1e6).toFixed(1)} MB, ${seconds.toFixed(1)} s: ${options.file}`,
    );
    return { file: options.file, startedAt, collections, documents, bytes, seconds };
  } catch (error) {
    gzip.destroy();
    sink.destroy();
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.close();
  }
}

type ArchiveLine =
  | ({ kind: 'header' } & BackupHeader)
  | ({ kind: 'collection' } & CollectionLine)
  | { kind: 'document'; doc: Document; bytes: number }
  | ({ kind: 'end' } & Trailer);

/** The archive's lines, parsed; throws on anything that is not one. */
async function* readArchive(file: string): AsyncGenerator<ArchiveLine> {
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  let first = true;
  for await (const text of lines) {
    if (!text) continue;
    // Documents keep their exact types (a double stays a double); the archive's own lines are
    // read as plain numbers.
    const value = EJSON.parse(text, { relaxed: !text.startsWith('{"d":') }) as Document;
    if (first) {
      first = false;
      if (value.format !== BACKUP_FORMAT || value.version !== FORMAT_VERSION)
        throw new RestoreError(
          `${file} is not a Rescue Network backup (version ${FORMAT_VERSION})`,
        );
      yield { kind: 'header', ...(value as BackupHeader) };
    } else if (value.d) yield { kind: 'document', doc: value.d as Document, bytes: text.length };
    else if (value.collection)
      yield { kind: 'collection', ...(value.collection as CollectionLine) };
    else if (value.end) yield { kind: 'end', ...(value.end as Trailer) };
    else throw new RestoreError(`${file}: a line that is not part of a backup`);
  }
}

/** A restore that must not go on (the message says why and what to do). */
export class RestoreError extends Error {}

/** Reads the whole archive once before anything is written: a truncated file restores nothing. */
async function checkArchive(file: string): Promise<{ header: BackupHeader; trailer: Trailer }> {
  let header: BackupHeader | undefined;
  let trailer: Trailer | undefined;
  let documents = 0;
  try {
    for await (const line of readArchive(file)) {
      if (line.kind === 'header') header = line;
      else if (line.kind === 'document') documents += 1;
      else if (line.kind === 'end') trailer = line;
    }
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`${file} cannot be read: ${(error as Error).message}`);
  }
  if (!header) throw new RestoreError(`${file} is empty`);
  if (!trailer || trailer.documents !== documents)
    throw new RestoreError(`${file} is incomplete (the backup did not finish): nothing restored`);
  return { header, trailer };
}

/** Collections of the archive's databases that hold documents already. */
async function nonEmpty(client: MongoClient, databases: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const name of databases) {
    for (const collection of await collectionsOf(client.db(name))) {
      const count = await client.db(name).collection(collection).estimatedDocumentCount();
      if (count > 0) found.push(`${name}.${collection} (${count})`);
    }
  }
  return found;
}

export interface RestoreSummary {
  collections: number;
  documents: number;
  seconds: number;
  /** When the archive's backup started: what it holds is everything acknowledged before. */
  backupStartedAt: string;
}

/**
 * Restores an archive into the server at `mongoUrl`. Refuses a database that holds documents
 * unless `replace` (then that database's collections are dropped first). Indexes are made after
 * the documents; one the server cannot make is reported (each service makes its own at start).
 */
export async function restore(options: {
  mongoUrl: string;
  file: string;
  replace?: boolean;
  progress?: Progress;
}): Promise<RestoreSummary> {
  const progress = options.progress ?? (() => undefined);
  const started = performance.now();
  const { header, trailer } = await checkArchive(options.file);
  progress(
    `Restoring the backup of ${header.startedAt} (${trailer.documents} documents in ${trailer.collections} collections)`,
  );
  const client = await MongoClient.connect(options.mongoUrl);
  try {
    const occupied = await nonEmpty(client, header.databases);
    if (occupied.length && !options.replace)
      throw new RestoreError(
        `The database is not empty: ${occupied.slice(0, 5).join(', ')}${occupied.length > 5 ? ', ...' : ''}. ` +
          'Restore into an empty database (a fresh DATA_DIR), or pass --force to replace what is there.',
      );
    if (options.replace) {
      for (const name of header.databases) {
        for (const collection of await collectionsOf(client.db(name)))
          await client.db(name).dropCollection(collection);
      }
      if (occupied.length) progress(`  replaced: ${occupied.join(', ')}`);
    }

    let current: CollectionLine | undefined;
    let batch: Document[] = [];
    let batchBytes = 0;
    let count = 0;
    let documents = 0;
    let collectionStarted = performance.now();
    let reported = collectionStarted;
    const flush = async () => {
      if (!current || !batch.length) return;
      await client.db(current.db).collection(current.name).insertMany(batch, { ordered: false });
      count += batch.length;
      documents += batch.length;
      batch = [];
      batchBytes = 0;
      if (performance.now() - reported > PROGRESS_EVERY_MS) {
        reported = performance.now();
        progress(`  ${current.db}.${current.name} ${count} documents`);
      }
    };
    const finish = async () => {
      await flush();
      if (!current) return;
      const target = client.db(current.db).collection(current.name);
      if (count === 0)
        await client
          .db(current.db)
          .createCollection(current.name)
          .catch(() => {});
      for (const { key, v: _v, ns: _ns, ...indexOptions } of current.indexes) {
        await target
          .createIndex(key as Document, indexOptions)
          .catch((error: unknown) =>
            progress(
              `  index ${String(indexOptions.name)} of ${current!.db}.${current!.name} not made (${(error as Error).message}); its service makes it at start`,
            ),
          );
      }
      const took = (performance.now() - collectionStarted) / 1000;
      if (took > 1)
        progress(`  ${current.db}.${current.name}: ${count} documents, ${took.toFixed(1)} s`);
    };
    for await (const line of readArchive(options.file)) {
      if (line.kind === 'collection') {
        await finish();
        current = { db: line.db, name: line.name, indexes: line.indexes };
        count = 0;
        collectionStarted = performance.now();
        reported = collectionStarted;
      } else if (line.kind === 'document') {
        batch.push(line.doc);
        batchBytes += line.bytes;
        if (batch.length >= BATCH || batchBytes >= BATCH_BYTES) await flush();
      }
    }
    await finish();
    // Written behind the incidents service's back: a running one reads its data again.
    const incidents = serviceDatabases()[2]!;
    if (header.databases.includes(incidents)) await announceReload(client.db(incidents));
    const seconds = (performance.now() - started) / 1000;
    progress(`Restore done: ${documents} documents, ${seconds.toFixed(1)} s`);
    return {
      collections: trailer.collections,
      documents,
      seconds,
      backupStartedAt: header.startedAt,
    };
  } finally {
    await client.close();
  }
}
