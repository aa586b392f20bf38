// The restore drill (issue 27): `npm run backup` while reports keep arriving, `npm run restore`
// into a fresh data folder, and the app started on it has every report acknowledged before
// the backup began, photos included. Restore refuses a database that is not empty.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import sharp from 'sharp';
import { repoRoot } from '@rescue/service-kit';
import { TEST_ADMIN_ENV, registerSignedUser, type TestUser } from '@rescue/testkit/users';
import { reportData, reportForm } from '@rescue/testkit/reports';
import { waitFor } from '@rescue/testkit/wait';
import { startFerretDb } from '../src/ferretdb';
import { startStack, type RunningStack } from '../src/orchestrator';

jest.setTimeout(300_000);

/** Cloned behind the API so the backup has enough to read to overlap the writes. */
const BULK = 3000;
const WRITERS = 4;

const work = mkdtempSync(path.join(os.tmpdir(), 'rescue-backup-drill-'));
const archive = path.join(work, 'backup.jsonl.gz');
const freshDir = path.join(work, 'fresh-data');
// Every call is from 127.0.0.1: limits high enough that none refuses the write stream.
const ENV = {
  LOG_LEVEL: 'warn',
  REPORTS_MAX_PER_ACCOUNT_PER_HOUR: '100000',
  CLIENT_MAX_IN_FLIGHT: '100000',
  ...TEST_ADMIN_ENV,
};
let source: RunningStack | undefined;
let restored: RunningStack | undefined;

