import { ObjectId, type Collection, type Db } from 'mongodb';

export interface ReportQuotaPolicy {
  /** Reports one account may make per window. */
  max: number;
  windowSeconds: number;
}

export interface ReportTicket {
  id: ObjectId;
  allowed: boolean;
  /** When refused: seconds until the oldest counted report leaves the window. */
  retryAfterSeconds: number;
}

interface ReportAttemptDoc {
  _id: ObjectId;
  reporterId: string;
  at: Date;
  /** When the attempt stops counting; lets a sweep remove it. */
  expiresAt: Date;
}

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Reports per account in a sliding window, in the incidents database (so the count survives
 * a restart and is shared by every replica): one document per report. Built like auth's
 * RateLimitStore, on inserts and counts rather than an $inc counter, because FerretDB v1
 * does not apply updates atomically (FerretDB issue #3040) while each insert is; expired
 * documents are swept in code (no TTL index in FerretDB v1).
 */
export class ReportQuotaStore {
  private readonly attempts: Collection<ReportAttemptDoc>;
  private lastSweep = 0;

  constructor(db: Db) {
    this.attempts = db.collection<ReportAttemptDoc>('reportQuota');
  }

  async ensureIndexes(): Promise<void> {
    await this.attempts.createIndex({ reporterId: 1, at: 1 }, { name: 'reporter_at' });
    await this.attempts.createIndex({ expiresAt: 1 }, { name: 'expires_at' });
  }

  /**
   * Counts a report for the account unless its window is full. The count is taken after our
   * own insert, so of a burst of parallel reports at most `policy.max` are allowed.
   */
  async take(reporterId: string, policy: ReportQuotaPolicy): Promise<ReportTicket> {
    const now = new Date();
    this.sweepExpired(now);
    const windowStart = new Date(now.getTime() - policy.windowSeconds * 1000);
    // A full window refuses without writing, so a flood of reports does not grow the log.
    if ((await this.countSince(reporterId, windowStart)) >= policy.max) {
      return this.refused(new ObjectId(), reporterId, policy, windowStart, now);
    }
    const { insertedId: id } = await this.attempts.insertOne({
      _id: new ObjectId(),
      reporterId,
      at: now,
      expiresAt: new Date(now.getTime() + policy.windowSeconds * 1000),
    });
    if ((await this.countSince(reporterId, windowStart)) <= policy.max) {
      return { id, allowed: true, retryAfterSeconds: 0 };
    }
    await this.giveBack(id); // a refused report does not use up the window
    return this.refused(id, reporterId, policy, windowStart, now);
  }

  /** Forgets a counted report that was not stored after all (refused photo, replay, error). */
  async giveBack(id: ObjectId): Promise<void> {
    await this.attempts.deleteOne({ _id: id });
  }

  private countSince(reporterId: string, windowStart: Date): Promise<number> {
    return this.attempts.countDocuments({ reporterId, at: { $gt: windowStart } });
  }

  private async refused(
    id: ObjectId,
    reporterId: string,
    policy: ReportQuotaPolicy,
    windowStart: Date,
    now: Date,
  ): Promise<ReportTicket> {
    const oldest = await this.attempts.findOne(
      { reporterId, at: { $gt: windowStart } },
      { sort: { at: 1 }, projection: { at: 1 } },
    );
    const freesAt = (oldest?.at ?? now).getTime() + policy.windowSeconds * 1000;
    // In a burst the oldest counted report may be a racing one stamped after our `now`.
    const seconds = Math.ceil((freesAt - now.getTime()) / 1000);
    return {
      id,
      allowed: false,
      retryAfterSeconds: Math.min(policy.windowSeconds, Math.max(1, seconds)),
    };
  }

  /** At most once a minute per process, in the background: old attempts are only clutter. */
  private sweepExpired(now: Date): void {
    if (now.getTime() - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now.getTime();
    this.attempts.deleteMany({ expiresAt: { $lte: now } }).catch(() => undefined);
  }
}
