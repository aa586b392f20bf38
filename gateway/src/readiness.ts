import http from 'node:http';
import type { Logger } from '@rescue/process-kit';
import type { ServiceName } from '@rescue/contracts';

/** 'unknown' until a probe tells, or when /readyz cannot tell (a service without it): routable. */
export type ReplicaState = 'ready' | 'unready' | 'unknown';

export interface Replica {
  /** The base URL, as configured. */
  url: string;
  hostname: string;
  port: number;
  state: ReplicaState;
}

/** One service's replicas: round robin over those not known to be unready. */
export class ReplicaPool {
  readonly replicas: Replica[];
  private next = 0;
  /** Whether probes run (probeReadiness): only a probe can make a replica routable again. */
  probed = false;

  constructor(
    readonly service: ServiceName,
    urls: string[],
  ) {
    this.replicas = urls.map((url) => {
      const parsed = new URL(url);
      return {
        url,
        hostname: parsed.hostname,
        port: Number(parsed.port) || 80,
        state: 'unknown',
      };
    });
  }

  /** The next routable replica, or undefined when every one is unready. */
  pick(): Replica | undefined {
    for (let tries = 0; tries < this.replicas.length; tries += 1) {
      const replica = this.replicas[this.next++ % this.replicas.length]!;
      if (replica.state !== 'unready') return replica;
    }
    return undefined;
  }

  /**
   * A replica that refused a connection is left out until its next probe says otherwise.
   * Without probes nothing would ever bring it back, so it stays routable (a restarted
   * process listens again on the same port).
   */
  refused(replica: Replica): void {
    if (this.probed) replica.state = 'unready';
  }
}

/**
 * Asks every replica's GET /readyz every `intervalMs` (never two probes of one replica at
 * once): 200 is ready; any 5xx or a refused connection is unready; no answer within
 * PROBE_TIMEOUT_MS PROBE_MISSES_BEFORE_UNREADY times in a row is unready; anything else (404
 * from a service without the endpoint) cannot tell, so the replica stays routable. Returns the
 * function that stops probing.
 */
/**
 * How long a replica has to answer its readiness probe, whatever the interval: a probe of a
 * busy replica may take a few hundred milliseconds (a cap of the 100 ms interval marked the
 * only replica of a loaded service unready, and every request got a 503). Probes of one
 * replica never overlap, so a short interval just probes as often as it can.
 */
export const PROBE_TIMEOUT_MS = 1_000;

/**
 * Probes in a row left unanswered before a replica that said nothing is taken out (as a
 * Kubernetes readiness probe's failureThreshold, 3 by default). One slow moment of a busy
 * replica is not an outage: it had taken the only auth replica out, and a login got 503
 * (gateway/test/compression-bomb.test.ts, beside 16 bombs being inflated). A replica that says
 * it is not ready, or is not listening, is taken out at once.
 */
export const PROBE_MISSES_BEFORE_UNREADY = 3;

export function probeReadiness(
  pools: ReplicaPool[],
  intervalMs: number,
  logger: Logger,
): () => void {
  if (intervalMs === 0) return () => undefined;
  for (const pool of pools) pool.probed = true;
  // Probes never queue behind forwarded requests in the main pool.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const pending = new Set<Replica>();
  const misses = new Map<Replica, number>();
  const settle = (pool: ReplicaPool, replica: Replica, state: ReplicaState) => {
    pending.delete(replica);
    misses.delete(replica);
    if (state === replica.state) return;
    logger[state === 'unready' ? 'warn' : 'info'](
      { service: pool.service, replica: replica.url, state },
      'replica readiness',
    );
    replica.state = state;
  };
  const probe = (pool: ReplicaPool, replica: Replica) => {
    if (pending.has(replica)) return;
    pending.add(replica);
    const req = http.get(
      {
        hostname: replica.hostname,
        port: replica.port,
        path: '/readyz',
        agent,
        timeout: PROBE_TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        const status = res.statusCode ?? 0;
        settle(pool, replica, status === 200 ? 'ready' : status >= 500 ? 'unready' : 'unknown');
      },
    );
    let timedOut = false;
    req.on('timeout', () => {
      timedOut = true;
      req.destroy();
    });
    req.on('error', () => {
      const missed = (misses.get(replica) ?? 0) + 1;
      if (timedOut && missed < PROBE_MISSES_BEFORE_UNREADY) {
        pending.delete(replica);
        misses.set(replica, missed);
        return;
      }
      settle(pool, replica, 'unready');
    });
  };
  const round = () => {
    for (const pool of pools) for (const replica of pool.replicas) probe(pool, replica);
  };
  round();
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    agent.destroy();
  };
}
