import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keepReserved, releasePort, reservePort } from '../../src/ports';

// Ports are promised across processes for a while (a file per port), so two stacks starting
// at once never both take one: each checked it free, and the second to bind could not.

/** A port well above the listeners' range, so no stack is handed it meanwhile. */
const unusedPort = () => randomInt(62_000, 65_000);

test('a port promised once is not promised again, in this process or another', () => {
  const port = unusedPort();
  expect(reservePort(port)).toBe(true);
  expect(reservePort(port)).toBe(false);
  const ports = path.join(__dirname, '../../src/ports.ts');
  const other = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--eval',
      `import(${JSON.stringify(ports)}).then((m) => process.stdout.write(String((m.reservePort ?? m.default.reservePort)(${port}))))`,
    ],
    { encoding: 'utf8' },
  );
  expect(other).toBe('false');
  releasePort(port);
  expect(reservePort(port)).toBe(true);
  releasePort(port);
});

test('a promise lapses after two minutes unless the stack that holds the port keeps it', () => {
  const file = (port: number) =>
    path.join(os.tmpdir(), `rescue-ports-${process.getuid?.() ?? 'user'}`, String(port));
  const threeMinutesAgo = new Date(Date.now() - 3 * 60_000);
  const [lapsed, kept] = [unusedPort(), unusedPort() + 1];
  for (const port of [lapsed, kept]) {
    expect(reservePort(port)).toBe(true);
    utimesSync(file(port), threeMinutesAgo, threeMinutesAgo);
  }
  jest.useFakeTimers({ doNotFake: ['Date'] });
  try {
    const stop = keepReserved([kept]);
    jest.advanceTimersByTime(30_000);
    // Renewed: still promised, three minutes after it was taken.
    expect(reservePort(kept)).toBe(false);
    stop();
  } finally {
    jest.useRealTimers();
  }
  expect(reservePort(lapsed)).toBe(true);
  // A stopped stack gives its promises back (no file left behind).
  expect(reservePort(kept)).toBe(true);
  releasePort(lapsed);
  releasePort(kept);
});
