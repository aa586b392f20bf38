import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import sharp from 'sharp';
import { MALLOC_ENV } from '@rescue/contracts';

/** The COCO detector that @vladmandic/human ships (models/centernet.*): MB3-CenterNet, MIT. */
export const PHOTO_CHECK_MODEL = 'centernet-coco (@vladmandic/human 3.3.6)';
/** The model's square input (its signature says 512). */
export const INPUT_SIZE = 512;
/** Detections below this score are dropped in the worker (human's own default). */
const MIN_SCORE = 0.2;

/** COCO's class index (0-based, as the model answers) to the product's animal word. */
export const COCO_ANIMALS: Readonly<Record<number, string>> = {
  14: 'bird',
  15: 'cat',
  16: 'dog',
  17: 'horse',
  18: 'sheep',
  19: 'cow',
  20: 'elephant',
  21: 'bear',
  22: 'zebra',
  23: 'giraffe',
};

export interface Detection {
  /** COCO class index, 0-based (0 is a person). */
  classIndex: number;
  score: number;
}

// The worker is a child process running plain JavaScript given as text: the production build
// bundles src/ into one file, where a worker file beside it would be missing. A process, not a
// thread: the model's wasm memory and the allocations around it (about 150 MB) are then its
// own, counted apart from the incidents service and all given back when it ends (as a thread,
// 42 of 141 MB stayed in the service's malloc after it ended). It loads the model once, from
// node_modules files only (tfjs's own fetch cannot read file:// URLs in Node), and ends with
// its parent (the IPC channel closes).
const WORKER_SOURCE = `
const fs = require('node:fs');
const workerData = JSON.parse(process.argv[1]);
const tf = require(workerData.paths.core);
const { loadGraphModel } = require(workerData.paths.converter);
const wasm = require(workerData.paths.wasm);
let model;
async function load() {
  wasm.setWasmPaths(workerData.paths.wasmDir);
  await tf.setBackend('wasm');
  await tf.ready();
  const json = JSON.parse(fs.readFileSync(workerData.paths.modelJson, 'utf8'));
  const groups = json.weightsManifest;
  const bins = groups.flatMap((g) => g.paths).map((p) => fs.readFileSync(require('node:path').join(require('node:path').dirname(workerData.paths.modelJson), p)));
  const bin = Buffer.concat(bins);
  model = await loadGraphModel({
    load: async () => ({
      modelTopology: json.modelTopology,
      format: json.format,
      generatedBy: json.generatedBy,
      convertedBy: json.convertedBy,
      signature: json.signature,
      userDefinedMetadata: json.userDefinedMetadata,
      weightSpecs: groups.flatMap((g) => g.weights),
      weightData: bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength),
    }),
  });
}
process.on('disconnect', () => process.exit(0));
process.on('message', async ({ id, pixels, size }) => {
  try {
    if (!model) await load();
    const out = tf.tidy(() =>
      model.execute(tf.tensor4d(new Float32Array(pixels), [1, size, size, 3]), ['tower_0/detections']),
    );
    const rows = (await out.array())[0];
    out.dispose();
    const detections = rows
      .filter((r) => r[4] >= workerData.minScore && Number.isInteger(r[5]))
      .map((r) => ({ classIndex: r[5], score: r[4] }));
    process.send({ id, detections, rss: process.memoryUsage().rss, cpu: process.cpuUsage() });
  } catch (error) {
    process.send({ id, error: String((error && error.message) || error) });
  }
});
`;

function modelPaths() {
  // human's package.json "exports" has no "./package.json": its main file finds the folder.
  const humanDist = path.dirname(require.resolve('@vladmandic/human'));
  return {
    core: require.resolve('@tensorflow/tfjs-core'),
    converter: require.resolve('@tensorflow/tfjs-converter'),
    wasm: require.resolve('@tensorflow/tfjs-backend-wasm'),
    wasmDir: `${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}${path.sep}`,
    modelJson: path.join(humanDist, '..', 'models', 'centernet.json'),
  };
}

/**
 * The photo as the model reads it: upright, letterboxed into INPUT_SIZE square (the model
 * saw a close-up cat as a dog when stretched), RGB bytes.
 */
export async function modelInput(photo: Buffer): Promise<Buffer> {
  return sharp(photo, { limitInputPixels: 40_000_000 })
    .rotate()
    .removeAlpha()
    .resize(INPUT_SIZE, INPUT_SIZE, { fit: 'contain', background: { r: 114, g: 114, b: 114 } })
    .raw()
    .toBuffer();
}

interface Pending {
  resolve: (detections: Detection[]) => void;
  reject: (error: Error) => void;
}

/**
 * A worker idle this long is ended: the model holds about 150 MB resident, which would
 * otherwise be kept for good after one photo (issue 32's 600 MB at 100,000 incidents); the
 * next check loads it again (about 0.4 s of CPU).
 */
export const DETECTOR_IDLE_MS = 60_000;

/** The worker processes running now, for photoCheckMemory(). */
const running = new Set<Detector>();

