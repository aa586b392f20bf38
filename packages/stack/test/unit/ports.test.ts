import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { reservePort } from '../../src/ports';

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
});
