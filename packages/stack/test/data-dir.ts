// A stack as `npm start` runs it keeps its database in a data folder: each such test file
// gets one of its own, removed after the file once its stack has stopped.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh folder (rescue-<name>-...); after the file, `stop` is awaited and the folder removed. */
export function tempDataDir(name: string, stop: () => Promise<void> | undefined): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `rescue-${name}-`));
  afterAll(async () => {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}
