import type { Readable } from 'node:stream';
import { GridFSBucket, type Db } from '@rescue/service-kit';
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
}

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
 */
export class PhotoStore {
  private readonly bucket: GridFSBucket;

  constructor(db: Db) {
    this.bucket = new GridFSBucket(db, { bucketName: 'photos' });
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
    return {
      read: () => this.bucket.openDownloadStream(file._id),
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

  private upload(name: string, bytes: Buffer, metadata: PhotoMetadata): Promise<void> {
    return new Promise((resolve, reject) => {
      const stream = this.bucket.openUploadStream(name, { metadata });
      stream.once('finish', () => resolve());
      stream.once('error', reject);
      stream.end(bytes);
    });
  }
}
