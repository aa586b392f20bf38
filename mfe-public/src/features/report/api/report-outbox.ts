// Reports made with no signal: kept in the browser's IndexedDB (photo included, as a Blob)
// until the connection returns, then sent once each. "Once" rests on the report's
// Idempotency-Key: a report sent twice (two tabs, a sync and an online event, an answer lost
// on the way back) is stored once by the server, and the outbox forgets it on the first
// answer.
import { REPORT_OUTBOX_SYNC_TAG } from '@rescue/contracts';
import { ApiError } from '@rescue/web-kit';
import type { ReportFields } from '../utils/report-fields';
import { idbStore } from './idb-store';
import { visitorOutboxFlag } from './visitor-outbox-flag';

export interface QueuedReport {
  /** The report's Idempotency-Key, and its key in the outbox. */
  idempotencyKey: string;
  /** As on the form: sent as toCreateIncidentData(fields), or put back on the form if refused. */
  fields: ReportFields;
  photo: File | null;
  /**
   * Whose session made it: sent only from the same account. Null: made without an account,
   * sent with the contact on its form from whichever page is open.
   */
  userId: string | null;
  queuedAt: string;
  /**
   * A report without an account that was sent: its follow link, kept here (the photo gone)
   * until the person says they have kept it, since the server shows it only once.
   */
  sent?: SentFollowLink;
}

/** Where a report sent without an account is followed, and the email the link also went to. */
export interface SentFollowLink {
  followUrl: string;
  email: string | null;
}

const { run } = idbStore('rescue-network-outbox', 'reports', { keyPath: 'idempotencyKey' });

/** Listeners told when the outbox changes (a report queued or sent). */
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const reportOutbox = {
  /** Keeps a report to send later; throws when the browser cannot store it. */
  async add(report: QueuedReport): Promise<void> {
    await run('readwrite', (store) => store.put(report));
    // A visitor's: every public page loads the sender until it is sent and its link seen.
    if (report.userId === null) visitorOutboxFlag.set(true);
    changed();
    await askForBackgroundSync();
  },
  async list(): Promise<QueuedReport[]> {
    return run<QueuedReport[]>('readonly', (store) => store.getAll()).catch(() => []);
  },
  /** Sent without an account: kept with its follow link until the person has it. */
  async markSent(report: QueuedReport, sent: SentFollowLink): Promise<void> {
    await run('readwrite', (store) => store.put({ ...report, photo: null, sent }));
    changed();
  },
  async remove(idempotencyKey: string): Promise<void> {
    await run('readwrite', (store) => store.delete(idempotencyKey));
    changed();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Asks the service worker to wake the page when the connection returns (Background Sync,
 * where the browser has it); without it the page's online event and the next visit send.
 */
async function askForBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync;
    await sync?.register(REPORT_OUTBOX_SYNC_TAG);
  } catch {
    // No worker or no permission: the online event and the next visit still send.
  }
}

/**
 * Whether a send failed for want of a signal: nothing answered and the browser says it is
 * offline. A server that does not answer while the phone is online is a failure the person
 * sees (the draft is kept), not a report left to wait for an online event that won't come.
 */
export function isOffline(error: unknown): boolean {
  return error instanceof ApiError && error.isNetworkError && !navigator.onLine;
}

/** What became of the queued reports in one pass. */
export interface FlushResult {
  sent: QueuedReport[];
  /** Refused by the server (the report as written cannot be stored): back to the person. */
  refused: { report: QueuedReport; error: ApiError }[];
}

let flushing: Promise<FlushResult> | undefined;

/** Whether this page may send a queued report: its account's, or one made without an account. */
export const sendableBy = (userId: string | null) => (report: QueuedReport) =>
  !report.sent && (report.userId === null || report.userId === userId);

/**
 * Sends the queued reports `userId`'s page may (sendableBy), oldest first, one at a time.
 * Stops at the first network failure or server error (tried again on the next online event or
 * visit); a report the server refuses (4xx other than 401, 408, 429) leaves the outbox and is
 * returned, so the page can put it back on the form. A report without an account stays, with
 * the follow link its send answered (SentFollowLink), until the person has kept it. Calls made
 * while a pass runs share it.
 */
export function flushReportOutbox(
  userId: string | null,
  send: (report: QueuedReport) => Promise<SentFollowLink | void>,
): Promise<FlushResult> {
  flushing ??= (async () => {
    const result: FlushResult = { sent: [], refused: [] };
    const queued = (await reportOutbox.list())
      .filter(sendableBy(userId))
      .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
    for (const report of queued) {
      let followed: SentFollowLink | void;
      try {
        followed = await send(report);
      } catch (error) {
        const refused =
          error instanceof ApiError &&
          error.status >= 400 &&
          error.status < 500 &&
          ![401, 408, 429].includes(error.status);
        if (!refused) break;
        await reportOutbox.remove(report.idempotencyKey);
        result.refused.push({ report, error });
        continue;
      }
      if (followed) await reportOutbox.markSent(report, followed);
      else await reportOutbox.remove(report.idempotencyKey);
      result.sent.push(followed ? { ...report, sent: followed } : report);
    }
    return result;
  })().finally(() => (flushing = undefined));
  return flushing;
}
