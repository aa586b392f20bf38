#!/usr/bin/env node
// @ts-check
// The deployment check CI runs (`node --import tsx deploy/check/run.mjs`; .ci/run), without a
// Docker engine:
//  1. docker-compose.yml is valid for Debian's docker-compose (`config -q`) with an env file
//     from deploy/generate-env.mjs, and refuses to start without the secrets;
//  2. every variable compose interpolates is documented in .env.example, and every variable
//     the services and the gateway read is set by compose (or listed below as not needed);
//  3. the Mongo init script gives each service readWrite on its own database only;
//  4. every Dockerfile's build steps run in a clean copy of its build context (exactly the files
//     its .dockerignore admits), with `npm ci` replaced by links to the installed node_modules
//     (deploy/check/dockerfile.mjs); then the result runs: a service or the gateway starts
//     from its CMD against a real database and its HEALTHCHECK command passes; a front-end
//     image's nginx settings serve its build with the right cache headers (deploy/check/nginx.mjs).
// Options: --only <dir> (repeatable) to check some Dockerfiles; --keep to keep the temp folder.
import { spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { generateSecrets, renderEnv } from '../generate-env.mjs';
import { contextFiles } from './dockerignore.mjs';
import { simulateBuild } from './dockerfile.mjs';
import { checkStaticServer, findNginx, freePort, waitFor } from './nginx.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const args = process.argv.slice(2);
const only = args.flatMap((arg, i) => (args[i - 1] === '--only' ? [arg.replace(/\/$/, '')] : []));
const keep = args.includes('--keep');
const started = Date.now();
const log = (/** @type {string} */ line) => process.stdout.write(`${line}\n`);
const seconds = (/** @type {number} */ since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const temp = mkdtempSync(path.join(os.tmpdir(), 'rescue-deploy-check-'));

/** The app workspaces that have an image; each build context may hold only its own. */
const APPS = [
  'services/auth',
  'services/incidents',
  'services/volunteer',
  'services/docusign',
  'gateway',
  'shell',
  'mfe-public',
  'mfe-ngo',
  'mfe-volunteer',
  'mfe-user',
  'mfe-admin',
];
const OTHER_WORKSPACES = ['e2e', 'bench', 'packages/stack', 'packages/testkit'];

/** Variables the code reads that compose deliberately leaves unset, and why. */
const NOT_SET_BY_COMPOSE = {
  WEB_ROOT: 'the gateway proxies the front-end containers (SHELL_UPSTREAM, REMOTE_*_UPSTREAM)',
  AUTH_HOST: 'HOST is set',
  INCIDENTS_HOST: 'HOST is set',
  VOLUNTEER_HOST: 'HOST is set',
  DOCUSIGN_HOST: 'HOST is set',
  JWT_PUBLIC_KEY_FILE: 'the key itself is set',
  JWT_PRIVATE_KEY_FILE: 'the key itself is set',
  INTERNAL_API_KEY_FILE: 'the key itself is set',
  DOCUSIGN_PRIVATE_KEY_FILE: 'the key itself is set',
  PROCESS_RESTARTS: "set by npm start's supervisor at each launch; Docker counts restarts itself",
  ADMIN_PASSWORD_FILE: 'ADMIN_PASSWORD is set (the file is for secret stores that mount one)',
  DATA_DIR: "only `npm run admin` reads it, to find npm start's database; images take MONGO_URL",
};

function sh(/** @type {string} */ command, /** @type {string[]} */ argv, options = {}) {
  return spawnSync(command, argv, { cwd: repoRoot, encoding: 'utf8', ...options });
}

// 1. The compose file.
function checkCompose() {
  const since = Date.now();
  const envFile = path.join(temp, 'compose.env');
  writeFileSync(
    envFile,
    renderEnv(readFileSync(path.join(repoRoot, '.env.example'), 'utf8'), generateSecrets()),
  );
  const version = sh('docker-compose', ['version', '--short']);
  if (version.error)
    throw new Error('docker-compose is not installed (apt-get install docker-compose)');
  const valid = sh('docker-compose', [
    '--env-file',
    envFile,
    '-f',
    'docker-compose.yml',
    'config',
    '-q',
  ]);
  if (valid.status !== 0)
    throw new Error(`docker-compose config -q failed:\n${valid.stderr}${valid.stdout}`);
  const bare = sh('docker-compose', [
    '--env-file',
    '.env.example',
    '-f',
    'docker-compose.yml',
    'config',
    '-q',
  ]);
  if (bare.status === 0 || !/generate-env|set [A-Z_]+ in \.env/.test(bare.stderr)) {
    throw new Error(`compose must refuse to run without the secrets; it said: ${bare.stderr}`);
  }
  log(
    `compose: docker-compose ${version.stdout.trim()} config -q passes with generated secrets, refuses without (${seconds(since)})`,
  );
}

// 2. Every variable documented and wired.
function checkVariables() {
  const compose = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
  const example = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
  const documented = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
  const interpolated = new Set([...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]));
  const undocumented = [...interpolated].filter((name) => !documented.has(name));
  if (undocumented.length)
    throw new Error(`.env.example does not document ${undocumented.join(', ')}`);
  const unused = [...documented].filter(
    (name) => !interpolated.has(name) && name !== 'COMPOSE_PROJECT_NAME',
  );
  if (unused.length)
    throw new Error(`.env.example documents ${unused.join(', ')}, which compose never reads`);

  const set = new Set([...compose.matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]));
  const read = new Set();
  const sources = [
    ...['auth', 'incidents', 'volunteer', 'docusign'].map((s) => `services/${s}/src`),
    'gateway/src',
    'packages/service-kit/src',
  ];
  const services = ['AUTH', 'INCIDENTS', 'VOLUNTEER', 'DOCUSIGN'];
  const areas = ['PUBLIC', 'NGO', 'VOLUNTEER', 'USER'];
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.ts$/.test(entry.name)) {
        const text = readFileSync(path.join(repoRoot, rel), 'utf8');
        for (const m of text.matchAll(
          /env\.([A-Z][A-Z0-9_]+)|(?:intFromEnv\(env, |requireSecret\(|readSecret\()'([A-Z][A-Z0-9_]+)'/g,
        )) {
          read.add(m[1] ?? m[2]);
        }
        // Names built from a template, e.g. env[`${prefix}_DB`] or env[`REMOTE_${area}_URL`].
        for (const m of text.matchAll(/env\[`([^`]+)`\]|FromEnv\(env, `([^`]+)`/g)) {
          const template = m[1] ?? m[2] ?? '';
          if (template.includes('_FILE')) continue;
          const parts = template.split(/\$\{[^}]+\}/);
          const names = template.startsWith('REMOTE_') ? areas : services;
          for (const name of names) read.add(parts.join(name));
        }
      }
    }
  };
  sources.forEach(walk);
  for (const name of ['AUTH', 'INCIDENTS', 'VOLUNTEER', 'DOCUSIGN']) read.add(`${name}_URL`);
  const missing = [...read].filter((name) => !set.has(name) && !(name in NOT_SET_BY_COMPOSE));
  if (missing.length) {
    throw new Error(
      `the code reads ${missing.sort().join(', ')}, which docker-compose.yml never sets`,
    );
  }
  log(
    `variables: ${interpolated.size} compose variables documented in .env.example; ${read.size} read by the code, all set by compose or deliberately left out`,
  );
}

