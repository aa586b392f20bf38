import type { Logger } from '@rescue/process-kit';

export interface LongPollFollower {
  /** Starts asking (idempotent). */
  start(): void;
  /** Stops, ending the call in flight. */
  stop(): void;
}

/**
 * Asks a long poll again and again while running: `poll` makes one call (with the signal that
 * stop() aborts) and handles its answer. A call that fails is retried after `retryMs`, one step
 * longer per failure in a row, and logged at most once a minute (a peer restarting would
 * otherwise log every retry). How a service follows auth's session ends and the incidents'
 * change feed.
 */
export function followLongPoll(
  poll: (signal: AbortSignal) => Promise<void>,
  options: { retryMs: readonly number[]; failureMessage: string; logger?: Logger },
): LongPollFollower {
  let running = false;
  let abort: AbortController | undefined;
  let lastFailureLogged = 0;

  const loop = async () => {
    let failures = 0;
    while (running) {
      abort = new AbortController();
      try {
        await poll(abort.signal);
        failures = 0;
      } catch (error) {
        if (!running) return;
        if (Date.now() - lastFailureLogged > 60_000) {
          lastFailureLogged = Date.now();
          options.logger?.warn({ err: (error as Error).message }, options.failureMessage);
        }
        const delay = options.retryMs[Math.min(failures, options.retryMs.length - 1)]!;
        failures += 1;
        await new Promise<void>((resolve) => setTimeout(resolve, delay).unref());
      }
    }
  };

  return {
    start() {
      if (running) return;
      running = true;
      void loop();
    },
    stop() {
      running = false;
      abort?.abort();
    },
  };
}
