// Schemathesis (the OpenAPI fuzzer, from PyPI) in a project-local, git-ignored virtualenv:
// installed on first use with a progress line, reused afterwards.
//
//   node scripts/schemathesis.mjs --install     install if missing, print the `st` path
//   node scripts/schemathesis.mjs run ...        install if missing, then `st run ...`
//   node scripts/schemathesis.mjs --config-file e2e/reliability/schemathesis.toml run ...
//
// The reliability suite (e2e/reliability/schemathesis.test.ts) calls it the first way.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCHEMATHESIS_VERSION = '4.32.5';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const home = path.join(root, '.cache', 'schemathesis');
const venv = path.join(home, `venv-${SCHEMATHESIS_VERSION}`);
const st = path.join(venv, 'bin', 'st');
const ready = path.join(venv, '.installed');
const lock = path.join(home, 'install.lock');

function pythonCommand() {
  for (const candidate of [process.env.PYTHON, 'python3', 'python'].filter(Boolean)) {
    const probe = spawnSync(
      candidate,
      ['-c', 'import sys, venv; print(sys.version_info >= (3, 9))'],
      {
        encoding: 'utf8',
      },
    );
    if (probe.status === 0 && probe.stdout.trim() === 'True') return candidate;
  }
  throw new Error(
    'Schemathesis needs Python 3.9 or later with venv (apt-get install python3-venv)',
  );
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Whether the process that wrote the lock is still running. */
function lockHolderAlive() {
  try {
    const pid = Number(readFileSync(lock, 'utf8'));
    if (!pid) return true; // just created, pid not written yet
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error?.code === 'EPERM';
  }
}

/** One installer at a time; a lock left by a killed installer is taken over. */
function withLock(action) {
  mkdirSync(home, { recursive: true });
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch {
      if (existsSync(ready)) return;
      if (existsSync(lock) && !lockHolderAlive()) rmSync(lock, { force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${lock}`);
      sleep(500);
    }
  }
  try {
    action();
  } finally {
    rmSync(lock, { force: true });
  }
}

function run(command, args) {
  // Its output goes to stderr: stdout carries only what --install prints.
  const result = spawnSync(command, args, { stdio: ['ignore', 2, 2] });
  if (result.status !== 0)
    throw new Error(`${path.basename(command)} ${args.join(' ')} failed (exit ${result.status})`);
}

/** Installs schemathesis when missing and returns the path of its `st` command. */
export function ensureSchemathesis(log = (line) => process.stderr.write(`${line}\n`)) {
  if (existsSync(ready)) return st;
  withLock(() => {
    if (existsSync(ready)) return;
    const started = Date.now();
    log(
      `Installing schemathesis ${SCHEMATHESIS_VERSION} from PyPI into ` +
        `${path.relative(root, venv)} (first run only)...`,
    );
    rmSync(venv, { recursive: true, force: true });
    run(pythonCommand(), ['-m', 'venv', venv]);
    const pip = path.join(venv, 'bin', 'pip');
    run(pip, [
      'install',
      '--quiet',
      '--disable-pip-version-check',
      `schemathesis==${SCHEMATHESIS_VERSION}`,
    ]);
    run(st, ['--version']);
    writeFileSync(ready, `${SCHEMATHESIS_VERSION}\n`);
    log(`  schemathesis installed in ${Math.round((Date.now() - started) / 1000)} s`);
  });
  return st;
}

const invokedDirectly =
  process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const [command, ...rest] = process.argv.slice(2);
  try {
    const binary = ensureSchemathesis();
    if (command === '--install') {
      console.log(binary);
    } else {
      const child = spawn(binary, command ? [command, ...rest] : ['--help'], { stdio: 'inherit' });
      for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
      child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
    }
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(1);
  }
}
