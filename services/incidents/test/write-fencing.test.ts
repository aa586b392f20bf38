// The incidents' write locks under churn (issue 32), on the real embedded database: two
// "replicas" in this process (each its own locks, change-log follower and writer over one
// database). A writer is stalled mid-write by a hook and its lease is made to run out by
// moving the other replica's clock past it, never by sleeping.
import { randomBytes } from 'node:crypto';
import { MongoClient, ObjectId, type Db } from 'mongodb';
import { HttpError } from '@rescue/service-kit';
import { ChangeLog, type ChangeDoc } from '../src/store/change-log';
import type { IncidentDoc } from '../src/store/incident-doc';
import { IncidentLocks, LOCK_LEASE_MS } from '../src/store/incident-locks';
import { IncidentWrites, type IncidentWritesOptions } from '../src/store/incident-writes';
import { WorkingSetReplica } from '../src/store/replica';

let mongo: MongoClient;
let db: Db;
const replicas: WorkingSetReplica[] = [];

beforeAll(async () => {
  mongo = await MongoClient.connect(process.env.MONGO_URL!);
  db = mongo.db(`fence_${randomBytes(5).toString('hex')}`);
});
afterAll(async () => {
  for (const replica of replicas) replica.stop();
  await db?.dropDatabase();
  await mongo?.close();
});

interface Replica {
  writes: IncidentWrites;
  locks: IncidentLocks;
  /** What its stored hook (the reporter email's place) was called with. */
  hooked: { status: string; prev: string | null }[];
}

/** One replica's writer; `clockAheadMs` moves its clock on (another replica's leases lapse). */
async function replica(
  name: string,
  clockAheadMs = 0,
  options: Omit<IncidentWritesOptions, 'logger'> = {},
): Promise<Replica> {
  const incidents = db.collection<IncidentDoc>('incidents');
  // No working set: these documents carry only what the writes look at.
  const follower = new WorkingSetReplica(incidents, new ChangeLog(db), {
    closedRetentionMs: 0,
    workingSet: false,
  });
  await follower.start();
  replicas.push(follower);
  const locks = new IncidentLocks(db, name, { now: () => Date.now() + clockAheadMs });
  const writes = new IncidentWrites(incidents, locks, follower, options);
  const hooked: Replica['hooked'] = [];
  writes.onStored(async (doc, prev) => {
    hooked.push({ status: doc.status, prev: prev?.status ?? null });
  });
  return { writes, locks, hooked };
}

async function storedIncident(): Promise<ObjectId> {
  const _id = new ObjectId();
  await db.collection('incidents').insertOne({
    _id,
    status: 'pending',
    reportedBy: new ObjectId().toHexString(),
    volunteerActivity: null,
    moderation: null,
    history: [],
    updatedAt: new Date(),
  });
  return _id;
}

const note = (text: string) => () => ({ $push: { history: { note: text } } }) as never;

/** The change log's entries about `id`, oldest first. */
async function logged(id: ObjectId): Promise<ChangeDoc[]> {
  const log = new ChangeLog(db);
  const all = await log.range(1, (await log.head()) + 1);
  return all.filter((change) => change.doc?._id.equals(id));
}

const stored = async (id: ObjectId) =>
  (await db.collection<IncidentDoc & { history: { note: string }[] }>('incidents').findOne({
    _id: id,
  }))!;

