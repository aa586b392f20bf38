import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  /** Milliseconds, to 0.01 ms (autocannon's own percentiles are whole milliseconds). */
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** How many answers of each status other than 2xx (what went wrong, when something did). */
  non2xxByStatus?: Record<string, number>;
}

export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string | Buffer;
  connections: number;
  seconds: number;
  /** An unrecorded run first, so the JIT of every process on the path is warm (default 1 s). */
  warmupSeconds?: number;
}

/**
 * One autocannon run. Percentiles come from every response's own time: autocannon's
 * histogram keeps whole milliseconds, too coarse for a 2 ms call (2 vs 3 is a 1.5x ratio).
 */
export async function load(spec: LoadSpec): Promise<LoadResult> {
  const warmup = spec.warmupSeconds ?? 1;
  if (warmup > 0) await measure({ ...spec, seconds: warmup });
  await waitForQuiet();
  return measure(spec);
}

async function measure(spec: LoadSpec): Promise<LoadResult> {
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: spec.url,
        method: spec.method ?? 'GET',
        headers: spec.headers,
        body: spec.body,
        connections: spec.connections,
        duration: spec.seconds,
      },
      (error: unknown, done) => (error ? reject(error) : resolve(done)),
    );
    run.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else failures[statusCode] = (failures[statusCode] ?? 0) + 1;
    });
  });
  return {
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...(result.non2xx > 0 ? { non2xxByStatus: failures } : {}),
  };
}

function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
  return Math.round(value * 100) / 100;
}

/**
 * Waits (at most 30 s) until the machine's CPUs are mostly idle, so work left from the last
 * run (uploads a service still processes after the load tool hung up) is not billed to the next.
 */
export async function waitForQuiet(maxMs = 30_000): Promise<void> {
  const busyAndTotal = (): { busy: number; total: number } => {
    let busy = 0;
    let total = 0;
    for (const { times } of os.cpus()) {
      const all = times.user + times.nice + times.sys + times.irq + times.idle;
      busy += all - times.idle;
      total += all;
    }
    return { busy, total };
  };
  const deadline = Date.now() + maxMs;
  let before = busyAndTotal();
  while (Date.now() < deadline) {
    await sleep(300);
    const now = busyAndTotal();
    const fraction = (now.busy - before.busy) / Math.max(1, now.total - before.total);
    before = now;
    if (fraction < 0.15) return;
  }
}
