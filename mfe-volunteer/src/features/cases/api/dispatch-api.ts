// An NGO's request to this volunteer to take a case, and their answer (issue 31).
import type { VolunteerCaseResult } from '@rescue/contracts';
import {
  callOperation,
  incidentKeys,
  useMutation,
  useQueryClient,
  volunteerCaseKeys,
} from '@rescue/web-kit/query';

/**
 * Yes (the case becomes theirs, as a take) or no. The answer's case replaces the shown one;
 * every view of incidents (the lists, my cases) is asked again when next shown.
 */
export function useAnswerDispatch(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accept: boolean): Promise<VolunteerCaseResult> =>
      callOperation(accept ? 'cases.dispatchAccept' : 'cases.dispatchDecline', {
        params: { id },
      }),
    onSuccess: (body) => {
      client.setQueryData(volunteerCaseKeys.detail(id), body.data);
      void client.invalidateQueries({ queryKey: incidentKeys.all, refetchType: 'none' });
    },
    onError: () => void client.invalidateQueries({ queryKey: volunteerCaseKeys.detail(id) }),
  });
}
