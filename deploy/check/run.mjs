#!/usr/bin/env node
// @ts-check
// The deployment check (`node --import tsx deploy/check/run.mjs`, a step of .ci/run), without a
// Docker engine. It proves what could break a deployment that the tests do not see:
//  1. docker-compose.yml is valid for Debian's docker-compose with secrets from
//     deploy/generate-env.mjs, refuses to start without them, and reads no undocumented variable;
//  2. every part compose builds uses deploy/service.Dockerfile or deploy/web.Dockerfile with
//     build arguments naming a part of that kind; the build context its ignore file admits holds
//     no secret, data, installed package, build output or test, and holds every COPY source of
//     the Dockerfile (with that part's arguments) and every workspace manifest npm ci needs;
//  3. the Mongo init script gives each service readWrite on its own database only;
//  4. built in a clean copy of that context: each Node part's bundle, started by the image's
//     CMD with the environment compose gives its container (on a real database), passes the
//     image's HEALTHCHECK and stops on SIGTERM; each front-end app's build, served by nginx with
//     the settings its KIND picks, answers with the cache rules of DESIGN.md (deploy/check/nginx.mjs).
// Options: --only <part> (repeatable) builds and runs only those parts; --keep keeps the temp folder.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import dockerignore from '@balena/dockerignore';
import { parse as parseYaml } from 'yaml';
import { generateSecrets, renderEnv } from '../generate-env.mjs';
import { readLockfile } from '../lockfile.mjs';
import { freePort } from '@rescue/stack/ports';
// A default import: tsx serves the contracts' index (export * from ...) as CommonJS, whose
// re-exported names an ES module cannot import by name.
import contracts from '@rescue/contracts';
import { checkStaticServer, expect, findNginx, waitFor } from './nginx.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const { MALLOC_ENV } = contracts;
const args = process.argv.slice(2);
const only = args.flatMap((arg, i) => (args[i - 1] === '--only' ? [arg.replace(/\/$/, '')] : []));
const keep = args.includes('--keep');
const started = Date.now();
const log = (/** @type {string} */ line) => process.stdout.write(`${line}\n`);
const seconds = (/** @type {number} */ since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const temp = mkdtempSync(path.join(os.tmpdir(), 'rescue-deploy-check-'));
const read = (/** @type {string} */ file) => readFileSync(path.join(repoRoot, file), 'utf8');

/** The two kinds of part: their Dockerfile, the argument naming the part, what a part has. */
const KINDS = {
  'deploy/service.Dockerfile': { partArg: 'PART', marker: 'src/server.ts', user: 'node' },
  // nginx-unprivileged runs as its own non-root user.
  'deploy/web.Dockerfile': { partArg: 'APP', marker: 'webpack.config.mjs', user: undefined },
};
/** Never in a build context: secrets, local data and caches, installed packages, builds, tests. */
const FORBIDDEN =
  /(^|\/)(\.env[^/]*|\.data|\.cache|\.git|node_modules|dist|test)(\/|$)|\.test\.tsx?$/;

// 1. The compose file, as docker-compose resolves it.
function loadCompose() {
  const envFile = path.join(temp, 'compose.env');
  writeFileSync(envFile, renderEnv(read('.env.example'), generateSecrets()));
  const compose = (/** @type {string} */ env) =>
    spawnSync('docker-compose', ['--env-file', env, '-f', 'docker-compose.yml', 'config'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
  const valid = compose(envFile);
  if (valid.error)
    throw new Error('docker-compose is not installed (apt-get install docker-compose)');
  expect(valid.status === 0, `docker-compose config failed:\n${valid.stderr}`);
  const bare = compose('.env.example');
  expect(
    bare.status !== 0 && /generate-env|set [A-Z_]+ in \.env/.test(bare.stderr),
    `compose must refuse to run without the secrets; it said: ${bare.stderr}`,
  );
  const documented = new Set(
    [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]),
  );
  const used = [...read('docker-compose.yml').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]);
  const undocumented = [...new Set(used)].filter((name) => !documented.has(name));
  expect(!undocumented.length, `.env.example does not document ${undocumented.join(', ')}`);
  log('compose: valid with generated secrets, refuses without, every variable documented');
  /** @type {{ services: Record<string, { build?: { dockerfile: string, args?: Record<string, string> }, environment?: Record<string, string> }> }} */
  const config = parseYaml(valid.stdout);
  return config.services;
}

/** A Dockerfile's instructions, continuation lines joined. */
function instructions(/** @type {string} */ dockerfile) {
  return read(dockerfile)
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.trim().split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** The files of the build context `dockerfile.dockerignore` admits, relative with `/`. */
function contextFiles(/** @type {string} */ dockerfile) {
  const ignore = dockerignore().add(read(`${dockerfile}.dockerignore`));
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      // Never walked (too big), but the ignore file must keep them out.
      if (entry.isDirectory() && /^(node_modules|\.git|\.cache|\.data)$/.test(entry.name)) {
        expect(ignore.ignores(`${rel}/package.json`), `${dockerfile}.dockerignore admits ${rel}/`);
      } else if (entry.isDirectory()) walk(rel);
      else if (!ignore.ignores(rel)) files.push(rel);
    }
  };
  walk('');
  const forbidden = files.filter((file) => FORBIDDEN.test(file));
  expect(
    !forbidden.length,
    `${dockerfile}: the build context holds ${forbidden.slice(0, 5).join(', ')}`,
  );
  return { ignore, files };
}

