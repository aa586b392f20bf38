// Schemathesis fuzzes the OpenAPI document against the app as `npm start` runs it, once per
// role (anonymous, user, and a volunteer and an NGO that signed their documents), two at a
// time: no 5xx, and no status, content type, header or body the document does not allow;
// invalid input is refused, undeclared methods get 405 with Allow, and a secured operation
// really needs its token (the checks are chosen in schemathesis.toml beside this file).
// schemathesis comes from PyPI, installed by scripts/schemathesis.mjs into .cache/ on first use.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  account,
  reportData,
  startReliabilityStack,
  type Account,
  type ReliabilityStack,
} from './support';

/**
 * The four runs' budget. A minute or two on a quiet machine; on a loaded 2-core CI the four
 * at once passed the old whole-test limit of 300 s and ended unreported, and on two cores at a
 * load of about 45 one role alone took 183 s and the four at once 810 s. A run still going at
 * the end is interrupted and reported as such, with what it found so far, before jest's own
 * limit.
 */
const RUNS_BUDGET_MS = 1_200_000;
/** Besides the runs: the stack's start, accounts and seed, and installing schemathesis once. */
jest.setTimeout(RUNS_BUDGET_MS + 240_000);

const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** Test cases per operation and phase: bounded so the four runs take a minute or two. */
const MAX_EXAMPLES = 15;
const SEED = 20_261_122;
/**
 * Roles fuzzed at once. Each run is a Python process generating cases on the CPU beside the
 * app it calls: four at once on two cores take much of the CPU the app needs to answer.
 */
const ROLES_AT_ONCE = 2;
/**
 * How long schemathesis waits for one answer: the gateway's own upstream limit (its
 * UPSTREAM_TIMEOUT_MS default), past which the gateway answers 504 itself, which the checks
 * see. A shorter wait turned a slow answer on a loaded machine into a network error.
 */
const REQUEST_TIMEOUT_S = 30;

let app: ReliabilityStack;
let accounts: Record<'user' | 'volunteer' | 'ngo', Account>;

