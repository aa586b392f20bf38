import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LogDir, logRotationFromEnv } from '../../src/log-files';

// The process logs: rotated by size into a bounded number of 0600 files (rotating-file-stream).
// A failing stream (ENOSPC) is covered by e2e/reliability/disk-full.test.ts.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'rescue-log-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a log rotates by size and keeps at most the live file and N rotated ones, each 0600', async () => {
  const lines: string[] = [];
  const logs = new LogDir({
    dir,
    log: (line) => lines.push(line),
    rotation: { size: '1K', files: 2 },
  });
  const out = logs.file('incidents');
  const line = `${JSON.stringify({ level: 30, msg: 'request', path: '/api/incidents' })}\n`;
  for (let i = 0; i < 200; i += 1) out.write(line); // about 11 KB: ten rotations' worth
  await logs.close();

  const files = readdirSync(dir).sort();
  expect(files).toEqual(['incidents.log', 'incidents.log.1', 'incidents.log.2']);
  for (const file of files) {
    const stats = statSync(path.join(dir, file));
    expect({ file, mode: (stats.mode & 0o777).toString(8) }).toEqual({ file, mode: '600' });
    expect(stats.size).toBeLessThan(1024 + line.length);
  }
  expect(lines).toEqual([]);
});

test('the rotation comes from LOG_ROTATE_SIZE and LOG_ROTATE_FILES, and nonsense is refused', () => {
  expect(logRotationFromEnv({})).toEqual({ size: '10M', files: 5 });
  expect(logRotationFromEnv({ LOG_ROTATE_SIZE: '512K', LOG_ROTATE_FILES: '3' })).toEqual({
    size: '512K',
    files: 3,
  });
  expect(() => logRotationFromEnv({ LOG_ROTATE_SIZE: 'lots' })).toThrow(/LOG_ROTATE_SIZE/);
  expect(() => logRotationFromEnv({ LOG_ROTATE_FILES: '0' })).toThrow(/LOG_ROTATE_FILES/);
});
