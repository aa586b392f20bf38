import { isDuplicateKeyError, type Collection, type Filter } from '@rescue/service-kit';

/**
 * What a queue of work kept in a collection holds of each item (the email outbox, the photo
 * checks): queued under its own id, so that it is never queued twice, and tried until it is
 * settled, again at nextAttemptAt after a failure. Items are claimed with a lease (leases.ts).
 */
export interface QueuedWork {
  _id: string;
  state: string;
  /** Attempts made so far. */
  attempts: number;
  /** When the next attempt may be made (queued only). */
  nextAttemptAt: Date;
  createdAt: Date;
}

/** The fields of an item queued at `now`: due at once, no attempt made. */
export function queuedAt(now: Date) {
  return { state: 'queued' as const, attempts: 0, nextAttemptAt: now, createdAt: now };
}

/** Runs an insert keyed by the item's id: false when that id was queued before (by any replica). */
export async function insertedOnce(insert: () => Promise<unknown>): Promise<boolean> {
  try {
    await insert();
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

/** Queued items whose time has come, oldest attempt first. */
export function dueItems<T extends QueuedWork>(
  queue: Collection<T>,
  now: Date,
  limit: number,
): Promise<T[]> {
  // The driver cannot relate these fields to a generic schema: T has them (QueuedWork).
  const due = { state: 'queued', nextAttemptAt: { $lte: now } } as Filter<T>;
  return queue.find(due).sort({ nextAttemptAt: 1, _id: 1 }).limit(limit).toArray() as Promise<T[]>;
}
