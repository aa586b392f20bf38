// An incidents replica's start waits for nothing it does not need to serve (issue 32): on the
// embedded database every call waits its turn, and a restart at 100,000 incidents listened
// only after 11.5 s. The recovery of lapsed locks runs beside it, and background work waits
// for the working set.
import { randomBytes } from 'node:crypto';
import { MongoClient, ObjectId, type Db } from 'mongodb';
import { waitFor } from '@rescue/testkit/wait';
import { ChangeLog } from '../src/store/change-log';
import { IncidentStore } from '../src/store/incidents';
import { storedIncident } from './stored-incident';

let mongo: MongoClient;
let db: Db;
const stores: IncidentStore[] = [];

beforeAll(async () => {
  mongo = await MongoClient.connect(process.env.MONGO_URL!);
});
beforeEach(() => {
  db = mongo.db(`startup_${randomBytes(5).toString('hex')}`);
});
afterEach(async () => {
  for (const store of stores.splice(0)) store.close();
  await db.dropDatabase();
});
afterAll(async () => {
  await mongo?.close();
});

const storeOn = (workingSet: boolean) => {
  const store = new IncidentStore(db, {
    workingSet,
    closedRetentionMs: 24 * 60 * 60 * 1000,
    replica: `start-up:${randomBytes(2).toString('hex')}`,
  });
  stores.push(store);
  return store;
};

test('prepare() does not wait for the repair of a lock a dead replica left; the repair still happens', async () => {
  // What a replica killed between its write and its change-log entry leaves, long lapsed.
  const doc = storedIncident({ status: 'resolved' });
  await db.collection('incidents').insertOne(doc);
  await db.collection('incidentLocks').insertOne({
    _id: doc._id as never,
    owner: 'pod-gone:4002',
    token: 'dead',
    expiresAt: new Date(Date.now() - 60_000),
  });
  const store = storeOn(false);
  // The repair runs the stored hook (the reporter email's place): held until the test lets go.
  let letGo!: () => void;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  const hooked: ObjectId[] = [];
  store.onStored(async (stored) => {
    hooked.push(stored._id);
    await held;
  });
  let prepared = false;
  const preparing = store.prepare().then(() => (prepared = true));
  await waitFor(() => hooked.length > 0, { what: 'the repair to reach the hook' });
  // With the repair held, the store is prepared all the same (the old start waited for it).
  await waitFor(() => prepared, { what: 'prepare() to resolve during the repair' });
  letGo();
  await preparing;
  const log = new ChangeLog(db);
  await waitFor(async () => (await log.get(await log.head()))?.doc?._id.equals(doc._id) === true, {
    what: 'the repaired write in the change log',
  });
  await waitFor(
    async () =>
      (await db.collection('incidentLocks').countDocuments({ _id: doc._id as never })) === 0,
    { what: 'the lapsed lock to go' },
  );
  expect(hooked).toEqual([doc._id]);
});

test('warm() resolves once the working set serves, and at once without one', async () => {
  await db.collection('incidents').insertOne(storedIncident());
  const withSet = storeOn(true);
  const warm = withSet.warm().then(() => withSet.workingSetStatus().state);
  await withSet.prepare();
  // Resolved only when the set was being served.
  expect(await warm).toBe('warm');

  const without = storeOn(false);
  await expect(without.warm()).resolves.toBeUndefined();
});

test('a replica behind by many changes asks for several at once, and applies them all in order', async () => {
  const doc = storedIncident();
  await db.collection('incidents').insertOne(doc);
  const store = storeOn(true);
  await store.prepare();
  await store.warm();
  // Counted from before the changes come: a poll may catch up on some of them first.
  let inFlight = 0;
  let most = 0;
  const get = ChangeLog.prototype.get;
  const spy = jest.spyOn(ChangeLog.prototype, 'get').mockImplementation(async function (
    this: ChangeLog,
    seq: number,
  ) {
    most = Math.max(most, (inFlight += 1));
    try {
      return await get.call(this, seq);
    } finally {
      inFlight -= 1;
    }
  });
  try {
    // Another replica's 100 notes on the incident, logged while this one looked away.
    const log = new ChangeLog(db);
    const head = await log.head();
    for (let n = 1; n <= 100; n += 1) {
      const put = { ...doc, description: `note ${n}` };
      expect(
        await log.tryAppend(head + n, { kind: 'put', doc: put, at: new Date(), op: 'update' }),
      ).toBe(true);
    }
    const found = await store.findById(doc._id);
    expect(found?.description).toBe('note 100');
    expect(store.workingSetStatus()).toMatchObject({ state: 'warm', seq: head + 100 });
    // Several at once (one after another before).
    expect(most).toBeGreaterThan(1);
    // Caught up, a read's sync asks for the next change only (a poll's too).
    spy.mockClear();
    await store.findById(doc._id);
    expect(new Set(spy.mock.calls.map(([seq]) => seq))).toEqual(new Set([head + 101]));
  } finally {
    spy.mockRestore();
  }
});

test('a store closed while it prepares (the service failed to start) leaves no timer running', async () => {
  const store = storeOn(true);
  const intervals = jest.spyOn(global, 'setInterval');
  try {
    const preparing = store.prepare();
    store.close();
    await preparing;
    // The change-log follower's, the eviction's and the lock recovery's timers: none was set.
    expect(intervals).not.toHaveBeenCalled();
    expect(store.workingSetStatus()).toMatchObject({ state: 'stopped' });
  } finally {
    intervals.mockRestore();
  }
});
