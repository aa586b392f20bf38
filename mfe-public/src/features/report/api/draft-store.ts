// The report being written, kept in the browser's IndexedDB (photo included, as a Blob), so a
// reload, a dropped connection or a detour through /login loses nothing.
import type { ReportFields } from '../utils/report-fields';
import { idbStore } from './idb-store';

export interface ReportDraft {
  fields: ReportFields;
  photo: File | null;
  /** Set at the first submit attempt and reused by every retry until the report is stored. */
  idempotencyKey: string | null;
}

const KEY = 'report-incident';
const { run } = idbStore('rescue-network', 'drafts');

/** Where the draft lives when IndexedDB is missing or refused: this page's memory only. */
let memoryDraft: ReportDraft | null = null;

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
