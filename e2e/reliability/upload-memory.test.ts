// Worst-case photo uploads against the real stack (issue 12): the incidents process's memory
// stays bounded when 10 of the largest photos the checks let through arrive at once, and the
// 10000 x 10000 16-bit PNG of the issue (760 KB, 5.7 s and 145 MB each before) is refused
// from its header at once.
//
// The incidents process's RSS is read from /proc/<pid>/status (VmRSS) every 50 ms. Its peak
// is what glibc's allocator keeps after the decodes more than the decodes themselves: one
// decode of either photo below costs 80-150 MB, yet RSS settles several decodes higher. With
// one decode at a time (INCIDENTS_PHOTO_DECODE_CONCURRENCY=1), the libvips cache off and two
// malloc arenas (MALLOC_ARENA_MAX=2, set by npm start and the incidents image) the peak
// measured 410-430 MB (baseline 140 MB) on two cores, and 285-330 MB with glibc's mmap
// threshold fixed at 128 KiB too (MALLOC_MMAP_THRESHOLD_, set with it); with glibc's default arenas 590 MB,
// with 2 decodes 800 MB, with the cache on 870 MB, and before any of this (16-bit PNGs
// accepted, no decode limit) 1140 MB. The bound below leaves about 40% of margin.
import { readFileSync } from 'node:fs';
import { constants, createDeflate } from 'node:zlib';
import sharp from 'sharp';
import { PNG_SIGNATURE, pngChunk } from '@rescue/testkit/png';
import { waitFor } from '@rescue/testkit/wait';
import { account, reportData, startReliabilityStack, type ReliabilityStack } from './support';

jest.setTimeout(180_000);

const PARALLEL = 10;
/** The incidents process's peak RSS through both rounds of uploads. */
const MAX_PEAK_MB = 600;
const REFUSAL_MS = 1000;
/** After the uploads, RSS settles within this of where it was before them. */
const GIVEN_BACK_WITHIN_MB = 100;

let app: ReliabilityStack;

beforeAll(async () => {
  app = await startReliabilityStack('upload-memory');
});
afterAll(async () => {
  await app?.stop();
});

/**
 * A valid non-interlaced RGBA PNG (8 or 16 bits), its rows streamed through deflate so the
 * pixels are never all in memory here. With `noise`, each row is noise, the row above moved
 * over by a pixel: noise to look at, yet deflate finds each row in the one above (rows must
 * fit its 32 KB window); without, one plain colour (how the issue's 760 KB PNG was made).
 */
async function rgbaPng(
  width: number,
  height: number,
  depth: 8 | 16,
  noise: boolean,
): Promise<Buffer> {
  const pixelBytes = (4 * depth) / 8;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = depth;
  ihdr[9] = 6; // RGBA
  const pattern = Buffer.alloc(width * pixelBytes * 2, 0x60);
  let seed = 12345;
  for (let i = 0; noise && i < pattern.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pattern[i] = seed >> 16;
  }
  const deflate = createDeflate({ level: constants.Z_BEST_COMPRESSION });
  const compressed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  const ended = new Promise((resolve) => deflate.once('end', resolve));
  const rowBytes = width * pixelBytes;
  for (let y = 0; y < height; y += 1) {
    const shift = (y % width) * pixelBytes;
    const row = Buffer.concat([Buffer.from([0]), pattern.subarray(shift, shift + rowBytes)]);
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat([
    Buffer.from(PNG_SIGNATURE),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.concat(compressed)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A progressive 4:2:0 JPEG of 7000 x 4750 (33 MP): its coefficient buffer (about 95 MiB) is
 * just under the cap, and a progressive JPEG is decoded whole, so this is the photo that costs
 * the most memory of all that pass. Plain colour with a gradient: the buffer's size does not
 * depend on the content.
 */
function progressiveJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 7000, height: 4750, channels: 3, background: '#8b5a2b' } })
    .linear(0.9, 10)
    .jpeg({ quality: 90, progressive: true })
    .toBuffer();
}

interface Upload {
  status: number;
  ms: number;
  json: boolean;
  message?: string;
}

