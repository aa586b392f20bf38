import type {
  CreateIncidentData,
  CreateIncidentResponse,
  NearbyIncidentsResponse,
} from '@rescue/contracts';
import { api } from '@rescue/web-kit';
import type { Coordinates } from '../utils/report-fields';

/**
 * Sends a report: the data as JSON plus the optional photo. The same Idempotency-Key on a
 * retry returns the report stored the first time instead of storing it twice.
 */
export function createIncident(
  data: CreateIncidentData,
  photo: File | null,
  idempotencyKey: string,
) {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  if (photo) form.append('animalPhoto', photo, photo.name);
  return api.post<CreateIncidentResponse>('/api/incidents/create', {
    form,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Open incidents within about 200 m in the city: what is safe to show any reporter. */
export function fetchNearby(city: string, [lng, lat]: Coordinates, signal: AbortSignal) {
  const query = new URLSearchParams({ city, lat: String(lat), lng: String(lng) });
  return api.get<NearbyIncidentsResponse>(`/api/incidents/nearby?${query}`, { signal });
}

/** A fresh key for one report (kept in its draft until it is stored). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