/** Files a machine may hold that no context may admit, whether or not they exist here. */
const mustStayOut = (/** @type {string} */ part) => [
  '.env',
  `${part}/.env.production`,
  '.data/db/x',
  `${part}/.data/x`,
  `${part}/dist/server.js`,
  `${part}/node_modules/x/index.js`,
  `${part}/src/x.test.ts`,
];

const globRegex = (/** @type {string} */ glob) =>
  new RegExp(`^${glob.replace(/[.+^${}()|]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);

// 2. Each built part's Dockerfile, arguments and build context.
function checkBuild(
  /** @type {string} */ name,
  /** @type {{ dockerfile: string, args?: Record<string, string> }} */ build,
  /** @type {Map<string, ReturnType<typeof contextFiles>>} */ contexts,
) {
  const kind = KINDS[/** @type {keyof typeof KINDS} */ (build.dockerfile)];
  expect(kind, `${name}: builds ${build.dockerfile}, not one of ${Object.keys(KINDS).join(', ')}`);
  const buildArgs = build.args ?? {};
  const part = buildArgs[kind.partArg] ?? '';
  expect(
    existsSync(path.join(repoRoot, part, kind.marker)),
    `${name}: ${kind.partArg}=${part} has no ${kind.marker}`,
  );
  const steps = instructions(build.dockerfile);
  const declared = steps.filter((s) => s.keyword === 'ARG').map((s) => s.args.split('=')[0]);
  const unknown = Object.keys(buildArgs).filter((arg) => !declared.includes(arg));
  expect(!unknown.length, `${name}: ${build.dockerfile} declares no ARG ${unknown.join(', ')}`);
  const user = steps.findLast((s) => s.keyword === 'USER')?.args;
  expect(user === kind.user, `${name}: ${build.dockerfile} runs as ${user}, not ${kind.user}`);
  if (kind.user === 'node') {
    // A Node part's image sets glibc's allocator as the local stack does (contracts' MALLOC_ENV).
    const env = Object.fromEntries(
      steps
        .filter((s) => s.keyword === 'ENV')
        .flatMap((s) => s.args.split(/\s+/).map((pair) => pair.split('='))),
    );
    const missing = Object.entries(MALLOC_ENV).filter(([key, value]) => env[key] !== value);
    expect(
      !missing.length,
      `${name}: ${build.dockerfile} sets no ENV ${missing.map((pair) => pair.join('=')).join(' ')}`,
    );
  }
  if (!contexts.has(build.dockerfile))
    contexts.set(build.dockerfile, contextFiles(build.dockerfile));
  const { ignore, files } = /** @type {ReturnType<typeof contextFiles>} */ (
    contexts.get(build.dockerfile)
  );
  const admitted = mustStayOut(part).filter((file) => !ignore.ignores(file));
  expect(
    !admitted.length,
    `${name}: ${build.dockerfile}.dockerignore admits ${admitted.join(', ')}`,
  );
  /** What is copied before the first `npm ci`: the manifests that install sees. */
  const beforeInstall = [];
  let installed = false;
  for (const { keyword, args: copyArgs } of steps) {
    installed ||= keyword === 'RUN' && /\bnpm ci\b/.test(copyArgs);
    if (keyword !== 'COPY' || /--from=/.test(copyArgs)) continue;
    const sources = copyArgs
      .replace(/\$\{(\w+)\}/g, (_, arg) => buildArgs[arg] ?? '')
      .split(/\s+/)
      .filter((word) => !word.startsWith('--'))
      .slice(0, -1);
    for (const source of sources) {
      const pattern = globRegex(source);
      const matched = files.filter((file) => pattern.test(file) || file.startsWith(`${source}/`));
      expect(
        matched.length,
        `${name}: COPY ${source} is not in the build context of ${build.dockerfile}`,
      );
      if (!installed) beforeInstall.push(...matched);
    }
  }
  const workspaces = Object.keys(readLockfile(repoRoot).packages).filter(
    (location) => location && !location.includes('node_modules'),
  );
  const missing = workspaces.filter((ws) => !beforeInstall.includes(`${ws}/package.json`));
  expect(
    !missing.length,
    `${name}: npm ci needs the manifests of ${missing.join(', ')}, not copied before it`,
  );
  return { part, files };
}

// 3. The Mongo init script, run against a recording stand-in for mongosh's `db`.
function checkInitScript() {
  const script = read('deploy/mongo/create-service-users.js');
  const services = ['auth', 'incidents', 'volunteer', 'docusign', 'notifications'];
  const run = (/** @type {Record<string, string>} */ env, existing = false) => {
    /** @type {string[]} */
    const calls = [];
    const db = (/** @type {string} */ name) => ({
      getUser: () => (existing ? {} : null),
      createUser: (/** @type {any} */ u) =>
        calls.push(`create ${name}/${u.user} ${JSON.stringify(u.roles)}`),
      updateUser: (/** @type {string} */ user, /** @type {any} */ u) =>
        calls.push(`update ${name}/${user} ${JSON.stringify(u.roles)}`),
    });
    vm.runInNewContext(script, { db: { getSiblingDB: db }, process: { env }, print: () => {} });
    return calls;
  };
  const env = Object.fromEntries(
    services.map((s) => [`${s.toUpperCase()}_DB_PASSWORD`, randomBytes(24).toString('hex')]),
  );
  const own = (/** @type {string} */ op) =>
    services.map((s) => `${op} rescue_${s}/${s} [{"role":"readWrite","db":"rescue_${s}"}]`);
  expect(
    JSON.stringify(run(env)) === JSON.stringify(own('create')),
    'init script: not one readWrite user per own database',
  );
  expect(
    JSON.stringify(run(env, true)) === JSON.stringify(own('update')),
    'init script: a second run must update',
  );
  for (const bad of ['', 'p@ss/word:1234567']) {
    let refused = false;
    try {
      run({ ...env, AUTH_DB_PASSWORD: bad });
    } catch {
      refused = true;
    }
    expect(refused, `init script: must refuse the password "${bad}"`);
  }
  log('mongo init: one user per service, readWrite on its own database only; reruns update');
}

/** A clean copy of the context, with the installed packages linked in (npm ci stands for that). */
function cleanCopy(/** @type {string} */ name, /** @type {string[]} */ files) {
  const dir = path.join(temp, name);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(repoRoot, file), path.join(dir, file));
  }
  mkdirSync(path.join(dir, 'node_modules', '@rescue'), { recursive: true });
  for (const entry of readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (entry !== '@rescue')
      symlinkSync(
        path.join(repoRoot, 'node_modules', entry),
        path.join(dir, 'node_modules', entry),
      );
  }
  // The workspaces link to the copy's folders, so the copy's sources are what gets built.
  for (const [location, entry] of Object.entries(readLockfile(repoRoot).packages)) {
    if (
      location.includes('node_modules') ||
      !entry.name?.startsWith('@rescue/') ||
      !existsSync(path.join(dir, location))
    )
      continue;
    symlinkSync(path.join(dir, location), path.join(dir, 'node_modules', entry.name));
    const nested = path.join(repoRoot, location, 'node_modules');
    if (existsSync(nested)) symlinkSync(nested, path.join(dir, location, 'node_modules'));
  }
  return dir;
}

function runIn(/** @type {string} */ cwd, /** @type {string[]} */ argv, env = process.env) {
  const result = spawnSync(argv[0] ?? '', argv.slice(1), { cwd, env, encoding: 'utf8' });
  expect(
    result.status === 0,
    `${argv.join(' ')} failed:\n${(result.stdout + result.stderr).slice(-3000)}`,
  );
}

/** The JSON array of a `CMD [...]` (also inside HEALTHCHECK). */
const execForm = (/** @type {string} */ text) => JSON.parse(text.replace(/^.*?\bCMD\s+(?=\[)/, ''));

// 4a. A Node part: the bundle builds, starts from CMD with compose's environment, is healthy.
async function runNodePart(
  /** @type {string} */ dir,
  /** @type {Record<string, string>} */ buildArgs,
  /** @type {Record<string, string>} */ composeEnv,
  /** @type {string} */ mongoUrl,
) {
  const part = buildArgs.PART ?? '';
  runIn(dir, [process.execPath, 'deploy/build-service.mjs', part]);
  const steps = instructions('deploy/service.Dockerfile');
  const cmd = execForm(steps.findLast((s) => s.keyword === 'CMD')?.args ?? '');
  const probe = execForm(steps.find((s) => s.keyword === 'HEALTHCHECK')?.args ?? '');
  const portVariable = buildArgs.PORT_VARIABLE ?? '';
  expect(
    composeEnv[portVariable] === buildArgs.PORT,
    `compose sets ${portVariable}=${composeEnv[portVariable]}, the image ${buildArgs.PORT}`,
  );
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    PORT_VARIABLE: portVariable,
    DEFAULT_PORT: buildArgs.PORT ?? '',
    HEALTH_PATH: buildArgs.HEALTH_PATH ?? '',
    ...composeEnv,
    ...(composeEnv.MONGO_URL ? { MONGO_URL: mongoUrl } : {}),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    [portVariable]: String(await freePort()),
  };
  const cwd = path.join(dir, part);
  const [command = '', ...argv] = cmd;
  const child = spawn(command, argv, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keepTail = (/** @type {Buffer} */ chunk) => (output = (output + chunk).slice(-4000));
  child.stdout.on('data', keepTail);
  child.stderr.on('data', keepTail);
  try {
    const since = Date.now();
    await waitFor(
      () =>
        new Promise((resolve, reject) => {
          if (child.exitCode !== null) return reject(new Error('exited'));
          spawn(probe[0], probe.slice(1), { cwd, env, stdio: 'ignore' }).once('exit', (code) =>
            resolve(code === 0),
          );
        }),
      // A deadline, not a wait: a healthy part goes on at once; a loaded machine (CI beside other
      // work) has taken over 20 s to start the incidents service.
      60_000,
      () => `waiting for the HEALTHCHECK; output:\n${output}`,
    );
    const healthy = seconds(since);
    child.kill('SIGTERM');
    const code = await new Promise((resolve) =>
      child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
    );
    expect(code === 0, `exited with ${code} on SIGTERM; output:\n${output}`);
    return `healthy in ${healthy} with compose's environment, stopped on SIGTERM`;
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

// 4b. A front-end app: webpack builds it, nginx serves it with the settings its KIND picks.
async function runWebApp(
  /** @type {string} */ dir,
  /** @type {Record<string, string>} */ buildArgs,
  /** @type {string | undefined} */ nginx,
) {
  const app = buildArgs.APP ?? '';
  runIn(dir, ['npm', 'run', 'build', '--workspace', app]);
  if (!nginx) {
    expect(!process.env.CI, 'nginx is needed for this check (see .ci/run)');
    return 'built; nginx not found, so not served';
  }
  const kind = buildArgs.KIND === 'shell' ? 'shell' : 'remote';
  const checked = await checkStaticServer({
    nginx,
    html: path.join(dir, app, 'dist'),
    site: read(`deploy/web/${buildArgs.KIND}.conf`),
    kind,
    healthPath: buildArgs.HEALTH_PATH ?? '',
    workDir: dir,
  });
  return `built; nginx (${kind}.conf): ${checked.join(', ')}`;
}

async function main() {
  const services = loadCompose();
  checkInitScript();
  /** @type {Map<string, ReturnType<typeof contextFiles>>} */
  const contexts = new Map();
  const built = Object.entries(services).flatMap(([name, service]) =>
    service.build ? [{ name, service, ...checkBuild(name, service.build, contexts) }] : [],
  );
  log(
    `builds: ${built.length} parts, each a part of its Dockerfile's kind, COPY sources in its context`,
  );
  for (const [dockerfile, { files }] of contexts)
    log(
      `  ${dockerfile}: context of ${files.length} files, no secret, data, package, build or test`,
    );

  const chosen = built.filter(({ part }) => !only.length || only.includes(part));
  let stopDb = async () => {};
  let mongoUrl = process.env.MONGO_URL ?? '';
  if (!mongoUrl && chosen.some(({ service }) => service.environment?.MONGO_URL)) {
    const { startFerretDb } = await import('@rescue/stack/ferretdb');
    const ferret = await startFerretDb({ dataDir: path.join(temp, 'db') });
    mongoUrl = ferret.url;
    stopDb = () => ferret.stop();
  }
  const nginx = findNginx(repoRoot);
  /** @type {string[]} */
  const failures = [];
  try {
    // Two at a time: the machine has two cores, and webpack builds use one each.
    const queue = [...chosen];
    await Promise.all(
      [0, 1].map(async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { name, service, files } = next;
          const since = Date.now();
          try {
            const dir = cleanCopy(name, files);
            const buildArgs = service.build?.args ?? {};
            const result =
              service.build?.dockerfile === 'deploy/service.Dockerfile'
                ? await runNodePart(dir, buildArgs, service.environment ?? {}, mongoUrl)
                : await runWebApp(dir, buildArgs, nginx);
            log(`${name}: ${result} (${seconds(since)})`);
          } catch (error) {
            failures.push(name);
            log(`${name}: FAILED\n${error instanceof Error ? error.message : String(error)}`);
          }
        }
      }),
    );
  } finally {
    await stopDb();
  }
  // Not the 'N passed, N failed' form: that closing line belongs to `npm test`.
  log(
    `deployment check: ${chosen.length - failures.length} of ${chosen.length} parts pass` +
      `${failures.length ? ` (failing: ${failures.join(', ')})` : ''}, in ${seconds(started)}`,
  );
  if (failures.length) process.exitCode = 1;
}

main()
  .catch((error) => {
    log(`deployment check failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => (keep ? log(`kept ${temp}`) : rmSync(temp, { recursive: true, force: true })));