// 3. The Mongo init script, run against a recording stand-in for mongosh's `db`.
function checkInitScript() {
  const file = path.join(repoRoot, 'deploy', 'mongo', 'create-service-users.js');
  const script = readFileSync(file, 'utf8');
  const run = (/** @type {Record<string, string>} */ env, existing = new Set()) => {
    /** @type {{ db: string, user: string, roles: unknown, op: string }[]} */
    const calls = [];
    const sibling = (/** @type {string} */ name) => ({
      getUser: (/** @type {string} */ user) => (existing.has(`${name}/${user}`) ? { user } : null),
      createUser: (/** @type {{ user: string, roles: unknown }} */ spec) =>
        calls.push({ db: name, user: spec.user, roles: spec.roles, op: 'create' }),
      updateUser: (/** @type {string} */ user, /** @type {{ roles: unknown }} */ spec) =>
        calls.push({ db: name, user, roles: spec.roles, op: 'update' }),
    });
    vm.runInNewContext(
      script,
      { db: { getSiblingDB: sibling }, process: { env }, print: () => {} },
      { filename: file },
    );
    return calls;
  };
  const env = Object.fromEntries(
    ['AUTH', 'INCIDENTS', 'VOLUNTEER', 'DOCUSIGN'].map((s) => [
      `${s}_DB_PASSWORD`,
      randomBytes(24).toString('hex'),
    ]),
  );
  const created = run(env);
  const expected = ['auth', 'incidents', 'volunteer', 'docusign'].map((s) => ({
    db: `rescue_${s}`,
    user: s,
    roles: [{ role: 'readWrite', db: `rescue_${s}` }],
    op: 'create',
  }));
  if (JSON.stringify(created) !== JSON.stringify(expected)) {
    throw new Error(`init script: unexpected users ${JSON.stringify(created)}`);
  }
  const again = run(env, new Set(expected.map((u) => `${u.db}/${u.user}`)));
  if (!again.every((call) => call.op === 'update'))
    throw new Error('init script: a second run must update, not create');
  for (const broken of [
    { ...env, AUTH_DB_PASSWORD: '' },
    { ...env, VOLUNTEER_DB_PASSWORD: 'p@ss/word:1234567' },
  ]) {
    let failed = false;
    try {
      run(broken);
    } catch {
      failed = true;
    }
    if (!failed) throw new Error('init script: must refuse a missing or URL-unsafe password');
  }
  log(
    'mongo init: one user per service, readWrite on its own database only; idempotent; refuses bad passwords',
  );
}

