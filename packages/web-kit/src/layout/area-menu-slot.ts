import { useSyncExternalStore } from 'react';

// One navigation menu per screen on a phone (issue 33): the shell's header menu has a place for
// the links of the area on screen (the kit's DashboardLayout puts them there), so an area shows
// no menu button of its own beside the header's. In the main entry, so the header needs none of
// the areas' code to offer it.

let slot: HTMLElement | null = null;
const listeners = new Set<() => void>();

/** A ref callback for the place in the header's phone menu; null when the header leaves. */
export function setAreaMenuSlot(element: HTMLElement | null): void {
  if (slot === element) return;
  slot = element;
  for (const listener of listeners) listener();
}

/** The header menu's place for an area's links, or null with no shell header on the page. */
export function useAreaMenuSlot(): HTMLElement | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => slot,
    () => null,
  );
}
