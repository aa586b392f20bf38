// Each document the working set holds as BSON is in a buffer of its own (issue 32's memory):
// held as a view into a larger buffer (BSON.serialize's 8 KiB pool, a database reply's
// batch, the snapshot's documents), one incident kept all of that buffer alive.
import { BSON } from '@rescue/service-kit';
import { WorkingSet, rawDocumentOf } from '../../src/store/working-set';
import { storedIncident } from '../stored-incident';

const RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

function heldBytes(set: WorkingSet, hex: string): Uint8Array {
  const raw = rawDocumentOf(set.get(hex)!);
  if (!raw) throw new Error(`${hex} is not held as bytes`);
  return raw;
}

test('a document a write puts is held in exactly its own bytes, not in a pooled block', () => {
  const set = WorkingSet.of([], RETENTION_MS);
  const doc = storedIncident({ createdAt: new Date(), updatedAt: new Date() });
  set.put(doc);
  const raw = heldBytes(set, doc._id.toHexString());
  expect(raw.buffer.byteLength).toBe(raw.byteLength);
  expect(BSON.deserialize(raw)._id.toHexString()).toBe(doc._id.toHexString());
});

test("a document read as part of a larger reply keeps none of the reply's other bytes", () => {
  const docs = [1, 2, 3].map(() =>
    storedIncident({ createdAt: new Date(), updatedAt: new Date() }),
  );
  // As a database reply hands them: views into one buffer holding the whole batch.
  const parts = docs.map((doc) => BSON.serialize(doc));
  const reply = new Uint8Array(parts.reduce((n, part) => n + part.byteLength, 0));
  const views: Uint8Array[] = [];
  let offset = 0;
  for (const part of parts) {
    reply.set(part, offset);
    views.push(reply.subarray(offset, offset + part.byteLength));
    offset += part.byteLength;
  }
  const builder = WorkingSet.builder(RETENTION_MS);
  for (const view of views) builder.addRaw(view);
  const set = builder.finishNow();
  docs.forEach((doc, i) => {
    const raw = heldBytes(set, doc._id.toHexString());
    expect(raw.buffer).not.toBe(reply.buffer);
    expect(raw.byteLength).toBe(parts[i]!.byteLength);
    expect(raw.buffer.byteLength).toBe(raw.byteLength);
  });
});
