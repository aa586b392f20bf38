// Reports made with no signal: kept in the browser's IndexedDB (photo included, as a Blob)
// until the connection returns, then sent once each. "Once" rests on the report's
// Idempotency-Key: a report sent twice (two tabs, a sync and an online event, an answer lost
// on the way back) is stored once by the server, and the outbox forgets it on the first
// answer.
import { REPORT_OUTBOX_SYNC_TAG } from '@rescue/contracts';
import { ApiError } from '@rescue/web-kit';
import type { ReportFields } from '../utils/report-fields';

export interface QueuedReport {
  /** The report's Idempotency-Key, and its key in the outbox. */
  idempotencyKey: string;
  /** As on the form: sent as toCreateIncidentData(fields), or put back on the form if refused. */
  fields: ReportFields;
  photo: File | null;
  /** Whose session made it: sent only from the same account. */
  userId: string;
  queuedAt: string;
}

const DB_NAME = 'rescue-network-outbox';
const STORE = 'reports';

let database: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  database ??= new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore(STORE, { keyPath: 'idempotencyKey' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  // A refused open is asked again next time (private windows may allow it later).
  database.catch(() => (database = undefined));
  return database;
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>) {
  const transaction = (await open()).transaction(STORE, mode);
  const request = action(transaction.objectStore(STORE));
  return new Promise<T>((resolve, reject) => {
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** Listeners told when the outbox changes (a report queued or sent). */
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const reportOutbox = {
  /** Keeps a report to send later; throws when the browser cannot store it. */
  async add(report: QueuedReport): Promise<void> {
    await run('readwrite', (store) => store.put(report));
    changed();
    await askForBackgroundSync();
  },
  async list(): Promise<QueuedReport[]> {
    return run<QueuedReport[]>('readonly', (store) => store.getAll()).catch(() => []);
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

/**
 * Sends the queued reports of `userId`, oldest first, one at a time. Stops at the first
 * network failure or server error (tried again on the next online event or visit); a report
 * the server refuses (4xx other than 401, 408, 429) leaves the outbox and is returned, so the
 * page can put it back on the form. Calls made while a pass runs share it.
 */
export function flushReportOutbox(
  userId: string,
  send: (report: QueuedReport) => Promise<unknown>,
): Promise<FlushResult> {
  flushing ??= (async () => {
    const result: FlushResult = { sent: [], refused: [] };
    const queued = (await reportOutbox.list())
      .filter((report) => report.userId === userId)
      .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
    for (const report of queued) {
      try {
        await send(report);
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
      await reportOutbox.remove(report.idempotencyKey);
      result.sent.push(report);
    }
    return result;
  })().finally(() => (flushing = undefined));
  return flushing;
}
