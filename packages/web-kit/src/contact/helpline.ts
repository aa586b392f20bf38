// The 24/7 helpline the header banner, the footer, the floating call button and the contact
// page show (issue 30): one setting of the deployment (the gateway's HELPLINE_NUMBER), given
// to the browser in /remotes.json, which the shell reads at start-up and hands to this store.
// Every area reads the same store: the kit is one shared instance.
import { useSyncExternalStore } from 'react';
import type { HelplineSettings } from '@rescue/contracts';
import { EMERGENCY_PHONE } from './contact-details';

/** Until the settings arrive, and wherever they say nothing: the spec's placeholder number. */
const PLACEHOLDER: HelplineSettings = { ...EMERGENCY_PHONE, placeholder: true };

let current = PLACEHOLDER;
const listeners = new Set<() => void>();

const isHelpline = (value: unknown): value is HelplineSettings => {
  const given = value as Partial<HelplineSettings> | null;
  return (
    typeof given?.display === 'string' &&
    typeof given.tel === 'string' &&
    given.tel.startsWith('tel:') &&
    typeof given.placeholder === 'boolean'
  );
};

export const helplineStore = {
  get: (): HelplineSettings => current,
  /** Takes /remotes.json's `helpline`; anything malformed leaves the placeholder. */
  set(value: unknown): void {
    if (!isHelpline(value)) return;
    current = { display: value.display, tel: value.tel, placeholder: value.placeholder };
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The helpline to show; `placeholder` says to call it a demo number. */
export function useHelpline(): HelplineSettings {
  return useSyncExternalStore(helplineStore.subscribe, helplineStore.get, helplineStore.get);
}
