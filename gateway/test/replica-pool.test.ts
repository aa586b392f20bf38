import net from 'node:net';
import { waitFor } from '@rescue/testkit/wait';
import { PROBE_MISSES_BEFORE_UNREADY, ReplicaPool, probeReadiness } from '../src/readiness';

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

describe('a replica whose /readyz does not answer', () => {
  test(`stays routable for ${PROBE_MISSES_BEFORE_UNREADY - 1} unanswered probes, and is left out after ${PROBE_MISSES_BEFORE_UNREADY}`, async () => {
    // Takes the connection and never answers: a busy process, or a hung one.
    const probes: unknown[] = [];
    const server = net.createServer((socket) => probes.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const pool = new ReplicaPool('auth', [`http://127.0.0.1:${port}`]);
    const stop = probeReadiness([pool], 50, silent);
    try {
      const routable: boolean[] = [];
      // Each probe waits PROBE_TIMEOUT_MS for an answer; the state is read as each new one opens.
      while (probes.length <= PROBE_MISSES_BEFORE_UNREADY) {
        const seen = probes.length;
        await waitFor(() => probes.length > seen, { what: 'the next probe', timeoutMs: 10_000 });
        routable.push(pool.pick() !== undefined);
      }
      expect(routable).toEqual([
        ...Array.from({ length: PROBE_MISSES_BEFORE_UNREADY }, () => true),
        false,
      ]);
    } finally {
      stop();
      server.close();
      for (const socket of probes as net.Socket[]) socket.destroy();
    }
  }, 20_000);
});