/** The running side of a Node image: CMD starts, HEALTHCHECK passes, SIGTERM stops it cleanly. */
async function runNodeImage(
  /** @type {import('./dockerfile.mjs').Stage} */ stage,
  /** @type {Record<string, string>} */ extraEnv,
) {
  if (!stage.cmd || !stage.healthcheck) throw new Error('the image needs a CMD and a HEALTHCHECK');
  if (!stage.user || stage.user === 'root')
    throw new Error('the image must run as a non-root USER');
  const portVar = Object.keys(stage.env).find((name) => /(^|_)PORT$/.test(name));
  if (!portVar) throw new Error('the image sets no *_PORT');
  const env = {
    PATH: process.env.PATH ?? '',
    ...stage.env,
    ...extraEnv,
    HOST: '127.0.0.1',
    [portVar]: String(await freePort()),
  };
  const cwd = path.join(stage.root, stage.workdir);
  const [command = '', ...argv] = stage.cmd;
  const child = spawn(command, argv, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  const since = Date.now();
  try {
    await waitFor(
      () =>
        new Promise((resolve, reject) => {
          if (child.exitCode !== null) return reject(new Error('exited'));
          const [hc = '', ...hcArgs] = stage.healthcheck ?? [];
          const probe = spawn(hc, hcArgs, { cwd, env, stdio: 'ignore' });
          probe.once('exit', (code) => resolve(code === 0));
        }),
      20_000,
      () => `waiting for the HEALTHCHECK; output:\n${output}`,
    );
    const healthyIn = seconds(since);
    const stopped = Date.now();
    child.kill('SIGTERM');
    const code = await new Promise((resolve) =>
      child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
    );
    if (code !== 0) throw new Error(`exited with ${code} on SIGTERM; output:\n${output}`);
    return `healthy in ${healthyIn}, stopped on SIGTERM in ${seconds(stopped)}`;
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

function sizeOf(/** @type {string} */ dir) {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      bytes += statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
  }
  return bytes;
}
const kib = (/** @type {number} */ bytes) => `${Math.round(bytes / 1024)} KiB`;

// 4. Each Dockerfile.
async function checkImage(
  /** @type {string} */ app,
  /** @type {Record<string, string>} */ runtimeEnv,
  /** @type {string | undefined} */ nginx,
) {
  const since = Date.now();
  const dockerfile = path.join(repoRoot, app, 'Dockerfile');
  const files = contextFiles(repoRoot, `${dockerfile}.dockerignore`);
  const foreign = files.filter((file) =>
    [...APPS, ...OTHER_WORKSPACES].some((other) => other !== app && file.startsWith(`${other}/`)),
  );
  if (foreign.length)
    throw new Error(
      `${app}: the build context holds other parts' files: ${foreign.slice(0, 5).join(', ')}`,
    );
  const leaked = files.filter((file) =>
    /(^|\/)(\.env|node_modules|dist)(\/|$)|\.test\.tsx?$/.test(file),
  );
  if (leaked.length)
    throw new Error(`${app}: the build context holds ${leaked.slice(0, 5).join(', ')}`);
  const work = path.join(temp, app.replace(/\//g, '-'));
  const contextDir = path.join(work, 'context');
  let bytes = 0;
  for (const file of files) {
    mkdirSync(path.dirname(path.join(contextDir, file)), { recursive: true });
    cpSync(path.join(repoRoot, file), path.join(contextDir, file));
    bytes += statSync(path.join(repoRoot, file)).size;
  }
  const notes = [];
  const final = await simulateBuild({
    repoRoot,
    dockerfile,
    contextDir,
    workDir: work,
    log: (line) => notes.push(line.replace(/^build: /, '')),
  });
  const built = seconds(since);
  let result;
  if (/^node:/.test(final.base)) {
    const dist = path.join(final.root, final.workdir, app, 'dist', 'server.js');
    result = `bundle ${kib(statSync(dist).size)}; ${await runNodeImage(final, runtimeEnv)}`;
  } else if (/nginx/.test(final.base)) {
    if (!nginx) {
      if (process.env.CI) throw new Error('nginx is needed for this check (see .ci/run)');
      result = 'nginx not found: static server not checked';
    } else {
      const html = path.join(final.root, 'usr', 'share', 'nginx', 'html');
      const checks = await checkStaticServer({
        nginx,
        stageRoot: final.root,
        kind: app === 'shell' ? 'shell' : 'remote',
        healthcheck: final.healthcheck,
        workDir: work,
      });
      result = `build ${kib(sizeOf(html))}; nginx: ${checks.join(', ')}`;
    }
  } else throw new Error(`${app}: unexpected runtime base ${final.base}`);
  return `${app}/Dockerfile: context ${files.length} files (${kib(bytes)}), built in ${built}; ${result} (${seconds(since)})`;
}

async function main() {
  checkCompose();
  checkVariables();
  checkInitScript();

  const apps = only.length ? APPS.filter((app) => only.includes(app)) : APPS;
  const composeText = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
  for (const app of APPS) {
    if (!composeText.includes(`dockerfile: ${app}/Dockerfile`))
      throw new Error(`docker-compose.yml does not build ${app}/Dockerfile`);
  }

  // The services need a real database to become healthy.
  let stopDb = async () => {};
  let mongoUrl = process.env.MONGO_URL;
  if (!mongoUrl && apps.some((app) => app.startsWith('services/'))) {
    const { startFerretDb } = await import('../../packages/stack/src/ferretdb.ts');
    const ferret = await startFerretDb({ dataDir: path.join(temp, 'db') });
    mongoUrl = ferret.url;
    stopDb = () => ferret.stop();
  }
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const runtimeEnv = {
    MONGO_URL: mongoUrl ?? '',
    JWT_PUBLIC_KEY: publicKey,
    JWT_PRIVATE_KEY: privateKey,
    INTERNAL_API_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    AUTH_DB: `deploycheck_auth`,
    INCIDENTS_DB: `deploycheck_incidents`,
    VOLUNTEER_DB: `deploycheck_volunteer`,
    DOCUSIGN_DB: `deploycheck_docusign`,
  };
  const nginx = findNginx(repoRoot);

  /** @type {string[]} */
  const failures = [];
  try {
    // Two at a time: the machine has two cores, and webpack builds use one each.
    const queue = [...apps];
    await Promise.all(
      [0, 1].map(async () => {
        for (let app = queue.shift(); app; app = queue.shift()) {
          try {
            log(await checkImage(app, runtimeEnv, nginx));
          } catch (error) {
            failures.push(app);
            log(
              `${app}/Dockerfile: FAILED\n${error instanceof Error ? error.message : String(error)}`,
            );
          }
        }
      }),
    );
  } finally {
    await stopDb();
    if (!keep) rmSync(temp, { recursive: true, force: true });
    else log(`kept ${temp}`);
  }
  // Not the 'N passed, N failed' form: that closing line belongs to `npm test`.
  log(
    `deployment check: ${apps.length - failures.length} of ${apps.length} images pass` +
      `${failures.length ? ` (failing: ${failures.join(', ')})` : ''}, in ${seconds(started)}`,
  );
  if (failures.length) process.exitCode = 1;
}

main().catch((error) => {
  log(`deployment check failed: ${error instanceof Error ? error.message : String(error)}`);
  if (!keep) rmSync(temp, { recursive: true, force: true });
  process.exitCode = 1;
});
