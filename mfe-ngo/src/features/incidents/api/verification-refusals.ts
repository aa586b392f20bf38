// The API refuses an NGO the operator has not verified (403 with one of two messages, from
// the contracts' policy). Every NGO call goes through `refusable`, so whichever screen hears
// the refusal first, the verification gate learns of it and shows the waiting screen.
import { NGO_NOT_VERIFIED_MESSAGE, NGO_REJECTED_MESSAGE } from '@rescue/contracts';
import { ApiError } from '@rescue/web-kit';

export type Refusal = 'pending' | 'rejected';

/** Which refusal `error` is, if it is one. */
export function verificationRefusal(error: unknown): Refusal | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  // By code: the message is in the person's language (issue 29); by message for a server
  // that gives no code.
  if (error.code === 'NGO_REJECTED' || error.message === NGO_REJECTED_MESSAGE) return 'rejected';
  if (error.code === 'NGO_NOT_VERIFIED' || error.message === NGO_NOT_VERIFIED_MESSAGE)
    return 'pending';
  return null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let last: { refusal: Refusal; count: number; heardAt: number } | null = null;

export const verificationRefusals = {
  /** The latest refusal heard (its count changes with every new one, `heardAt` is when), or null. */
  get: () => last,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  report(refusal: Refusal): void {
    last = { refusal, count: (last?.count ?? 0) + 1, heardAt: Date.now() };
    for (const listener of listeners) listener();
  },
  /** Forgets what was heard (the NGO was verified since, or a test starts afresh). */
  clear(): void {
    if (!last) return;
    last = null;
    for (const listener of listeners) listener();
  },
};

/** Passes `work` through, telling the gate when it failed with a verification refusal. */
export async function refusable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const refusal = verificationRefusal(error);
    if (refusal) verificationRefusals.report(refusal);
    throw error;
  }
}
