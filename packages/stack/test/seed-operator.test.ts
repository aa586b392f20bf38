import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { ensureAdminAccount } from '@rescue/auth';
import { TEST_ADMIN, TEST_ADMIN_ENV } from '@rescue/testkit/operator';
import { startStack, type RunningStack } from '../src/orchestrator';
import { checkDemoOperator, seedIfEmpty } from '../src/seed';
import { DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_PASSWORD } from '../src/seed-data';

// Issue 27: on a database with a configured operator (ADMIN_EMAIL) the demo seed used to see
// one user and skip (the README's demo logins failed), and on any other it made an admin with
// the published password, who could demote the operator.
jest.setTimeout(180_000);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rescue-seed-operator-'));
let stack: RunningStack;
beforeAll(async () => {
  stack = await startStack({
    port: 0,
    dataDir,
    env: { LOG_LEVEL: 'warn', ...TEST_ADMIN_ENV },
    log: () => undefined,
  });
});
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function login(email: string, password: string) {
  const res = await fetch(`${stack.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

async function withAuthDb<T>(use: (db: Db) => Promise<T>): Promise<T> {
  const client = await MongoClient.connect(stack.mongoUrl);
  try {
    return await use(client.db('rescue_auth'));
  } finally {
    await client.close();
  }
}

const isDemoAdmin = () =>
  withAuthDb(
    async (db) =>
      !!(await db.collection('users').findOne({ email: DEMO_ADMIN.email, role: 'admin' })),
  );

/** What the old seed left on every database: admin@demo.rescue.org with the published password. */
const demoOperatorOfAnEarlierRun = () =>
  withAuthDb((db) => ensureAdminAccount(db, { ...DEMO_ADMIN, password: DEMO_PASSWORD }));

test('with ADMIN_EMAIL set, an empty database gets the demo accounts but no demo operator', async () => {
  const outcome = await seedIfEmpty({
    url: stack.url,
    services: stack.services,
    dataDir,
    incidents: 2,
    env: TEST_ADMIN_ENV,
  });
  expect(outcome).toMatchObject({ seeded: true, demoAdmin: false, operator: TEST_ADMIN.email });

  // The README's demo logins work; the NGO was verified by the configured operator.
  const ngo = await login(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD);
  expect(ngo.status).toBe(200);
  const profile = await fetch(`${stack.url}/api/ngo/profile`, {
    headers: { authorization: `Bearer ${ngo.body.token}` },
  });
  expect(((await profile.json()) as { verification: { state: string } }).verification.state).toBe(
    'verified',
  );
  // No admin with the published password.
  expect((await login(DEMO_ADMIN.email, DEMO_PASSWORD)).status).toBe(401);
  expect(await isDemoAdmin()).toBe(false);

  // Seeded once: the demo accounts make the database "not empty".
  const again = await seedIfEmpty({
    url: stack.url,
    services: stack.services,
    dataDir,
    env: TEST_ADMIN_ENV,
  });
  expect(again).toMatchObject({ seeded: false, skipped: 'the demo accounts exist' });
});

test('a demo operator an earlier run made is deleted once an operator is configured', async () => {
  await demoOperatorOfAnEarlierRun();
  const demo = await login(DEMO_ADMIN.email, DEMO_PASSWORD);
  expect(demo.status).toBe(200);

  const outcome = await seedIfEmpty({
    url: stack.url,
    services: stack.services,
    dataDir,
    env: TEST_ADMIN_ENV,
  });
  expect(outcome).toMatchObject({ seeded: false, retiredDemoAdmin: true, demoAdmin: false });
  expect(await isDemoAdmin()).toBe(false);
  expect((await login(DEMO_ADMIN.email, DEMO_PASSWORD)).status).toBe(401);
  // Its session ended with it.
  const me = await fetch(`${stack.url}/api/admin/accounts`, {
    headers: { authorization: `Bearer ${demo.body.token}` },
  });
  expect(me.status).toBe(401);
});

test('a demo account the demo operator made an admin is demoted once an operator is configured', async () => {
  // The attack: on a stack without ADMIN_EMAIL the demo operator promotes arjun@ (same
  // published password); the next start with ADMIN_EMAIL deleted only the demo operator.
  await demoOperatorOfAnEarlierRun();
  const demoOperator = await login(DEMO_ADMIN.email, DEMO_PASSWORD);
  const arjun = DEMO_ACCOUNTS.find((account) => account.email.startsWith('arjun@'))!;
  const before = await login(arjun.email, DEMO_PASSWORD);
  const promoted = await fetch(`${stack.url}/api/admin/accounts/${before.body._id}/role`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${demoOperator.body.token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ role: 'admin' }),
  });
  expect(promoted.status).toBe(200);
  expect((await login(arjun.email, DEMO_PASSWORD)).body.role).toBe('admin');

  const outcome = await checkDemoOperator({
    url: stack.url,
    services: stack.services,
    dataDir,
    env: TEST_ADMIN_ENV,
  });
  expect(outcome).toMatchObject({
    retiredDemoAdmin: true,
    demotedDemoAdmins: [arjun.email],
    demoAdminsLeft: [],
  });
  const after = await login(arjun.email, DEMO_PASSWORD);
  expect(after.status).toBe(200);
  expect(after.body.role).toBe(arjun.role);

  // Done as the configured operator, in the audit log.
  const operator = await login(TEST_ADMIN.email, TEST_ADMIN.password);
  const audit = await fetch(`${stack.url}/api/admin/audit`, {
    headers: { authorization: `Bearer ${operator.body.token}` },
  });
  const entries = ((await audit.json()) as { data: Record<string, any>[] }).data;
  const demotion = entries.find(
    (entry) =>
      entry.action === 'account.role' &&
      entry.target.id === before.body._id &&
      entry.reason === `admin to ${arjun.role}`,
  );
  expect(demotion).toBeDefined();
  expect(demotion!.actor.id).toBe(operator.body._id);
});
