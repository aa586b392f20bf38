// The stack every bench script starts: its own port and data folder, quiet logs, and the
// limits lifted that a load from 127.0.0.1 and a few accounts would otherwise meet.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '@rescue/stack/orchestrator';
import { TEST_ADMIN_ENV } from '@rescue/testkit/users';

/** Progress lines go to stderr, so stdout carries only the figures. */
export const log = (line: string) => process.stderr.write(`${line}\n`);

/** The settings every bench stack shares; a script adds its own on top. */
const BENCH_STACK_ENV = {
  // BENCH_LOG_LEVEL=info keeps the processes' start-up and working-set lines in their log
  // files (with BENCH_KEEP_DATA=1, to read a restart's order of events afterwards).
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  // Every sign-up and report comes from 127.0.0.1 and a few accounts.
  REGISTER_MAX_PER_IP: '1000000',
  REPORTS_MAX_PER_ACCOUNT_PER_HOUR: '1000000',
  // The operator who verifies the benchmark's NGO, as in every test stack.
  ...TEST_ADMIN_ENV,
};

/**
 * Starts the stack on a new data folder `rescue-bench-<name>-*` (or on `dataDir`, which is then
 * kept). `stop()` stops it and removes the folder, unless BENCH_KEEP_DATA=1 keeps it and the
 * processes' logs (dataDir/logs) to read after a failure.
 */
export async function startBenchStack(
  name: string,
  env: Record<string, string> = {},
  dataDir?: string,
) {
  const dir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), `rescue-bench-${name}-`));
  const stack = await startStack({
    port: 0,
    dataDir: dir,
    log,
    env: { ...BENCH_STACK_ENV, ...env },
  });
  const stop = async () => {
    await stack.stop();
    if (process.env.BENCH_KEEP_DATA || dataDir) log(`data and logs kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };
  return { stack, dataDir: dir, stop };
}
