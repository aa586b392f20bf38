// The report being written, kept in the browser's IndexedDB (photo included, as a Blob), so a
// reload, a dropped connection or a detour through /login loses nothing.
import type { ReportFields } from '../utils/report-fields';

export interface ReportDraft {
  fields: ReportFields;
  photo: File | null;
  /** Set at the first submit attempt and reused by every retry until the report is stored. */
  idempotencyKey: string | null;
}

const DB_NAME = 'rescue-network';
const STORE = 'drafts';
const KEY = 'report-incident';

let database: Promise<IDBDatabase> | undefined;
/** Where the draft lives when IndexedDB is missing or refused: this page's memory only. */
let memoryDraft: ReportDraft | null = null;

function open(): Promise<IDBDatabase> {
  database ??= new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return database;
}

/** One request in its own transaction; resolves once a write is committed. */
async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>) {
  const transaction = (await open()).transaction(STORE, mode);
  const request = action(transaction.objectStore(STORE));
  return new Promise<T>((resolve, reject) => {
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

export const draftStore = {
  async load(): Promise<ReportDraft | null> {
    try {
      return (await run<ReportDraft | undefined>('readonly', (store) => store.get(KEY))) ?? null;
    } catch {
      return memoryDraft;
    }
  },
  async save(draft: ReportDraft): Promise<void> {
    memoryDraft = draft;
    await run('readwrite', (store) => store.put(draft, KEY)).catch(() => undefined);
  },
  async clear(): Promise<void> {
    memoryDraft = null;
    await run('readwrite', (store) => store.delete(KEY)).catch(() => undefined);
  },
};
