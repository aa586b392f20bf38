import {
  ASSIGN_SUCCESS_MESSAGE,
  SEVERITY_FILTERS,
  type AvailableCaseOrder,
  type SeverityFilter,
  type VolunteerCaseDetail,
  type VolunteerCaseListItem,
  type VolunteerCaseResult,
} from '@rescue/contracts';
import { ApiError } from '@rescue/web-kit';
import { useMemo } from 'react';
import {
  applyWrite,
  callOperation,
  incidentKeys,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  volunteerCaseKeys,
} from '@rescue/web-kit/query';

export const ASSIGN_FAILED_MESSAGE = 'Failed to assign case';

const SEVERITY_LABELS: Record<SeverityFilter, string> = {
  all: 'All severities',
  high: 'High (7 and above)',
  moderate: 'Moderate (4 to below 7)',
  low: 'Low (below 4)',
};

/** The severity filter of the available list (spec section 5); the server applies it. */
export const SEVERITY_FILTER_OPTIONS = SEVERITY_FILTERS.map((value) => ({
  value,
  label: SEVERITY_LABELS[value],
}));

export interface AvailableQuery {
  search?: string;
  severity?: SeverityFilter;
  limit?: number;
  /** How far "nearby" reaches (the server's default, 25 km, when absent). */
  radiusKm?: number;
  /** Nearest first (the default), or most urgent first, paged with or without `near`. */
  sort?: AvailableCaseOrder;
}

/** The volunteer's own position, when they agreed to share it. */
export interface NearPoint {
  lat: number;
  lng: number;
}

export interface AvailablePage {
  data: VolunteerCaseListItem[];
  /** The next page's cursor (only when sorted from the volunteer's position). */
  nextCursor: string | null;
}

/** The caller's own cases, most recently taken first. */
export async function fetchMyCases(signal?: AbortSignal): Promise<VolunteerCaseListItem[]> {
  const body = await callOperation('cases.mine', { signal });
  return body.data;
}

/**
 * One page of the cases nobody has taken, filtered by the server. From `near` (the
 * volunteer's position): every city, nearest first, paged with the cursor, each case's
 * distance from that point. Without it: the volunteer's city first, one page; the server's
 * distance is then from their city's centre, not from them, so it is dropped (a card never
 * says "0.0 km away" about a case in their own city).
 */
export async function fetchAvailablePage(
  { search = '', severity = 'all', limit, radiusKm, sort = 'nearest' }: AvailableQuery,
  near: NearPoint | null,
  cursor?: string,
  signal?: AbortSignal,
): Promise<AvailablePage> {
  // Most urgent first pages with or without a point (issue 30).
  const urgent = sort === 'urgency';
  const query = {
    search: search.trim(),
    severity: severity === 'all' ? undefined : severity,
    limit,
    radiusKm,
    ...(urgent ? { sort, cursor } : {}),
    ...(near ? { lat: near.lat, lng: near.lng, cursor } : {}),
  };
  const body = await callOperation('cases.available', { query, signal });
  if (near) return { data: body.data, nextCursor: body.nextCursor ?? null };
  return {
    data: body.data.map(({ distanceKm: _fromCityCentre, ...item }) => item),
    nextCursor: urgent ? (body.nextCursor ?? null) : null,
  };
}

export function fetchCase(id: string, signal?: AbortSignal): Promise<VolunteerCaseDetail> {
  return callOperation('cases.read', { params: { id }, signal });
}

/** Takes the case (empty body); the server confirms with ASSIGN_SUCCESS_MESSAGE. */
export function assignCase(id: string): Promise<VolunteerCaseResult> {
  return callOperation('cases.take', { params: { id } });
}

export function addCaseNote(id: string, text: string): Promise<VolunteerCaseResult> {
  return callOperation('cases.note', { params: { id }, body: { text } });
}

/** The volunteer's part is done; the NGO still decides when the case is resolved. */
export function completeCase(id: string): Promise<VolunteerCaseResult> {
  return callOperation('cases.complete', { params: { id } });
}

/** The caller's own cases, cached under volunteerCaseKeys.mine(). */
export function useMyCases() {
  return useQuery({
    queryKey: volunteerCaseKeys.mine(),
    queryFn: ({ signal }) => fetchMyCases(signal),
  });
}

/**
 * Cases nobody has taken, page by page, cached per filter and point under
 * volunteerCaseKeys.available(filters). `cases` is every page loaded so far, in order.
 */
export function useAvailableCases(
  { search = '', severity = 'all', limit, radiusKm, sort = 'nearest' }: AvailableQuery,
  near: NearPoint | null = null,
) {
  const filters = { search, severity, limit, radiusKm, sort };
  const query = useInfiniteQuery({
    queryKey: [
      ...volunteerCaseKeys.available(filters),
      near ? { lat: near.lat, lng: near.lng } : 'city',
    ],
    queryFn: ({ pageParam, signal }) => fetchAvailablePage(filters, near, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A new filter or point keeps the cases on screen until its own answer replaces them.
    placeholderData: keepPreviousData,
  });
  const cases = useMemo(() => query.data?.pages.flatMap((page) => page.data), [query.data]);
  return { query, cases };
}

/** One case in the volunteer's shape; `enabled` false asks nothing. */
export function useCase(id: string, enabled: boolean) {
  return useQuery({
    queryKey: volunteerCaseKeys.detail(id),
    queryFn: ({ signal }) => fetchCase(id, signal),
    enabled,
  });
}

/**
 * Takes the case. Every view of incidents changed (the volunteer's lists, the case, the
 * NGO's), so they are all asked again when shown. A 409 says the case changed under us
 * (someone else took it): the case is asked again.
 */
export function useAssignCase(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const result = await assignCase(id);
      // The spec's rule: success is this exact confirmation, nothing else (any other answer
      // reads as a failed assignment, with the spec's message).
      if (result.message !== ASSIGN_SUCCESS_MESSAGE) throw new ApiError(502, ASSIGN_FAILED_MESSAGE);
      return result;
    },
    // The screen moves on to the dashboard at once: the views are marked stale and asked
    // again as they are shown, not refetched on the way out.
    onSuccess: () =>
      void client.invalidateQueries({ queryKey: incidentKeys.all, refetchType: 'none' }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void client.invalidateQueries({ queryKey: volunteerCaseKeys.detail(id) });
      }
    },
  });
}

/**
 * A held case's note or completion: the server answers with the case, which replaces the one
 * on screen and updates the volunteer's own list; every other view of the incident is
 * invalidated.
 */
export function useHeldCaseChange(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { note: string } | { complete: true }) =>
      'note' in change ? addCaseNote(id, change.note) : completeCase(id),
    onSuccess: ({ data }) => {
      // The volunteer's own list (the dashboard's counts) shows the case's status too: it takes
      // the new one at once, before its refetch confirms it.
      client.setQueryData<VolunteerCaseListItem[]>(volunteerCaseKeys.mine(), (list) =>
        list?.map((item) => (item.id === data.id ? { ...item, status: data.status } : item)),
      );
      return applyWrite<VolunteerCaseDetail>(client, {
        shown: volunteerCaseKeys.detail(id),
        update: () => data,
        stale: [incidentKeys.all],
      });
    },
  });
}
