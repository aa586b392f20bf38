// Asking an on-duty volunteer to take a case (issue 31): the candidates and the request.
import type { CaseActionResponse, DispatchCandidatesResponse, Incident } from '@rescue/contracts';
import {
  callOperation,
  incidentKeys,
  useMutation,
  useQuery,
  useQueryClient,
} from '@rescue/web-kit/query';
import { refusable } from './verification-refusals';

/**
 * The on-duty volunteers nearest the case with their load, asked again whenever the incident
 * changes (its updatedAt is in the key: a live event, an answer, another NGO's request).
 */
export function useDispatchCandidates(
  incident: Pick<Incident, '_id' | 'updatedAt'>,
  enabled: boolean,
) {
  const id = incident._id;
  return useQuery({
    queryKey: [...incidentKeys.detail(id), 'dispatch-candidates', incident.updatedAt],
    queryFn: ({ signal }): Promise<DispatchCandidatesResponse> =>
      refusable(callOperation('incidents.dispatchCandidates', { params: { id }, signal })),
    enabled,
  });
}

/** Asks one volunteer; the answer's incident replaces the cached one, and its history is asked again. */
export function useDispatch(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (volunteerId: string): Promise<CaseActionResponse> =>
      callOperation('incidents.dispatch', { params: { id }, body: { volunteerId } }),
    onSuccess: async (body) => {
      client.setQueryData(incidentKeys.detail(id), body.incident);
      await client.invalidateQueries({ queryKey: [...incidentKeys.detail(id), 'history'] });
    },
  });
}
