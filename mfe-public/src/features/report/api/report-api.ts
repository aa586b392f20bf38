import { PHOTO_FIELD } from '@rescue/contracts';
import type { CreateIncidentData } from '@rescue/contracts';
import {
  callOperation,
  incidentKeys,
  keepPreviousData,
  networkKeys,
  skipToken,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@rescue/web-kit/query';

/** A report as either operation takes it: the data as JSON, the optional photo, its key. */
function reportRequest(data: CreateIncidentData, photo: File | null, idempotencyKey: string) {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  if (photo) form.append(PHOTO_FIELD, photo, photo.name);
  return { form, headers: { 'Idempotency-Key': idempotencyKey } };
}

/**
 * Sends a report: the data as JSON plus the optional photo. The same Idempotency-Key on a
 * retry returns the report stored the first time instead of storing it twice.
 */
export function createIncident(
  data: CreateIncidentData,
  photo: File | null,
  idempotencyKey: string,
) {
  return callOperation('incidents.report', reportRequest(data, photo, idempotencyKey));
}

/**
 * Sends a report without an account: as createIncident, with the visitor's contact. The same
 * Idempotency-Key again (a report queued offline, sent twice) stores it once.
 */
export function reportAnonymously(
  data: CreateIncidentData & { contact: { name: string; phoneNumber?: string; email?: string } },
  photo: File | null,
  idempotencyKey: string,
) {
  return callOperation('incidents.reportAnonymously', reportRequest(data, photo, idempotencyKey));
}

/** Sends a report with `send` and refreshes what a new report changes (refreshAfterReport). */
function useSendReport<Data, Answer>(
  send: (data: Data, photo: File | null, idempotencyKey: string) => Promise<Answer>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      data,
      photo,
      idempotencyKey,
    }: {
      data: Data;
      photo: File | null;
      idempotencyKey: string;
    }) => send(data, photo, idempotencyKey),
    onSuccess: () => refreshAfterReport(client),
  });
}

/** Sends a report without an account (see reportAnonymously); every list changes as for one with. */
export const useReportAnonymously = () => useSendReport(reportAnonymously);

/**
 * Open incidents within about 200 m of `place` in the city: what is safe to show any
 * reporter. Null asks nothing.
 */
/** What the duplicate hint asks about: an exact point, or only the city (approximate). */
export interface NearbyPlace {
  city: string;
  /** [latitude, longitude] of a placed pin; null when only the city is known. */
  point: [number, number] | null;
  /** The animal type and words of its description: matched against reports by city. */
  type: string;
  words: string;
}

/**
 * Signed in or not (a visitor asks the public twin): with the reports' ids, so the reporter
 * can follow one instead of reporting it again.
 */
export function useNearbyIncidents(place: NearbyPlace | null, signedIn: boolean) {
  const [lat, lng] = place?.point ?? [0, 0];
  return useQuery({
    queryKey: [
      ...incidentKeys.nearby({ city: place?.city ?? '', lat, lng }),
      { approximate: !place?.point, type: place?.type ?? '', words: place?.words ?? '', signedIn },
    ],
    queryFn: place
      ? ({ signal }) => {
          const where = place.point
            ? { lat, lng, approximate: 'false' as const }
            : { approximate: 'true' as const };
          const query = {
            city: place.city,
            ...where,
            type: place.type,
            description: place.words,
            withIds: 'true' as const,
          };
          return callOperation(signedIn ? 'incidents.nearby' : 'incidents.nearbyAnonymously', {
            query,
            signal,
          });
        }
      : skipToken,
    // While the words change the previous answer stays on screen (no flicker).
    placeholderData: keepPreviousData,
  });
}

/** A fresh key for one report (kept in its draft until it is stored): the kit's. */
export { newIdempotencyKey } from '@rescue/web-kit';

/** Sends a report (see createIncident) and refreshes what it changes (refreshAfterReport). */
export const useCreateIncident = () => useSendReport(createIncident);

/**
 * A new report changes every list of incidents (the reporter's own, the NGOs', the volunteers'
 * available cases, the nearby check) and the public impact figures.
 */
export function refreshAfterReport(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: incidentKeys.all }),
    client.invalidateQueries({ queryKey: networkKeys.impact() }),
  ]);
}
