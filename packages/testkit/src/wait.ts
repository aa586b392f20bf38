import { setTimeout as pause } from 'node:timers/promises';

/** What a condition answers once it holds. */
export type Truthy<T> = Exclude<T, false | 0 | 0n | '' | null | undefined>;

export interface WaitForOptions {
  /** What is awaited, for the error: "the child to exit", "the stack to answer". */
  what: string;
  /** The deadline: generous, since a passing test never waits for it (default 10 s). */
  timeoutMs?: number;
  /** How often the condition is asked again. */
  intervalMs?: number;
}

/**
 * Waits for something to happen instead of for a fixed time: asks `condition` until it answers
 * a truthy value (which is returned) and fails with `what` and the last answer or error once
 * `timeoutMs` has passed. A condition that throws (an `expect` not met yet) counts as not yet,
 * so a test goes on the moment the condition holds, however busy the machine is.
 */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  { what, timeoutMs = 10_000, intervalMs = 20 }: WaitForOptions,
): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let last: unknown;
    try {
      const value = await condition();
      if (value) return value as Truthy<T>;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() >= deadline) {
      const detail = last instanceof Error ? last.message : JSON.stringify(last);
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what} (last: ${detail})`, {
        cause: last,
      });
    }
    await pause(intervalMs);
  }
}

/** Whether a process runs (signal 0 checks without sending anything): what a wait for its exit asks. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
