// Live updates (GET /api/events/stream), measured through the gateway on loopback:
//  - delivery: 200 streams of verified NGOs open; a report is made every 100 ms (40 of them),
//    and each stream's arrival time is taken against the write's start: p50/p95 over every
//    (write, subscriber) pair;
//  - memory: the gateway's resident memory with 1,000 open streams, beside its memory with none.
// Standalone: `node --import tsx bench/src/live-events.ts`; `npm run bench` runs it as a row.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { client } from '@rescue/testkit/http';
import { openStream, type SseStream } from '@rescue/testkit/sse';
import { registerSignedUser, registerUser } from '@rescue/testkit/users';
import { residentMb } from './mixed';
import { log, startBenchStack } from './bench-stack';

const SUBSCRIBERS = 200;
const WRITES = 40;
const OPEN_STREAMS = 1000;

export interface LiveEventFigures {
  subscribers: number;
  writes: number;
  deliveries: number;
  missed: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  openStreams: number;
  gatewayRssIdleMb: number | null;
  gatewayRssOpenMb: number | null;
}

/** Against a running stack (its gateway URL and the gateway's pid). */
export async function measureLiveEvents(
  url: string,
  gatewayPid: () => number | undefined,
  log: (line: string) => void,
): Promise<LiveEventFigures> {
  const [ngo, reporter] = await Promise.all([
    registerSignedUser({ url }, 'ngo'),
    registerUser({ url }, 'user'),
  ]);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const streams: SseStream[] = [];
  const open = async (count: number) => {
    for (let i = streams.length; i < count; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, count - i) }, () =>
          openStream(`${url}/api/events/stream`, { token: ngo.token, agent }),
        ),
      );
      for (const s of batch) if (s.status !== 200) throw new Error(`stream refused: ${s.status}`);
      streams.push(...batch);
    }
    await Promise.all(streams.map((s) => s.waitFor((e) => e.event === 'ready', 30_000)));
  };
  try {
    const gatewayRssIdleMb = residentMb(gatewayPid());
    log(`live events: opening ${SUBSCRIBERS} streams`);
    await open(SUBSCRIBERS);
    const latencies: number[] = [];
    let missed = 0;
    const pending: Promise<void>[] = [];
    for (let i = 0; i < WRITES; i += 1) {
      const started = performance.now();
      const res = await client(url).post('/api/incidents/create', {
        token: reporter.token,
        json: {
          description: `Bench live event ${i}`,
          city: 'Pune',
          location: { address: 'Station Road' },
          animalInfo: {
            description: 'Brown dog',
            type: 'Dog',
            aiSeverityAssessment: { score: 5, category: 'MODERATE', assessmentDetails: 'Limping' },
          },
        },
      });
      if (res.status !== 201) throw new Error(`report: ${res.status}`);
      const id = res.body.incident._id as string;
      pending.push(
        ...streams.map((s) =>
          s
            .waitFor((e) => e.event === 'incident.created' && e.data.includes(id), 10_000)
            .then(
              (e) => void latencies.push(e.receivedAt - started),
              () => void (missed += 1),
            ),
        ),
      );
      await sleep(100);
    }
    await Promise.all(pending);
    latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? -1);
    log(`live events: opening ${OPEN_STREAMS} streams`);
    await open(OPEN_STREAMS);
    await sleep(2000);
    const gatewayRssOpenMb = residentMb(gatewayPid());
    return {
      subscribers: SUBSCRIBERS,
      writes: WRITES,
      deliveries: latencies.length,
      missed,
      p50Ms: at(0.5),
      p95Ms: at(0.95),
      maxMs: at(1),
      openStreams: streams.length,
      gatewayRssIdleMb,
      gatewayRssOpenMb,
    };
  } finally {
    for (const s of streams) s.close();
    agent.destroy();
  }
}

/**
 * The streams all come from 127.0.0.1 and one NGO: the per-address limits and the per-account
 * cap must admit them.
 */
export const LIVE_EVENTS_ENV = {
  CLIENT_MAX_CONNECTIONS: '5000',
  CLIENT_MAX_IN_FLIGHT: '5000',
  EVENT_STREAMS_PER_ACCOUNT: '5000',
};

async function main(): Promise<void> {
  const { stack, stop } = await startBenchStack('live', { SEED: 'false', ...LIVE_EVENTS_ENV });
  try {
    const figures = await measureLiveEvents(stack.url, () => stack.pid('gateway'), log);
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await stop();
  }
}

if (require.main === module) void main();
