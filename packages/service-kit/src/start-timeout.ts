/**
 * How long a service's start-up may take once it listens (START_TIMEOUT_MS), as long as the
 * Kubernetes charts' start-up probe allows (60 looks 5 s apart). A start-up past it is stuck
 * (its database calls are bounded by the driver's timeouts, so this takes an unbounded wait):
 * the process exits non-zero and its supervisor starts it again. Since a service answers its
 * liveness probe while it starts, nothing else would end such a process.
 */
export const DEFAULT_START_TIMEOUT_MS = 300_000;

/** The longest delay a Node timer keeps: a longer one fires at once (TimeoutOverflowWarning). */
const TIMER_MAX_MS = 2 ** 31 - 1;

/**
 * `work`, or a rejection once `ms` have passed without it settling. A longer `ms` than a timer
 * can hold (an operator's "never") waits as long as one can, about 24 days.
 */
export async function withinStartTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the start-up did not finish within ${ms} ms`)),
      Math.min(ms, TIMER_MAX_MS),
    );
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
