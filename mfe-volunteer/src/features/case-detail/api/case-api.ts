import type { VolunteerCaseDetail, VolunteerCaseResult } from '@rescue/contracts';
import { api } from '@rescue/web-kit';

const casePath = (id: string) => `/api/volunteer/incidents/${encodeURIComponent(id)}`;

export function fetchCase(id: string, signal?: AbortSignal): Promise<VolunteerCaseDetail> {
  return api.get<VolunteerCaseDetail>(casePath(id), { signal });
}

/** Takes the case (empty body); the server confirms with ASSIGN_SUCCESS_MESSAGE. */
export function assignCase(id: string): Promise<VolunteerCaseResult> {
  return api.put<VolunteerCaseResult>(`${casePath(id)}/volunteer/update`);
}

export function addCaseNote(id: string, text: string): Promise<VolunteerCaseResult> {
  return api.post<VolunteerCaseResult>(`${casePath(id)}/notes`, { json: { text } });
}

/** The volunteer's part is done; the NGO still decides when the case is resolved. */
export function completeCase(id: string): Promise<VolunteerCaseResult> {
  return api.put<VolunteerCaseResult>(`${casePath(id)}/complete`);
}
