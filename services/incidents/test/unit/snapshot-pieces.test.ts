// A snapshot's documents are read a few MB at a time (working-set-snapshot.ts), each piece
// checksummed in the file's order: a snapshot larger than one piece reads back whole, and a
// byte changed in a later piece is caught before the set is used.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BSON } from '@rescue/service-kit';
import { WorkingSet, rawDocumentOf } from '../../src/store/working-set';
import { readSnapshot, writeSnapshot } from '../../src/store/working-set-snapshot';
import { storedIncident } from '../stored-incident';

const RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** Well past the 4 MB a read takes: 3,000 documents of about 3 KB. */
const COUNT = 3000;

test('a snapshot of several pieces reads back every document; a byte changed in the last piece is refused', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'snapshot-pieces-'));
  try {
    const now = Date.now();
    const docs = Array.from({ length: COUNT }, (_, i) =>
      storedIncident({
        description: `Dog ${i} by the road, ${'seen limping near the bus stop. '.repeat(60)}`,
        createdAt: new Date(now - i * 60_000),
        updatedAt: new Date(now - i * 60_000),
      }),
    );
    const set = WorkingSet.of(docs, RETENTION_MS);
    const file = path.join(dir, 'working-set.snapshot');
    const { bytes } = await writeSnapshot(file, set.entriesNow(), { seq: 7, at: now });
    expect(bytes).toBeGreaterThan(2 * 4 * 1024 * 1024);

    const loaded = await readSnapshot(file, RETENTION_MS);
    expect(loaded).toMatchObject({ seq: 7, count: COUNT });
    for (const doc of docs) {
      const raw = rawDocumentOf(loaded!.set.get(doc._id.toHexString())!);
      expect(BSON.deserialize(raw!)).toEqual(BSON.deserialize(BSON.serialize(doc)));
    }

    // A byte of the last document's text, in the last piece, changed.
    const content = await readFile(file);
    const at = content.lastIndexOf(Buffer.from('Dog 2999 by the road'));
    expect(at).toBeGreaterThan(8 * 1024 * 1024);
    content[at] = 'H'.charCodeAt(0);
    await writeFile(file, content);
    await expect(readSnapshot(file, RETENTION_MS)).rejects.toThrow('checksum');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
