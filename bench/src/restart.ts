// A replica's restart at scale: how long until it serves the NGO list from memory again, and
// the supervisor's own restart counts (a process killed for not answering shows there).
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { waitFor } from '@rescue/testkit/wait';
import { residentMb } from './mixed';
import { workingSetOf } from './working-set';

export interface RestartFigures {
  /** Where the time went, each from the restart's start: the old process gone (SIGTERM). */
  stoppedMs: number | null;
  /**
   * ...the new process accepting connections on its port (imports, database, indexes: it
   * listens), seen by a TCP connect, which the kernel accepts even while the event loop is busy.
   */
  listeningMs: number | null;
  /** ...its first answer to /healthz (any status): later than listening while its loop is held. */
  healthzMs: number | null;
  /**
   * Changes logged after the snapshot the restart reads: each is applied before the set is
   * served (replica.ts), so this is the restart's catch-up.
   */
  changesSinceSnapshot: number | null;
  /** From the deliberate restart (SIGTERM, then a new process) to /readyz answering 200. */
  readyMs: number;
  /**
   * The CPU time the new process used until then (user + system): on a machine shared with
   * other work, its own cost, where the wall-clock figures also hold its wait for a core.
   */
  cpuMsToReady: number | null;
  /** ...to the replica's first NGO list answered from the working set (warm, every incident held). */
  servingMs: number;
  /** That first list's own latency. */
  firstListMs: number;
  /** ...to the first NGO list through the gateway (which probes the replica's readiness). */
  gatewayServingMs: number;
  /** How the working set was built: from a snapshot or by reading the collection. */
  workingSet: unknown;
  residentMb: number | null;
}

interface Stack {
  url: string;
  processes: string[];
  services: { incidents: string[] };
  pid(name: string): number | undefined;
  restarts(name: string): number;
  restart(name: string): Promise<void>;
}

/**
 * Restarts `name` (an incidents replica) as a deploy does and times it: polls (with a
 * deadline) until its working set is warm with at least the incidents it held before, then
 * reads the NGO list through the gateway.
 */
export async function measureRestart(
  stack: Stack,
  name: string,
  ngoToken: string,
  internalKey: string,
  log: (line: string) => void,
): Promise<RestartFigures> {
  const url = stack.services.incidents[stack.processes.indexOf(name) - firstIncidents(stack)]!;
  // A replica that has been serving has a snapshot of its set (written after each build, then
  // every 5 minutes): restarted before the one after a bulk load's build is written, it would
  // read the snapshot before the load and build from the database again.
  await waitFor(
    async () => {
      const status = await workingSetOf(url, internalKey);
      if (status.state === 'off') return true;
      return (status.snapshot?.seq ?? -1) >= (status.lastBuildSeq ?? Infinity);
    },
    { what: `${name}'s snapshot of its working set`, timeoutMs: 600_000, intervalMs: 250 },
  );
  const before = await workingSetOf(url, internalKey);
  log(`Restarting ${name} at ${before.incidents} incidents (${new Date().toISOString()})`);
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  const oldPid = stack.pid(name);
  const phases = {
    stoppedMs: null as number | null,
    listeningMs: null as number | null,
    healthzMs: null as number | null,
  };
  const port = Number(new URL(url).port);
  // Beside the restart, each until it is seen (not only until the restart resolves: a phase
  // first seen after /readyz is recorded as it was, later): the process changing, the port
  // accepting, /healthz answering.
  const deadline = { timeoutMs: 300_000 };
  const watched = Promise.all([
    (async () => {
      await waitFor(() => stack.pid(name) !== oldPid, {
        ...deadline,
        what: `${name} to stop`,
        intervalMs: 10,
      });
      phases.stoppedMs = since();
      await waitFor(() => accepts(port), {
        ...deadline,
        what: `${name} to listen`,
        intervalMs: 10,
      });
      phases.listeningMs = since();
    })(),
    (async () => {
      await waitFor(() => stack.pid(name) !== oldPid, {
        ...deadline,
        what: `${name} to stop`,
        intervalMs: 10,
      });
      await waitFor(() => answers(`${url}/healthz`), {
        ...deadline,
        what: `${name} to answer`,
        intervalMs: 20,
      });
      phases.healthzMs = since();
    })(),
  ]);
  await stack.restart(name);
  const readyMs = since();
  const cpuMsToReady = cpuMs(stack.pid(name));
  await watched;
  // The working set says nothing when it is warm: asked again until it is, within the deadline.
  await waitFor(
    async () => {
      const status = await workingSetOf(url, internalKey);
      return status.state === 'warm' && (status.incidents ?? 0) >= (before.incidents ?? 0);
    },
    {
      what: `${name} warm again with ${before.incidents} incidents`,
      timeoutMs: 300_000,
      intervalMs: 50,
    },
  );
  const list = async (base: string) => {
    const res = await fetch(`${base}/api/incidents`, {
      headers: { authorization: `Bearer ${ngoToken}` },
    });
    await res.arrayBuffer();
    return res.status;
  };
  const listStarted = performance.now();
  const status = await list(url);
  if (status !== 200) throw new Error(`NGO list from ${name} after the restart: ${status}`);
  const now = performance.now();
  // The gateway takes the replica back at its next readiness probe: until then it answers 503.
  await waitFor(async () => (await list(stack.url)) === 200, {
    what: 'the gateway to serve the NGO list again',
    timeoutMs: 300_000,
    intervalMs: 50,
  });
  const figures: RestartFigures = {
    ...phases,
    changesSinceSnapshot:
      before.snapshot && before.seq !== undefined ? before.seq - before.snapshot.seq : null,
    readyMs,
    cpuMsToReady,
    servingMs: Math.round(now - started),
    firstListMs: Math.round(now - listStarted),
    gatewayServingMs: Math.round(performance.now() - started),
    workingSet: await workingSetOf(url, internalKey),
    residentMb: residentMb(stack.pid(name)),
  };
  log(
    `  ${name} stopped after ${figures.stoppedMs} ms, listening after ${figures.listeningMs} ms, /healthz after ${figures.healthzMs} ms, ready in ${figures.readyMs} ms, NGO list from memory after ${figures.servingMs} ms (through the gateway ${figures.gatewayServingMs} ms)`,
  );
  return figures;
}

