// A full data disk (issue 27). DATA_DIR is a 64 MB tmpfs of its own, filled to the last byte
// while the stack runs; then:
// - nothing exits: the supervisor's log files drop lines instead of throwing ENOSPC (which
//   took every process down), and no process is restarted;
// - reads are served; writes are answered 503 JSON "storage is full" with Retry-After;
//   /readyz says so; the console gets one line per service, not one per request;
// - once the file is deleted, writes succeed again by themselves within 5 s;
// - every report acknowledged before, during or after is stored, once.
// On every machine (alone where mounting is refused), a second test makes a log's write stream
// fail with ENOSPC and shows that it is survived and recovered from. Either way the stack's files are
// 0600/0700 and its embedded database refuses a client without the password.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { MongoClient } from 'mongodb';
import sharp from 'sharp';
import { LogDir } from '@rescue/stack/log-files';
import { waitFor } from '@rescue/testkit/wait';
import { allIncidents, reliabilityScene, reportData } from './support';

jest.setTimeout(120_000);

const RECOVERY_MS = 5000;
const STORAGE_FULL = /storage is full/i;

/** A tmpfs of its own, if this machine lets us mount one (root, or a CAP_SYS_ADMIN container). */
function mountSmallDisk(): string | undefined {
  // DISK_FULL_NO_MOUNT=1 runs the fallback where a mount would work.
  if (process.env.DISK_FULL_NO_MOUNT === '1') return undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rescue-disk-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m,mode=0700', 'tmpfs', dir], {
      stdio: 'ignore',
    });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}

const disk = mountSmallDisk();
const scene = reliabilityScene(
  'disk-full',
  { ngo: 'Disk NGO', reporters: ['Disk Reporter'] },
  // LOG_LEVEL info, as npm start runs: a log line per request, so the logs meet the full disk.
  { env: { LOG_LEVEL: 'info' }, ...(disk ? { dataDir: path.join(disk, 'data') } : {}) },
);
// The stack stops (scene's hook) before the disk is unmounted.
afterAll(async () => {
  if (disk) {
    execFileSync('umount', [disk]);
    rmSync(disk, { recursive: true, force: true });
  }
});

/** Writes zeros until the file system says ENOSPC; returns the bytes written. */
function fillDisk(file: string): number {
  const fd = openSync(file, 'w');
  const block = Buffer.alloc(1024 * 1024);
  let written = 0;
  try {
    for (let size = block.length; size >= 512;) {
      try {
        written += writeSync(fd, block, 0, size);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        size /= 2; // down to the last blocks
      }
    }
  } finally {
    closeSync(fd);
  }
  return written;
}

