import { ReplicaPool, probeReadiness } from '../src/readiness';

const silent = { info: () => undefined, warn: () => undefined } as never;

describe('a replica that refused a connection', () => {
  test('is left out until a probe says otherwise when probes run', () => {
    const pool = new ReplicaPool('auth', ['http://127.0.0.1:1']);
    const stop = probeReadiness([pool], 60_000, silent);
    try {
      pool.refused(pool.replicas[0]!);
      expect(pool.pick()).toBeUndefined();
    } finally {
      stop();
    }
  });

  test('stays routable without probes, since nothing would ever bring it back', () => {
    const pool = new ReplicaPool('auth', ['http://127.0.0.1:1']);
    probeReadiness([pool], 0, silent);
    pool.refused(pool.replicas[0]!);
    expect(pool.pick()?.url).toBe('http://127.0.0.1:1');
  });
});
