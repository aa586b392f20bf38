import type {
  ListResponse,
  VolunteerCaseDetail,
  VolunteerCaseListItem,
  VolunteerCaseResult,
} from '@rescue/contracts';
import { api } from '@rescue/web-kit';

/** The severity filter of the available list (spec section 5); the server applies it. */
export const SEVERITY_FILTERS = [
  { value: 'all', label: 'All severities' },
  { value: 'high', label: 'High (7 and above)' },
  { value: 'moderate', label: 'Moderate (4 to below 7)' },
  { value: 'low', label: 'Low (below 4)' },
] as const;
export type SeverityFilter = (typeof SEVERITY_FILTERS)[number]['value'];

export interface AvailableQuery {
  search?: string;
  severity?: SeverityFilter;
  limit?: number;
}

/** The caller's own cases, most recently taken first. */
export async function fetchMyCases(signal?: AbortSignal): Promise<VolunteerCaseListItem[]> {
  const body = await api.get<ListResponse<VolunteerCaseListItem>>('/api/volunteer/my-cases', {
    signal,
  });
  return body.data;
}

/** Cases nobody has taken, nearest first, filtered by the server. */
export async function fetchAvailableCases(
  { search = '', severity = 'all', limit }: AvailableQuery,
  signal?: AbortSignal,
): Promise<VolunteerCaseListItem[]> {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (severity !== 'all') params.set('severity', severity);
  if (limit) params.set('limit', String(limit));
  const query = params.toString();
  const body = await api.get<ListResponse<VolunteerCaseListItem>>(
    `/api/volunteer/incidents${query ? `?${query}` : ''}`,
    { signal },
  );
  return body.data;
}

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
