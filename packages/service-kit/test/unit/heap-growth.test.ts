// limitHeapGrowth (heap-growth.ts): a service's heap grows to a bounded multiple of what it
// keeps alive, not to V8's own up-to-4-times. Two processes side by side, the same work.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { limitHeapGrowth } from '../../src/heap-growth';

const run = promisify(execFile);
const fixture = (name: string) => path.join(__dirname, 'fixtures', name);

async function heapPeak(env: Record<string, string>) {
  // A ceiling of 4 GB, as V8 sets it on a machine with memory to spare (this one, whatever
  // it has): the case where V8 alone grows the heap up to 4 times.
  const { stdout } = await run(
    process.execPath,
    ['--max-old-space-size=4096', '--expose-gc', '--import', 'tsx', fixture('heap-peak.ts')],
    { env: { ...process.env, ...env } },
  );
  return JSON.parse(stdout) as { peakMb: number; liveMb: number; percent?: number };
}

test('the heap in use stays within a small multiple of the live set, well under V8 left alone', async () => {
  const bounded = await heapPeak({ HEAP_GROWING_PERCENT: '' }); // the default, 30%
  const own = await heapPeak({ HEAP_GROWING_PERCENT: '0' }); // V8's own choice
  expect([bounded.percent, own.percent]).toEqual([30, undefined]);
  // Measured: about 2 times the live set bounded, about 5 times left alone.
  expect(bounded.peakMb).toBeLessThan(bounded.liveMb * 3);
  expect(bounded.peakMb).toBeLessThan(own.peakMb * 0.6);
}, 60_000);

test('V8 keeps its own growth under a small ceiling (a pod memory limit) or a flag given to node', () => {
  const GB = 2 ** 30;
  expect(limitHeapGrowth({}, 0.4 * GB, [])).toBeUndefined();
  expect(limitHeapGrowth({}, 4 * GB, ['--heap-growing-percent=100'])).toBeUndefined();
  expect(limitHeapGrowth({}, 4 * GB, ['--heap_growing_percent=100'])).toBeUndefined();
  // An old generation just under 2 GiB, with the young generation's 48 MiB beside it.
  expect(limitHeapGrowth({}, 2 * GB + 40 * 2 ** 20, [])).toBeUndefined();
  for (const bad of ['5', '1000'])
    expect(() => limitHeapGrowth({ HEAP_GROWING_PERCENT: bad }, 4 * GB, [])).toThrow(
      `HEAP_GROWING_PERCENT must be 0 or from 20 to 300, got ${bad}`,
    );
});

test("a setting that is not a whole number fails the service's start-up, before its start", async () => {
  const failed = run(process.execPath, ['--import', 'tsx', fixture('service-main.ts')], {
    env: { ...process.env, HEAP_GROWING_PERCENT: 'half' },
  });
  await expect(failed).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining(
      '"msg":"failed to start","err":"Error: HEAP_GROWING_PERCENT must be a whole number, got \\"half\\""',
    ),
  });
}, 30_000);
