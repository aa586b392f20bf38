import { randomBytes } from 'node:crypto';
import type { Collection, Db, ObjectId } from '@rescue/service-kit';

/**
 * How long a lock holds without its holder: the work under it is one read and one write
 * (milliseconds), so a lock older than this was left by a process that died holding it.
 */
export const LOCK_LEASE_MS = 2_000;
const DUPLICATE_KEY = 11000;

interface LockDoc {
  _id: ObjectId;
  /** The replica holding it (host:port), so a restarted replica clears what it left. */
  owner: string;
  /** This acquisition: a holder whose lease ran out never releases the next holder's lock. */
  token: string;
  expiresAt: Date;
}

/**
 * One writer per incident at a time. FerretDB v1 applies an update by reading the document
 * and writing it back without a lock, so two concurrent conditional updates can both match
 * (two volunteers "win" one case) and two concurrent updates can lose one another's changes.
 * Inserting a document whose _id is taken is the one operation it refuses atomically, so the
 * lock is an insert keyed by the incident id, with a short lease.
 */
export class IncidentLocks {
  private readonly locks: Collection<LockDoc>;

  /** @param owner names this replica, the same across its restarts (host:port). */
  constructor(
    db: Db,
    private readonly owner: string,
  ) {
    this.locks = db.collection<LockDoc>('incidentLocks');
  }

  /**
   * At start: a lock this replica holds now can only be one its previous process left when
   * it died, so it goes at once rather than when its lease runs out. Returns the incidents
   * they were on: that process may have written them and died before logging the change.
   */
  async clearOwn(): Promise<ObjectId[]> {
    const left = await this.locks.find({ owner: this.owner }, { projection: { _id: 1 } }).toArray();
    if (left.length > 0) await this.locks.deleteMany({ owner: this.owner });
    return left.map((lock) => lock._id);
  }

  /** The token to release it with, or undefined while another writer holds it. */
  async tryAcquire(id: ObjectId): Promise<string | undefined> {
    const token = randomBytes(8).toString('hex');
    try {
      await this.locks.insertOne({
        _id: id,
        owner: this.owner,
        token,
        expiresAt: new Date(Date.now() + LOCK_LEASE_MS),
      });
      return token;
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      // Locks written before the lease existed have no expiresAt: they are stale too.
      await this.locks.deleteOne({
        _id: id,
        $or: [{ expiresAt: { $lt: new Date() } }, { expiresAt: { $exists: false } }],
      });
      return undefined;
    }
  }

  /**
   * Never fails the write it follows (already stored and logged): a lock it could not delete
   * (the database busy or away) lapses with its lease.
   */
  async release(id: ObjectId, token: string): Promise<void> {
    await this.locks.deleteOne({ _id: id, token }).catch(() => undefined);
  }
}
