import { MongoClient, ObjectId } from 'mongodb';
import { client, request } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerSignedUser, registerUser } from '@rescue/testkit/users';
import { announceReload } from '../src/store/change-log';
import { reportData } from './helpers';

// Each replica answers reads from its working set in memory (the embedded database scans
// every document per query); a write made through one replica must show at once in reads
// served by the other, and a write behind the service's back once it is announced.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ replicas: { incidents: 2 } });
});
afterAll(() => stack.close());

async function workingSet(url: string) {
  const res = await request(url, 'GET', '/internal/incidents/working-set', {
    headers: { 'x-internal-key': stack.secrets.internalApiKey },
  });
  return res.body as { state: string; builds: number; incidents: number };
}

/** Until both replicas answer from memory: otherwise this would test the database. */
async function bothWarm() {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    const states = await Promise.all(stack.services.incidents.map(workingSet));
    if (states.every((s) => s.state === 'warm')) return states;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the replicas never built their working sets');
}

test('a replica never serves a read older than a write made through another replica', async () => {
  await bothWarm();
  const [first, second] = stack.services.incidents.map((url) => client(url));
  const reporter = await registerUser(stack, 'user');
  const ngo = await registerSignedUser(stack, 'ngo');
  const asNgo = { token: ngo.token };

  const before = await first!.get('/api/incidents', asNgo);
  expect(before.status).toBe(200);
  await first!.get('/api/ngo/overview', asNgo); // warm the first replica's cache

  const created = await second!.post('/api/incidents/create', {
    token: reporter.token,
    json: reportData(),
  });
  expect(created.status).toBe(201);
  const id = created.body.incident._id;

  const list = await first!.get('/api/incidents', asNgo);
  expect(list.body.map((i: { _id: string }) => i._id)).toContain(id);
  const overview = await first!.get('/api/ngo/overview', asNgo);
  expect(overview.body.total).toBe(before.body.length + 1);

  expect((await first!.get(`/api/incidents/${id}`, asNgo)).body.status).toBe('pending');
  const changed = await second!.put(`/api/ngo/incidents/${id}/update`, {
    ...asNgo,
    json: { status: 'resolved', status_update: 'Status updated to resolved by NGO' },
  });
  expect(changed.status).toBe(200);
  expect((await first!.get(`/api/incidents/${id}`, asNgo)).body.status).toBe('resolved');
  expect(
    (await first!.get('/api/incidents?status=resolved', asNgo)).body.map(
      (i: { _id: string }) => i._id,
    ),
  ).toContain(id);
});

test('incidents written behind the service (a bulk load) reach every replica once announced', async () => {
  const ngo = await registerSignedUser(stack, 'ngo');
  const reporter = await registerUser(stack, 'user');
  const created = await client(stack.url).post('/api/incidents/create', {
    token: reporter.token,
    json: reportData(),
  });
  expect(created.status).toBe(201);
  const before = await bothWarm();

  const mongo = await MongoClient.connect(stack.mongoUrl);
  const loadedId = new ObjectId();
  try {
    const db = mongo.db(stack.dbNames.incidents);
    const incidents = db.collection('incidents');
    const template = await incidents.findOne({ _id: new ObjectId(created.body.incident._id) });
    await incidents.insertOne({ ...template, _id: loadedId, createdAt: new Date() });
    await announceReload(db);
  } finally {
    await mongo.close();
  }

  const listed = async (url: string) =>
    ((await client(url).get('/api/incidents', { token: ngo.token })).body as { _id: string }[])
      .map((i) => i._id)
      .includes(loadedId.toHexString());
  for (const url of stack.services.incidents) {
    let seen = false;
    for (const deadline = Date.now() + 10_000; !seen && Date.now() < deadline;) {
      seen = await listed(url);
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).toBe(true);
  }
  const after = await bothWarm();
  after.forEach((state, i) => expect(state.builds).toBeGreaterThan(before[i]!.builds));
  // And from the rebuilt working sets, not only from the database while they were building.
  for (const url of stack.services.incidents) expect(await listed(url)).toBe(true);
});
