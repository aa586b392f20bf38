import type { Collection, Db } from '@rescue/service-kit';
import { Leases, type LeaseDoc } from '../store/leases';
import { dueItems, insertedOnce, queuedAt } from '../store/work-queue';

export interface PhotoCheckJob {
  /** The incident's id (hex): a report's photo is queued once, by any replica. */
  _id: string;
  photo: string;
  state: 'queued' | 'done' | 'failed';
  attempts: number;
  nextAttemptAt: Date;
  createdAt: Date;
  doneAt?: Date;
  /** Why the last attempt failed (a short error text, never the photo). */
  lastError?: string;
}

interface CursorDoc {
  _id: 'changes';
  /** The last change-log number whose new reports were queued. */
  seq: number;
}

/** Attempts before a photo is left unchecked (a photo the model cannot read stays unread). */
export const MAX_ATTEMPTS = 3;

/**
 * The photo checks to do, in the incidents database. As in store/email-outbox.ts (FerretDB v1
 * refuses only an insert of a taken _id atomically): a job is queued by an insert keyed by
 * the incident's id and claimed by inserting a lease keyed by the same id; a replica that dies
 * mid-check leaves its lease, which any replica deletes once it has run out, and the job is
 * done again.
 */
export class PhotoCheckQueue {
  private readonly jobs: Collection<PhotoCheckJob>;
  private readonly leases: Leases;
  private readonly cursors: Collection<CursorDoc>;

  constructor(db: Db) {
    this.jobs = db.collection<PhotoCheckJob>('photoChecks');
    this.leases = new Leases(db.collection<LeaseDoc>('photoCheckLeases'));
    this.cursors = db.collection<CursorDoc>('photoCheckCursor');
  }

  /** False when the incident's photo was queued before. */
  enqueue(incidentId: string, photo: string, now: Date): Promise<boolean> {
    return insertedOnce(() => this.jobs.insertOne({ _id: incidentId, photo, ...queuedAt(now) }));
  }

  due(now: Date, limit: number): Promise<PhotoCheckJob[]> {
    return dueItems(this.jobs, now, limit);
  }

  get(id: string): Promise<PhotoCheckJob | null> {
    return this.jobs.findOne({ _id: id });
  }

  async done(id: string, now: Date): Promise<void> {
    await this.jobs.updateOne({ _id: id }, { $set: { state: 'done', doneAt: now } });
  }

  /** Tried again after a wait growing with each attempt, until MAX_ATTEMPTS. */
  async failed(job: PhotoCheckJob, error: string, now: Date): Promise<void> {
    const attempts = job.attempts + 1;
    await this.jobs.updateOne(
      { _id: job._id },
      {
        $set: {
          attempts,
          lastError: error.slice(0, 200),
          state: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
          nextAttemptAt: new Date(now.getTime() + 30_000 * 4 ** (attempts - 1)),
        },
      },
    );
  }

  /** Done and failed jobs older than `before` (their incidents keep the result). */
  async prune(before: Date): Promise<number> {
    const { deletedCount } = await this.jobs.deleteMany({
      state: { $in: ['done', 'failed'] },
      createdAt: { $lt: before },
    });
    return deletedCount;
  }

  /** The token to release the lease with, or undefined while another replica holds it. */
  tryLease(id: string, leaseMs: number): Promise<string | undefined> {
    return this.leases.tryLease(id, leaseMs);
  }

  release(id: string, token: string): Promise<void> {
    return this.leases.release(id, token);
  }

  async cursor(): Promise<number | undefined> {
    return (await this.cursors.findOne({ _id: 'changes' }))?.seq;
  }

  async saveCursor(seq: number): Promise<void> {
    await this.cursors.updateOne({ _id: 'changes' }, { $set: { seq } }, { upsert: true });
  }
}
