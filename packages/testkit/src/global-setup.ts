import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFerretDb, type RunningFerretDb } from '@rescue/stack/ferretdb';

declare global {
  var __rescueFerret: { ferret: RunningFerretDb; dir: string } | undefined;
}

/**
 * Jest global set-up: the real database for every integration test. Uses MONGO_URL when
 * given (any MongoDB server), otherwise starts the embedded FerretDB on a temporary folder.
 * Workers inherit the env var, and each test stack uses its own database names.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.MONGO_URL) return;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rescue-test-db-'));
  const ferret = await startFerretDb({ dataDir: dir });
  globalThis.__rescueFerret = { ferret, dir };
  process.env.MONGO_URL = ferret.url;
}
