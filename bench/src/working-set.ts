import { setTimeout as sleep } from 'node:timers/promises';
import { callInternal } from '@rescue/service-kit';

export interface WorkingSetState {
  state: string;
  incidents?: number;
  lastBuildMs?: number;
}

/** An incidents replica's working set (GET /internal/incidents/working-set). */
export function workingSetOf(url: string, internalApiKey: string): Promise<WorkingSetState> {
  return callInternal<WorkingSetState>(url, '/internal/incidents/working-set', { internalApiKey });
}

/** Waits until every incidents replica serves from a working set holding `atLeast` incidents. */
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
      if (Date.now() - started > 300_000)
        throw new Error(`working set not warm: ${JSON.stringify(status)}`);
      // Polling with a deadline: the working set says nothing when it is warm.
      await sleep(250);
    }
  }
}
