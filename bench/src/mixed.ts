// Reads while writes happen: what an NGO's dashboard lives with while reports and status
// changes arrive. Each mixed run is measured beside a read-only run of the same load.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { reportJson } from './fixtures';
import { load, type LoadResult, type LoadSpec } from './http-load';

export interface Writer {
  /** One write through the public API; resolves when it is answered. */
  write(): Promise<void>;
  /** Writes per second. */
  perSecond: number;
}

export interface MixedFigures {
  connections: number;
  readOnly: LoadResult;
  mixed: LoadResult;
  /** mixed requests per second / read-only requests per second. */
  throughputRatio: number;
  writesDone: number;
  writesFailed: number;
}

/** The same read load alone, then with `writers` writing at their rates. */
export async function readsBesideWrites(spec: LoadSpec, writers: Writer[]): Promise<MixedFigures> {
  const readOnly = await load(spec);
  const counts = { done: 0, failed: 0 };
  const stop = new AbortController();
  const loops = writers.map((writer) => writeAtRate(writer, counts, stop.signal));
  try {
    // The writers start a second before the recorded run, so it is measured mid-stream.
    await sleep(1000);
    const mixed = await load({ ...spec, warmupSeconds: 0 });
    return {
      connections: spec.connections,
      readOnly,
      mixed,
      throughputRatio: round(mixed.requestsPerSecond / Math.max(0.01, readOnly.requestsPerSecond)),
      writesDone: counts.done,
      writesFailed: counts.failed,
    };
  } finally {
    stop.abort();
    await Promise.all(loops);
  }
}

/** Starts one write every 1/perSecond s, whether or not the last one was answered. */
async function writeAtRate(
  writer: Writer,
  counts: { done: number; failed: number },
  signal: AbortSignal,
): Promise<void> {
  const inFlight = new Set<Promise<void>>();
  const interval = 1000 / writer.perSecond;
  while (!signal.aborted) {
    const write = writer
      .write()
      .then(
        () => void (counts.done += 1),
        () => void (counts.failed += 1),
      )
      .finally(() => inFlight.delete(write));
    inFlight.add(write);
    await sleep(interval, undefined, { signal }).catch(() => undefined);
  }
  await Promise.all(inFlight);
}

/** A write's call: JSON to the gateway, refused (thrown) unless it answers 2xx. */
export async function callJson(
  url: string,
  method: 'POST' | 'PUT',
  token: string,
  body: unknown,
): Promise<void> {
  const res = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status}`);
}

/** Resident memory of a process, in MB (Linux /proc). */
export function residentMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * One report and one status change a second, through the gateway as the apps send them: the
 * writes beside every read benchmark (run.ts, list-order.ts).
 */
export function liveWriters(url: string, ids: string[], userToken: string, ngoToken: string) {
  let reports = 0;
  let changes = 0;
  const report: Writer = {
    perSecond: 1,
    write: () =>
      callJson(
        `${url}/api/incidents/create`,
        'POST',
        userToken,
        reportJson(`Live report ${(reports += 1)}: dog limping`, 'Brown dog', 6, 'Limping'),
      ),
  };
  const statusChange: Writer = {
    perSecond: 1,
    write: () => {
      changes += 1;
      const status = changes % 2 === 0 ? 'pending' : 'in progress';
      return callJson(
        `${url}/api/ngo/incidents/${ids[changes % ids.length]}/update`,
        'PUT',
        ngoToken,
        {
          status,
          status_update: `Status updated to ${status} by NGO`,
        },
      );
    },
  };
  return { report, statusChange, both: [report, statusChange] };
}

/** liveWriters whose status changes go round the NGO's first 100 incidents, as listed now. */
export async function liveWritersOnFirstPage(url: string, userToken: string, ngoToken: string) {
  const firstPage = (await fetch(`${url}/api/incidents?limit=100`, {
    headers: { authorization: `Bearer ${ngoToken}` },
  }).then((r) => r.json())) as { _id: string }[];
  return liveWriters(
    url,
    firstPage.map((i) => i._id),
    userToken,
    ngoToken,
  );
}
