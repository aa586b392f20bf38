// Every write the incidents service makes to its incidents (reads: incident-queries.ts), each
// under the incident's lock, to the database first and then to the change log that keeps
// every replica's working set in step.
import { setTimeout } from 'node:timers/promises';
import {
  serviceUnavailable,
  type Collection,
  type Logger,
  type ObjectId,
  type UpdateFilter,
  isDuplicateKeyError,
} from '@rescue/service-kit';
import { prevOf } from './change-log';
import type { IncidentDoc } from './incident-doc';
import { LOCK_LEASE_MS, type IncidentLocks, type Lease } from './incident-locks';
import { heldOpenFilter } from './incident-query';
import type { WorkingSetReplica } from './replica';

/** How long a writer waits for a busy incident before giving up (503): past a lease, so a
 *  lock left by a dead process never makes a writer give up. */
const LOCK_WAIT_MS = 5_000;
const LOCK_RETRY_MS = 5;
/** Locks whose lease ran out are looked for this often, by every replica (recoverExpired). */
const RECOVER_EVERY_MS = LOCK_LEASE_MS;
const RECOVER_BATCH = 100;
const BUSY_MESSAGE = 'The incident is busy, please retry';

/** takeWithin's answer when the volunteer already holds their cap of open cases. */
export const AT_LIMIT = Symbol('at the cap on open cases');

/**
 * Work that must follow a stored update, done under the incident's lock after the change is
 * logged (the reporter's email is queued so). A hook that throws leaves the lock to lapse,
 * as a process that dies does: whichever replica takes it next runs the hook again on the
 * incident as stored (prev null). It never fails the write, which is stored and logged.
 */
export type StoredHook = (doc: IncidentDoc, prev: IncidentDoc | null) => Promise<void>;

/**
 * The incident as stored, with its fence: the number of the last lease that claimed it. A
 * writer claims the incident by raising the fence as it reads it, and its write matches only
 * while the fence is still its own: a writer whose lease ran out and was taken by another
 * (who raised the fence) can no longer write. The field is never shown (incident-view.ts).
 */
type FencedDoc = IncidentDoc & { fence?: number };

export interface IncidentWritesOptions {
  logger?: Logger;
  /** Tests only: awaited between claiming the incident and writing it (a stalled writer). */
  beforeWrite?: (id: ObjectId) => Promise<void>;
}

export class IncidentWrites {
  private readonly writeListeners: (() => void)[] = [];
  private readonly storedHooks: StoredHook[] = [];
  private readonly fenced: Collection<FencedDoc>;
  private recoverTimer: NodeJS.Timeout | undefined;
  private recovering: Promise<number> | undefined;
  private recoveryStopped = false;

  constructor(
    private readonly incidents: Collection<IncidentDoc>,
    private readonly locks: IncidentLocks,
    private readonly replica: WorkingSetReplica,
    private readonly options: IncidentWritesOptions = {},
  ) {
    this.fenced = incidents as unknown as Collection<FencedDoc>;
  }

  /**
   * Every RECOVER_EVERY_MS, and once now: finishes the work under locks whose lease ran out
   * (recoverExpired). Resolves with how many the first look found.
   */
  startRecovery(): Promise<number> {
    // Stopped before it began (the service's start failed beside the store's): nothing to run.
    if (this.recoveryStopped) return Promise.resolve(0);
    this.recoverTimer = setInterval(() => void this.recoverExpired(), RECOVER_EVERY_MS);
    this.recoverTimer.unref();
    return this.recoverExpired();
  }

  stopRecovery(): void {
    this.recoveryStopped = true;
    clearInterval(this.recoverTimer);
  }

  /**
   * Takes each lock whose lease ran out and finishes what its holder may have left (repair):
   * a replica that died between its write and its change-log entry or email leaves exactly
   * such a lock, and any replica, not only its own restart, picks it up. Never throws.
   */
  recoverExpired(): Promise<number> {
    this.recovering ??= (async () => {
      let recovered = 0;
      try {
        for (const id of await this.locks.expired(RECOVER_BATCH)) {
          const lease = await this.locks.tryAcquire(id);
          // Taken by a writer meanwhile (which repairs it itself), or not expired after all.
          if (!lease) continue;
          // Not finished (a hook failed, or an error): the lock lapses again for the next look.
          if (lease.tookOver && !(await this.repair(lease))) continue;
          if (lease.tookOver) recovered += 1;
          await this.locks.release(lease);
        }
      } catch (error) {
        // The database away: the locks stay, and the next look takes them.
        this.options.logger?.warn({ err: error }, 'recovering expired write locks failed');
      }
      if (recovered > 0) this.options.logger?.warn({ recovered }, 'recovered expired write locks');
      return recovered;
    })().finally(() => {
      this.recovering = undefined;
    });
    return this.recovering;
  }

  /**
   * Under a lease that took over an expired one: the incident as stored is logged again (the
   * previous holder may have written it without logging), so every replica sees it, and its
   * hooks run again (its email may not have been queued). Both are idempotent.
   */
  private async repair(lease: Lease): Promise<boolean> {
    const doc = await this.incidents.findOne({ _id: lease.id });
    if (doc) {
      await this.replica.publish(doc);
      this.written();
      if (!(await this.runStoredHooks(doc, null))) return false;
    }
    await this.locks.repaired(lease);
    return true;
  }

