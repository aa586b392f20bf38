import type { Collection, Db, ObjectId } from '@rescue/service-kit';

/** A lock left behind by a process that died while holding it is taken over after this. */
const STALE_AFTER_MS = 30_000;
const DUPLICATE_KEY = 11000;

interface LockDoc {
  _id: ObjectId;
  lockedAt: Date;
}

/**
 * One writer per incident at a time. FerretDB v1 applies an update by reading the document
 * and writing it back without a lock, so two concurrent conditional updates can both match
 * (two volunteers "win" one case) and two concurrent updates can lose one another's changes.
 * Inserting a document whose _id is taken is the one operation it refuses atomically, so the
 * lock is an insert keyed by the incident id.
 */
export class IncidentLocks {
  private readonly locks: Collection<LockDoc>;

  constructor(db: Db) {
    this.locks = db.collection<LockDoc>('incidentLocks');
  }

  async tryAcquire(id: ObjectId): Promise<boolean> {
    try {
      await this.locks.insertOne({ _id: id, lockedAt: new Date() });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      await this.locks.deleteOne({
        _id: id,
        lockedAt: { $lt: new Date(Date.now() - STALE_AFTER_MS) },
      });
      return false;
    }
  }

  async release(id: ObjectId): Promise<void> {
    await this.locks.deleteOne({ _id: id });
  }
}
