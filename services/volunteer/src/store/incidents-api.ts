// The volunteer service keeps no copy of the cases: they live in the incidents service and
// are read and changed through its internal endpoints only.
import type { AvailableNearPage, Incident, PersonTies } from '@rescue/contracts';
import { callInternal } from '@rescue/service-kit';
import type { AvailableCaseOrder, SeverityFilter } from '@rescue/contracts';

export interface AvailableQuery {
  /** Without `near`: this city's cases first, then the other cities by distance from it. */
  city?: string;
  search?: string;
  severity: SeverityFilter;
  limit: number;
  /** Only cases this close (km) to the point, or to the city's centre. */
  radiusKm?: number;
  /** Every city, nearest this point first, a page at a time after `cursor`. */
  near?: { lat: number; lng: number; cursor?: string };
  /** urgency: most urgent first (issue 30), a page at a time, near the point or the city. */
  sort?: AvailableCaseOrder;
  /** Where a most-urgent-first page without a point continues. */
  cursor?: string;
}

export interface Volunteer {
  id: string;
  name: string;
}

export interface IncidentsApi {
  available(query: AvailableQuery, requestId: string): Promise<AvailableNearPage>;
  assignedTo(volunteerId: string, limit: number, requestId: string): Promise<Incident[]>;
  get(incidentId: string, requestId: string): Promise<Incident>;
  /** Refused (409) while the volunteer holds `maxHeld` open cases, decided by the incidents service. */
  assign(
    incidentId: string,
    volunteer: Volunteer,
    maxHeld: number,
    requestId: string,
  ): Promise<Incident>;
  addNote(
    incidentId: string,
    volunteerId: string,
    text: string,
    requestId: string,
  ): Promise<Incident>;
  complete(incidentId: string, volunteerId: string, requestId: string): Promise<Incident>;
  /** The asked volunteer's answer to an NGO's request (accepting takes it under `maxHeld`). */
  answerDispatch(
    incidentId: string,
    answer: { volunteer: Volunteer; accept: boolean; maxHeld?: number },
    requestId: string,
  ): Promise<Incident>;
  /** Whether the person reported an incident or holds one now (the contact-details rule). */
  ties(userId: string, requestId: string): Promise<PersonTies>;
  /** The open cases each of these volunteers holds (the take's cap counts the same). */
  heldCounts(volunteerIds: string[], requestId: string): Promise<Record<string, number>>;
}

export function incidentsApi(baseUrl: string, internalApiKey: string): IncidentsApi {
  const get = <T>(path: string, requestId: string) =>
    callInternal<T>(baseUrl, path, { internalApiKey, requestId });
  const post = async (path: string, body: unknown, requestId: string) =>
    (
      await callInternal<{ incident: Incident }>(baseUrl, path, {
        internalApiKey,
        requestId,
        method: 'POST',
        body,
      })
    ).incident;
  const incidentPath = (id: string) => `/internal/incidents/${encodeURIComponent(id)}`;

  return {
    available({ city, search, severity, limit, radiusKm, near, sort, cursor }, requestId) {
      const params = new URLSearchParams({
        severity,
        limit: String(limit),
      });
      if (radiusKm !== undefined) params.set('radiusKm', String(radiusKm));
      if (city) params.set('city', city);
      if (search) params.set('search', search);
      if (sort) params.set('sort', sort);
      if (cursor !== undefined) params.set('cursor', cursor);
      if (near) {
        params.set('lat', String(near.lat));
        params.set('lng', String(near.lng));
        if (near.cursor !== undefined) params.set('cursor', near.cursor);
      }
      return get<AvailableNearPage>(`/internal/incidents/available?${params}`, requestId);
    },
    async assignedTo(volunteerId, limit, requestId) {
      const path = `/internal/incidents/assigned/${encodeURIComponent(volunteerId)}?limit=${limit}`;
      return (await get<{ data: Incident[] }>(path, requestId)).data;
    },
    get: (incidentId, requestId) => get<Incident>(incidentPath(incidentId), requestId),
    assign: (incidentId, volunteer, maxHeld, requestId) =>
      post(
        `${incidentPath(incidentId)}/assign`,
        { volunteerId: volunteer.id, volunteerName: volunteer.name, maxHeld },
        requestId,
      ),
    addNote: (incidentId, volunteerId, text, requestId) =>
      post(`${incidentPath(incidentId)}/notes`, { volunteerId, text }, requestId),
    complete: (incidentId, volunteerId, requestId) =>
      post(`${incidentPath(incidentId)}/complete`, { volunteerId }, requestId),
    answerDispatch: (incidentId, { volunteer, accept, maxHeld }, requestId) =>
      post(
        `${incidentPath(incidentId)}/dispatch/answer`,
        { volunteerId: volunteer.id, volunteerName: volunteer.name, accept, maxHeld },
        requestId,
      ),
    ties: (userId, requestId) =>
      get<PersonTies>(`/internal/people/${encodeURIComponent(userId)}/ties`, requestId),
    heldCounts: async (volunteerIds, requestId) =>
      (
        await callInternal<{ counts: Record<string, number> }>(
          baseUrl,
          '/internal/incidents/held-counts',
          // A read sent as POST: another replica may answer it.
          { internalApiKey, requestId, method: 'POST', body: { volunteerIds }, idempotent: true },
        )
      ).counts,
  };
}
