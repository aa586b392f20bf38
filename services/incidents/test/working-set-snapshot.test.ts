// The working set's snapshot (issue 32): a replica writes its set to a file with its place in
// the change log, and a replica that starts reads the file, applies the changes logged since,
// and serves from memory without reading every incident from the database. A file that does
// not check out (cut, changed, another database's, older than the log) is ignored and the
// set is built from the database as before. On the real embedded database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BSON, MongoClient, ObjectId, type Db } from 'mongodb';
import type { Logger } from '@rescue/service-kit';
import { waitFor } from '@rescue/testkit/wait';
import { ChangeLog, changeKey, COLLECTION } from '../src/store/change-log';
import type { IncidentDoc } from '../src/store/incident-doc';
import { WorkingSetReplica } from '../src/store/replica';
import { readSnapshot } from '../src/store/working-set-snapshot';

const DAY = 24 * 60 * 60 * 1000;
const RETENTION = 30 * DAY;

let mongo: MongoClient;
let dir: string;
const replicas: WorkingSetReplica[] = [];
const databases: Db[] = [];

beforeAll(async () => {
  mongo = await MongoClient.connect(process.env.MONGO_URL!);
  dir = mkdtempSync(path.join(os.tmpdir(), 'snapshot-test-'));
});
afterAll(async () => {
  for (const replica of replicas) replica.stop();
  for (const db of databases) await db.dropDatabase();
  await mongo?.close();
  rmSync(dir, { recursive: true, force: true });
});

function database(): Db {
  const db = mongo.db(`snap_${randomBytes(5).toString('hex')}`);
  databases.push(db);
  return db;
}

/** An incident as a report stores it; `closedDaysAgo` makes it resolved that long ago. */
function incident(n: number, closedDaysAgo?: number): IncidentDoc {
  const createdAt = new Date(Date.now() - (closedDaysAgo ?? 0) * DAY - (1000 - n) * 60_000);
  const actor = { id: 'e'.repeat(24), role: 'user' as const, name: 'Asha Rao' };
  const resolved = closedDaysAgo !== undefined;
  return {
    _id: new ObjectId(),
    description: `Dog ${n} limping near the market`,
    status: resolved ? 'resolved' : 'pending',
    city: n % 2 ? 'Pune' : 'Mumbai',
    createdAt,
    updatedAt: createdAt,
    location: {
      type: 'Point',
      coordinates: [73.85, 18.52],
      address: `${n} Market Road`,
      lat: 18.52,
      lng: 73.85,
      approximate: true,
      accuracyMeters: null,
    },
    animalInfo: {
      description: 'Brown dog',
      type: 'Dog',
      photo: null,
      aiSeverityAssessment: { score: (n % 10) + 1, category: 'MODERATE', assessmentDetails: 'x' },
    },
    reporterInfo: { name: 'Asha', contactNumber: '', email: '', preferredContactMethod: 'email' },
    reportedBy: 'e'.repeat(24),
    volunteerActivity: null,
    assignedNGO: null,
    history: [
      {
        id: new ObjectId().toHexString(),
        type: 'reported',
        at: createdAt,
        actor,
        from: null,
        to: null,
        note: null,
        reason: null,
      },
      ...(resolved
        ? [
            {
              id: new ObjectId().toHexString(),
              type: 'status_changed' as const,
              at: createdAt,
              actor: { id: 'f'.repeat(24), role: 'ngo' as const, name: 'Paws' },
              from: 'pending' as const,
              to: 'resolved' as const,
              note: null,
              reason: 'released' as const,
            },
          ]
        : []),
    ],
  };
}

/** A logger that keeps the warnings (why a snapshot was not used). */
function quietLogger(warnings: string[]): Logger {
  const none = () => undefined;
  return {
    info: none,
    debug: none,
    error: none,
    warn: (_: unknown, msg: string) => warnings.push(msg),
  } as unknown as Logger;
}

