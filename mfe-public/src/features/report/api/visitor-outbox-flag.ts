// "Something of a visitor's waits in the outbox": a flag in localStorage the area reads when a
// page loads, without loading the outbox (the home page stays light). Set when a report made
// without an account is queued; cleared once none is left to send or to show. Read once per
// load: the sender is a chunk of its own, which cannot load while the phone has no signal.

const KEY = 'rescue.report.visitorOutbox';

/** Whether a visitor's report waits here to be sent, or its follow link to be seen. */
export function visitorOutboxWaiting(): boolean {
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
      // Not kept (a private window): the next visit to the report page still shows the outbox.
    }
  },
};
