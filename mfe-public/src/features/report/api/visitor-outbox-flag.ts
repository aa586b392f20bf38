// "Something of a visitor's waits in the outbox": a flag in localStorage the area reads on every
// page without loading the outbox (the home page stays light). Set when a report made without an
// account is queued; cleared once none is left to send or to show.
import { useSyncExternalStore } from 'react';

const KEY = 'rescue.report.visitorOutbox';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export const visitorOutboxFlag = {
  set(waiting: boolean): void {
    try {
      if (waiting) localStorage.setItem(KEY, '1');
      else localStorage.removeItem(KEY);
    } catch {
      // Not kept (a private window): this page's sender still runs while it is open.
    }
    listeners.forEach((listener) => listener());
  },
};

/** Whether a visitor's report waits here to be sent, or its follow link to be seen. */
export function useVisitorOutbox(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => false,
  );
}
