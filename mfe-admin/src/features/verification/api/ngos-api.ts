import type { AdminAccount, AdminAccountResult, NgoVerificationState } from '@rescue/contracts';
import { adminKeys, callOperation, useQuery } from '@rescue/web-kit/query';
import { useListWrite } from '../../../api/list-write';
import { operationData } from '../../../api/operation-data';

export type NgoAction = 'verify' | 'reject';

/** The NGOs in one verification state (GET /api/admin/ngos?state=). */
export function fetchNgos(
  state: NgoVerificationState,
  signal?: AbortSignal,
): Promise<AdminAccount[]> {
  return operationData('admin.ngos', { query: { state }, signal });
}

/** Lets the NGO in: from now on it gets what the spec gives NGOs. */
export function verifyNgo(ngoId: string): Promise<AdminAccountResult> {
  return callOperation('admin.ngos.verify', { params: { id: ngoId } });
}

/** Keeps the NGO out; the reason is shown to the NGO. */
export function rejectNgo(ngoId: string, reason: string): Promise<AdminAccountResult> {
  return callOperation('admin.ngos.reject', { params: { id: ngoId }, body: { reason } });
}

/** The NGOs in one verification state, cached under adminKeys.ngos(state). */
export function useNgos(state: NgoVerificationState) {
  return useQuery({
    queryKey: adminKeys.ngos(state),
    queryFn: ({ signal }) => fetchNgos(state, signal),
  });
}

/**
 * Verifies or rejects an NGO. The list on screen takes the server's copy (the NGO leaves it
 * when its state no longer matches); the other states' lists, the accounts and the audit log
 * changed too.
 */
export function useDecideNgo(shownState: NgoVerificationState) {
  return useListWrite({
    send: ({ ngo, action, reason }: { ngo: AdminAccount; action: NgoAction; reason: string }) =>
      action === 'verify' ? verifyNgo(ngo._id) : rejectNgo(ngo._id, reason),
    shown: adminKeys.ngos(shownState),
    itemOf: ({ account }: AdminAccountResult) => account,
    keep: (account) => (account.verification?.state ?? 'unsigned') === shownState,
  });
}