// Needs a file system of its own to fill; the fallback below runs on every machine.
if (disk)
  test('a full disk: reads served, writes 503 JSON, one log line, back by itself within 5 s, nothing acknowledged lost', async () => {
    const { app, ngo } = scene;
    const { stack } = app;
    const reporter = scene.reporters[0]!;
    const runId = randomBytes(4).toString('hex');
    const acknowledged = new Map<string, string>(); // marker -> id
    const statuses: number[] = [];
    let n = 0;
    const report = async () => {
      const marker = `${runId} #${(n += 1)}`;
      const res = await fetch(`${stack.url}/api/incidents/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${reporter.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(reportData(marker)),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await res.json()) as { message?: string; incident?: { _id: string } };
      if (res.status === 201) acknowledged.set(marker, body.incident!._id);
      statuses.push(res.status);
      return { status: res.status, body, retryAfter: res.headers.get('retry-after') };
    };
    const get = (url: string, token = ngo.token) =>
      fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const readyz = async () =>
      (await (await fetch(`${stack.services.incidents[0]}/readyz`)).json()) as {
        status: string;
        storage?: string;
      };

    for (let i = 0; i < 3; i += 1) expect((await report()).status).toBe(201);
    const firstId = [...acknowledged.values()][0]!;

    const fill = path.join(disk!, 'fill');
    const filled = fillDisk(fill);

    // The first writes may still fit in space SQLite already holds (its WAL): every answer is
    // a stored report or a 503 naming the full storage, never a 500 or a dropped connection.
    const refused = await waitFor(
      async () => {
        const answer = await report();
        if (answer.status === 201) return undefined;
        return answer;
      },
      { what: 'a write refused for lack of space', intervalMs: 50 },
    );
    expect(refused.status).toBe(503);
    expect(refused.body.message).toMatch(STORAGE_FULL);
    expect(refused.retryAfter).not.toBeNull();
    for (let i = 0; i < 5; i += 1) {
      const again = await report();
      expect({ status: again.status, message: again.body.message }).toEqual({
        status: 503,
        message: expect.stringMatching(STORAGE_FULL) as string,
      });
    }

    // Other writes too: a report with a photo (GridFS) and an NGO's status change.
    const photo = await sharp({
      create: { width: 48, height: 32, channels: 3, background: '#0f766e' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('data', JSON.stringify(reportData(`${runId} with a photo`)));
    form.set('animalPhoto', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'dog.jpg');
    const withPhoto = await fetch(`${stack.url}/api/incidents/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reporter.token}` },
      body: form,
    });
    const statusChange = await fetch(`${stack.url}/api/ngo/incidents/${firstId}/update`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${ngo.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'in progress', status_update: 'On our way' }),
    });
    for (const [what, res] of [
      ['report with a photo', withPhoto],
      ['status change', statusChange],
    ] as const) {
      const body = (await res.json()) as { message?: string };
      expect({ what, status: res.status, message: body.message }).toEqual({
        what,
        status: 503,
        message: expect.stringMatching(STORAGE_FULL) as string,
      });
    }

    // Reads are served: the list, one report, the NGO's profile (auth).
    const list = await get(`${stack.url}/api/incidents?limit=200`);
    expect(list.status).toBe(200);
    const listed = ((await list.json()) as { _id: string }[]).map((i) => i._id);
    expect(listed).toEqual(expect.arrayContaining([...acknowledged.values()]));
    expect((await get(`${stack.url}/api/incidents/${firstId}`)).status).toBe(200);
    expect((await get(`${stack.url}/api/ngo/profile`)).status).toBe(200);
    // Readiness says so and stays 200: the gateway keeps routing reads to it.
    expect(await readyz()).toMatchObject({ status: 'ready', storage: 'full' });

    // Space returns: the next writes succeed by themselves.
    rmSync(fill);
    const freedAt = performance.now();
    await waitFor(async () => (await report()).status === 201, {
      what: 'a write accepted after space returned',
      timeoutMs: 15_000,
      intervalMs: 100,
    });
    const recoveryMs = performance.now() - freedAt;
    await waitFor(async () => (await readyz()).storage === undefined, {
      what: '/readyz to stop saying the storage is full',
      timeoutMs: 15_000,
      intervalMs: 100,
    });
    const readyAgainMs = performance.now() - freedAt;
    for (let i = 0; i < 3; i += 1) expect((await report()).status).toBe(201);

    // The process logs could not be written while the disk was full (every request logs a
    // line at info): said once, and they are written again by themselves.
    expect(app.logs.filter((line) => line.includes('cannot write the process logs'))).toHaveLength(
      1,
    );
    await waitFor(
      async () => {
        await (await get(`${stack.url}/api/incidents/${firstId}`)).arrayBuffer();
        return app.logs.some((line) => line.includes('writing the process logs again'));
      },
      { what: 'the process logs to be written again', intervalMs: 200 },
    );

    // Nothing exited or was restarted.
    for (const name of stack.processes)
      expect({ name, restarts: stack.restarts(name) }).toEqual({ name, restarts: 0 });
    // One console line for the full storage (incidents refused the writes), none per request.
    const fullLines = app.logs.filter((line) => line.includes('storage is full'));
    expect(fullLines.filter((line) => line.startsWith('[incidents]'))).toHaveLength(1);
    expect(fullLines.length).toBeLessThanOrEqual(stack.processes.length);

    // Every acknowledged report is stored, once, under the id the client was given.
    const stored = (await allIncidents(stack.url, ngo.token)).filter((i) =>
      i.description.includes(`(${runId} #`),
    );
    expect(stored.map((i) => i._id).sort()).toEqual([...acknowledged.values()].sort());

    console.log(
      `Disk full: ${Math.round(filled / 1024 / 1024)} MB written to fill the 64 MB tmpfs; ` +
        `${statuses.filter((s) => s === 503).length} writes answered 503, ${acknowledged.size} acknowledged ` +
        `and all stored; writes accepted ${Math.round(recoveryMs)} ms after space returned, ` +
        `/readyz clear after ${Math.round(readyAgainMs)} ms; 0 restarts.\n${app.logs.join('\n')}`,
    );
    expect(recoveryMs).toBeLessThan(RECOVERY_MS);
    expect(readyAgainMs).toBeLessThan(RECOVERY_MS);
  });

// Runs everywhere, beside the real full disk where a mount was allowed.
test('a log write stream failing with ENOSPC is survived and recovered from (every machine, mount or not)', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rescue-logs-'));
  const lines: string[] = [];
  let full = true;
  const written: string[] = [];
  const logs = new LogDir({
    dir,
    log: (line) => lines.push(line),
    retryMs: 50,
    open: () =>
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          if (full) {
            const error: NodeJS.ErrnoException = new Error(
              'ENOSPC: no space left on device, write',
            );
            error.code = 'ENOSPC';
            done(error);
          } else {
            written.push(chunk.toString());
            done();
          }
        },
      }),
  });
  const gateway = logs.file('gateway');
  const incidents = logs.file('incidents');
  for (let i = 0; i < 20; i += 1) {
    gateway.write(`line ${i}\n`);
    incidents.write(`line ${i}\n`);
  }
  await waitFor(() => lines.length > 0, { what: 'the failure to be reported' });
  full = false;
  const freedAt = performance.now();
  await waitFor(
    () => {
      gateway.write('after\n');
      incidents.write('after\n');
      return lines.some((line) => line.includes('writing the process logs again'));
    },
    { what: 'the logs to be written again', intervalMs: 20 },
  );
  console.log(
    `Log stream ENOSPC fallback: writing again ${Math.round(performance.now() - freedAt)} ms after space returned`,
  );
  await logs.close();
  rmSync(dir, { recursive: true, force: true });
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/cannot write the process logs .*ENOSPC/);
  expect(written).toContain('after\n');
});

test('files under the data folder are 0600 and folders 0700; the embedded database wants its password', async () => {
  const { app } = scene;
  const loose: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const mode = statSync(full).mode & 0o777;
      if (mode & 0o077) loose.push(`${full} ${mode.toString(8)}`);
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(app.dataDir);
  expect(loose).toEqual([]);
  expect(statSync(app.dataDir).mode & 0o077).toBe(0);

  // Bound to loopback, and with credentials: the same address without them is refused.
  const url = new URL(app.stack.mongoUrl);
  expect(url.hostname).toBe('127.0.0.1');
  expect(url.password).not.toBe('');
  const anonymous = new MongoClient(`mongodb://127.0.0.1:${url.port}/`, {
    serverSelectionTimeoutMS: 2000,
  });
  try {
    await expect(anonymous.db('rescue_auth').collection('users').findOne({})).rejects.toThrow(
      /requires authentication/,
    );
  } finally {
    await anonymous.close();
  }
  const wrong = new MongoClient(`mongodb://rescue:wrong@127.0.0.1:${url.port}/`, {
    serverSelectionTimeoutMS: 2000,
  });
  try {
    await expect(wrong.connect()).rejects.toThrow(/Authentication failed/);
  } finally {
    await wrong.close();
  }
});
