// limitHeapGrowth (heap-growth.ts): a service's heap grows to a bounded multiple of what it
// keeps alive, not to V8's own up-to-4-times. Two processes side by side, the same work.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const fixture = path.join(__dirname, 'fixtures', 'heap-peak.ts');

async function heapPeak(env: Record<string, string>) {
  const { stdout } = await run(process.execPath, ['--expose-gc', '--import', 'tsx', fixture], {
    env: { ...process.env, ...env },
  });
  return JSON.parse(stdout) as { peakMb: number; liveMb: number };
}

test('the heap in use stays within a small multiple of the live set, well under V8 left alone', async () => {
  const bounded = await heapPeak({ HEAP_GROWING_PERCENT: '' }); // the default, 50%
  const own = await heapPeak({ HEAP_GROWING_PERCENT: '0' }); // V8's own choice
  // Measured: about 2.1 times the live set bounded, about 5 times left alone.
  expect(bounded.peakMb).toBeLessThan(bounded.liveMb * 3);
  expect(bounded.peakMb).toBeLessThan(own.peakMb * 0.6);
});

test('a setting that is not a whole number is refused at the start', async () => {
  await expect(heapPeak({ HEAP_GROWING_PERCENT: 'half' })).rejects.toThrow(
    'HEAP_GROWING_PERCENT must be a whole number, got "half"',
  );
});
