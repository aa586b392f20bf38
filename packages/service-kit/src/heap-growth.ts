import { setFlagsFromString } from 'node:v8';
import { intFromEnv } from '@rescue/contracts';

/**
 * How far past what survived its last full collection V8 lets a service's heap grow before it
 * collects again, in percent (HEAP_GROWING_PERCENT; 0: V8's own choice). V8's own is up to 4
 * times on a machine with gigabytes to spare: measured at 100,000 incidents (the bench's
 * restart-steps.ts, reads step), the incidents service kept about 160 MB alive while its heap
 * grew to 600 MB of short-lived answers before a full collection. 50% bounds that at 1.5
 * times the live set, whatever its size: no ceiling to run out of, only more frequent
 * collections (under 1% of the time there).
 */
export const DEFAULT_HEAP_GROWING_PERCENT = 50;

/** For a service's own process only (runServiceMain): a flag set for the whole process. */
export function limitHeapGrowth(env: NodeJS.ProcessEnv = process.env): number {
  const percent = intFromEnv(env, 'HEAP_GROWING_PERCENT', DEFAULT_HEAP_GROWING_PERCENT);
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
  return percent;
}
