import { useEffect, useState } from 'react';
import { draftStore, type ReportDraft } from '../api/draft-store';

/** The stored draft, read once: `undefined` while reading, then the draft or null. */
export function useSavedDraft(): ReportDraft | null | undefined {
  const [draft, setDraft] = useState<ReportDraft | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void draftStore.load().then((saved) => {
      if (active) setDraft(saved);
    });
    return () => {
      active = false;
    };
  }, []);
  return draft;
}
