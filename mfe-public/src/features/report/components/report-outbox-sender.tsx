import { useEffect } from 'react';
import { REPORT_OUTBOX_SYNC_TAG, SYNC_POST_TYPE } from '@rescue/contracts';
import { useSession } from '@rescue/web-kit';
import { reportOutbox } from '../api/report-outbox';

/**
 * Sends the reports made with no signal (see report-outbox.ts) on every public page of a
 * signed-in person: at once (the next visit), when the browser says it is online again, and
 * when the service worker's Background Sync says the connection is back. Draws nothing.
 */
export function ReportOutboxSender() {
  const { user } = useSession();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    const send = async () => {
      const queued = await reportOutbox.list();
      if (!queued.some((report) => report.userId === userId)) return;
      const { sendQueuedReports } = await import('../api/send-queued-reports');
      await sendQueuedReports(userId);
    };
    const trigger = () => void send().catch(() => undefined);
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; tag?: string } | null;
      if (data?.type === SYNC_POST_TYPE && data.tag === REPORT_OUTBOX_SYNC_TAG) trigger();
    };
    trigger();
    window.addEventListener('online', trigger);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('online', trigger);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, [userId]);
  return null;
}
