// Sends the reports queued with no signal (report-outbox.ts) and tells the person. Loaded only
// when a signed-in person has something queued, so the home page does not carry it.
import { toast } from '@rescue/web-kit';
// The kit's one QueryClient; not a React hook despite its name (see @rescue/web-kit/query).
import { useQueryClient as kitQueryClient } from '@rescue/web-kit/query';
import { reportText } from '../i18n/text';
import { toCreateIncidentData } from '../utils/report-fields';
import { draftStore } from './draft-store';
import { createIncident, refreshAfterReport } from './report-api';
import { flushReportOutbox } from './report-outbox';

let running: Promise<void> | undefined;

/**
 * Sends and tells once however many ask at the same moment: the browser's online event and the
 * service worker's Background Sync both ask when the connection returns, and each had shown
 * the same report's "sent" (flushReportOutbox shares the sending, not the telling).
 */
export function sendQueuedReports(userId: string): Promise<void> {
  running ??= sendAndTell(userId).finally(() => {
    running = undefined;
  });
  return running;
}

async function sendAndTell(userId: string): Promise<void> {
  const { sent, refused } = await flushReportOutbox(userId, (report) =>
    createIncident(toCreateIncidentData(report.fields), report.photo, report.idempotencyKey),
  );
  if (sent.length > 0) {
    await refreshAfterReport(kitQueryClient());
    for (const _report of sent) toast.success(reportText.t('report.outbox.sent'));
  }
  for (const { report, error } of refused) {
    // Back on the form to correct, unless the person has started another report there.
    if (!(await draftStore.load())) {
      await draftStore.save({ fields: report.fields, photo: report.photo, idempotencyKey: null });
    }
    toast.error(reportText.t('report.outbox.refused', { message: error.message }));
  }
}
