// The change log's newest number, found by key from a recent change this process knows (a
// snapshot's position, one it logged or read): on the embedded database the query for it reads
// the whole log, 1.3 to 2.5 s at a restart under load, asked at every start (issue 32).
import { randomBytes } from 'node:crypto';
import { MongoClient, type CommandStartedEvent, type Db } from 'mongodb';
import { CHANGE_RETENTION_MS, ChangeLog } from '../src/store/change-log';

let client: MongoClient;
let db: Db;
const finds: CommandStartedEvent[] = [];

beforeAll(async () => {
  client = await MongoClient.connect(process.env.MONGO_URL!, { monitorCommands: true });
  client.on('commandStarted', (event) => {
    if (event.commandName === 'find') finds.push(event);
  });
});
beforeEach(() => {
  db = client.db(`changes_${randomBytes(5).toString('hex')}`);
});
afterEach(() => db.dropDatabase());
afterAll(() => client.close());

async function logged(count: number, at = () => new Date()) {
  const writer = new ChangeLog(db);
  for (let seq = 1; seq <= count; seq += 1)
    await writer.tryAppend(seq, { kind: 'reload', at: at() });
}

/** The finds that were not one change asked for by its key (head()'s query reads the log). */
const scans = () =>
  finds.filter((event) => typeof (event.command.filter as { _id?: unknown })._id !== 'string');

test('from a recent change it knows, the head is found by key, however far ahead it is', async () => {
  await logged(300);
  for (const known of [1, 150, 299, 300]) {
    const log = new ChangeLog(db); // a new process, told the position of its snapshot
    log.know(known);
    finds.length = 0;
    expect(await log.head()).toBe(300);
    expect(scans()).toEqual([]);
    // Some twenty lookups by key, not a read of each change.
    expect(finds.length).toBeLessThanOrEqual(20);
  }
});

test('knowing nothing, or a change too old to be sure of, it asks for the newest as before', async () => {
  const longAgo = new Date(Date.now() - CHANGE_RETENTION_MS);
  await logged(40, () => longAgo);
  const knowingNothing = new ChangeLog(db);
  finds.length = 0;
  expect(await knowingNothing.head()).toBe(40);
  expect(scans()).toHaveLength(1);

  const knowingOld = new ChangeLog(db);
  knowingOld.know(10);
  finds.length = 0;
  expect(await knowingOld.head()).toBe(40);
  expect(scans()).toHaveLength(1);
  // An empty log (a new database), a position from elsewhere: 0, no change.
  await db.collection('incidentChanges').deleteMany({});
  const elsewhere = new ChangeLog(db);
  elsewhere.know(10);
  expect(await elsewhere.head()).toBe(0);
});

test("given where to look (a snapshot's position), every start-up caller's head is found by key", async () => {
  await logged(120);
  let asked = 0;
  const log = new ChangeLog(db, async () => {
    asked += 1;
    return 100;
  });
  finds.length = 0;
  // The replica, the live feed and the photo check ask at once as a replica starts.
  expect(await Promise.all([log.head(), log.head(), log.head()])).toEqual([120, 120, 120]);
  expect(scans()).toEqual([]);
  expect(asked).toBe(1);
});
