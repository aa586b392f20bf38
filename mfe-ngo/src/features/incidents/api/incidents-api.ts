import {
  MAX_PAGE_LIMIT,
  ngoStatusUpdateText,
  type CaseActionResponse,
  type CaseEvent,
  type ClosureReason,
  type FlagResponse,
  type HandleIncidentResponse,
  type Incident,
  type IncidentListOrder,
  type IncidentStatus,
  type StatusUpdateResponse,
  type VolunteerContact,
} from '@rescue/contracts';
import { ApiError, newIdempotencyKey } from '@rescue/web-kit';
import {
  callOperation,
  incidentKeys,
  operationResponse,
  ngoKeys,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@rescue/web-kit/query';
import type { MapStatusFilter } from '../utils/map-filters';
import { MESSAGES } from '../utils/messages';
import { refusable } from './verification-refusals';

/** Cards per page of the incidents list (fills rows of 1, 2, 3 or 4 columns). */
export const PAGE_SIZE = 24;
/** The server's largest page. */
export const MAX_PAGE_SIZE = MAX_PAGE_LIMIT;

/** '' is All Incidents. */
export type StatusFilter = IncidentStatus | '';

export interface IncidentsPage {
  items: Incident[];
  /** X-Next-Cursor: where the next page starts; null on the last page. */
  nextCursor: string | null;
}

/** One page of incidents, newest or most urgent first, filtered by the server (status, cities). */
export async function fetchIncidentsPage(
  {
    status = '',
    limit = PAGE_SIZE,
    cursor,
    cities = null,
    sort = 'newest',
  }: {
    status?: StatusFilter;
    limit?: number;
    cursor?: string;
    /** Only these cities (an NGO's operating areas); null: every city. */
    cities?: readonly string[] | null;
    sort?: IncidentListOrder;
  },
  signal?: AbortSignal,
): Promise<IncidentsPage> {
  // Newest first is the server's default: its request stays as it was.
  const order = sort === 'newest' ? undefined : sort;
  const query = { limit, cursor, city: cities?.join(','), status, sort: order };
  const response = await refusable(operationResponse('incidents.list', { query, signal }));
  const items: unknown = await response.json().catch(() => undefined);
  if (!Array.isArray(items)) throw new ApiError(response.status, MESSAGES.noData);
  return { items: items as Incident[], nextCursor: response.headers.get('X-Next-Cursor') };
}

export async function fetchIncident(id: string, signal: AbortSignal): Promise<Incident> {
  const incident: Incident | undefined = await refusable(
    callOperation('incidents.read', { params: { id }, signal }),
  );
  // An answer without the incident reads as not found (spec section 8).
  if (!incident?._id) throw new ApiError(404, MESSAGES.incidentNotFound);
  return incident;
}

export function fetchVolunteerContact(id: string, signal: AbortSignal): Promise<VolunteerContact> {
  return callOperation('volunteer.contact', { params: { id }, signal });
}

/** Why a case is closed: sent with status resolved only (a note is required for other). */
export interface Closure {
  closureReason: ClosureReason;
  closureNote?: string;
}

/** What a status change carries: the closure when resolving, else a note for the reporter. */
export type StatusChangeDetails = Closure | { note?: string };

export function updateIncidentStatus(
  id: string,
  status: IncidentStatus,
  closure?: StatusChangeDetails,
): Promise<StatusUpdateResponse> {
  return refusable(
    callOperation('incidents.updateStatus', {
      params: { id },
      body: { status, status_update: ngoStatusUpdateText(status), ...closure },
      // One key per change the person makes: a resent request is applied once.
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    }),
  );
}

/** What happened to the case, oldest first (GET /api/incidents/{id}/history). */
export async function fetchCaseHistory(id: string, signal: AbortSignal): Promise<CaseEvent[]> {
  const body = await refusable(callOperation('incidents.history', { params: { id }, signal }));
  return body.data;
}

/** "We are handling this": this NGO takes the case on (409 when another NGO has it). */
export function handleIncident(id: string): Promise<HandleIncidentResponse> {
  return refusable(callOperation('incidents.handle', { params: { id } }));
}

/** Asks the operator to look at a report (abusive, fake, a repeat), saying why. */
export function flagIncident(id: string, reason: string): Promise<FlagResponse> {
  return refusable(callOperation('incidents.flag', { params: { id }, body: { reason } }));
}

/** Confirms the severity category, or changes it with why (issue 30). */
export function reviewSeverity(
  id: string,
  review: { category: string; reason?: string },
): Promise<CaseActionResponse> {
  return refusable(callOperation('incidents.reviewSeverity', { params: { id }, body: review }));
}

/** Downloads the list as CSV with the current filter (the server names the file). */
export async function downloadIncidentsCsv(
  status: StatusFilter,
  cities: readonly string[] | null = null,
): Promise<void> {
  const query = { city: cities?.join(','), status };
  const response = await refusable(operationResponse('incidents.export', { query }));
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
  cities = null,
  sort = 'newest',
}: {
  status: StatusFilter;
  limit?: number;
  /** Only these cities (sorted); null: every city. */
  cities?: readonly string[] | null;
  sort?: IncidentListOrder;
}) {
  return useInfiniteQuery({
    // Under incidentKeys.lists(), so every write that changes lists changes these too.
    queryKey:
      cities === null && sort === 'newest'
        ? incidentKeys.list({ status, limit })
        : [...incidentKeys.lists(), { status, limit, cities, sort }],
    queryFn: ({ pageParam, signal }) =>
      fetchIncidentsPage({ status, limit, cities, sort, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * The map's points (GET /api/incidents/map): every incident of `status` in `cities` (null:
 * every city) as a few fields, newest first, at most MAP_POINTS_MAX. Under
 * incidentKeys.lists(), so a status change or a live event asks again.
 */
export function useMapPoints(status: MapStatusFilter, cities: readonly string[] | null) {
  return useQuery({
    queryKey: [...incidentKeys.lists(), 'map', { status, cities }],
    queryFn: ({ signal }) => {
      const query = { status: status === 'all' ? undefined : status, city: cities?.join(',') };
      return refusable(callOperation('incidents.map', { query, signal }));
    },
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

/**
 * The case's history, under the incident's detail key: whatever asks for the incident again
 * (a status change, taking it on) asks for its history too.
 */
export function useCaseHistory(id: string) {
  return useQuery({
    queryKey: [...incidentKeys.detail(id), 'history'],
    queryFn: ({ signal }) => fetchCaseHistory(id, signal),
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
    mutationFn: ({
      id,
      status,
      closure,
    }: {
      id: string;
      status: IncidentStatus;
      closure?: StatusChangeDetails;
    }) => updateIncidentStatus(id, status, closure),
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

/** The severity review; the answer is the case as it now is, its history and lists asked again. */
export function useReviewSeverity(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (review: { category: string; reason?: string }) => reviewSeverity(id, review),
    onSuccess: (body) => {
      client.setQueryData(incidentKeys.detail(id), body.incident);
      return Promise.all([
        client.invalidateQueries({ queryKey: incidentKeys.lists() }),
        client.invalidateQueries({ queryKey: [...incidentKeys.detail(id), 'history'] }),
      ]);
    },
  });
}

/** The CSV download, with its busy state. */
export function useIncidentsCsvDownload() {
  return useMutation({
    mutationFn: ({ status, cities }: { status: StatusFilter; cities: readonly string[] | null }) =>
      downloadIncidentsCsv(status, cities),
  });
}

/**
 * "We are handling this". The answer is the case as it now is, shown at once; every list and
 * the counts are asked again. A 409 (another NGO took it meanwhile) asks for the case again,
 * so the page shows who has it.
 */
export function useHandleIncident(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => handleIncident(id),
    onSuccess: (body) => {
      client.setQueryData(incidentKeys.detail(id), body.incident);
      return Promise.all([
        client.invalidateQueries({ queryKey: incidentKeys.lists() }),
        client.invalidateQueries({ queryKey: [...incidentKeys.detail(id), 'history'] }),
      ]);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        return client.invalidateQueries({ queryKey: incidentKeys.all });
      }
    },
  });
}
