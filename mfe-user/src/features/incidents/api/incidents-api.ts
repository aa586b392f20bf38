import type { Incident, MyIncidentsResponse } from '@rescue/contracts';
import { api } from '@rescue/web-kit';
import { incidentKeys, useQuery } from '@rescue/web-kit/query';

/** The API's largest page: the counters are derived from what is listed. */
const PAGE_SIZE = 100;

/** The incidents this account reported, newest first. */
export async function fetchMyIncidents(userId: string, signal?: AbortSignal): Promise<Incident[]> {
  const body = await api.get<MyIncidentsResponse>(
    `/api/users/my-incidents/${encodeURIComponent(userId)}?limit=${PAGE_SIZE}`,
    { signal },
  );
  return body.data;
}

/** The logged-in reporter's own incidents, cached under incidentKeys.mine(userId). */
export function useMyIncidents(userId: string) {
  return useQuery({
    queryKey: incidentKeys.mine(userId),
    queryFn: ({ signal }) => fetchMyIncidents(userId, signal),
  });
}
