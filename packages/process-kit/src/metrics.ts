// One registry per process component, in the Prometheus text format.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Route label for a request no route matched: raw paths would make the label unbounded. */
export const UNMATCHED_ROUTE = 'unmatched';

export interface Metrics {
  /** Records one finished request; `route` is the route pattern, e.g. '/api/incidents/:id'. */
  observe(method: string, route: string, status: number, seconds: number): void;
  /** Counts a failed call to another process, e.g. ('incidents', 'unavailable'). */
  upstreamFailure(target: string, reason: string): void;
  /** Content-Type of what render() returns (Prometheus text format). */
  readonly contentType: string;
  /** Everything in the Prometheus text format, for GET /metrics. */
  render(): Promise<string>;
}

/**
 * One registry per component (not prom-client's global one), so tests and several apps in
 * one process never share or double-register counters. `component` becomes a default label.
 */
export function createMetrics(component: string): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ component });
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const upstreamFailures = new Counter({
    name: 'upstream_failures_total',
    help: 'Calls to another process that failed, by target and reason',
    labelNames: ['target', 'reason'] as const,
    registers: [registry],
  });
  const restarts = new Gauge({
    name: 'process_restarts',
    help: 'Times the supervisor has restarted this process (PROCESS_RESTARTS at launch)',
    registers: [registry],
  });
  const launches = Number(process.env.PROCESS_RESTARTS ?? 0);
  restarts.set(Number.isFinite(launches) && launches >= 0 ? launches : 0);

  return {
    observe(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    upstreamFailure(target, reason) {
      upstreamFailures.inc({ target, reason });
    },
    contentType: registry.contentType,
    render: () => registry.metrics(),
  };
}
