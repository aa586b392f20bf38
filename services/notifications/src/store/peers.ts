// The other services this one asks: the incidents' change feed and the volunteer service's cap.
import { INCIDENT_CHANGES_MAX_WAIT_MS, type IncidentChangesResponse } from '@rescue/contracts';
import { INTERNAL_KEY_HEADER, callInternal, peerReplicas } from '@rescue/service-kit';
import { request } from 'undici';

export interface Peers {
  /** The changes after `after` (absent: where the log is now), waiting up to waitMs for one. */
  changes(
    after: number | undefined,
    waitMs: number,
    signal?: AbortSignal,
  ): Promise<IncidentChangesResponse>;
  /** Which of these volunteers hold as many open cases as they may. */
  fullVolunteers(volunteerIds: string[]): Promise<Set<string>>;
}

export function peers(config: {
  incidentsUrl: string;
  volunteerUrl: string;
  internalApiKey: string;
}): Peers {
  const incidents = peerReplicas(config.incidentsUrl);
  return {
    async changes(after, waitMs, signal) {
      const query = new URLSearchParams({
        waitMs: String(Math.min(waitMs, INCIDENT_CHANGES_MAX_WAIT_MS)),
        limit: '200',
      });
      if (after !== undefined) query.set('after', String(after));
      // Not callInternal: a long poll outlasts its timeout. The incidents replica that
      // answered last (every one serves the same change log); after a failure, the next.
      const base = incidents.first();
      try {
        const response = await request(`${base}/internal/incidents/changes?${query}`, {
          headers: { [INTERNAL_KEY_HEADER]: config.internalApiKey },
          signal,
          headersTimeout: waitMs + 10_000,
          bodyTimeout: waitMs + 10_000,
        });
        const body = (await response.body.json()) as IncidentChangesResponse & {
          message?: string;
        };
        if (response.statusCode !== 200)
          throw new Error(`incidents changes: ${response.statusCode} ${body.message ?? ''}`);
        incidents.answered(base);
        return body;
      } catch (error) {
        if (!signal?.aborted) incidents.failed(base);
        throw error;
      }
    },
    async fullVolunteers(volunteerIds) {
      if (volunteerIds.length === 0) return new Set();
      const { full } = await callInternal<{ full: string[] }>(
        config.volunteerUrl,
        '/internal/volunteers/full',
        // A read sent as POST (the ids are many): another replica may answer it.
        {
          internalApiKey: config.internalApiKey,
          method: 'POST',
          body: { volunteerIds },
          idempotent: true,
        },
      );
      return new Set(full);
    },
  };
}
