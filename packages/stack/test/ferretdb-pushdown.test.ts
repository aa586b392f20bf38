// The embedded database's one indexed lookup, `_id`, must be used whenever a filter names an
// `_id`, also beside other fields: the incidents' fenced write ({_id, fence}) otherwise read
// and decoded every incident (60 s and more per status change at 100,000). FerretDB's explain
// says whether the filter went to SQLite (packages/stack/src/ferretdb.ts, PATCHES).
import { randomBytes } from 'node:crypto';
import { MongoClient, ObjectId, type Db } from 'mongodb';

let mongo: MongoClient;
let db: Db;
beforeAll(async () => {
  mongo = await MongoClient.connect(process.env.MONGO_URL!);
  db = mongo.db(`pushdown_${randomBytes(5).toString('hex')}`);
  await db.collection('things').insertMany([{ fence: 1 }, { fence: 2 }]);
});
afterAll(async () => {
  await db?.dropDatabase();
  await mongo?.close();
});

async function filterPushdown(filter: Record<string, unknown>): Promise<unknown> {
  const plan = await db.command({ explain: { find: 'things', filter } });
  return plan.filterPushdown;
}

test('a filter on _id and other fields is narrowed by its _id in SQLite', async () => {
  const id = new ObjectId();
  expect(await filterPushdown({ _id: id })).toBe(true);
  expect(await filterPushdown({ _id: id, fence: 3 })).toBe(true);
  expect(await filterPushdown({ _id: 'a-string-id', status: 'pending' })).toBe(true);
  // Not an _id equality: read whole, as before.
  expect(await filterPushdown({ fence: 3 })).toBe(false);
  expect(await filterPushdown({ _id: { $gt: id }, fence: 3 })).toBe(false);
});

test('the rest of the filter still applies to what the _id finds', async () => {
  const things = db.collection<{ _id?: ObjectId; fence: number }>('things');
  const [first] = await things.find({ fence: 1 }).toArray();
  expect(await things.findOne({ _id: first!._id, fence: 2 })).toBeNull();
  const fenced = await things.findOneAndUpdate(
    { _id: first!._id, fence: 2 },
    { $set: { fence: 5 } },
    { returnDocument: 'after' },
  );
  expect(fenced).toBeNull();
  const claimed = await things.findOneAndUpdate(
    { _id: first!._id, fence: 1 },
    { $inc: { fence: 1 } },
    { returnDocument: 'after' },
  );
  expect(claimed?.fence).toBe(2);
});
