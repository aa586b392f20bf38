import { useEffect } from 'react';
import { REPORT_OUTBOX_SYNC_TAG, SYNC_POST_TYPE } from '@rescue/contracts';
import { useSession } from '@rescue/web-kit';
import { reportOutbox, sendableBy } from '../api/report-outbox';
import { visitorOutboxFlag } from '../api/visitor-outbox-flag';

/**
 * Sends the reports made with no signal (see report-outbox.ts) on every public page: a
 * signed-in person's own, and those made without an account (with their contact): at once (the
 * next visit), when the browser says it is online again, and when the service worker's
 * Background Sync says the connection is back. Draws nothing.
 */
export function ReportOutboxSender() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  useEffect(() => {
    const send = async () => {
      const queued = await reportOutbox.list();
      // Nothing of a visitor's left to send or to show: the pages stop loading this.
      if (!queued.some((report) => report.userId === null)) visitorOutboxFlag.set(false);
      if (!queued.some(sendableBy(userId))) return;
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