/**
 * The photo check's worker processes now: how many, and the resident memory each reported
 * after its last check (MB). Apart from the incidents service's own (the working-set status
 * gives both, and the bench prints both).
 */
export function photoCheckMemory(): { workers: number; rssMb: number } {
  let rss = 0;
  for (const detector of running) rss += detector.lastRss;
  return { workers: running.size, rssMb: Math.round(rss / 1024 / 1024) };
}

interface Answer {
  id: number;
  detections?: Detection[];
  error?: string;
  rss?: number;
  cpu?: NodeJS.CpuUsage;
}

/**
 * The detector in one worker process, started on the first check (so a process that never
 * checks a photo never loads the model), one check at a time, with a bounded heap; a check
 * that runs past `timeoutMs` ends the worker, and the next check starts a new one, as does
 * the first check after the worker was ended for being idle `idleMs`.
 */
export class Detector {
  private worker: ChildProcess | undefined;
  private idle: NodeJS.Timeout | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();
  /** The worker's resident memory after its last check (the bench reads it). */
  lastRss = 0;
  /** The CPU time the worker processes used in the checks answered so far, in ms (the bench). */
  workerCpuMs = 0;
  /** The current worker's own CPU time when it last answered (its usage is since it started). */
  private workerCpuSeen = 0;

  constructor(
    private readonly options: { timeoutMs: number; maxHeapMb: number; idleMs?: number },
  ) {}

  /** Whether the model is loaded now (a worker is running). */
  get loaded(): boolean {
    return this.worker !== undefined;
  }

  /** The animals and other things the model sees in `photo` (encoded image bytes). */
  detect(photo: Buffer): Promise<Detection[]> {
    const run = this.queue.then(() => this.detectNow(photo));
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    clearTimeout(this.idle);
    const worker = this.worker;
    this.worker = undefined;
    running.delete(this);
    if (worker && worker.exitCode === null && worker.signalCode === null) {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      // Held until it has ended: whoever awaits close() then sees it gone.
      worker.ref();
      worker.kill('SIGKILL');
      await exited;
    }
  }

  private async detectNow(photo: Buffer): Promise<Detection[]> {
    clearTimeout(this.idle);
    try {
      return await this.detectLoaded(photo);
    } finally {
      // Whatever happened (a photo that cannot be decoded too): the model goes once idle.
      this.idle = setTimeout(() => void this.close(), this.options.idleMs ?? DETECTOR_IDLE_MS);
      this.idle.unref();
    }
  }

  private async detectLoaded(photo: Buffer): Promise<Detection[]> {
    const pixels = await modelInput(photo);
    const worker = this.started();
    const id = this.nextId++;
    const answer = new Promise<Detection[]>((resolve, reject) =>
      this.pending.set(id, { resolve, reject }),
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`photo check took over ${this.options.timeoutMs} ms`));
        void this.close();
      }, this.options.timeoutMs);
    });
    worker.send({ id, pixels, size: INPUT_SIZE });
    try {
      return await Promise.race([answer, timeout]);
    } finally {
      clearTimeout(timer);
      this.pending.delete(id);
    }
  }

  private started(): ChildProcess {
    if (this.worker) return this.worker;
    const workerData = { paths: modelPaths(), minScore: MIN_SCORE };
    const worker = spawn(
      process.execPath,
      [
        `--max-old-space-size=${this.options.maxHeapMb}`,
        '-e',
        WORKER_SOURCE,
        JSON.stringify(workerData),
      ],
      // Buffers cross the channel as they are (the pixels), not as JSON. Of the environment only
      // the allocator's settings (its pixel buffers are as large as a decode's): the service's
      // own (its database address, its keys) is nothing the model needs.
      {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        serialization: 'advanced',
        env: allocatorEnv(),
      },
    );
    // The service's own exit is never held by its photo check.
    worker.unref();
    worker.channel?.unref();
    this.workerCpuSeen = 0;
    worker.on('message', (message: Answer) => {
      const pending = this.pending.get(message.id);
      if (message.rss) this.lastRss = message.rss;
      if (message.cpu && this.worker === worker) {
        const cpuMs = (message.cpu.user + message.cpu.system) / 1000;
        this.workerCpuMs += cpuMs - this.workerCpuSeen;
        this.workerCpuSeen = cpuMs;
      }
      if (!pending) return;
      if (message.error) pending.reject(new Error(message.error));
      else pending.resolve(message.detections ?? []);
    });
    const fail = (error: Error) => {
      // A worker already replaced (stopped after a timeout, which rejected its own check):
      // the checks pending now are the new worker's, not this one's to fail.
      if (this.worker !== worker) return;
      this.worker = undefined;
      running.delete(this);
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code, signal) =>
      fail(new Error(`photo check worker stopped (${code ?? signal})`)),
    );
    this.worker = worker;
    running.add(this);
    return worker;
  }
}

/** The parent's glibc allocator settings (contracts' MALLOC_ENV names them), as it has them. */
function allocatorEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of Object.keys(MALLOC_ENV)) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}