test('a writer whose lease ran out and was taken cannot write; the new holder’s write stands', async () => {
  const id = await storedIncident();
  let stalled!: () => void;
  const reachedWrite = new Promise<void>((resolve) => (stalled = resolve));
  let resume!: () => void;
  const resumed = new Promise<void>((resolve) => (resume = resolve));
  const slow = await replica('slow:1', 0, {
    beforeWrite: async () => {
      stalled();
      await resumed;
    },
  });
  // Its clock past the slow writer's lease: to it, that lock was left long ago.
  const other = await replica('other:1', LOCK_LEASE_MS + 1_000);

  const slowWrite = slow.writes.update(id, note('slow'));
  slowWrite.catch(() => undefined);
  await reachedWrite;
  const otherWrite = await other.writes.update(id, note('other'));
  expect(otherWrite?.history).toEqual([{ note: 'other' }]);

  resume();
  const refused = await slowWrite.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(refused).toBeInstanceOf(HttpError);
  expect((refused as HttpError).status).toBe(503);

  // Only the holder's write is stored, logged and followed by its hook.
  expect((await stored(id)).history).toEqual([{ note: 'other' }]);
  const changes = await logged(id);
  expect(changes.at(-1)!.doc).toMatchObject({ history: [{ note: 'other' }] });
  expect(changes.some((change) => JSON.stringify(change.doc).includes('slow'))).toBe(false);
  expect(slow.hooked).toEqual([]);
  // The lock is free again: the next writer gets it at once.
  expect(await other.writes.update(id, note('next'))).not.toBeNull();
});

test('a lock left by a replica that died after its write is finished by any replica once it lapses', async () => {
  const id = await storedIncident();
  // What a replica killed between its database write and its change-log entry leaves: the
  // incident written, nothing logged, no hook run, and its lock (host and port of a pod gone).
  await db.collection('incidentLocks').insertOne({
    _id: id as never,
    owner: 'pod-gone:4002',
    token: 'dead',
    expiresAt: new Date(Date.now() + LOCK_LEASE_MS),
  });
  await db.collection('incidents').updateOne({ _id: id }, { $set: { status: 'resolved' } });
  expect(await logged(id)).toEqual([]);

  const now = await replica('now:1');
  // Before the lease ran out, nobody takes it.
  expect(await now.writes.recoverExpired()).toBe(0);
  expect(await logged(id)).toEqual([]);

  const later = await replica('later:1', LOCK_LEASE_MS + 1_000);
  expect(await later.writes.recoverExpired()).toBe(1);
  expect((await logged(id)).map((change) => change.doc?.status)).toEqual(['resolved']);
  expect(later.hooked).toEqual([{ status: 'resolved', prev: null }]);
  expect(await db.collection('incidentLocks').countDocuments({ _id: id as never })).toBe(0);
});

test('work after a write that failed (its email not queued) leaves the lock to lapse and is redone', async () => {
  const id = await storedIncident();
  const failing = await replica('failing:1');
  failing.writes.onStored(async () => {
    throw new Error('the outbox is unreachable');
  });
  // The write itself is stored and logged: the caller is answered.
  expect(
    await failing.writes.update(id, () => ({ $set: { status: 'in progress' } }) as never),
  ).not.toBeNull();
  expect(await db.collection('incidentLocks').countDocuments({ _id: id as never })).toBe(1);

  const later = await replica('later:2', LOCK_LEASE_MS + 1_000);
  const done = await later.writes.update(id, note('after'));
  expect(done?.status).toBe('in progress');
  // The taker ran the hook on the incident as stored first (prev null), then its own.
  expect(later.hooked).toEqual([
    { status: 'in progress', prev: null },
    { status: 'in progress', prev: 'in progress' },
  ]);
});

test('a writer whose lock insert came just after another replica removed a lapsed lock still finishes its work first', async () => {
  const id = await storedIncident();
  await db.collection('incidents').updateOne({ _id: id }, { $set: { status: 'in progress' } });
  // The replica that found the lapsed lock marked it and deleted it, then lost the race for
  // the lock (or died): the lock is free, the dead holder's work is not done.
  await db.collection('incidentLocksLapsed').insertOne({ _id: id as never, at: new Date() });
  const next = await replica('next:1');
  expect(await next.writes.update(id, note('next'))).not.toBeNull();
  expect(next.hooked).toEqual([
    { status: 'in progress', prev: null },
    { status: 'in progress', prev: 'in progress' },
  ]);
  expect(await db.collection('incidentLocksLapsed').countDocuments({ _id: id as never })).toBe(0);
});
