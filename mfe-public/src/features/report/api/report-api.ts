import type {
  CreateIncidentData,
  CreateIncidentResponse,
  NearbyIncidentsResponse,
} from '@rescue/contracts';
import { api } from '@rescue/web-kit';
import {
  incidentKeys,
  networkKeys,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@rescue/web-kit/query';

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

/**
 * Open incidents within about 200 m of `place` in the city: what is safe to show any
 * reporter. Null asks nothing.
 */
export function useNearbyIncidents(place: { city: string; lat: number; lng: number } | null) {
  return useQuery({
    queryKey: incidentKeys.nearby(place ?? { city: '', lat: 0, lng: 0 }),
    queryFn: place
      ? ({ signal }) => {
          const query = new URLSearchParams({
            city: place.city,
            lat: String(place.lat),
            lng: String(place.lng),
          });
          return api.get<NearbyIncidentsResponse>(`/api/incidents/nearby?${query}`, { signal });
        }
      : skipToken,
  });
}

/** A fresh key for one report (kept in its draft until it is stored). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends a report (see createIncident). A new report changes every list of incidents (the
 * reporter's own, the NGOs', the volunteers' available cases, the nearby check) and the public
 * impact figures.
 */
export function useCreateIncident() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      data,
      photo,
      idempotencyKey,
    }: {
      data: CreateIncidentData;
      photo: File | null;
      idempotencyKey: string;
    }) => createIncident(data, photo, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: incidentKeys.all }),
        client.invalidateQueries({ queryKey: networkKeys.impact() }),
      ]),
  });
}
