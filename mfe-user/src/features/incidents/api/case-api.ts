import { PHOTO_FIELD } from '@rescue/contracts';
import type { CaseActionResponse } from '@rescue/contracts';
import { newIdempotencyKey } from '@rescue/web-kit';
import {
  caseHistoryKey,
  callOperation,
  incidentKeys,
  useMutation,
  useQuery,
  useQueryClient,
} from '@rescue/web-kit/query';

/** One of the reporter's cases, as the server shows it to its reporter. */
export function useCase(id: string) {
  return useQuery({
    queryKey: incidentKeys.detail(id),
    queryFn: ({ signal }) => callOperation('incidents.read', { params: { id }, signal }),
    enabled: id !== '',
  });
}

/**
 * The reporter's own actions on the case: adding information while it is open, reopening it
 * with a reason. The answer is the case as it now is; its history and the dashboard's list are
 * asked again.
 */
function useCaseAction<T>(
  id: string,
  userId: string,
  send: (input: T) => Promise<CaseActionResponse>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (body) => {
      client.setQueryData(incidentKeys.detail(id), body.incident);
      return Promise.all([
        client.invalidateQueries({ queryKey: caseHistoryKey(id) }),
        client.invalidateQueries({ queryKey: incidentKeys.mine(userId) }),
      ]);
    },
  });
}

/** POST /api/incidents/{id}/updates: the reporter adds information while the case is open. */
export function useAddInformation(id: string, userId: string) {
  return useCaseAction(id, userId, ({ text, photo }: { text: string; photo?: File | null }) => {
    // One key per note the person sends: a resent request adds it once.
    const headers = { 'Idempotency-Key': newIdempotencyKey() };
    if (!photo)
      return callOperation('incidents.addUpdate', { params: { id }, body: { text }, headers });
    // With a second photo: multipart, the text as the data field's JSON (as a report is sent).
    const form = new FormData();
    form.set('data', JSON.stringify({ text }));
    form.set(PHOTO_FIELD, photo, photo.name);
    return callOperation('incidents.addUpdate', { params: { id }, form, headers });
  });
}

/** POST /api/incidents/{id}/reopen: the reporter reopens a case resolved less than 14 days ago. */
export function useReopenCase(id: string, userId: string) {
  return useCaseAction(id, userId, (reason: string) =>
    callOperation('incidents.reopen', { params: { id }, body: { reason } }),
  );
}
