import {
  ngoStatusUpdateText,
  type FlagResponse,
  type Incident,
  type IncidentStatus,
  type StatusUpdateResponse,
  type VolunteerContact,
} from '@rescue/contracts';
import { ApiError, api, apiResponse } from '@rescue/web-kit';
import {
  incidentKeys,
  ngoKeys,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@rescue/web-kit/query';
import { MESSAGES } from '../utils/messages';
import { refusable } from './verification-refusals';

/** Cards per page of the incidents list (fills rows of 1, 2, 3 or 4 columns). */
export const PAGE_SIZE = 24;
/** The server's largest page. */
export const MAX_PAGE_SIZE = 200;

/** '' is All Incidents. */
export type StatusFilter = IncidentStatus | '';

export interface IncidentsPage {
  items: Incident[];
  /** X-Next-Cursor: where the next page starts; null on the last page. */
  nextCursor: string | null;
}

function statusQuery(status: StatusFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (status) params.set('status', status);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** One page of incidents, newest first, filtered by the server. */
export async function fetchIncidentsPage(
  {
    status = '',
    limit = PAGE_SIZE,
    cursor,
  }: { status?: StatusFilter; limit?: number; cursor?: string },
  signal?: AbortSignal,
): Promise<IncidentsPage> {
  const extra: Record<string, string> = { limit: String(limit) };
  if (cursor) extra.cursor = cursor;
  const response = await refusable(
    apiResponse(`/api/incidents${statusQuery(status, extra)}`, signal),
  );
  const items: unknown = await response.json().catch(() => undefined);
  if (!Array.isArray(items)) throw new ApiError(response.status, MESSAGES.noData);
  return { items: items as Incident[], nextCursor: response.headers.get('X-Next-Cursor') };
}

export async function fetchIncident(id: string, signal: AbortSignal): Promise<Incident> {
  const incident = await refusable(
    api.get<Incident | undefined>(`/api/incidents/${encodeURIComponent(id)}`, { signal }),
  );
  // An answer without the incident reads as not found (spec section 8).
  if (!incident?._id) throw new ApiError(404, MESSAGES.incidentNotFound);
  return incident;
}

export function fetchVolunteerContact(id: string, signal: AbortSignal): Promise<VolunteerContact> {
  return api.get<VolunteerContact>(`/api/volunteer/${encodeURIComponent(id)}`, { signal });
}

export function updateIncidentStatus(
  id: string,
  status: IncidentStatus,
): Promise<StatusUpdateResponse> {
  return refusable(
    api.put<StatusUpdateResponse>(`/api/ngo/incidents/${encodeURIComponent(id)}/update`, {
      json: { status, status_update: ngoStatusUpdateText(status) },
    }),
  );
}

/** Asks the operator to look at a report (abusive, fake, a repeat), saying why. */
export function flagIncident(id: string, reason: string): Promise<FlagResponse> {
  return refusable(
    api.post<FlagResponse>(`/api/incidents/${encodeURIComponent(id)}/flag`, { json: { reason } }),
  );
}

/** Downloads the list as CSV with the current filter (the server names the file). */
export async function downloadIncidentsCsv(status: StatusFilter): Promise<void> {
  const response = await refusable(apiResponse(`/api/incidents/export${statusQuery(status)}`));
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'incidents.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Released once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Incidents with the server's filter, a page of `limit` at a time (each next page from the
 * X-Next-Cursor of the one before), cached under incidentKeys.list(filters). A refetch (after
 * a status change) asks again for every page shown, so the reader keeps their place.
 */
export function useIncidentList({
  status,
  limit = PAGE_SIZE,
}: {
  status: StatusFilter;
  limit?: number;
}) {
  return useInfiniteQuery({
    queryKey: incidentKeys.list({ status, limit }),
    queryFn: ({ pageParam, signal }) =>
      fetchIncidentsPage({ status, limit, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** One incident in full, cached under incidentKeys.detail(id); nothing is asked without an id. */
export function useIncident(id: string) {
  return useQuery({
    queryKey: incidentKeys.detail(id),
    queryFn: ({ signal }) => fetchIncident(id, signal),
    enabled: id !== '',
  });
}

/** The phone of the volunteer holding incident `incidentId` (when one does). */
export function useVolunteerContact(incidentId: string, volunteerId: string | undefined) {
  return useQuery({
    queryKey: incidentKeys.volunteerContact(incidentId, volunteerId ?? ''),
    queryFn: ({ signal }) => fetchVolunteerContact(volunteerId ?? '', signal),
    enabled: volunteerId !== undefined,
  });
}

/**
 * The NGO's status change. It changes the incident everywhere it is shown (every list, its
 * detail, the volunteers' views) and the counts; the mutation stays pending until the views
 * on screen have the new answer, so the control never flicks back.
 */
export function useUpdateIncidentStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: IncidentStatus }) =>
      updateIncidentStatus(id, status),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: incidentKeys.all }),
        client.invalidateQueries({ queryKey: ngoKeys.stats() }),
      ]),
  });
}

/**
 * Flags a report for the operator. Nothing this NGO's screens show changes (the operator's
 * queue is in the operator's console), so nothing is invalidated here.
 */
export function useFlagIncident(id: string) {
  return useMutation({ mutationFn: (reason: string) => flagIncident(id, reason) });
}

/** The CSV download, with its busy state. */
export function useIncidentsCsvDownload() {
  return useMutation({ mutationFn: (status: StatusFilter) => downloadIncidentsCsv(status) });
}