/** A process's CPU time so far, user and system, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Whether a TCP connection to 127.0.0.1:`port` is accepted (something listens there). */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Whether `url` answers at all (any status): the process is up and listening. */
async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

function firstIncidents(stack: Stack): number {
  return stack.processes.findIndex((n) => n.startsWith('incidents'));
}

/** Every supervised process's restarts after a crash or a missed liveness probe. */
export function restartCounts(stack: Stack): Record<string, number> {
  return Object.fromEntries(stack.processes.map((name) => [name, stack.restarts(name)]));
}

/** The service's own account of its memory in MB (the working-set status's `memory`). */
export type MemoryDetail = Record<
  'rss' | 'heapTotal' | 'heapUsed' | 'external' | 'arrayBuffers' | 'photoCheckRss',
  number
>;

/**
 * Samples a process's resident memory every 500 ms; stop() returns the highest seen. mark()
 * names the phase from then on (the bulk load, the build, the restart), and byPhase() gives
 * each phase's highest, so a peak is put down to what ran when it was reached. With `inside`
 * (the service's memoryUsage, asked at each sample), insideByPhase() gives each phase's highest
 * of each part: resident beyond heapTotal and external is native (code, malloc), and
 * photoCheckRss is the photo check's worker process, resident apart from the service.
 */
export function sampleResident(
  pid: () => number | undefined,
  phase = 'start',
  inside?: () => Promise<MemoryDetail | undefined>,
): {
  stop(): number | null;
  mark(phase: string): void;
  byPhase(): Record<string, number | null>;
  insideByPhase(): Record<string, Partial<MemoryDetail>>;
} {
  let peak: number | null = null;
  const peaks: Record<string, number | null> = { [phase]: null };
  const parts: Record<string, Partial<MemoryDetail>> = {};
  let asking = false;
  const sample = () => {
    const mb = residentMb(pid());
    if (mb === null) return;
    if (peak === null || mb > peak) peak = mb;
    if ((peaks[phase] ?? -1) < mb) peaks[phase] = mb;
    // One question at a time: a busy service answers late, and its phase is the one asked in.
    if (!inside || asking) return;
    asking = true;
    const askedIn = phase;
    inside()
      .then((detail) => {
        const highest = (parts[askedIn] ??= {});
        for (const [key, value] of Object.entries(detail ?? {}) as [keyof MemoryDetail, number][])
          highest[key] = Math.max(highest[key] ?? 0, value);
      })
      .catch(() => undefined)
      .finally(() => (asking = false));
  };
  sample();
  const timer = setInterval(sample, 500);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return peak;
    },
    mark: (next) => {
      sample();
      phase = next;
      peaks[phase] ??= null;
    },
    byPhase: () => ({ ...peaks }),
    insideByPhase: () => structuredClone(parts),
  };
}