afterAll(async () => {
  await restored?.stop();
  await source?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** Every incident id the NGO's list holds, page by page (X-Next-Cursor). */
async function allIncidentIds(url: string, token: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await fetch(`${url}/api/incidents?limit=200${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) throw new Error(`GET /api/incidents: ${res.status}`);
    for (const incident of (await res.json()) as { _id: string }[]) ids.add(incident._id);
    cursor = res.headers.get('x-next-cursor');
  } while (cursor);
  return ids;
}

interface CliRun {
  code: number | null;
  stderr: string;
}

/**
 * Runs `npm run <backup|restore>`'s script as npm would; `onLine` sees each stderr line as it
 * comes (the backup's first says when it began).
 */
function cli(
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
  onLine: (line: string) => void = () => undefined,
): Promise<CliRun> {
  const { MONGO_URL: _mongo, DATA_DIR: _data, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', `packages/stack/src/cli/${name}.ts`, ...args],
    { cwd: repoRoot(), env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  let pending = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(onLine);
  });
  child.stdout.resume();
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

async function report(reporter: TestUser, marker: string, photo?: Buffer): Promise<string> {
  const res = await fetch(`${source!.url}/api/incidents/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${reporter.token}` },
    body: reportForm(reportData({ description: `Stray dog with a hurt leg (${marker})` }), photo),
  });
  if (res.status !== 201) throw new Error(`report: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { incident: { _id: string } }).incident._id;
}

test('a backup taken under a write stream restores every report acknowledged before it began', async () => {
  source = await startStack({
    port: 0,
    dataDir: path.join(work, 'source-data'),
    env: ENV,
    log: () => undefined,
  });
  const reporter = await registerSignedUser(source, 'user');
  const ngo = await registerSignedUser(source, 'ngo');
  const photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#b45309' },
  })
    .jpeg()
    .toBuffer();

  // Bulk: one report cloned BULK times into the incidents database.
  const templateId = await report(reporter, 'template', photo);
  const mongo = await MongoClient.connect(source.mongoUrl);
  try {
    const incidents = mongo.db('rescue_incidents').collection('incidents');
    const {
      _id: _ignored,
      idempotencyKey: _key,
      ...template
    } = (await incidents.findOne({
      _id: new ObjectId(templateId),
    }))!;
    for (let done = 0; done < BULK; done += 1000)
      await incidents.insertMany(
        Array.from({ length: Math.min(1000, BULK - done) }, () => ({
          ...template,
          _id: new ObjectId(),
        })),
      );
  } finally {
    await mongo.close();
  }

  // The write stream: reports (every other one with a photo), each noted when acknowledged.
  const acknowledged: { id: string; at: number; photo: boolean }[] = [];
  let writing = true;
  const writers = Array.from({ length: WRITERS }, async (_, w) => {
    for (let i = 0; writing; i += 1) {
      const withPhoto = i % 2 === 0;
      const id = await report(reporter, `writer ${w} #${i}`, withPhoto ? photo : undefined);
      acknowledged.push({ id, at: performance.now(), photo: withPhoto });
    }
  });
  // Writes are flowing before the backup starts.
  await waitFor(() => acknowledged.length >= 20, {
    what: '20 reports acknowledged',
    timeoutMs: 30_000,
  });

  let began = Infinity;
  const backup = await cli('backup', ['--out', archive], { MONGO_URL: source.mongoUrl }, (line) => {
    if (line.startsWith('Backup started at')) began = performance.now();
  });
  const afterBackup = acknowledged.length;
  // A few more after it, so the drill shows that what came later is simply not required.
  await waitFor(() => acknowledged.length >= afterBackup + 10, {
    what: '10 more reports acknowledged after the backup',
    timeoutMs: 60_000,
  });
  writing = false;
  await Promise.all(writers);
  expect(backup.stderr).toMatch(/Backup done: \d+ documents/);
  expect(backup.code).toBe(0);
  const before = acknowledged.filter((a) => a.at < began);
  const during = acknowledged.filter((a) => a.at >= began && acknowledged.indexOf(a) < afterBackup);
  expect(before.length).toBeGreaterThanOrEqual(20);

  // Restore into a fresh data folder: the command starts the embedded database there itself.
  const restore = await cli('restore', [archive], { DATA_DIR: freshDir });
  expect(restore.stderr).toMatch(/Restore done/);
  expect(restore.code).toBe(0);
  // A second restore finds the database in use and refuses, changing nothing.
  const again = await cli('restore', [archive], { DATA_DIR: freshDir });
  expect(again.code).toBe(2);
  expect(again.stderr).toMatch(/not empty.*--force/s);
  // --force replaces what is there: the same archive again, whose ids would clash otherwise.
  const forced = await cli('restore', [archive, '--force'], { DATA_DIR: freshDir });
  expect(forced.stderr).toMatch(/replaced: .*rescue_incidents\.incidents/);
  expect(forced.code).toBe(0);

  // An archive cut short (a backup that died, a copy that stopped) restores nothing.
  const cut = path.join(work, 'cut.jsonl.gz');
  const whole = readFileSync(archive);
  writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
  const cutDir = path.join(work, 'cut-data');
  const partial = await cli('restore', [cut], { DATA_DIR: cutDir });
  expect(partial.code).toBe(2);
  expect(partial.stderr).toMatch(/cannot be read|incomplete/);
  const cutDb = await startFerretDb({ dataDir: cutDir });
  try {
    const client = await MongoClient.connect(cutDb.url);
    const names = (await client.db('admin').admin().listDatabases({ nameOnly: true })).databases;
    await client.close();
    expect(names.map((d) => d.name).filter((n) => n.startsWith('rescue_'))).toEqual([]);
  } finally {
    await cutDb.stop();
  }

  // The app on the restored folder: new keys (secrets are not in a backup), the same accounts.
  restored = await startStack({
    port: 0,
    dataDir: freshDir,
    env: ENV,
    log: () => undefined,
  });
  const login = await fetch(`${restored.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ngo.email, password: ngo.password }),
  });
  expect(login.status).toBe(200);
  const ngoToken = ((await login.json()) as { token: string }).token;
  const ids = await allIncidentIds(restored.url, ngoToken);
  const missing = before.filter((a) => !ids.has(a.id)).map((a) => a.id);
  expect(missing).toEqual([]);
  expect(ids.size).toBeGreaterThanOrEqual(BULK + 1 + before.length);

  // Photos came along: each acknowledged report's photo is served from the restored folder.
  for (const { id } of before.filter((a) => a.photo).slice(0, 5)) {
    const detail = (await (
      await fetch(`${restored.url}/api/incidents/${id}`, {
        headers: { authorization: `Bearer ${ngoToken}` },
      })
    ).json()) as { animalInfo: { photo: string | null } };
    expect(detail.animalInfo.photo).toEqual(expect.any(String));
    const served = await fetch(`${restored.url}/api/uploads/${detail.animalInfo.photo}`);
    expect(served.status).toBe(200);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
  }
  process.stderr.write(
    `restore drill: ${before.length} reports acknowledged before the backup began, all restored; ` +
      `${during.length} acknowledged during it\n`,
  );
});
