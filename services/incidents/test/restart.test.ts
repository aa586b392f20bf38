import { MongoClient, ObjectId } from 'mongodb';
import { apiClient } from '@rescue/testkit/api-client';
import { request } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerUser } from '@rescue/testkit/users';
import { waitFor } from '@rescue/testkit/wait';
import { loadConfig, start } from '../src';
import { LOCK_LEASE_MS } from '../src/store/incident-locks';
import { report, reportData, reportForm } from './helpers';
import { storedIncident } from './stored-incident';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

test('a second start on the same database (indexes exist) serves what the first stored', async () => {
  const reporter = await registerUser(stack, 'user');
  const incident = await report(stack, reporter);
  const again = await startReplica(0);
  try {
    expect((await request(again.url, 'GET', '/healthz')).status).toBe(200);
    const res = await request(again.url, 'GET', `/api/incidents/${incident._id}`, {
      token: reporter.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(incident);
  } finally {
    await again.close();
  }
});

function startReplica(port: number) {
  return start(
    loadConfig({
      MONGO_URL: stack.mongoUrl,
      INCIDENTS_DB: stack.dbNames.incidents,
      INCIDENTS_PORT: String(port),
      INCIDENTS_HOST: '127.0.0.1',
      JWT_PUBLIC_KEY: stack.secrets.jwtPublicKey,
      INTERNAL_API_KEY: stack.secrets.internalApiKey,
      AUTH_URL: stack.services.auth[0],
      LOG_LEVEL: 'silent',
    }),
  );
}

/** What a replica that died holding an incident's write lock left in the database. */
async function leaveLock(incidentId: string, owner: string) {
  const client = await MongoClient.connect(stack.mongoUrl);
  try {
    await client
      .db(stack.dbNames.incidents)
      .collection('incidentLocks')
      .insertOne({
        _id: new ObjectId(incidentId) as never,
        owner,
        token: 'dead-process',
        expiresAt: new Date(Date.now() + LOCK_LEASE_MS),
      });
  } finally {
    await client.close();
  }
}

/** Times one write to the incident (a volunteer taking it), through one replica. */
async function timedAssign(baseUrl: string, incidentId: string) {
  const started = performance.now();
  const res = await request(baseUrl, 'POST', `/internal/incidents/${incidentId}/assign`, {
    json: { volunteerId: new ObjectId().toHexString(), volunteerName: 'Lock Test' },
    headers: { 'x-internal-key': stack.secrets.internalApiKey },
  });
  return { status: res.status, ms: performance.now() - started };
}

test("a lock left by another replica that died holds its incident's writes no longer than its lease", async () => {
  const reporter = await registerUser(stack, 'user');
  const incident = await report(stack, reporter);
  await leaveLock(incident._id, 'elsewhere:4002');
  const write = await timedAssign(stack.services.incidents[0]!, incident._id);
  expect(write.status).toBe(200);
  // Waited for the lease (not the 5 s a writer gives up after), and not much beyond it.
  expect(write.ms).toBeGreaterThan(LOCK_LEASE_MS * 0.5);
  expect(write.ms).toBeLessThan(LOCK_LEASE_MS + 1500);
});

/** Waits until the replica at `url` answers reads from its working set. */
async function untilWarm(url: string) {
  await waitFor(
    async () => {
      const res = await request(url, 'GET', '/internal/incidents/working-set', {
        headers: { 'x-internal-key': stack.secrets.internalApiKey },
      });
      return res.body.state === 'warm';
    },
    { what: `${url} to build its working set`, timeoutMs: 15_000, intervalMs: 100 },
  );
}

test('a write a dead replica made but never logged reaches the running replicas once its lease runs out, with no restart', async () => {
  const reporter = await registerUser(stack, 'user');
  const incident = await report(stack, reporter);
  const running = stack.services.incidents[0]!;
  await untilWarm(running);
  const read = () =>
    request(running, 'GET', `/api/incidents/${incident._id}`, { token: reporter.token });
  expect((await read()).body.status).toBe('pending');

  // What a replica that died between its database write and its change-log entry leaves:
  // the changed incident, and its lock on it, under a host and port no process has again.
  await leaveLock(incident._id, 'pod-gone:4002');
  const client = await MongoClient.connect(stack.mongoUrl);
  try {
    await client
      .db(stack.dbNames.incidents)
      .collection('incidents')
      .updateOne({ _id: new ObjectId(incident._id) }, { $set: { status: 'resolved' } });
  } finally {
    await client.close();
  }
  // The running replica answers from memory: it cannot know yet.
  expect((await read()).body.status).toBe('pending');

  // It looks for lapsed locks every lease: within two of them it has logged the write.
  await waitFor(async () => (await read()).body.status === 'resolved', {
    what: 'the running replica to see the write',
    timeoutMs: LOCK_LEASE_MS * 3 + 2_000,
    intervalMs: 100,
  });
});

test('a replay of a report whose writer died before logging it answers once it is logged, so a warm replica shows it', async () => {
  const reporter = await registerUser(stack, 'user');
  const running = stack.services.incidents[0]!;
  await untilWarm(running);
  // What a replica that died between storing a report and logging it leaves: the lock on the
  // report's id and the report under the reporter's idempotency key, in the database only.
  const key = `replay-${new ObjectId().toHexString()}`;
  const lost = storedIncident({
    reportedBy: reporter._id,
    idempotencyScope: `${reporter._id}:${key}`,
  });
  const id = lost._id.toHexString();
  await leaveLock(id, 'pod-gone:4002');
  const client = await MongoClient.connect(stack.mongoUrl);
  try {
    await client.db(stack.dbNames.incidents).collection('incidents').insertOne(lost);
  } finally {
    await client.close();
  }

  // The reporter's phone sends the report again with its key (the first answer never came).
  const replay = await apiClient(stack.url).post('/api/incidents/create', {
    token: reporter.token,
    headers: { 'idempotency-key': key },
    form: reportForm(reportData()),
  });
  expect(replay.status).toBe(200);
  expect(replay.body.incident._id).toBe(id);
  // Acknowledged, so every replica has it: the warm one answers from memory at once.
  const read = await request(running, 'GET', `/api/incidents/${id}`, { token: reporter.token });
  expect(read.status).toBe(200);
  expect(read.body._id).toBe(id);
});
