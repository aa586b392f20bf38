import type { Incident } from '@rescue/contracts';
import { callOperation, incidentKeys, useQuery } from '@rescue/web-kit/query';

/** The API's largest page: the counters are derived from what is listed. */
const PAGE_SIZE = 100;

/** The incidents this account reported, newest first. */
export async function fetchMyIncidents(userId: string, signal?: AbortSignal): Promise<Incident[]> {
  const body = await callOperation('reports.mine', {
    params: { id: userId },
    query: { limit: PAGE_SIZE },
    signal,
  });
  return body.data;
}

/** The logged-in reporter's own incidents, cached under incidentKeys.mine(userId). */
export function useMyIncidents(userId: string) {
  return useQuery({
    queryKey: incidentKeys.mine(userId),
    queryFn: ({ signal }) => fetchMyIncidents(userId, signal),
  });
}
