import type {
  AdminAccount,
  AdminAccountResult,
  AdminNgoList,
  NgoVerificationState,
} from '@rescue/contracts';
import { api } from '@rescue/web-kit';

const id = (ngoId: string) => encodeURIComponent(ngoId);

/** The NGOs in one verification state (GET /api/admin/ngos?state=). */
export async function fetchNgos(
  state: NgoVerificationState,
  signal?: AbortSignal,
): Promise<AdminAccount[]> {
  const body = await api.get<AdminNgoList>(`/api/admin/ngos?state=${state}`, { signal });
  return body.data;
}

/** Lets the NGO in: from now on it gets what the spec gives NGOs. */
export function verifyNgo(ngoId: string): Promise<AdminAccountResult> {
  return api.post<AdminAccountResult>(`/api/admin/ngos/${id(ngoId)}/verify`);
}

/** Keeps the NGO out; the reason is shown to the NGO. */
export function rejectNgo(ngoId: string, reason: string): Promise<AdminAccountResult> {
  return api.post<AdminAccountResult>(`/api/admin/ngos/${id(ngoId)}/reject`, {
    json: { reason },
  });
}
