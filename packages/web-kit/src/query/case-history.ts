// A case's history through the kit's one cache. Here, not beside the timeline in ./areas: this
// entry already imports that one, and an import back would make the two shared modules wait
// for each other at load time (an area never loaded).
import type { CaseEvent } from '@rescue/contracts';
import * as tanstack from '@tanstack/react-query';
import { callOperation } from './operation-client';
import { queryClient } from './query-client';
import { incidentKeys } from './query-keys';

/** Under the incident's detail key, so whatever refreshes the case refreshes its history. */
export const caseHistoryKey = (id: string) => [...incidentKeys.detail(id), 'history'] as const;

/** What happened to the case, oldest first (GET /api/incidents/{id}/history). */
export function useCaseHistory(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return tanstack.useQuery(
    {
      queryKey: caseHistoryKey(id),
      queryFn: async ({ signal }): Promise<CaseEvent[]> =>
        (await callOperation('incidents.history', { params: { id }, signal })).data,
      enabled: enabled && id !== '',
    },
    queryClient,
  );
}
