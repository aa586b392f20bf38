import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { intFromEnv } from '@rescue/contracts';

/**
 * How far past what survived its last full collection V8 lets a service's heap grow before it
 * collects again, in percent (HEAP_GROWING_PERCENT; 0: V8's own choice). V8's own is up to 4
 * times when its heap may reach 2 GB or more (a host or container without a low memory limit;
 * Node sizes that ceiling from the memory it may use): measured at 100,000 incidents (the
 * bench's restart-steps.ts, reads step), the incidents service kept about 160 MB alive while its
 * heap grew to 616 MB of short-lived answers, 860 MB resident; with 50%, 496 MB resident and 34
 * full collections of 5-15 ms over the same run. 30%: the whole bench's peak at 100,000 was
 * 583 MB at 50% (347 MB of heap), too near the 600 MB it must stay under, and 30% keeps about
 * 40 MB more heap back in it. Under a lower ceiling (a pod's memory limit) V8 already grows by
 * less than 2 times, and more cautiously near the ceiling: left to it.
 */
export const DEFAULT_HEAP_GROWING_PERCENT = 30;
/** Below this, full collections would follow each other (a storm): refused. */
const LEAST_PERCENT = 20;
/** Above this, looser than V8's own most (4 times): refused. */
const MOST_PERCENT = 300;
/**
 * V8 grows the heap up to 4 times only from an old generation of 2 GiB up (its heap
 * controller); the heap's limit counts the young generation's 48 MiB beside it.
 */
const LARGE_HEAP_BYTES = 2 * 2 ** 30 + 48 * 2 ** 20;
const FLAG = '--heap-growing-percent';

/**
 * For a service's own process only (runServiceMain): a flag for the whole process. Returns the
 * percent set, or undefined when V8 keeps its own (0, a small ceiling, or the flag given on the
 * command line, which wins).
 */
export function limitHeapGrowth(
  env: NodeJS.ProcessEnv = process.env,
  heapLimitBytes = getHeapStatistics().heap_size_limit,
  execArgv: readonly string[] = process.execArgv,
): number | undefined {
  const percent = intFromEnv(env, 'HEAP_GROWING_PERCENT', DEFAULT_HEAP_GROWING_PERCENT);
  if (percent > MOST_PERCENT || (percent > 0 && percent < LEAST_PERCENT))
    throw new Error(
      `HEAP_GROWING_PERCENT must be 0 or from ${LEAST_PERCENT} to ${MOST_PERCENT}, got ${percent}`,
    );
  // V8 takes its flags with - or _ between the words.
  const given = execArgv.some((arg) => arg.replaceAll('_', '-').startsWith(`${FLAG}=`));
  if (percent === 0 || given || heapLimitBytes < LARGE_HEAP_BYTES) return undefined;
  setFlagsFromString(`${FLAG}=${percent}`);
  return percent;
}
