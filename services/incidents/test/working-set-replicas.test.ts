import { MongoClient, ObjectId } from 'mongodb';
import { client, request } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerSignedUser, registerUser } from '@rescue/testkit/users';
import { waitFor } from '@rescue/testkit/wait';
import { announceReload } from '../src/store/change-log';
import type { IncidentDoc } from '../src/store/incident-doc';
import type { WorkingSetStatus } from '../src/store/replica';
import { reportData } from './helpers';

// Each replica answers reads from its working set in memory (the embedded database scans
// every document per query); a write made through one replica must show at once in reads
// served by the other, and a write behind the service's back once it is announced.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ replicas: { incidents: 2 } });
});
afterAll(() => stack.close());

/** The replica's working set (GET /internal/incidents/working-set, with the internal key). */
async function workingSet(url: string): Promise<WorkingSetStatus> {
  const res = await request(url, 'GET', '/internal/incidents/working-set', {
    headers: { 'x-internal-key': stack.secrets.internalApiKey },
  });
  expect(res.status).toBe(200);
  return res.body as WorkingSetStatus;
}

/** Until both replicas answer from memory: otherwise this would test the database. */
function bothWarm() {
  return waitFor(
    async () => {
      const states = await Promise.all(stack.services.incidents.map(workingSet));
      return states.every((s) => s.state === 'warm') && states;
    },
    { what: 'the replicas to build their working sets', timeoutMs: 15_000, intervalMs: 100 },
  );
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
  const loadedId = new ObjectId();
  const listed = async (url: string) =>
    ((await client(url).get('/api/incidents', { token: ngo.token })).body as { _id: string }[])
      .map((i) => i._id)
      .includes(loadedId.toHexString());
  // A read catches a replica up with the change log: its status then counts the new report.
  for (const url of stack.services.incidents) await listed(url);
  const before = await bothWarm();

  const mongo = await MongoClient.connect(stack.mongoUrl);
  const description = 'Loaded in bulk: a cat stuck on a roof';
  try {
    const db = mongo.db(stack.dbNames.incidents);
    const incidents = db.collection<IncidentDoc>('incidents');
    const template = await incidents.findOne({ _id: new ObjectId(created.body.incident._id) });
    expect(template).not.toBeNull();
    await incidents.insertOne({ ...template!, _id: loadedId, description, createdAt: new Date() });
    // Unannounced, a replica answering from memory cannot know of it.
    expect(await listed(stack.services.incidents[0]!)).toBe(false);
    await announceReload(db);
  } finally {
    await mongo.close();
  }

  for (const url of stack.services.incidents) {
    await waitFor(() => listed(url), {
      what: `${url} to list the loaded incident`,
      timeoutMs: 10_000,
      intervalMs: 100,
    });
  }
  // Each replica read the collection again (the lists above may have come from the database
  // while it did), and holds one incident more.
  const after = await bothWarm();
  after.forEach((state, i) => {
    expect(state.builds).toBeGreaterThan(before[i]!.builds);
    expect(state.incidents).toBe(before[i]!.incidents + 1);
  });
  // And from the rebuilt working sets, not only from the database while they were building.
  for (const url of stack.services.incidents) {
    expect(await listed(url)).toBe(true);
    const loaded = await client(url).get(`/api/incidents/${loadedId.toHexString()}`, {
      token: ngo.token,
    });
    expect(loaded.body.description).toBe(description);
  }
});

test("the working set's status gives the process's memory beside it, in MB (the bench samples it)", async () => {
  const res = await request(
    stack.services.incidents[0]!,
    'GET',
    '/internal/incidents/working-set',
    {
      headers: { 'x-internal-key': stack.secrets.internalApiKey },
    },
  );
  expect(res.status).toBe(200);
  const { memory } = res.body as { memory: Record<string, number> };
  // A live Node process: some heap in use within what is reserved, all of it resident.
  expect(memory.heapUsed).toBeGreaterThan(0);
  expect(memory.heapTotal).toBeGreaterThanOrEqual(memory.heapUsed!);
  expect(memory.rss).toBeGreaterThan(memory.heapUsed!);
  expect(memory.external).toBeGreaterThanOrEqual(memory.arrayBuffers!);
});