async function startReplica(
  db: Db,
  snapshotFile: string,
  warnings: string[] = [],
  snapshotAfterChanges?: number,
) {
  const replica = new WorkingSetReplica(
    db.collection<IncidentDoc>('incidents'),
    new ChangeLog(db),
    {
      closedRetentionMs: RETENTION,
      snapshotFile,
      // Only on demand (snapshotNow) or after snapshotAfterChanges: the test says when.
      snapshotEveryMs: 60 * 60_000,
      snapshotAfterChanges,
      // The write a build makes by itself must not hold back the one after the changes.
      snapshotMinGapMs: 0,
      logger: quietLogger(warnings),
    },
  );
  replicas.push(replica);
  await replica.start();
  // A build from the database writes a snapshot by itself: wait for that too.
  await waitFor(
    () => {
      const status = replica.status();
      return status.state === 'warm' && (status.source === 'snapshot' || status.snapshot);
    },
    { what: 'the working set', timeoutMs: 20_000 },
  );
  return replica;
}

/** Incidents in the database, and a first replica that built from it and wrote its snapshot. */
async function seeded(name: string, open = 40, closedLongAgo = 5) {
  const db = database();
  const docs = [
    ...Array.from({ length: open }, (_, i) => incident(i)),
    ...Array.from({ length: closedLongAgo }, (_, i) => incident(open + i, 60)),
  ];
  await db.collection<IncidentDoc>('incidents').insertMany(docs);
  const file = path.join(dir, `${name}.snapshot`);
  const first = await startReplica(db, file);
  // A change in the log, so the snapshot's position names one.
  const changed = { ...docs[0]!, status: 'in progress' as const, updatedAt: new Date() };
  await db.collection<IncidentDoc>('incidents').replaceOne({ _id: changed._id }, changed);
  await first.publish(changed, { op: 'update' });
  await first.snapshotNow();
  expect(first.status()).toMatchObject({ source: 'database', snapshot: { seq: 1 } });
  return { db, docs, file, first };
}

const listOf = async (replica: WorkingSetReplica) =>
  (await replica.read())!.page({}, 100).map((e) => [e.hex, e.status, e.doc?.description ?? null]);

test('a replica that starts reads the snapshot, not the database, and holds the same set', async () => {
  const { db, file, first } = await seeded('same');
  const second = await startReplica(db, file);
  expect(second.status()).toMatchObject({
    source: 'snapshot',
    state: 'warm',
    seq: 1,
    incidents: 45,
  });
  expect(await listOf(second)).toEqual(await listOf(first));
  // Cases closed past the retention come back as facts only, as a build keeps them.
  expect(second.status().residentDocuments).toBe(first.status().residentDocuments);
  expect(second.status().residentDocuments).toBe(40);
});

test('changes logged after the snapshot are applied from the log on start', async () => {
  const { db, docs, file, first } = await seeded('catch-up');
  // Two writes after the snapshot: one changed incident, one new.
  const resolved = { ...docs[1]!, status: 'resolved' as const, updatedAt: new Date() };
  await db.collection<IncidentDoc>('incidents').replaceOne({ _id: resolved._id }, resolved);
  await first.publish(resolved, { op: 'update' });
  const fresh = incident(999);
  await db.collection<IncidentDoc>('incidents').insertOne(fresh);
  await first.publish(fresh, { op: 'insert' });

  const second = await startReplica(db, file);
  expect(second.status()).toMatchObject({ source: 'snapshot', seq: 3, incidents: 46 });
  const set = (await second.read())!;
  expect(set.get(resolved._id.toHexString())?.status).toBe('resolved');
  expect(set.get(fresh._id.toHexString())?.doc?.description).toBe(fresh.description);
  expect(await listOf(second)).toEqual(await listOf(first));
});

test('a replica writes its snapshot once enough changes pile up, not only on its timer', async () => {
  const { db, docs, file } = await seeded('by-count');
  const busy = await startReplica(db, file, [], 20);
  // 25 changes after the snapshot it started from (seq 1), as a busy service logs them.
  const incidents = db.collection<IncidentDoc>('incidents');
  for (let i = 0; i < 25; i += 1) {
    const changed = { ...docs[2 + (i % 10)]!, description: `Changed ${i}`, updatedAt: new Date() };
    await incidents.replaceOne({ _id: changed._id }, changed);
    await busy.publish(changed, { op: 'update' });
  }
  // Its timer is an hour: only the count can have written it.
  await waitFor(() => (busy.status().snapshot?.seq ?? 0) >= 21, {
    what: 'a snapshot after 20 changes',
    timeoutMs: 20_000,
  });
  await busy.snapshotWritten();
  // A replica that starts now applies only the changes since that snapshot.
  const next = await startReplica(db, file);
  expect(next.status()).toMatchObject({ source: 'snapshot', seq: 26 });
  expect(next.status().lastBuildCatchUp!.changes).toBeLessThanOrEqual(5);
  expect(await listOf(next)).toEqual(await listOf(busy));
});

