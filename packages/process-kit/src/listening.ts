// No imports on purpose, as shutdown.ts: nothing but the process itself.

/** What a process tells the program that started it once it listens (see announceListening). */
export interface ListeningNotice {
  listening: number;
}

/**
 * Tells the program that started this process, over its IPC channel (npm start's
 * orchestrator), that this process now listens on `port`. The orchestrator takes a process
 * as serving only then: another program answering on that port (one that took it first) is
 * never taken for it. Without an IPC channel (compose, Kubernetes, a terminal): nothing.
 */
export function announceListening(port: number): void {
  const notice: ListeningNotice = { listening: port };
  // A channel the orchestrator closed (it died during a slow start) is no reason to crash:
  // without the callback a failed send is an uncaught 'error' on process.
  if (process.connected) process.send?.(notice, undefined, {}, () => {});
}

/** Whether an IPC message is a ListeningNotice for `port`. */
export function isListeningNotice(message: unknown, port: number): boolean {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as Partial<ListeningNotice>).listening === port
  );
}
