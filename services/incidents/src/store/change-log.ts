import { isDuplicateKeyError } from '@rescue/service-kit';
import type { Collection, Db } from '@rescue/service-kit';
import type { IncidentDoc } from './incident-doc';

/**
 * One change to incidents, as the replicas' working sets follow it: the incident as it is
 * after the write ("put"), or "reload" when incidents were written behind the service's back
 * (a bulk load, the demo seed) and every replica must read the collection again.
 */
export interface ChangeDoc {
  /** The change's sequence number, zero-padded so that text order is number order. */
  _id: string;
  at: Date;
  kind: 'put' | 'reload';
  doc?: IncidentDoc;
  /** What the write was (the live-updates stream names its events by it); absent: unknown. */
  op?: 'insert' | 'update';
  /** On an update: who could see the incident before it (the stream's incident.removed). */
  prev?: ChangePrev;
}

/** The facts of an incident before a change that decide who may see it (policy.ts). */
export interface ChangePrev {
  status: IncidentDoc['status'];
  reportedBy: string;
  volunteerActivity: { assignedVolunteer: string } | null;
  moderation: { hidden: boolean } | null;
}

export const prevOf = (doc: IncidentDoc): ChangePrev => ({
  status: doc.status,
  reportedBy: doc.reportedBy,
  volunteerActivity: doc.volunteerActivity
    ? { assignedVolunteer: doc.volunteerActivity.assignedVolunteer }
    : null,
  moderation: { hidden: doc.moderation?.hidden === true },
});

const KEY_DIGITS = 15;
/** Changes kept at least this long: a replica that synced within it can always catch up. */
export const CHANGE_RETENTION_MS = 10 * 60_000;
/** ...and at least this many, whatever their age. */
const CHANGE_RETENTION_COUNT = 1000;
export const COLLECTION = 'incidentChanges';

export const changeKey = (seq: number): string => String(seq).padStart(KEY_DIGITS, '0');
/**
 * How recent a known change must be for head() to search by key from it: well inside the
 * retention, so nothing above it is trimmed meanwhile (trim() drops only older changes).
 */
const RECENT_ENOUGH_MS = CHANGE_RETENTION_MS - 2 * 60_000;

/**
 * The incidents' change log: a small, trimmed collection keyed by sequence number.
 *
 * Why it is shaped like this for the embedded database (FerretDB v1): the one query it pushes
 * down to SQLite is equality on a string or ObjectId `_id` (about 1.5 ms here, whatever the
 * collection's size), and the one write it refuses atomically is an insert of a taken `_id`.
 * So a replica asks for "the change after mine" by key, and a writer claims the next number
 * by inserting it: two writers can never both get one number, and numbers have no gaps (a
 * writer tries n + 1 only once it knows n exists). Only trimming scans, and it scans a
 * collection kept to about CHANGE_RETENTION_COUNT entries.
 */
export class ChangeLog {
  private readonly changes: Collection<ChangeDoc>;
  /** The highest number this process knows was logged (head(), know()); 0: none. */
  private known = 0;

  /**
   * `recentSeq`: where to look for a change this process may know of before it logged or read
   * any (the working set snapshot's position at a start); asked once, by the first head().
   */
  constructor(db: Db, recentSeq?: () => Promise<number | undefined>) {
    this.changes = db.collection<ChangeDoc>(COLLECTION);
    this.hinted = recentSeq
      ? () =>
          (this.hint ??= recentSeq().then(
            (seq) => seq !== undefined && this.know(seq),
            () => undefined,
          ))
      : () => Promise.resolve();
  }

  private readonly hinted: () => Promise<unknown>;
  private hint: Promise<unknown> | undefined;

  /**
   * The newest change's number; 0 when there is none. From a change known to be recent (see
   * know()), found by key: a gallop forward and a binary search, some twenty lookups by
   * `_id`, where the query below reads the whole log on the embedded database (1.3 to 2.5 s
   * at a restart under load, asked by the replica, the live feed and the photo check).
   */
  async head(): Promise<number> {
    await this.hinted();
    const known = this.known;
    if (known > 0) {
      const change = await this.get(known);
      // Numbers above a change this recent are not trimmed while the search runs.
      if (change && change.at.getTime() > Date.now() - RECENT_ENOUGH_MS) {
        return this.headAbove(known);
      }
    }
    return this.headByQuery();
  }

  /**
   * A change this process knows was logged (one it logged or read, a snapshot's position):
   * head() starts from it. Only ever moves forward.
   */
  know(seq: number): void {
    if (seq > this.known) this.known = seq;
  }

  /** The newest number from `low`, which exists: numbers have no gaps above it. */
  private async headAbove(low: number): Promise<number> {
    let step = 1;
    while (await this.exists(low + step)) {
      low += step;
      step *= 2;
    }
    let high = low + step; // not logged
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (await this.exists(middle)) low = middle;
      else high = middle;
    }
    this.know(low);
    return low;
  }

  private async exists(seq: number): Promise<boolean> {
    return (
      (await this.changes.findOne({ _id: changeKey(seq) }, { projection: { _id: 1 } })) !== null
    );
  }

  private async headByQuery(): Promise<number> {
    const [last] = await this.changes
      .find({}, { projection: { _id: 1 } })
      .sort({ _id: -1 })
      .limit(1)
      .toArray();
    const head = last ? Number(last._id) : 0;
    this.know(head);
    return head;
  }

  async get(seq: number): Promise<ChangeDoc | null> {
    const change = await this.changes.findOne({ _id: changeKey(seq) });
    if (change) this.know(seq);
    return change;
  }

  /** Changes from `from` up to (not including) `to`, in order: a live stream's replay. */
  range(from: number, to: number): Promise<ChangeDoc[]> {
    return this.changes
      .find({ _id: { $gte: changeKey(from), $lt: changeKey(to) } })
      .sort({ _id: 1 })
      .toArray();
  }

  /** False when another writer took number `seq` first. */
  async tryAppend(seq: number, change: Omit<ChangeDoc, '_id'>): Promise<boolean> {
    try {
      await this.changes.insertOne({ _id: changeKey(seq), ...change });
      this.know(seq);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** Drops changes older than the retention and more than its count behind `seq`. */
  async trim(seq: number, now = Date.now()): Promise<void> {
    await this.changes.deleteMany({
      _id: { $lt: changeKey(seq - CHANGE_RETENTION_COUNT) },
      at: { $lt: new Date(now - CHANGE_RETENTION_MS) },
    });
  }
}

/**
 * Tells every replica that incidents were written behind the service's back (a bulk load, the
 * demo seed): each reads the collection again. Resolves once the change is logged.
 */
export async function announceReload(db: Db): Promise<void> {
  const log = new ChangeLog(db);
  for (let seq = (await log.head()) + 1; ; seq += 1) {
    if (await log.tryAppend(seq, { kind: 'reload', at: new Date() })) return;
  }
}
