import { useSyncExternalStore } from 'react';
import type { Language } from '@rescue/contracts';
import { languageStore } from './language-store';

/** The page's language; the component re-renders when anyone switches it. */
export function useLanguage(): Language {
  return useSyncExternalStore(languageStore.subscribe, languageStore.get, languageStore.get);
}
