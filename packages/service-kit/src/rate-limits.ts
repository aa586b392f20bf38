import { ObjectId, type Db } from 'mongodb';
import { CollectionStore } from './collection-store';
import { isDuplicateKeyError } from './mongo';

/** How many attempts a key may make within its window. */
export interface LimitPolicy {
  max: number;
  windowSeconds: number;
}

/**
 * An attempt's id: a limited attempt holds one of its key's `max` slots (`key#slot`), an
 * unlimited one (`enter`) has an ObjectId.
 */
export type AttemptId = ObjectId | string;

interface AttemptDoc {
  _id: AttemptId;
  key: string;
  at: Date;
  /** When the attempt stops counting under its policy; lets one sweep serve every policy. */
  expiresAt: Date;
}

export interface Attempt {
  id: AttemptId;
  allowed: boolean;
  /** When refused: seconds until the oldest counted attempt leaves the window. */
  retryAfterSeconds: number;
}

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Sliding-window attempt log in Mongo, shared by every replica of the service: one document
 * per attempt, in the collection the service names (auth: logins and registrations; incidents:
 * reports per account). Built on inserts, not on an $inc counter, because FerretDB v1's SQLite handler
 * does not apply updates atomically (concurrent $inc lose counts; FerretDB issue #3040),
 * while each insert is. Expired attempts are ignored and swept in code (no TTL in FerretDB v1).
 */
export class RateLimitStore extends CollectionStore<AttemptDoc> {
  private lastSweep = 0;

  constructor(db: Db, collection = 'rateLimitAttempts') {
    super(db, collection, [
      { key: { key: 1, at: 1 }, name: 'key_at' },
      { key: { expiresAt: 1 }, name: 'expires_at' },
    ]);
  }

  /**
   * Records an attempt for `key` unless its window is full. An allowed attempt holds one of
   * the key's `policy.max` slots, a document whose `_id` is `key#slot`; `_id` is unique, so
   * two parallel attempts can never hold the same slot, and a slot whose attempt has left the
   * window is taken back. Of any burst at most `max` are allowed, and while the window has
   * room at least one is (insert-then-count could refuse every racer, each seeing the
   * others' inserts: found by report-quota.test.ts under CI's load).
   */
  async hit(key: string, policy: LimitPolicy): Promise<Attempt> {
    const now = new Date();
    this.sweepExpired(now);
    const windowStart = new Date(now.getTime() - policy.windowSeconds * 1000);
    // A full window refuses without writing, so a flood of attempts does not grow the log.
    if ((await this.countSince(key, windowStart)) >= policy.max) {
      return this.refused(new ObjectId(), key, policy, windowStart, now);
    }
    const expiresAt = new Date(now.getTime() + policy.windowSeconds * 1000);
    // Racers start at different slots, so most take their first try.
    const start = Math.floor(Math.random() * policy.max);
    for (let i = 0; i < policy.max; i += 1) {
      const id = `${key}#${(start + i) % policy.max}`;
      if (await this.claimSlot({ _id: id, key, at: now, expiresAt }, windowStart)) {
        return { id, allowed: true, retryAfterSeconds: 0 };
      }
    }
    return this.refused(new ObjectId(), key, policy, windowStart, now);
  }

  /** Takes the slot if it is free or its attempt has left the window; false if it is held. */
  private async claimSlot(doc: AttemptDoc, windowStart: Date): Promise<boolean> {
    for (let tries = 0; tries < 2; tries += 1) {
      try {
        await this.collection.insertOne(doc);
        return true;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      const held = await this.collection.findOne({ _id: doc._id }, { projection: { at: 1 } });
      if (held && held.at > windowStart) return false;
      // Expired (or just forgotten): free it, unless someone took it since we looked.
      if (held) await this.collection.deleteOne({ _id: doc._id, at: held.at });
    }
    return false;
  }

  /**
   * Whether `key` has room for one more attempt, recording nothing: for a limit on what
   * succeeded, recorded with `enter` once it has (an attempt refused for another reason, even
   * in a parallel burst, then never counts against the others).
   */
  async check(key: string, policy: LimitPolicy): Promise<Omit<Attempt, 'id'>> {
    const now = new Date();
    this.sweepExpired(now);
    const windowStart = new Date(now.getTime() - policy.windowSeconds * 1000);
    if ((await this.countSince(key, windowStart)) < policy.max)
      return { allowed: true, retryAfterSeconds: 0 };
    const { allowed, retryAfterSeconds } = await this.refused(
      new ObjectId(),
      key,
      policy,
      windowStart,
      now,
    );
    return { allowed, retryAfterSeconds };
  }

  /**
   * Records an attempt for `key` with no limit of its own and says how many attempts the
   * window holds with it (ours included) and when the newest other one was. Counted after our
   * insert, like `hit`: of a burst of parallel attempts, the last one in sees them all.
   */
  async enter(
    key: string,
    windowSeconds: number,
  ): Promise<{ id: AttemptId; count: number; previousAt: Date | null }> {
    const now = new Date();
    this.sweepExpired(now);
    const { insertedId: id } = await this.collection.insertOne({
      _id: new ObjectId(),
      key,
      at: now,
      expiresAt: new Date(now.getTime() + windowSeconds * 1000),
    });
    const windowStart = new Date(now.getTime() - windowSeconds * 1000);
    const [count, previous] = await Promise.all([
      this.countSince(key, windowStart),
      this.collection.findOne(
        { key, at: { $gt: windowStart }, _id: { $ne: id } },
        { sort: { at: -1 }, projection: { at: 1 } },
      ),
    ]);
    return { id, count, previousAt: previous?.at ?? null };
  }

  /** Forgets every attempt of the key (a successful login clears its pair's failures). */
  async reset(key: string): Promise<void> {
    await this.collection.deleteMany({ key });
  }

  /** Forgets one attempt that turned out not to count (a login that succeeded). */
  async forget(id: AttemptId): Promise<void> {
    await this.collection.deleteOne({ _id: id });
  }

  private countSince(key: string, windowStart: Date): Promise<number> {
    return this.collection.countDocuments({ key, at: { $gt: windowStart } });
  }

  private async refused(
    id: AttemptId,
    key: string,
    policy: LimitPolicy,
    windowStart: Date,
    now: Date,
  ): Promise<Attempt> {
    const oldest = await this.collection.findOne(
      { key, at: { $gt: windowStart } },
      { sort: { at: 1 }, projection: { at: 1 } },
    );
    const freesAt = (oldest?.at ?? now).getTime() + policy.windowSeconds * 1000;
    // In a burst the oldest counted attempt may be a racing one stamped after our `now`:
    // never promise more than the window (Retry-After was window + 1 s; found by
    // gateway/test/security/api4-unrestricted-resource-consumption.test.ts).
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
    this.collection.deleteMany({ expiresAt: { $lte: now } }).catch(() => undefined);
  }
}
