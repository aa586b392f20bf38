// A photo is read chunk by chunk by _id (issue 32): the embedded database answers an _id
// lookup from its index, while GridFS's own read (chunks by files_id) decoded every chunk of
// every photo stored, seconds for each read with 100 photos, holding the database meanwhile.
import { randomBytes } from 'node:crypto';
import { GridFSBucket, MongoClient, type CommandStartedEvent, type Db } from 'mongodb';
import { PhotoStore, chunkKey } from '../src/store/photos';

let mongo: MongoClient;
let db: Db;
const commands: CommandStartedEvent[] = [];

beforeAll(async () => {
  mongo = await MongoClient.connect(process.env.MONGO_URL!, { monitorCommands: true });
  mongo.on('commandStarted', (event) => commands.push(event));
  db = mongo.db(`photo_chunks_${randomBytes(5).toString('hex')}`);
});
afterAll(async () => {
  await db?.dropDatabase();
  await mongo?.close();
});

/** Bytes over three of GridFS's 255 KB chunks, each byte telling its place. */
const photoBytes = () => Buffer.from(Array.from({ length: 600 * 1024 + 7 }, (_, i) => i % 251));

async function readAll(store: PhotoStore, name: string, variant: 'full' | 'thumb') {
  const stored = (await store.open(name, variant))!;
  const parts: Buffer[] = [];
  for await (const part of stored.read()) parts.push(part as Buffer);
  return { stored, bytes: Buffer.concat(parts) };
}

test('a stored photo is read back whole, each chunk by its _id', async () => {
  const store = new PhotoStore(db);
  await store.ensureIndexes();
  const full = photoBytes();
  const thumbnail = Buffer.from('a small thumbnail');
  await store.save({ name: 'cat.jpg', contentType: 'image/jpeg', full, thumbnail }, 'a'.repeat(24));
  const file = await db.collection('photos.files').findOne({ 'metadata.variant': 'full' });
  const chunks = await db
    .collection('photos.chunks')
    .find({ files_id: file!._id })
    .sort({ n: 1 })
    .toArray();
  expect(chunks.map((chunk) => chunk._id)).toEqual([0, 1, 2].map((n) => chunkKey(file!._id, n)));

  commands.length = 0;
  const { stored, bytes } = await readAll(store, 'cat.jpg', 'full');
  expect(bytes.equals(full)).toBe(true);
  expect(stored).toMatchObject({
    length: full.length,
    contentType: 'image/jpeg',
    incidentId: 'a'.repeat(24),
  });
  const chunkReads = commands.filter((event) => event.command.find === 'photos.chunks');
  expect(chunkReads).toHaveLength(3);
  for (const read of chunkReads)
    expect(Object.keys(read.command.filter as object)).toEqual(['_id']);
  expect((await readAll(store, 'cat.jpg', 'thumb')).bytes.equals(thumbnail)).toBe(true);

  // Still GridFS: the driver's own reader reads it as well, and remove() takes both variants.
  const parts: Buffer[] = [];
  const bucket = new GridFSBucket(db, { bucketName: 'photos' });
  for await (const part of bucket.openDownloadStream(file!._id)) parts.push(part as Buffer);
  expect(Buffer.concat(parts).equals(full)).toBe(true);
  await store.remove('cat.jpg');
  expect(await db.collection('photos.files').countDocuments({ filename: 'cat.jpg' })).toBe(0);
  expect(await db.collection('photos.chunks').countDocuments({ files_id: file!._id })).toBe(0);
});

test('a photo stored by GridFS itself before (chunks not keyed) is still read', async () => {
  const bytes = photoBytes();
  const bucket = new GridFSBucket(db, { bucketName: 'photos' });
  await new Promise<void>((resolve, reject) => {
    const upload = bucket.openUploadStream('old.jpg', {
      metadata: { variant: 'full', contentType: 'image/jpeg' },
    });
    upload.once('finish', () => resolve());
    upload.once('error', reject);
    upload.end(bytes);
  });
  const read = await readAll(new PhotoStore(db), 'old.jpg', 'full');
  expect(read.bytes.equals(bytes)).toBe(true);
  expect(read.stored.incidentId).toBeUndefined();
});
