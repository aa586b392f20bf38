import { NOTIFICATIONS_DEFAULT, type ReporterNotification } from '@rescue/contracts';
import { callOperation, pollUnlessLive, useQuery, userKeys } from '@rescue/web-kit/query';

/** Spec section 9: at most 5 kept (the server's default page). */
export const NOTIFICATIONS_KEPT = NOTIFICATIONS_DEFAULT;

/** What happened to the caller's reports, newest first. */
export async function fetchNotifications(signal?: AbortSignal): Promise<ReporterNotification[]> {
  const query = { limit: NOTIFICATIONS_KEPT };
  const body = await callOperation('incidents.notifications', { query, signal });
  return body.data.slice(0, NOTIFICATIONS_KEPT);
}

/** Spec section 9: refreshed every 10 s, only while the panel is open (it is mounted then). */
export const NOTIFICATIONS_POLL_MS = 10_000;

/**
 * The caller's notifications, asked again every 10 s while shown and the live stream is down
 * (while it is up, a change to the caller's reports asks again at once). Held only while the
 * panel is open: opening it again asks afresh, as the spec's refresh-while-open wants.
 */
export function useNotifications() {
  return useQuery({
    queryKey: userKeys.notifications(),
    queryFn: ({ signal }) => fetchNotifications(signal),
    refetchInterval: pollUnlessLive(NOTIFICATIONS_POLL_MS),
    gcTime: 0,
  });
}
