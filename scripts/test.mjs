// npm test: every test of the tree. Installs what a fresh machine lacks (npm packages,
// Chromium for the browser tests; FerretDB is built by the tests' global set-up), runs the
// API and front-end suites, then the end-to-end journeys, and prints one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, root } from './bootstrap.mjs';

const CHROMIUM = '/usr/bin/chromium';

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

function runJest(name, args) {
  const resultsDir = path.join(root, '.cache', 'test-results');
  mkdirSync(resultsDir, { recursive: true });
  const outputFile = path.join(resultsDir, `${name}.json`);
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--ci',
      '--json',
      `--outputFile=${outputFile}`,
      ...args,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  const summary = existsSync(outputFile)
    ? JSON.parse(readFileSync(outputFile, 'utf8'))
    : { numPassedTests: 0, numFailedTests: 0 };
  return {
    ok: result.status === 0,
    passed: summary.numPassedTests,
    failed: summary.numFailedTests,
  };
}

ensureDependencies();
ensureChromium();
const extra = process.argv.slice(2);
const runs = [runJest('unit-and-integration', extra)];
if (existsSync(path.join(root, 'jest.e2e.config.js')) && extra.length === 0) {
  runs.push(runJest('e2e', ['-c', 'jest.e2e.config.js', '--runInBand']));
}
const passed = runs.reduce((sum, run) => sum + run.passed, 0);
const failed = runs.reduce((sum, run) => sum + run.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(runs.every((run) => run.ok) && passed > 0 ? 0 : 1);
