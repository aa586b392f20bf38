import { DUPLICATE_KEY } from '@rescue/service-kit';
import type { Collection, Db, ObjectId } from '@rescue/service-kit';
import { Leases, type LeaseDoc } from './leases';

/**
 * How long a lock holds without its holder: the work under it is a few reads and writes
 * (milliseconds), so a lock older than this was left by a process that died holding it, or
 * by one stalled so long that its writes are refused (the fence, incident-writes.ts).
 */
export const LOCK_LEASE_MS = 2_000;

interface LockDoc {
  _id: ObjectId;
  /** The replica holding it (host:port), for people reading the collection: never for recovery. */
  owner: string;
  /** This acquisition: a holder whose lease ran out never releases the next holder's lock. */
  token: string;
  expiresAt: Date;
}

/** One holding of a lock. */
export interface Lease {
  id: ObjectId;
  token: string;
  /**
   * It replaced a lock whose lease had run out: the holder of that one may have stopped
   * half-way (written without logging, or without queueing its email), so the new holder
   * finishes that work first (IncidentWrites.repair).
   */
  tookOver: boolean;
}

export interface IncidentLocksOptions {
  /** The clock leases are made and judged by (tests move it on instead of waiting). */
  now?: () => number;
}

/**
 * One writer per incident at a time. FerretDB v1 applies an update by reading the document
 * and writing it back without a lock, so two concurrent conditional updates can both match
 * (two volunteers "win" one case) and two concurrent updates can lose one another's changes.
 * Inserting a document whose _id is taken is the one operation it refuses atomically, so the
 * lock is an insert keyed by the incident id, with a short lease.
 *
 * A lease can run out under a holder that is still working (a long pause): the lock alone then
 * lets two writers in. The writes under it are therefore fenced as well (incident-writes.ts).
 * A lock left by a process that died is recovered by expiry, by any replica: never by the
 * host and port of the process that left it (a rescheduled pod never has them again).
 */
export class IncidentLocks {
  private readonly locks: Collection<LockDoc>;
  /** The same collection, for taking and giving back a lock. */
  private readonly leases: Leases;
  /**
   * Incidents whose lock lapsed under its holder: written before the expired lock goes, and
   * removed only once its work is finished (repaired), so whichever writer gets the lock next
   * finishes it first, even one whose own insert came right after another's delete.
   */
  private readonly lapsed: Collection<{ _id: ObjectId; at: Date }>;
  private readonly now: () => number;

  /** @param owner names this replica in the lock documents (informative only). */
  constructor(db: Db, owner: string, options: IncidentLocksOptions = {}) {
    this.locks = db.collection<LockDoc>('incidentLocks');
    this.lapsed = db.collection<{ _id: ObjectId; at: Date }>('incidentLocksLapsed');
    this.now = options.now ?? Date.now;
    this.leases = new Leases(db.collection<LeaseDoc>('incidentLocks'), owner, this.now);
  }

  /** The lease, or undefined while another writer holds an unexpired one. */
  async tryAcquire(id: ObjectId): Promise<Lease | undefined> {
    const token = await this.leases.insert(id, LOCK_LEASE_MS);
    if (token) return { id, token, tookOver: await this.hasLapsed(id) };
    // Locks written before the lease existed have no expiresAt: they are stale too.
    const stale = {
      _id: id,
      $or: [{ expiresAt: { $lt: new Date(this.now()) } }, { expiresAt: { $exists: false } }],
    };
    if (!(await this.locks.findOne(stale, { projection: { _id: 1 } }))) return undefined;
    await this.lapsed
      .insertOne({ _id: id, at: new Date(this.now()) })
      .catch((error: { code?: number }) => {
        if (error.code !== DUPLICATE_KEY) throw error;
      });
    await this.locks.deleteOne(stale);
    // Another replica may have removed it too and be inserting: the insert decides.
    const again = await this.leases.insert(id, LOCK_LEASE_MS);
    return again ? { id, token: again, tookOver: true } : undefined;
  }

  /** The lapsed holder's work is finished: the next holder need not repeat it. */
  async repaired(lease: Lease): Promise<void> {
    await this.lapsed.deleteOne({ _id: lease.id });
  }

  private async hasLapsed(id: ObjectId): Promise<boolean> {
    return (await this.lapsed.findOne({ _id: id }, { projection: { _id: 1 } })) !== null;
  }

  /** Whether `lease` is still this holder's and unexpired (checked after a write: see IncidentWrites). */
  async held(lease: Lease): Promise<boolean> {
    const lock = await this.locks.findOne({ _id: lease.id, token: lease.token });
    return lock !== null && lock.expiresAt.getTime() > this.now();
  }

  /** Ids whose lock's lease ran out: work someone left, for any replica to finish. */
  async expired(limit: number): Promise<ObjectId[]> {
    const left = await this.locks
      .find({ expiresAt: { $lt: new Date(this.now()) } }, { projection: { _id: 1 } })
      .limit(limit)
      .toArray();
    return left.map((lock) => lock._id);
  }

  /**
   * Never fails the write it follows (already stored and logged): a lock it could not delete
   * (the database busy or away) lapses with its lease.
   */
  release(lease: Lease): Promise<void> {
    return this.leases.release(lease.id, lease.token);
  }
}