async function call(method: string, urlPath: string, token: string, body?: unknown) {
  const isForm = body instanceof FormData;
  const res = await fetch(`${app.stack.url}${urlPath}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const parsed = (await res.json()) as { incident?: { _id: string } };
  if (res.status >= 300)
    throw new Error(`${method} ${urlPath}: ${res.status} ${JSON.stringify(parsed)}`);
  return parsed;
}

/** Real data behind every list, so the fuzzer's responses are checked on real incidents. */
async function seedData() {
  const { user, volunteer, ngo } = accounts;
  const photo = await sharp({
    create: { width: 48, height: 32, channels: 3, background: '#0f766e' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('data', JSON.stringify(reportData('with a photo')));
  form.set('animalPhoto', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'dog.jpg');
  await call('POST', '/api/incidents/create', user.token, form);
  const ids: string[] = [];
  for (const [who, marker] of [
    [user, 'taken'],
    [user, 'resolved'],
    [volunteer, 'reported by a volunteer'],
    [ngo, 'reported by an NGO'],
  ] as const) {
    ids.push(
      (await call('POST', '/api/incidents/create', who.token, reportData(marker))).incident!._id,
    );
  }
  await call('PUT', `/api/volunteer/incidents/${ids[0]}/volunteer/update`, volunteer.token);
  await call('POST', `/api/volunteer/incidents/${ids[0]}/notes`, volunteer.token, {
    text: 'Fed and watered',
  });
  await call('PUT', `/api/ngo/incidents/${ids[1]}/update`, ngo.token, { status: 'resolved' });
}

beforeAll(async () => {
  app = await startReliabilityStack('fuzz');
  const url = app.stack.url;
  const [user, volunteer, ngo] = await Promise.all([
    account(url, 'user', 'Fuzz User'),
    account(url, 'volunteer', 'Fuzz Volunteer'),
    account(url, 'ngo', 'Fuzz NGO'),
  ]);
  accounts = { user: user!, volunteer: volunteer!, ngo: ngo! };
  await seedData();
});
afterAll(async () => {
  await app?.stop();
});

interface RunResult {
  role: string;
  code: number | null;
  seconds: number;
  /** Interrupted at the budget's end (its report then covers what it tested until then). */
  interrupted: boolean;
  output: string;
  report?: {
    exit_code: number;
    operations: { tested: number };
    test_cases: { generated: number; with_failures: number };
    failures: unknown[];
    errors: unknown[];
  };
}

function runSchemathesis(
  st: string,
  deadline: number,
  role: string,
  token?: string,
): Promise<RunResult> {
  const dir = app.dataDir;
  const config = path.join(__dirname, 'schemathesis.toml');
  const reportPath = path.join(dir, `schemathesis-${role}.json`);
  const args = [
    '--config-file',
    config,
    'run',
    `${app.stack.url}/api/openapi.json`,
    '--max-examples',
    String(MAX_EXAMPLES),
    '--seed',
    String(SEED),
    '--generation-database',
    'none',
    '--request-timeout',
    String(REQUEST_TIMEOUT_S),
    '--no-color',
    '--report',
    'json',
    '--report-json-path',
    reportPath,
    ...(token ? ['--header', `Authorization: Bearer ${token}`] : []),
  ];
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(st, args, { cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    let interrupted = false;
    // SIGINT: schemathesis stops, then prints and writes its report of what it tested.
    const stop = setTimeout(
      () => {
        interrupted = true;
        child.kill('SIGINT');
      },
      Math.max(0, deadline - Date.now()),
    );
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => {
      clearTimeout(stop);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(stop);
      resolve({
        role,
        code,
        seconds: Math.round((Date.now() - started) / 1000),
        interrupted,
        output,
        report: existsSync(reportPath) ? JSON.parse(readFileSync(reportPath, 'utf8')) : undefined,
      });
    });
  });
}

test('schemathesis finds no server error and no answer outside the document, for any role', async () => {
  // Installs schemathesis on first use; its progress line goes straight to the console.
  const stdout = await new Promise<string>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(REPO_ROOT, 'scripts', 'schemathesis.mjs'), '--install'],
      { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`schemathesis.mjs --install exited ${code}`)),
    );
  });
  const st = stdout.trim().split('\n').pop()!;

  const deadline = Date.now() + RUNS_BUDGET_MS;
  const roles: [string, string | undefined][] = [
    ['anonymous', undefined],
    ['user', accounts.user.token],
    ['volunteer', accounts.volunteer.token],
    ['ngo', accounts.ngo.token],
  ];
  // ROLES_AT_ONCE runs at a time, each taking the next role when one ends.
  const queue = [...roles];
  const results: RunResult[] = [];
  await Promise.all(
    Array.from({ length: ROLES_AT_ONCE }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        results.push(await runSchemathesis(st, deadline, ...next));
      }
    }),
  );
  const order = roles.map(([role]) => role);
  results.sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role));

  const total = results.reduce((sum, r) => sum + (r.report?.test_cases.generated ?? 0), 0);
  console.log(
    [
      `Schemathesis (max ${MAX_EXAMPLES} examples per operation and phase, seed ${SEED}):`,
      ...results.map(
        (r) =>
          `  ${r.role.padEnd(9)} exit ${r.code}, ${r.report?.operations.tested ?? '?'} operations, ` +
          `${r.report?.test_cases.generated ?? '?'} test cases, ` +
          `${r.report?.test_cases.with_failures ?? '?'} failing, ${r.seconds} s` +
          (r.interrupted ? ` (interrupted at the ${RUNS_BUDGET_MS / 1000} s budget)` : ''),
      ),
      `  ${total} test cases in all`,
    ].join('\n'),
  );
  for (const result of results) {
    // On failure, schemathesis's own account of it: the failing cases and how to reproduce them.
    const failures = result.output.slice(Math.max(0, result.output.indexOf('FAILURES')));
    expect({
      role: result.role,
      code: result.code,
      interrupted: result.interrupted,
      failures: result.code === 0 ? '' : failures,
    }).toEqual({
      role: result.role,
      code: 0,
      interrupted: false,
      failures: '',
    });
    expect(result.report?.errors).toEqual([]);
    expect(result.report?.operations.tested).toBeGreaterThan(20);
  }
});
