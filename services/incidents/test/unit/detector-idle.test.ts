// The photo check's detector gives its memory back when idle (issue 32: the model holds about
// 150 MB resident, which the incidents service kept for good after a single photo). The real
// model on the CPU, no server.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { waitFor } from '@rescue/testkit/wait';
import { COCO_ANIMALS, Detector, photoCheckMemory } from '../../src/photo-check/detector';

const CAT = path.join(__dirname, '..', 'fixtures', 'photo-check', 'cat-chelsea.jpg');

test("the detector's worker ends once idle, and the next photo loads the model again", async () => {
  const detector = new Detector({ timeoutMs: 60_000, maxHeapMb: 128, idleMs: 300 });
  try {
    const photo = await readFile(CAT);
    const animals = async () =>
      (await detector.detect(photo)).map((found) => COCO_ANIMALS[found.classIndex]);
    expect(await animals()).toContain('cat');
    expect(detector.loaded).toBe(true);
    await waitFor(() => !detector.loaded, { what: 'the idle worker to end', timeoutMs: 10_000 });
    expect(await animals()).toContain('cat');
    expect(detector.loaded).toBe(true);
  } finally {
    await detector.close();
  }
}, 120_000);

test('a photo that cannot be decoded still lets the loaded model go once idle', async () => {
  const detector = new Detector({ timeoutMs: 60_000, maxHeapMb: 128, idleMs: 300 });
  try {
    const photo = await readFile(CAT);
    await detector.detect(photo);
    expect(detector.loaded).toBe(true);
    // A JPEG cut short: decoding throws before the model is asked.
    await expect(detector.detect(photo.subarray(0, 200))).rejects.toThrow();
    await waitFor(() => !detector.loaded, { what: 'the idle worker to end', timeoutMs: 10_000 });
  } finally {
    await detector.close();
  }
}, 120_000);

test("the model's memory is its worker process's, counted apart from the service's and given back when it ends", async () => {
  const detector = new Detector({ timeoutMs: 60_000, maxHeapMb: 128, idleMs: 300 });
  try {
    const photo = await readFile(CAT);
    const before = process.memoryUsage().rss;
    await detector.detect(photo);
    const added = (process.memoryUsage().rss - before) / 1024 / 1024;
    const worker = photoCheckMemory();
    expect(worker.workers).toBe(1);
    // The model (about 150 MB with its wasm memory) is resident in the worker process...
    expect(worker.rssMb).toBeGreaterThan(80);
    // ...not in this one, which only decoded the photo (as a thread it added over 100 MB here).
    expect(added).toBeLessThan(worker.rssMb / 2);
    await waitFor(() => !detector.loaded, { what: 'the idle worker to end', timeoutMs: 10_000 });
    expect(photoCheckMemory()).toEqual({ workers: 0, rssMb: 0 });
  } finally {
    await detector.close();
  }
}, 120_000);
