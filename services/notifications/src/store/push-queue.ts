import { isDuplicateKeyError, DUPLICATE_KEY } from '@rescue/service-kit';
import type { Collection, Db } from '@rescue/service-kit';

/** One browser a push goes to. */
export interface PushTarget {
  subscriptionId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * One message to up to PUSH_JOB_TARGETS browsers, until each push service took it (or it was
 * given up): one document for many pushes, since each write costs the embedded database a
 * transaction. After a try, only the browsers whose push failed stay in it.
 */
export interface PushJobDoc {
  /** Named by the news and the part of its browsers: enqueued twice, stored once. */
  _id: string;
  targets: PushTarget[];
  /** The JSON the browsers' service workers receive. */
  payload: string;
  urgency: 'high' | 'normal';
  /** Sends tried so far. */
  attempts: number;
  /**
   * When a replica may take it: its next try after a failure, or, while a replica holds it,
   * when that hold runs out (the replica died) and another may take it over.
   */
  dueAt: Date;
  createdAt: Date;
}

/** Browsers one job sends to. */
export const PUSH_JOB_TARGETS = 100;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The durable push queue, shared by every replica: a collection of jobs, each held by one
 * replica at a time. The replica that enqueues a job holds it first and sends it at once; a
 * job whose hold ran out (its replica died) or whose retry is due is taken by any replica.
 *
 * Taking is an insert of a claim named by the job's state (its attempts and due time): the
 * embedded database (FerretDB v1) makes an insert of a taken `_id` fail atomically, where a
 * conditional update is not guaranteed to, so exactly one replica takes a job in each state.
 */
export class PushQueue {
  private readonly jobs: Collection<PushJobDoc>;
  private readonly claims: Collection<{ _id: string; createdAt: Date }>;

  constructor(db: Db) {
    this.jobs = db.collection<PushJobDoc>('pushJobs');
    this.claims = db.collection<{ _id: string; createdAt: Date }>('pushClaims');
  }

  async ensureIndexes(): Promise<void> {
    await this.jobs.createIndex({ dueAt: 1 });
    await this.claims.createIndex({ createdAt: 1 });
  }

  /** Claims outlive their job's state by a day at most (the embedded database has no TTL). */
  async trimClaims(): Promise<void> {
    await this.claims.deleteMany({ createdAt: { $lt: new Date(Date.now() - DAY_MS) } });
  }

  /** Stores the jobs not stored yet, held by the caller for `holdMs`; returns those it stored. */
  async enqueue(
    jobs: Omit<PushJobDoc, 'attempts' | 'dueAt' | 'createdAt'>[],
    holdMs: number,
  ): Promise<PushJobDoc[]> {
    if (jobs.length === 0) return [];
    const now = new Date();
    const docs = jobs.map((job) => ({
      ...job,
      attempts: 0,
      dueAt: new Date(now.getTime() + holdMs),
      createdAt: now,
    }));
    try {
      await this.jobs.insertMany(docs, { ordered: false });
      return docs;
    } catch (error) {
      const writeErrors = (error as { writeErrors?: { index: number; code: number }[] })
        .writeErrors;
      if (!writeErrors || writeErrors.some((e) => e.code !== DUPLICATE_KEY)) throw error;
      const taken = new Set(writeErrors.map((e) => e.index));
      return docs.filter((_, i) => !taken.has(i));
    }
  }

  /** Jobs any replica may take now, oldest due first. */
  due(limit: number): Promise<PushJobDoc[]> {
    return this.jobs
      .find({ dueAt: { $lte: new Date() } })
      .sort({ dueAt: 1 })
      .limit(limit)
      .toArray();
  }

  /** Takes a due job for `holdMs`: null when another replica took it in this state first. */
  async take(job: PushJobDoc, holdMs: number): Promise<PushJobDoc | null> {
    try {
      await this.claims.insertOne({
        _id: `${job._id}#${job.attempts}#${job.dueAt.getTime()}`,
        createdAt: new Date(),
      });
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
    const dueAt = new Date(Date.now() + holdMs);
    await this.jobs.updateOne({ _id: job._id }, { $set: { dueAt } });
    return { ...job, dueAt };
  }

  async done(id: string): Promise<void> {
    await this.jobs.deleteOne({ _id: id });
  }

  async doneMany(ids: string[]): Promise<void> {
    await this.jobs.deleteMany({ _id: { $in: ids } });
  }

  /** Tried, and these targets failed: due again after `delayMs` (any replica may take it then). */
  async retryLater(job: PushJobDoc, targets: PushTarget[], delayMs: number): Promise<void> {
    await this.jobs.updateOne(
      { _id: job._id },
      {
        $set: { targets, attempts: job.attempts + 1, dueAt: new Date(Date.now() + delayMs) },
      },
    );
  }

  count(): Promise<number> {
    return this.jobs.countDocuments({});
  }
}