/**
 * `bytes` as the snapshot file is unusable: reading it throws, and a replica that starts builds
 * its set from the database, says so, and holds what `seed.first` holds (`name` labels a miss).
 */
async function expectUnusable(
  seed: Awaited<ReturnType<typeof seeded>>,
  name: string,
  bytes: Buffer,
): Promise<void> {
  writeFileSync(seed.file, bytes);
  await expect(readSnapshot(seed.file, RETENTION)).rejects.toThrow();
  const warnings: string[] = [];
  const replica = await startReplica(seed.db, seed.file, warnings);
  expect({ name, source: replica.status().source }).toEqual({ name, source: 'database' });
  expect(warnings).toEqual(['working set snapshot unusable; reading the database']);
  expect(await listOf(replica)).toEqual(await listOf(seed.first));
  replica.stop();
}

test('a snapshot cut short or changed is ignored: the set is built from the database', async () => {
  const seed = await seeded('corrupt');
  const { file } = seed;
  const whole = readFileSync(file);
  const changed = Buffer.from(whole);
  changed[Math.floor(whole.length / 2)]! ^= 0xff;
  for (const [name, bytes] of [
    ['changed', changed],
    ['cut', whole.subarray(0, Math.floor(whole.length * 0.7))],
    ['garbage', Buffer.from('not a snapshot at all')],
  ] as const) {
    await expectUnusable(seed, name, bytes);
    // Its build wrote a good file again.
    expect((await readSnapshot(file, RETENTION))?.count).toBe(45);
  }
});

test("another database's snapshot, or one older than the change log keeps, is ignored", async () => {
  const { file } = await seeded('stale');
  // A new database with its own log (one change, number 1, as the snapshot's): not the same.
  const other = database();
  await other.collection<IncidentDoc>('incidents').insertMany([incident(1), incident(2)]);
  const otherFirst = new ChangeLog(other);
  await otherFirst.tryAppend(1, { kind: 'put', doc: incident(3), at: new Date(Date.now() - 5000) });
  const warnings: string[] = [];
  const onOther = await startReplica(other, file, warnings);
  expect(onOther.status()).toMatchObject({ source: 'database', incidents: 2 });
  expect(warnings).toEqual([
    'working set snapshot does not follow this change log; reading the database',
  ]);

  // The same database once the log no longer holds the snapshot's change (trimmed).
  const { db, file: trimmedFile, first } = await seeded('trimmed');
  await db.collection<{ _id: string }>(COLLECTION).deleteOne({ _id: changeKey(1) });
  const afterTrim = await startReplica(db, trimmedFile);
  expect(afterTrim.status().source).toBe('database');
  expect(await listOf(afterTrim)).toEqual(await listOf(first));
});

/** The file with its trailer's fields changed (the records and their checksum kept). */
function withTrailer(whole: Buffer, change: Record<string, unknown>): Buffer {
  const trailerLength = whole.readUInt32LE(whole.length - 4);
  const trailerAt = whole.length - 4 - trailerLength;
  const trailer = BSON.deserialize(whole.subarray(trailerAt, whole.length - 4));
  const changed = BSON.serialize({ ...trailer, ...change });
  const length = Buffer.alloc(4);
  length.writeUInt32LE(changed.length);
  return Buffer.concat([whole.subarray(0, trailerAt), changed, length]);
}

test('a snapshot of another format, or whose parts do not add up, is ignored', async () => {
  const seed = await seeded('format');
  const { file } = seed;
  const whole = readFileSync(file);
  // The same file read back as it is: the trailer rewrite below changes only what it says.
  expect((await readSnapshot(file, RETENTION))?.count).toBe(45);
  const cases = {
    // An older replica's file (format 2: a BSON facts document per incident) says so.
    'an older format': withTrailer(whole, { format: 'rescue-working-set-2' }),
    'facts longer than written': withTrailer(whole, { factsBytes: 7 }),
    'one incident more than written': withTrailer(whole, { count: 46 }),
  };
  for (const [name, bytes] of Object.entries(cases)) await expectUnusable(seed, name, bytes);
});
