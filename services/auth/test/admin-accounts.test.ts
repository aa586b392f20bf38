// Operator accounts come from configuration (ADMIN_EMAIL with ADMIN_PASSWORD or
// ADMIN_PASSWORD_FILE, applied at every start) and from `npm run admin`; never from sign-up.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { ACCOUNT_SUSPENDED_MESSAGE, SESSION_ENDED_MESSAGE } from '@rescue/contracts';
import type { RunningService } from '@rescue/service-kit';
import { generateSecrets } from '@rescue/stack/keys';
import { freePort } from '@rescue/stack/ports';
import { client } from '@rescue/testkit/http';
import { fileStack } from '@rescue/testkit/file-stack';
import { TEST_ADMIN, registerUser } from '@rescue/testkit/users';
import { ensureAdminAccount, loadConfig, start } from '../src';
import { main as adminCli } from '../src/cli/admin';
import { withAuthDb, withDb } from './helpers';

const REPO_ROOT = path.resolve(__dirname, '../../..');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'rescue-admin-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the operator from configuration', () => {
  const the = fileStack({});

  test('ADMIN_EMAIL and ADMIN_PASSWORD: the account exists at start, an admin with nothing to sign', async () => {
    const res = await client(the.stack.url).post('/api/users/login', { json: TEST_ADMIN });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'admin', requiresDocuments: false });
    const stored = await withAuthDb(the.stack, (db) =>
      db.collection('users').findOne({ email: TEST_ADMIN.email }),
    );
    expect(stored).toMatchObject({ role: 'admin', documentsSigned: true });
    expect(stored).not.toHaveProperty('suspension');
  });

  test('run concurrently (replicas starting at once), it makes one account', async () => {
    const dbName = `tadmin${Date.now()}_race_auth`;
    await withDb(the.stack.mongoUrl, dbName, async (db) => {
      const input = { email: 'race@example.org', password: 'raced operator password', name: 'R' };
      try {
        const made = await Promise.all([1, 2, 3].map(() => ensureAdminAccount(db, input)));
        expect(new Set(made.map((admin) => admin._id.toHexString())).size).toBe(1);
        expect(await db.collection('users').countDocuments({ email: 'race@example.org' })).toBe(1);
      } finally {
        await db.dropDatabase();
      }
    });
  });

  test('ensureAdminAccount is what the seed calls: it adds a second operator', async () => {
    const mongo = await MongoClient.connect(the.stack.mongoUrl);
    try {
      const admin = await ensureAdminAccount(mongo.db(the.stack.dbNames.auth), {
        email: 'Demo.Admin@Example.org',
        password: 'a demo operator password',
        name: 'Demo Operator',
      });
      expect(admin).toMatchObject({ email: 'demo.admin@example.org', role: 'admin' });
    } finally {
      await mongo.close();
    }
    const res = await client(the.stack.url).post('/api/users/login', {
      json: { email: 'demo.admin@example.org', password: 'a demo operator password' },
    });
    expect(res.body).toMatchObject({ role: 'admin', name: 'Demo Operator' });
  });
});

