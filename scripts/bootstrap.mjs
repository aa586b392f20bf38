// Plain JavaScript on purpose: this runs before `npm install` has put TypeScript tooling
// in place. It installs what a fresh machine lacks, then hands over to the TypeScript CLIs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** npm install when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (
    existsSync(marker) &&
    (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs)
  )
    return;
  console.error('Installing npm packages (first run only)...');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Runs a TypeScript file with tsx, forwarding signals, and exits with its code. */
export function runTypeScript(file, args = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, file), ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}
