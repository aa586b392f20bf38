import { Readable } from 'node:stream';
import { GridFSBucket, ObjectId, type Collection, type Db } from '@rescue/service-kit';
import type { IncidentDoc } from './incident-doc';

/** A checked, re-encoded photo and its thumbnail, as stored (domain/photo.ts makes it). */
export interface PreparedPhoto {
  name: string;
  contentType: string;
  full: Buffer;
  thumbnail: Buffer;
}

export type PhotoVariant = 'full' | 'thumb';

interface PhotoMetadata {
  variant: PhotoVariant;
  contentType: string;
  /** The incident the photo belongs to (absent on photos stored before it was kept). */
  incidentId?: string;
  /** Its chunks' _ids are chunkKey(file, n): read one by one by key (absent: older photos). */
  keyedChunks?: boolean;
}

/** GridFS's default chunk size: a photo's chunks as the driver's own writer would cut them. */
const CHUNK_BYTES = 255 * 1024;

interface ChunkDoc {
  _id: string | ObjectId;
  files_id: ObjectId;
  n: number;
  data: Buffer;
}

interface FileDoc {
  _id: ObjectId;
  length: number;
  chunkSize: number;
  uploadDate: Date;
  filename: string;
  metadata: PhotoMetadata;
}

/** A keyed chunk's _id: the file's id and the chunk's number. */
export const chunkKey = (fileId: ObjectId, n: number): string => `${fileId.toHexString()}:${n}`;

export interface StoredPhoto {
  /** Opens the bytes: called only once the route decided to serve them. */
  read: () => Readable;
  length: number;
  contentType: string;
  /** Whose photo it is: serving it follows the incident's moderation (routes/public.ts). */
  incidentId: string | undefined;
}

/**
 * Photos live in this service's own database (GridFS bucket "photos"), so they survive
 * restarts and move with its backups. A photo and its thumbnail share the file name.
 *
 * Each chunk's _id names its file and number (chunkKey), and a photo is read chunk by chunk
 * by _id: the embedded FerretDB answers an _id lookup from its index, but GridFS's own read
 * (chunks by files_id, sorted by n) decoded every chunk of every photo, 2 to 5 s for each
 * photo read with 100 photos stored, holding the database meanwhile (measured in the bench's
 * restart, issue 32). The layout stays GridFS's: any GridFS reader reads these photos too.
 */
export class PhotoStore {
  private readonly bucket: GridFSBucket;
  private readonly files: Collection<FileDoc>;
  private readonly chunks: Collection<ChunkDoc>;

  constructor(db: Db) {
    this.bucket = new GridFSBucket(db, { bucketName: 'photos' });
    this.files = db.collection<FileDoc>('photos.files');
    this.chunks = db.collection<ChunkDoc>('photos.chunks');
  }

  /** GridFS's indexes, which its own writer made on its first write (MongoDB's reads and deletes use them). */
  async ensureIndexes(): Promise<void> {
    const existing = await this.chunks
      .listIndexes()
      .toArray()
      .catch(() => []); // no collection yet
    if (!existing.some((index) => index.name === 'files_id_1_n_1'))
      await this.chunks.createIndex({ files_id: 1, n: 1 }, { unique: true });
    const files = await this.files
      .listIndexes()
      .toArray()
      .catch(() => []);
    if (!files.some((index) => index.name === 'filename_1_uploadDate_1'))
      await this.files.createIndex({ filename: 1, uploadDate: 1 });
  }

  /** Stores both variants, naming the incident (a report's or a reporter's later photo). */
  async save(photo: PreparedPhoto, incidentId: string): Promise<void> {
    try {
      await this.upload(photo.name, photo.full, {
        variant: 'full',
        contentType: photo.contentType,
        incidentId,
      });
      await this.upload(photo.name, photo.thumbnail, {
        variant: 'thumb',
        contentType: photo.contentType,
        incidentId,
      });
    } catch (error) {
      await this.remove(photo.name);
      throw error;
    }
  }

  async open(name: string, variant: PhotoVariant): Promise<StoredPhoto | undefined> {
    const [file] = await this.bucket
      .find({ filename: name, 'metadata.variant': variant })
      .limit(1)
      .toArray();
    if (!file) return undefined;
    const metadata = file.metadata as PhotoMetadata | undefined;
    const chunkCount = Math.ceil(file.length / file.chunkSize);
    return {
      read: () =>
        metadata?.keyedChunks
          ? Readable.from(this.keyedChunks(file._id, chunkCount))
          : this.bucket.openDownloadStream(file._id),
      length: file.length,
      contentType: metadata?.contentType ?? 'application/octet-stream',
      incidentId: metadata?.incidentId,
    };
  }

  /**
   * Names the incident on photos stored before photos kept it, once: serving one then reads
   * its incident by id instead of searching for it. Returns how many photo names it named.
   */
  async nameTheirIncidents(db: Db): Promise<number> {
    const files = db.collection('photos.files');
    const unnamed = { 'metadata.incidentId': { $exists: false } };
    if ((await files.countDocuments(unnamed, { limit: 1 })) === 0) return 0;
    let named = 0;
    const incidents = db
      .collection<IncidentDoc>('incidents')
      .find({}, { projection: { 'animalInfo.photo': 1, 'history.photo': 1 } });
    for await (const doc of incidents) {
      const names = [doc.animalInfo?.photo, ...(doc.history ?? []).map((event) => event.photo)];
      const photos = names.filter((name): name is string => typeof name === 'string');
      if (photos.length === 0) continue;
      const { modifiedCount } = await files.updateMany(
        { filename: { $in: photos }, ...unnamed },
        { $set: { 'metadata.incidentId': doc._id.toHexString() } },
      );
      if (modifiedCount > 0) named += photos.length;
    }
    return named;
  }

  /** Removes both variants (used when the report that carried the photo is not stored). */
  async remove(name: string): Promise<void> {
    const files = await this.bucket.find({ filename: name }).toArray();
    await Promise.all(files.map((file) => this.bucket.delete(file._id)));
  }

  /** A keyed photo's chunks in order, each read by its _id. */
  private async *keyedChunks(fileId: ObjectId, count: number): AsyncGenerator<Buffer> {
    for (let n = 0; n < count; n += 1) {
      const chunk = await this.chunks.findOne({ _id: chunkKey(fileId, n) });
      if (!chunk) throw new Error(`photo chunk ${n} of ${count} is missing`);
      yield Buffer.from(chunk.data.buffer);
    }
  }

  /**
   * One variant as GridFS stores it, its chunks keyed (chunkKey): the chunks first, then the
   * file document that makes it visible, as GridFS's own writer does.
   */
  private async upload(name: string, bytes: Buffer, metadata: PhotoMetadata): Promise<void> {
    const fileId = new ObjectId();
    try {
      for (let n = 0; n * CHUNK_BYTES < bytes.length; n += 1) {
        await this.chunks.insertOne({
          _id: chunkKey(fileId, n),
          files_id: fileId,
          n,
          data: bytes.subarray(n * CHUNK_BYTES, (n + 1) * CHUNK_BYTES),
        });
      }
      await this.files.insertOne({
        _id: fileId,
        length: bytes.length,
        chunkSize: CHUNK_BYTES,
        uploadDate: new Date(),
        filename: name,
        metadata: { ...metadata, keyedChunks: true },
      });
    } catch (error) {
      // The file document was never written: nothing else names these chunks.
      await this.chunks.deleteMany({ files_id: fileId }).catch(() => undefined);
      throw error;
    }
  }
}
