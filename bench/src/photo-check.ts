// The photo check (issue 30, "The photo helps") on the labelled set beside its api test
// (services/incidents/test/fixtures/photo-check: real photos from registry packages, each
// labelled with its animal type, "other" for an animal COCO has no class for, or "none").
// Prints the CPU time per photo (decode in the main thread plus the detector in its worker),
// the process's peak resident memory, and the confusion of label against what the check said.
//
//   node --import tsx bench/src/photo-check.ts          (BENCH_OUTPUT=/tmp/x.json keeps the figures)
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  Detector,
  PHOTO_CHECK_MODEL,
  loadPhotoCheckConfig,
  summarise,
} from '@rescue/incidents/photo-check';

const FIXTURES = path.resolve(__dirname, '../../services/incidents/test/fixtures/photo-check');
/** Each photo is checked this many times: the CPU figures are over all runs after the first. */
const ROUNDS = Number(process.env.BENCH_PHOTO_ROUNDS ?? 3);

export interface PhotoCheckFigures {
  model: string;
  photos: number;
  firstCheckCpuMs: number;
  cpuMsP50: number;
  cpuMsP95: number;
  wallMsP50: number;
  /** The process's peak resident memory (ru_maxrss): the bench run on its own. */
  peakRssMb: number;
  /** What the checks added to the process's resident memory (inside a full bench run too). */
  addedRssMb: number;
  /** The photo check's worker process (the model), resident apart: its highest after a check. */
  workerRssMb: number;
  maxHeapMb: number;
  /** label -> what the check said (a type, "animal, no type" or "no animal") -> count */
  confusion: Record<string, Record<string, number>>;
  /** Photos of a COCO animal whose type was suggested right. */
  typeRight: number;
  typeAsked: number;
  /** Photos without an animal said so; photos with one (any label but none) not said so. */
  noneRight: number;
  noneAsked: number;
  animalMissed: number;
  animalAsked: number;
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

export async function measurePhotoCheck(): Promise<PhotoCheckFigures> {
  const labels = JSON.parse(readFileSync(path.join(FIXTURES, 'labels.json'), 'utf8')) as Record<
    string,
    string
  >;
  const config = loadPhotoCheckConfig({ PHOTO_CHECK: 'on' });
  const detector = new Detector(config);
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  let workerRssPeak = 0;
  const files = readdirSync(FIXTURES).filter((name) => name in labels);
  const confusion: PhotoCheckFigures['confusion'] = {};
  const cpu: number[] = [];
  const wall: number[] = [];
  let firstCheckCpuMs = 0;
  const tally = {
    typeRight: 0,
    typeAsked: 0,
    noneRight: 0,
    noneAsked: 0,
    animalMissed: 0,
    animalAsked: 0,
  };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const file of files) {
        const bytes = readFileSync(path.join(FIXTURES, file));
        const startedCpu = process.cpuUsage();
        const workerCpuBefore = detector.workerCpuMs;
        const started = performance.now();
        const check = summarise(await detector.detect(bytes), new Date());
        // This process decodes the photo; the worker process runs the model.
        const used = cpuMs(startedCpu) + detector.workerCpuMs - workerCpuBefore;
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
        workerRssPeak = Math.max(workerRssPeak, detector.lastRss);
        if (round === 0 && file === files[0]) firstCheckCpuMs = used;
        else {
          cpu.push(used);
          wall.push(performance.now() - started);
        }
        if (round > 0) continue;
        const label = labels[file]!;
        const said = check.noAnimalFound ? 'no animal' : (check.suggestedType ?? 'animal, no type');
        confusion[label] ??= {};
        confusion[label][said] = (confusion[label][said] ?? 0) + 1;
        if (label === 'none') {
          tally.noneAsked++;
          if (check.noAnimalFound) tally.noneRight++;
        } else {
          tally.animalAsked++;
          if (check.noAnimalFound) tally.animalMissed++;
          if (label !== 'other') {
            tally.typeAsked++;
            if (check.suggestedType === label) tally.typeRight++;
          }
        }
      }
    }
  } finally {
    await detector.close();
  }
  return {
    model: PHOTO_CHECK_MODEL,
    photos: files.length,
    firstCheckCpuMs: Math.round(firstCheckCpuMs),
    cpuMsP50: Math.round(quantile(cpu, 0.5)),
    cpuMsP95: Math.round(quantile(cpu, 0.95)),
    wallMsP50: Math.round(quantile(wall, 0.5)),
    // ru_maxrss (KiB): this process; the model's wasm memory is the worker process's.
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    addedRssMb: Math.round((rssPeak - rssBefore) / 1024 / 1024),
    workerRssMb: Math.round(workerRssPeak / 1024 / 1024),
    maxHeapMb: config.maxHeapMb,
    confusion,
    ...tally,
  };
}

export function printPhotoCheck(figures: PhotoCheckFigures): void {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(`\nPhoto check: ${figures.model}, ${figures.photos} labelled photos x ${ROUNDS} rounds`);
  out(
    `  CPU per photo: p50 ${figures.cpuMsP50} ms, p95 ${figures.cpuMsP95} ms (wall p50 ${figures.wallMsP50} ms); first check with the model's load ${figures.firstCheckCpuMs} ms`,
  );
  out(
    `  peak RSS of the process: ${figures.peakRssMb} MB; of the photo check's worker process: ${figures.workerRssMb} MB (its heap bound ${figures.maxHeapMb} MB)`,
  );
  out(
    `  type suggested right: ${figures.typeRight}/${figures.typeAsked}; "no animal" right: ${figures.noneRight}/${figures.noneAsked}; animals called "no animal": ${figures.animalMissed}/${figures.animalAsked}`,
  );
  const columns = [
    ...new Set(Object.values(figures.confusion).flatMap((row) => Object.keys(row))),
  ].sort();
  out(`  ${'label \\ said'.padEnd(14)}${columns.map((c) => c.padStart(16)).join('')}`);
  for (const [label, row] of Object.entries(figures.confusion).sort())
    out(`  ${label.padEnd(14)}${columns.map((c) => String(row[c] ?? '').padStart(16)).join('')}`);
}

if (require.main === module) {
  measurePhotoCheck()
    .then((figures) => {
      printPhotoCheck(figures);
      if (process.env.BENCH_OUTPUT)
        writeFileSync(process.env.BENCH_OUTPUT, JSON.stringify(figures, null, 2));
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
