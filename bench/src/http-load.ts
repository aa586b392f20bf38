import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  /** Milliseconds, to 0.01 ms (autocannon's own percentiles are whole milliseconds). */
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string | Buffer;
  connections: number;
  seconds: number;
}

/**
 * One autocannon run. Percentiles come from every response's own time: autocannon's
 * histogram keeps whole milliseconds, too coarse for a 2 ms call (2 vs 3 is a 1.5x ratio).
 */
export async function load(spec: LoadSpec): Promise<LoadResult> {
  const latencies: number[] = [];
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
    });
  });
  return {
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
  return Math.round(value * 100) / 100;
}
