// Sends the reports queued with no signal (report-outbox.ts) and tells the person. Loaded only
// when something is queued that this page may send, so the home page does not carry it.
import { toast } from '@rescue/web-kit';
// The kit's one QueryClient; not a React hook despite its name (see @rescue/web-kit/query).
import { useQueryClient as kitQueryClient } from '@rescue/web-kit/query';
import { reportText } from '../i18n/text';
import { toCreateIncidentData, toVisitorContact } from '../utils/report-fields';
import { draftStore } from './draft-store';
import { createIncident, refreshAfterReport, reportAnonymously } from './report-api';
import { flushReportOutbox, type QueuedReport, type SentFollowLink } from './report-outbox';

let running: Promise<void> | undefined;

/**
 * Sends and tells once however many ask at the same moment: the browser's online event and the
 * service worker's Background Sync both ask when the connection returns, and each had shown
 * the same report's "sent" (flushReportOutbox shares the sending, not the telling).
 */
export function sendQueuedReports(userId: string | null): Promise<void> {
  running ??= sendAndTell(userId).finally(() => {
    running = undefined;
  });
  return running;
}

/** A report of an account as it was queued; one without, with its contact, for its follow link. */
async function send(report: QueuedReport): Promise<SentFollowLink | void> {
  const data = toCreateIncidentData(report.fields);
  if (report.userId !== null) {
    await createIncident(data, report.photo, report.idempotencyKey);
    return;
  }
  const contact = toVisitorContact(report.fields);
  const answer = await reportAnonymously({ ...data, contact }, report.photo, report.idempotencyKey);
  return { followUrl: answer.followUrl, email: contact.email ?? null };
}

async function sendAndTell(userId: string | null): Promise<void> {
  const { sent, refused } = await flushReportOutbox(userId, send);
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