async function upload(token: string, bytes: Buffer, name: string, type: string): Promise<Upload> {
  const form = new FormData();
  form.set('data', JSON.stringify(reportData(name)));
  form.set('animalPhoto', new Blob([new Uint8Array(bytes)], { type }), name);
  const started = performance.now();
  const res = await fetch(`${app.stack.url}/api/incidents/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  const json = (res.headers.get('content-type') ?? '').startsWith('application/json');
  const message = json ? (JSON.parse(text) as { message?: string }).message : undefined;
  return { status: res.status, ms, json, message };
}

/** VmRSS and VmHWM of a process, in MB. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** Samples the process's RSS every 50 ms while `work` runs; returns the peak seen. */
async function peakRssDuring<T>(pid: number, work: () => Promise<T>) {
  let peak = memoryOf(pid).rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rss);
  }, 50);
  try {
    const result = await work();
    peak = Math.max(peak, memoryOf(pid).rss);
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

const mb = (value: number) => `${value.toFixed(0)} MB`;

test('the 10000 x 10000 16-bit PNG of issue 12 is refused from its header in under a second', async () => {
  const reporter = await account(app.stack.url, 'user', 'Refused Uploader');
  const png = await rgbaPng(10_000, 10_000, 16, false);
  const res = await upload(reporter.token, png, 'deep.png', 'image/png');
  console.log(
    `16-bit 10000 x 10000 PNG (${(png.length / 1024).toFixed(0)} KB): ${res.status} in ${res.ms.toFixed(0)} ms`,
  );
  expect(res).toMatchObject({ status: 415, json: true });
  expect(res.message).toBe('Only PNG or JPEG images are accepted');
  expect(res.ms).toBeLessThan(REFUSAL_MS);
});

test.each([
  ['a 40 MP RGBA PNG (8000 x 5000, streamed)', () => rgbaPng(8000, 5000, 8, true), 'image/png'],
  ['a 33 MP progressive JPEG (decoded whole)', progressiveJpeg, 'image/jpeg'],
])(`${PARALLEL} parallel uploads of %s: all stored, RSS bounded`, async (label, make, type) => {
  const { stack } = app;
  const reporter = await account(stack.url, 'user', 'Worst-case Uploader');
  const photo = await make();
  expect(photo.length).toBeLessThan(10 * 1024 * 1024);
  const pid = stack.pid('incidents');
  if (pid === undefined) throw new Error('the incidents process is not running');
  const baseline = memoryOf(pid);

  const started = performance.now();
  const { result: uploads, peak } = await peakRssDuring(pid, () =>
    Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        upload(reporter.token, photo, `worst-${i}.${type === 'image/png' ? 'png' : 'jpg'}`, type),
      ),
    ),
  );
  const wall = performance.now() - started;
  const after = memoryOf(pid);
  console.log(
    [
      `${PARALLEL} x ${label}, ${(photo.length / 1024).toFixed(0)} KB each, in ${(wall / 1000).toFixed(1)} s`,
      `  incidents RSS: baseline ${mb(baseline.rss)}, peak ${mb(peak)} (+${mb(peak - baseline.rss)}), ` +
        `after ${mb(after.rss)}; VmHWM ${mb(after.hwm)} (since the process started)`,
      `  per request (ms): ${uploads.map((u) => `${u.status} ${u.ms.toFixed(0)}`).join(', ')}`,
    ].join('\n'),
  );
  expect(uploads.map((u) => u.status)).toEqual(Array(PARALLEL).fill(201));
  expect(peak).toBeLessThan(MAX_PEAK_MB);
  // ...and given back once they are done: glibc's own mmap threshold kept the decodes' buffers
  // in its arenas (measured: 190 MB more than the baseline for good after the first round;
  // 55-61 MB with MALLOC_MMAP_THRESHOLD_ fixed, as npm start and the images set it).
  const settled = await settledRss(pid, baseline.rss + GIVEN_BACK_WITHIN_MB);
  console.log(`  settled at ${mb(settled)} (bound ${mb(baseline.rss + GIVEN_BACK_WITHIN_MB)})`);
  expect(settled).toBeLessThan(baseline.rss + GIVEN_BACK_WITHIN_MB);
});

/**
 * RSS once it is under `mb`, or the last read at a 45 s deadline: the uploads' Buffers go back
 * when V8 collects them, and an idle process is collected by V8's memory reducer (about 8 s
 * after its last full collection, later while anything still allocates).
 */
async function settledRss(pid: number, mb: number): Promise<number> {
  const under = () => {
    const { rss } = memoryOf(pid);
    return rss < mb && rss;
  };
  return waitFor(under, { what: `RSS under ${mb} MB`, timeoutMs: 45_000, intervalMs: 200 }).catch(
    () => memoryOf(pid).rss,
  );
}
