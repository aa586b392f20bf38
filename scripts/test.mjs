// npm test: every check of the tree, fastest first. Installs what a fresh machine lacks (npm
// packages, Chromium for the browser tests; FerretDB is built by the tests' global set-up),
// type-checks (the jest transform only strips types), runs the unit tier, then the API and
// front-end suites and the end-to-end journeys, and prints one summary line.
// `npm test -- <jest arguments>` runs just those tests, in every project, without the rest.
import { spawn, spawnSync } from 'node:child_process';
import { clearInterval, setInterval } from 'node:timers';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, root } from './bootstrap.mjs';

const CHROMIUM = '/usr/bin/chromium';
const started = Date.now();

/** A step's heading, with the time since the start, so a slow step shows in the log. */
function step(name) {
  console.log(`\n== ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
}

function ensureChromium() {
  if (existsSync(CHROMIUM) || !existsSync(path.join(root, 'jest.e2e.config.js'))) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `The browser tests need Debian's Chromium at ${CHROMIUM}: sudo apt-get install chromium`,
    );
    process.exit(1);
  }
  console.error('Installing Chromium from Debian packages (first run only)...');
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

/** Both TypeScript programs (services and front end), as `npm run typecheck` checks them. */
function typecheck() {
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  return ['tsconfig.json', 'tsconfig.web.json'].every((project) => {
    step(`typecheck ${project}`);
    const result = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], {
      cwd: root,
      stdio: 'inherit',
    });
    return result.status === 0;
  });
}

/** How long jest may take to exit once it has written its results. */
const EXIT_GRACE_MS = 60_000;

/**
 * One jest run. Jest writes its results and then waits for everything the tests started to
 * stop; a test that leaves a server or a timer running would keep it waiting for ever (a CI run
 * once ran out of its 90 minutes so). Once the results are written, jest has EXIT_GRACE_MS to
 * exit; then it and its workers are stopped and the run fails, saying why.
 */
async function runJest(name, args) {
  step(`tests: ${name}`);
  const resultsDir = path.join(root, '.cache', 'test-results');
  mkdirSync(resultsDir, { recursive: true });
  const outputFile = path.join(resultsDir, `${name}.json`);
  // A run that dies before writing its results must not be counted from the last run's.
  rmSync(outputFile, { force: true });
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--ci',
      '--json',
      `--outputFile=${outputFile}`,
      ...args,
    ],
    // Its own process group, so a jest that will not exit is stopped with its workers.
    { cwd: root, stdio: 'inherit', detached: true },
  );
  const stopGroup = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('SIGINT', stopGroup);
  process.once('SIGTERM', stopGroup);
  let hung = false;
  let resultsAt;
  const watch = setInterval(() => {
    if (resultsAt === undefined && existsSync(outputFile)) resultsAt = Date.now();
    if (resultsAt !== undefined && Date.now() - resultsAt > EXIT_GRACE_MS) {
      hung = true;
      stopGroup();
    }
  }, 1000);
  const status = await new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  clearInterval(watch);
  process.off('SIGINT', stopGroup);
  process.off('SIGTERM', stopGroup);
  if (hung) {
    console.error(
      `\nThe ${name} tests ended but jest did not exit within ${EXIT_GRACE_MS / 1000} s: a test ` +
        'left a server, timer or connection running. Stopped; find it with --detectOpenHandles.',
    );
  }
  const summary = existsSync(outputFile)
    ? JSON.parse(readFileSync(outputFile, 'utf8'))
    : { numPassedTests: 0, numFailedTests: 0 };
  return {
    ok: status === 0 && !hung,
    passed: summary.numPassedTests,
    failed: summary.numFailedTests,
  };
}

/** The whole tree. Type errors or a failing unit test stop it before the slow suites. */
async function runAll() {
  if (!typecheck()) {
    console.error('Type errors: the tests did not run.');
    return [{ ok: false, passed: 0, failed: 0 }];
  }
  const unit = await runJest('unit', ['--selectProjects', 'unit']);
  if (!unit.ok) return [unit];
  return [
    unit,
    await runJest('api', ['--selectProjects', 'api']),
    // As jest.web.config.js's maxWorkers, which a project cannot set for itself.
    await runJest('web', ['--selectProjects', 'web', '--maxWorkers=100%']),
    ...(existsSync(path.join(root, 'jest.e2e.config.js'))
      ? [await runJest('e2e', ['-c', 'jest.e2e.config.js', '--runInBand'])]
      : []),
  ];
}

ensureDependencies();
ensureChromium();
const extra = process.argv.slice(2);
const runs = extra.length > 0 ? [await runJest('selected', extra)] : await runAll();
const passed = runs.reduce((sum, run) => sum + run.passed, 0);
const failed = runs.reduce((sum, run) => sum + run.failed, 0);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\n${passed} passed, ${failed} failed (${seconds} s)`);
process.exit(runs.every((run) => run.ok) && passed > 0 ? 0 : 1);
