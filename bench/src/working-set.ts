import { setTimeout as sleep } from 'node:timers/promises';
import { request } from '@rescue/testkit/http';
import type { MemoryDetail } from './restart';

export interface WorkingSetState {
  state: string;
  incidents?: number;
  lastBuildMs?: number;
  lastBuildSeq?: number | null;
  seq?: number;
  snapshot?: { seq: number } | null;
  /** The process's memoryUsage() in MB (routes/internal.ts memoryInMb). */
  memory?: MemoryDetail;
}

/** A service's internal endpoint, with the key the services share; fails unless 2xx. */
export async function internalCall<T>(
  url: string,
  internalApiKey: string,
  method: string,
  path: string,
  json?: unknown,
): Promise<T> {
  const res = await request<T & { message?: string }>(url, method, path, {
    json,
    headers: { 'x-internal-key': internalApiKey },
  });
  if (res.status >= 300)
    throw new Error(`${method} ${path}: ${res.status} ${res.body.message ?? ''}`);
  return res.body;
}

/** An incidents replica's working set (GET /internal/incidents/working-set). */
export function workingSetOf(url: string, internalApiKey: string): Promise<WorkingSetState> {
  return internalCall<WorkingSetState>(
    url,
    internalApiKey,
    'GET',
    '/internal/incidents/working-set',
  );
}

/**
 * Waits until every incidents replica serves from a working set holding `atLeast` incidents.
 * Up to 20 minutes: the first build at 100,000 reads every incident from the embedded database
 * (about 55 s on a quiet machine, 200 s for the scan alone at a load average of 19).
 */
export async function waitForWorkingSets(
  urls: string[],
  internalApiKey: string,
  atLeast: number,
  log: (line: string) => void,
): Promise<void> {
  const started = Date.now();
  for (const url of urls) {
    for (;;) {
      const status = await workingSetOf(url, internalApiKey);
      if (status.state === 'off') return;
      if (status.state === 'warm' && (status.incidents ?? 0) >= atLeast) {
        log(`  working set warm: ${status.incidents} incidents, built in ${status.lastBuildMs} ms`);
        break;
      }
      if (Date.now() - started > 1_200_000)
        throw new Error(`working set not warm: ${JSON.stringify(status)}`);
      // Polling with a deadline: the working set says nothing when it is warm.
      await sleep(250);
    }
  }
}
