import type { NotificationsResponse, ReporterNotification } from '@rescue/contracts';
import { api } from '@rescue/web-kit';

/** Spec section 9: at most 5 kept. */
export const NOTIFICATIONS_KEPT = 5;

/** What happened to the caller's reports, newest first. */
export async function fetchNotifications(signal?: AbortSignal): Promise<ReporterNotification[]> {
  const body = await api.get<NotificationsResponse>(
    `/api/incidents/notifications?limit=${NOTIFICATIONS_KEPT}`,
    { signal },
  );
  return body.data.slice(0, NOTIFICATIONS_KEPT);
}