describe('ADMIN_PASSWORD_FILE, applied again at every start', () => {
  const secrets = generateSecrets();
  const dbName = `tadmin${Date.now()}_auth`;
  const passwordFile = () => path.join(dir, 'admin-password');
  const env = async (extra: Record<string, string> = {}) => ({
    MONGO_URL: process.env.MONGO_URL!,
    AUTH_DB: dbName,
    AUTH_HOST: '127.0.0.1',
    AUTH_PORT: String(await freePort()),
    JWT_PUBLIC_KEY: secrets.jwtPublicKey,
    JWT_PRIVATE_KEY: secrets.jwtPrivateKey,
    INTERNAL_API_KEY: secrets.internalApiKey,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'ops@example.org',
    ADMIN_PASSWORD_FILE: passwordFile(),
    ...extra,
  });
  let auth: RunningService | undefined;
  const startAuth = async (extra?: Record<string, string>) => {
    await auth?.close();
    auth = await start(loadConfig(await env(extra)));
    return client(auth.url);
  };
  afterAll(async () => {
    await auth?.close();
    const mongo = await MongoClient.connect(process.env.MONGO_URL!);
    await mongo.db(dbName).dropDatabase();
    await mongo.close();
  });
  const login = (api: ReturnType<typeof client>, password: string) =>
    api.post('/api/users/login', { json: { email: 'ops@example.org', password } });

  test('the file (trailing newline trimmed) sets the password; a new one replaces it at the next start', async () => {
    writeFileSync(passwordFile(), 'first operator password\n');
    let api = await startAuth();
    const first = await login(api, 'first operator password');
    expect(first.status).toBe(200);
    expect(first.body.role).toBe('admin');
    // Someone suspends the operator meanwhile; the configured account comes back at start.
    await withDb(process.env.MONGO_URL!, dbName, (db) =>
      db
        .collection('users')
        .updateOne(
          { email: 'ops@example.org' },
          { $set: { suspension: { reason: 'test', at: new Date(), by: 'test' } } },
        ),
    );
    expect((await login(api, 'first operator password')).body.message).toBe(
      ACCOUNT_SUSPENDED_MESSAGE,
    );

    writeFileSync(passwordFile(), 'second operator password\n');
    api = await startAuth();
    expect((await login(api, 'first operator password')).status).toBe(401);
    expect((await login(api, 'second operator password')).status).toBe(200);
    // The old password's sessions ended with it.
    const old = await api.get('/api/admin/accounts', { token: first.body.token });
    expect([old.status, old.body.message]).toEqual([401, SESSION_ENDED_MESSAGE]);
  });

  test('an unchanged password keeps the sessions', async () => {
    writeFileSync(passwordFile(), 'steady operator password');
    let api = await startAuth();
    const token = (await login(api, 'steady operator password')).body.token;
    api = await startAuth();
    expect((await api.get('/api/admin/accounts', { token })).status).toBe(200);
  });

  test('an account someone registered with the address first is taken over, its sessions ended', async () => {
    writeFileSync(passwordFile(), 'the real operator password');
    const squatted = 'squatted@example.org';
    let api = await startAuth({ ADMIN_EMAIL: 'other@example.org' });
    const squatter = await api.post('/api/users/register', {
      json: {
        name: 'Squatter',
        email: squatted,
        password: 'squatter password',
        role: 'ngo',
        city: 'Pune',
        phoneNumber: '+91 98765 43210',
        address: 'Somewhere',
      },
    });
    expect(squatter.status).toBe(201);
    api = await startAuth({ ADMIN_EMAIL: squatted });
    const ngoProfile = await api.get('/api/ngo/profile', { token: squatter.body.token });
    expect(ngoProfile.status).toBe(401);
    expect(
      (
        await api.post('/api/users/login', {
          json: { email: squatted, password: 'squatter password' },
        })
      ).status,
    ).toBe(401);
    const operator = await api.post('/api/users/login', {
      json: { email: squatted, password: 'the real operator password' },
    });
    expect(operator.body.role).toBe('admin');
  });

  test('a missing file or a short password stops the start with a clear message', async () => {
    const missing = { ...(await env()), ADMIN_PASSWORD_FILE: path.join(dir, 'missing') };
    expect(() => loadConfig(missing)).toThrow(/^ADMIN_PASSWORD_FILE .*missing cannot be read/);
    const short = { ...(await env()), ADMIN_PASSWORD_FILE: '', ADMIN_PASSWORD: 'short' };
    expect(() => loadConfig(short)).toThrow(/at least 12 characters/);
  });
});

