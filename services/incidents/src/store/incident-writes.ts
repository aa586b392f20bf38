// Every write the incidents service makes to its incidents (reads: incident-queries.ts), each
// under the incident's lock, to the database first and then to the change log that keeps
// every replica's working set in step.
import { setTimeout } from 'node:timers/promises';
import {
  serviceUnavailable,
  type Collection,
  type ObjectId,
  type UpdateFilter,
} from '@rescue/service-kit';
import { prevOf } from './change-log';
import type { IncidentDoc } from './incident-doc';
import type { IncidentLocks } from './incident-locks';
import { heldOpenFilter } from './incident-query';
import type { WorkingSetReplica } from './replica';

const DUPLICATE_KEY = 11000;
/** How long a writer waits for a busy incident before giving up (503): past a lease, so a
 *  lock left by a dead process never makes a writer give up. */
const LOCK_WAIT_MS = 5_000;
const LOCK_RETRY_MS = 5;

/** takeWithin's answer when the volunteer already holds their cap of open cases. */
export const AT_LIMIT = Symbol('at the cap on open cases');

/**
 * Work that must follow a stored update, done under the incident's lock after the change is
 * logged (the reporter's email is queued so): a process that dies before it leaves the lock,
 * and its restart runs the hook again on the incident as stored (prev null). It never fails
 * the write: a hook catches its own errors.
 */
export type StoredHook = (doc: IncidentDoc, prev: IncidentDoc | null) => Promise<void>;

export class IncidentWrites {
  private readonly writeListeners: (() => void)[] = [];
  private readonly storedHooks: StoredHook[] = [];

  constructor(
    private readonly incidents: Collection<IncidentDoc>,
    private readonly locks: IncidentLocks,
    private readonly replica: WorkingSetReplica,
  ) {}

  /**
   * A write this replica's previous process may have stored without logging (it left the
   * lock): logged again, so other replicas see it, and its hooks run again.
   */
  async relog(id: ObjectId): Promise<void> {
    const doc = await this.incidents.findOne({ _id: id });
    if (doc) {
      await this.replica.publish(doc);
      await this.runStoredHooks(doc, null);
    }
  }

  /** False when a report with the same idempotency scope exists already. */
  async insert(doc: IncidentDoc): Promise<boolean> {
    // Under the new id's lock: a process that dies before logging the report leaves the lock,
    // and its restart logs the report then (prepare()).
    const lock = await this.waitForLock(doc._id);
    try {
      await this.incidents.insertOne(doc);
      await this.replica.publish(doc, { op: 'insert' });
      this.written();
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      throw error;
    } finally {
      await this.locks.release(doc._id, lock);
    }
  }

  /**
   * Reads the incident, lets `decide` turn it into an update (or throw to refuse), and
   * stores that update, all under the incident's lock: concurrent writers take turns, so
   * every decision sees the latest state and no change is lost. Null for an unknown id.
   */
  async update(
    id: ObjectId,
    decide: (current: IncidentDoc) => UpdateFilter<IncidentDoc>,
  ): Promise<IncidentDoc | null> {
    const lock = await this.waitForLock(id);
    try {
      // From the database: under the lock, the decision must see the stored state.
      const current = await this.incidents.findOne({ _id: id });
      if (!current) return null;
      const updated = await this.incidents.findOneAndUpdate({ _id: id }, decide(current), {
        returnDocument: 'after',
      });
      if (updated) {
        await this.replica.publish(updated, { op: 'update', prev: prevOf(current) });
        this.written();
        await this.runStoredHooks(updated, current);
      }
      return updated;
    } finally {
      await this.locks.release(id, lock);
    }
  }

  /**
   * `update` for a volunteer taking a case, not made (AT_LIMIT) while they hold `maxHeld` open
   * cases. Under a lock keyed by the volunteer's id (an ObjectId, so never an incident's):
   * parallel takes by one volunteer count in turn, and none slips past the cap.
   */
  async takeWithin(
    volunteerId: ObjectId,
    maxHeld: number,
    id: ObjectId,
    decide: (current: IncidentDoc) => UpdateFilter<IncidentDoc>,
  ): Promise<IncidentDoc | null | typeof AT_LIMIT> {
    const lock = await this.waitForLock(volunteerId);
    try {
      // From the database: under the lock, the count must see every take stored before.
      const held = await this.incidents.countDocuments(heldOpenFilter(volunteerId.toHexString()));
      if (held >= maxHeld) return AT_LIMIT;
      return await this.update(id, decide);
    } finally {
      await this.locks.release(volunteerId, lock);
    }
  }

  /** Runs `hook` after each stored update (register before prepare()): StoredHook. */
  onStored(hook: StoredHook): void {
    this.storedHooks.push(hook);
  }

  private async runStoredHooks(doc: IncidentDoc, prev: IncidentDoc | null): Promise<void> {
    for (const hook of this.storedHooks) await hook(doc, prev);
  }

  /** Called after each write this replica logged (the live-updates stream looks at once). */
  onWrite(listener: () => void): void {
    this.writeListeners.push(listener);
  }

  private written(): void {
    for (const listener of this.writeListeners) listener();
  }

  /** The lock's token, once this writer holds it. */
  private async waitForLock(id: ObjectId): Promise<string> {
    const giveUpAt = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      const token = await this.locks.tryAcquire(id);
      if (token) return token;
      if (Date.now() > giveUpAt) throw serviceUnavailable('The incident is busy, please retry');
      await setTimeout(LOCK_RETRY_MS * (1 + Math.random()));
    }
  }
}