  /**
   * Returns once no writer is part-way through the incident: waits for a live holder of its
   * lock, or takes over a lapsed one and finishes its work (repair), so the incident as stored
   * is logged. A replay of a report answers only then: a writer that died between storing the
   * report and logging it would otherwise have it acknowledged while replicas answering from
   * their working set still say it does not exist.
   */
  async settle(id: ObjectId): Promise<void> {
    const lease = await this.waitForLock(id);
    let unfinished = lease.tookOver;
    try {
      if (lease.tookOver) unfinished = !(await this.repair(lease));
    } finally {
      if (!unfinished) await this.locks.release(lease);
    }
  }

  /** False when a report with the same idempotency scope exists already. */
  async insert(doc: IncidentDoc): Promise<boolean> {
    // Under the new id's lock: a process that dies before logging the report leaves the lock,
    // and whichever replica takes it once its lease ran out logs the report then.
    const lease = await this.waitForLock(doc._id);
    let unfinished = false;
    try {
      // An insert needs no fence: a second insert of the id is refused by the database.
      unfinished = true;
      await this.incidents.insertOne(doc);
      await this.replica.publish(doc, { op: 'insert' });
      this.written();
      await this.relogIfLost(lease);
      unfinished = false;
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) {
        unfinished = false;
        return false;
      }
      throw error;
    } finally {
      if (!unfinished) await this.locks.release(lease);
    }
  }

  /**
   * Reads the incident, lets `decide` turn it into an update (or throw to refuse), and
   * stores that update, all under the incident's lock: concurrent writers take turns, so
   * every decision sees the latest state and no change is lost. Null for an unknown id.
   * A 503 when the lease ran out before the write and another writer claimed the incident.
   */
  async update(
    id: ObjectId,
    decide: (current: IncidentDoc) => UpdateFilter<IncidentDoc>,
  ): Promise<IncidentDoc | null> {
    const lease = await this.waitForLock(id);
    // Set from the write until its change is logged and its hooks ran: an error or a death
    // in between leaves the lock to lapse, and whoever takes it finishes the work (repair).
    let unfinished = lease.tookOver;
    try {
      if (lease.tookOver) unfinished = !(await this.repair(lease));
      // From the database, claiming it: under the lock, the decision must see the stored state.
      const current = await this.fenced.findOneAndUpdate(
        { _id: id },
        { $inc: { fence: 1 } },
        { returnDocument: 'after' },
      );
      if (!current) return null;
      await this.options.beforeWrite?.(id);
      const update = decide(current);
      // A repair left unfinished stays so: the lock must lapse for it to be done again.
      const repairPending = unfinished;
      unfinished = true;
      // Matches only while no later lease claimed the incident.
      const updated = await this.fenced.findOneAndUpdate(
        { _id: id, fence: current.fence },
        update as UpdateFilter<FencedDoc>,
        { returnDocument: 'after' },
      );
      if (!updated) {
        unfinished = repairPending;
        this.options.logger?.warn({ incidentId: id }, 'write refused: its lease was taken');
        throw serviceUnavailable(BUSY_MESSAGE);
      }
      await this.replica.publish(updated, { op: 'update', prev: prevOf(current) });
      this.written();
      await this.relogIfLost(lease);
      unfinished = !(await this.runStoredHooks(updated, current)) || repairPending;
      return updated;
    } finally {
      if (!unfinished) await this.locks.release(lease);
    }
  }

  /**
   * After a write was logged: if the lease ran out meanwhile, a later holder may have logged
   * its own write of the incident before this one's entry, which is then the log's last word
   * though older. The incident as stored is logged once more, so the log ends on it.
   */
  private async relogIfLost(lease: Lease): Promise<void> {
    if (await this.locks.held(lease)) return;
    const doc = await this.incidents.findOne({ _id: lease.id });
    if (doc) await this.replica.publish(doc);
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
    const lease = await this.waitForLock(volunteerId);
    try {
      // From the database: under the lock, the count must see every take stored before.
      const held = await this.incidents.countDocuments(heldOpenFilter(volunteerId.toHexString()));
      if (held >= maxHeld) return AT_LIMIT;
      return await this.update(id, decide);
    } finally {
      await this.locks.release(lease);
    }
  }

  /** Runs `hook` after each stored update (register before prepare()): StoredHook. */
  onStored(hook: StoredHook): void {
    this.storedHooks.push(hook);
  }

  /** False when a hook failed (it is run again once the lock lapses). */
  private async runStoredHooks(doc: IncidentDoc, prev: IncidentDoc | null): Promise<boolean> {
    try {
      for (const hook of this.storedHooks) await hook(doc, prev);
      return true;
    } catch (error) {
      this.options.logger?.warn(
        { err: error, incidentId: doc._id },
        'work after a write failed; it is redone once its lock lapses',
      );
      return false;
    }
  }

  /** Called after each write this replica logged (the live-updates stream looks at once). */
  onWrite(listener: () => void): void {
    this.writeListeners.push(listener);
  }

  private written(): void {
    for (const listener of this.writeListeners) listener();
  }

  /** The lease, once this writer holds the lock. */
  private async waitForLock(id: ObjectId): Promise<Lease> {
    const giveUpAt = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      const lease = await this.locks.tryAcquire(id);
      if (lease) return lease;
      if (Date.now() > giveUpAt) throw serviceUnavailable(BUSY_MESSAGE);
      await setTimeout(LOCK_RETRY_MS * (1 + Math.random()));
    }
  }
}