describe('npm run admin', () => {
  const the = fileStack({});

  /** The CLI's main, with its output collected; the database is the test stack's. */
  async function run(args: string[], env: Record<string, string> = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await adminCli(
      args,
      { MONGO_URL: the.stack.mongoUrl, AUTH_DB: the.stack.dbNames.auth, ...env },
      (line) => out.push(line),
      (line) => err.push(line),
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  }
  const login = (email: string, password: string) =>
    client(the.stack.url).post('/api/users/login', { json: { email, password } });

  test('create, list, set-password', async () => {
    const created = await run(['create', 'Cli.Ops@example.org', '--name', 'Cli Ops'], {
      ADMIN_PASSWORD: 'cli operator password',
    });
    expect(created).toEqual({
      code: 0,
      out: 'Created operator cli.ops@example.org (Cli Ops)',
      err: '',
    });
    const first = await login('cli.ops@example.org', 'cli operator password');
    expect(first.body).toMatchObject({ role: 'admin', name: 'Cli Ops' });

    const listed = await run(['list']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain('cli.ops@example.org\tCli Ops');
    expect(listed.out).toContain(TEST_ADMIN.email);

    const file = path.join(dir, 'new-password');
    writeFileSync(file, 'a brand new cli password\n');
    const changed = await run(['set-password', 'cli.ops@example.org', '--password-file', file]);
    expect(changed.code).toBe(0);
    expect((await login('cli.ops@example.org', 'cli operator password')).status).toBe(401);
    expect((await login('cli.ops@example.org', 'a brand new cli password')).status).toBe(200);
    const old = await client(the.stack.url).get('/api/admin/accounts', { token: first.body.token });
    expect(old.status).toBe(401);

    // create again renames, and keeps the password it is given.
    const renamed = await run(['create', 'cli.ops@example.org', '--name', 'Cli Operator'], {
      ADMIN_PASSWORD: 'a brand new cli password',
    });
    expect(renamed.out).toBe('Updated operator cli.ops@example.org (Cli Operator)');
    expect((await login('cli.ops@example.org', 'a brand new cli password')).body.name).toBe(
      'Cli Operator',
    );
  });

  test('suspend and restore any account, written to the audit log', async () => {
    const account = await registerUser(the.stack, 'volunteer');
    const suspended = await run(['suspend', account.email, '--reason', 'Fake volunteer']);
    expect(suspended).toMatchObject({
      code: 0,
      out: `Suspended ${account.email}; 1 session(s) ended`,
    });
    const refused = await client(the.stack.url).get(`/api/users/profile/${account._id}`, {
      token: account.token,
    });
    expect(refused.status).toBe(401);
    expect((await login(account.email, account.password)).status).toBe(403);

    expect((await run(['restore', account.email])).out).toBe(`Restored ${account.email}`);
    expect((await login(account.email, account.password)).status).toBe(200);
    expect((await run(['restore', account.email])).out).toBe(`${account.email} is not suspended`);

    const operator = (await login(TEST_ADMIN.email, TEST_ADMIN.password)).body.token;
    const audit = await client(the.stack.url).get('/api/admin/audit', { token: operator });
    const mine = audit.body.data.filter(
      (e: { target: { id: string } }) => e.target.id === account._id,
    );
    expect(mine).toEqual([
      expect.objectContaining({
        action: 'account.restore',
        actor: { id: 'cli', name: 'npm run admin' },
      }),
      expect.objectContaining({ action: 'account.suspend', reason: 'Fake volunteer' }),
    ]);
  });

  test.each([
    [['frobnicate'], /^Unknown command: frobnicate/],
    [['create'], /^Which account\? Give its email/],
    [['create', 'new.ops@example.org', '--name', 'New'], /^Give the password in ADMIN_PASSWORD/],
    [['create', 'new.ops@example.org'], /^Name the operator with --name/],
    [['set-password', 'nobody@example.org'], /^No account with the email nobody@example.org/],
    [['suspend', TEST_ADMIN.email], /^Say why with --reason/],
    [['suspend', TEST_ADMIN.email, '--reason'], /^--reason needs a value/],
    [
      ['create', 'x@example.org', '--name', 'X', '--password-file', '/nope'],
      /^No password file at/,
    ],
  ])('%j: exit code 2, what is wrong, then the usage', async (args, message) => {
    const res = await run(args);
    expect(res.code).toBe(2);
    expect(res.err).toMatch(message);
    expect(res.err).toContain('Usage: npm run admin -- <command>');
    expect(res.out).toBe('');
  });

  test('a short password and a plain account for set-password are refused', async () => {
    const short = await run(['create', 'short@example.org', '--name', 'S'], {
      ADMIN_PASSWORD: 'too short',
    });
    expect([short.code, short.err]).toEqual([2, expect.stringMatching(/at least 12 characters/)]);
    const user = await registerUser(the.stack, 'user');
    const plain = await run(['set-password', user.email], {
      ADMIN_PASSWORD: 'long enough password',
    });
    expect([plain.code, plain.err]).toEqual([
      2,
      expect.stringMatching(/is not an operator account/),
    ]);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  test("without MONGO_URL it uses the running app's run.json, else says what to do", async () => {
    const dataDir = mkdtempSync(path.join(dir, 'data-'));
    const noApp = await adminCli(
      ['list'],
      { DATA_DIR: dataDir },
      () => undefined,
      (line) => {
        expect(line).toMatch(/^No database to work on: start the app with `npm start`/);
      },
    );
    expect(noApp).toBe(2);
    writeFileSync(path.join(dataDir, 'run.json'), JSON.stringify({ mongoUrl: the.stack.mongoUrl }));
    const out: string[] = [];
    const code = await adminCli(
      ['list'],
      { DATA_DIR: dataDir, AUTH_DB: the.stack.dbNames.auth },
      (line) => out.push(line),
      () => undefined,
    );
    expect(code).toBe(0);
    expect(out.join('\n')).toContain(TEST_ADMIN.email);
  });

  test('the root script runs it: exit codes 0, 1 and 2', () => {
    const npm = (args: string[], env: Record<string, string>) =>
      spawnSync('npm', ['run', '--silent', 'admin', '--', ...args], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env },
        encoding: 'utf8',
        timeout: 30_000,
      });
    const listed = npm(['list'], {
      MONGO_URL: the.stack.mongoUrl,
      AUTH_DB: the.stack.dbNames.auth,
    });
    expect([listed.status, listed.stdout]).toEqual([0, expect.stringContaining(TEST_ADMIN.email)]);
    const usage = npm([], {});
    expect([usage.status, usage.stdout]).toEqual([2, expect.stringContaining('Usage:')]);
    expect(npm(['--help'], {}).status).toBe(0);
    const down = npm(['list'], { MONGO_URL: 'mongodb://127.0.0.1:1/' });
    expect([down.status, down.stderr]).toEqual([
      1,
      expect.stringContaining('Cannot reach the database at mongodb://127.0.0.1:1/'),
    ]);
  }, 60_000);
});
