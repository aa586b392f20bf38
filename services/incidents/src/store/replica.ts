import { setTimeout } from 'node:timers/promises';
import type { Collection, Logger, ObjectId } from '@rescue/service-kit';
import { CHANGE_RETENTION_MS, ChangeLog, type ChangeDoc } from './change-log';
import type { IncidentDoc } from './incident-doc';
import { WorkingSet } from './working-set';

/** How often an idle replica looks for other replicas' writes (reads look every time). */
const POLL_MS = 1000;
/** How often the documents of cases closed past the retention are dropped. */
const EVICT_EVERY_MS = 10 * 60_000;
/** A replica that has not synced for this long may have missed trimmed changes: it reloads. */
const STALE_AFTER_MS = CHANGE_RETENTION_MS / 2;
const SCAN_BATCH = 2000;
/** Trim the log every this many changes (trimming is the one scan of it). */
const TRIM_EVERY = 100;

export interface WorkingSetStatus {
  state: 'warming' | 'warm' | 'stopped';
  incidents: number;
  residentDocuments: number;
  /** The change this replica has applied. */
  seq: number;
  /** How long the last (re)build took, from the first document read to serving from memory. */
  lastBuildMs: number | null;
  builds: number;
}

/**
 * Keeps this replica's working set (working-set.ts) equal to the database: it reads the
 * collection once at start, then applies its own writes and every other replica's, in the
 * change log's order (change-log.ts).
 *
 * The rule for reads: a read is answered from memory only after this replica has applied
 * every change logged before the read arrived (sync()), so no replica serves a read older
 * than a write that finished anywhere before it; otherwise, and while the set is being
 * built, the read goes to the database, which is always right, only slower.
 */
export class WorkingSetReplica {
  private set: WorkingSet | undefined;
  /** The last change applied (or, while building, skipped: the build re-applies them). */
  private seq = 0;
  private lastSyncAt = 0;
  private stopped = false;
  private builds = 0;
  private lastBuildMs: number | null = null;
  private building: Promise<void> | undefined;
  private rebuildWanted = false;
  /** Changes to `seq` and `set` take turns (a promise chain as a mutex). */
  private turn: Promise<unknown> = Promise.resolve();
  private syncInFlight: Promise<void> | undefined;
  private syncQueued: Promise<void> | undefined;
  private timers: NodeJS.Timeout[] = [];
  /** Incidents written to the database whose change is not logged yet (see publish). */
  private readonly unlogged = new Map<string, ObjectId>();

  constructor(
    private readonly incidents: Collection<IncidentDoc>,
    private readonly log: ChangeLog,
    private readonly options: {
      closedRetentionMs: number;
      logger?: Logger;
      /**
       * False: only the change log is kept (writes logged in order, for the live-updates
       * stream), no working set is built: reads always go to the database (MongoDB).
       */
      workingSet?: boolean;
    },
  ) {}

  private get keepsSet(): boolean {
    return this.options.workingSet !== false;
  }

  /** Starts the first build in the background; reads use the database until it is done. */
  async start(): Promise<void> {
    this.seq = await this.log.head();
    this.lastSyncAt = Date.now();
    if (this.keepsSet) this.rebuild();
    const poll = setInterval(() => {
      void this.logUnlogged()
        .then(() => this.sync())
        .catch(() => undefined);
    }, POLL_MS);
    const evict = setInterval(() => this.set?.evictAged(), EVICT_EVERY_MS);
    for (const timer of [poll, evict]) timer.unref();
    this.timers.push(poll, evict);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
  }

  /** Whether a build has ever finished (reloads since then do not count). */
  hasBeenWarm(): boolean {
    return this.builds > 0;
  }

  status(): WorkingSetStatus {
    return {
      state: this.stopped ? 'stopped' : this.set ? 'warm' : 'warming',
      incidents: this.set?.size ?? 0,
      residentDocuments: this.set?.residentDocuments() ?? 0,
      seq: this.seq,
      lastBuildMs: this.lastBuildMs,
      builds: this.builds,
    };
  }

  /**
   * The working set, with every change logged before this call applied; undefined while it is
   * being built (read the database instead). Concurrent readers share one catch-up, but never
   * one that started before they arrived (it could miss a write they know finished).
   */
  async read(): Promise<WorkingSet | undefined> {
    if (!this.set) return undefined;
    if (Date.now() - this.lastSyncAt > STALE_AFTER_MS) {
      this.options.logger?.warn('working set out of touch with the change log; rebuilding');
      this.rebuild();
      return undefined;
    }
    await this.sync();
    return this.set;
  }

  /**
   * After this replica wrote `doc` to the database: logs it, then applies it here. When the
   * log cannot be written (the database busy or gone), the write's caller fails (503: not
   * acknowledged), and the incident is logged again, as it then is, once a second until that
   * succeeds, so no replica keeps serving what the database no longer holds.
   */
  async publish(doc: IncidentDoc, change: Pick<ChangeDoc, 'op' | 'prev'> = {}): Promise<void> {
    try {
      await this.append(doc, change);
    } catch (error) {
      this.unlogged.set(doc._id.toHexString(), doc._id);
      throw error;
    }
  }

  /** Logs again the incidents whose change could not be logged (see publish). */
  private async logUnlogged(): Promise<void> {
    for (const [hex, id] of this.unlogged) {
      const doc = await this.incidents.findOne({ _id: id });
      if (doc) await this.append(doc);
      this.unlogged.delete(hex);
    }
  }

  private append(doc: IncidentDoc, change: Pick<ChangeDoc, 'op' | 'prev'> = {}): Promise<void> {
    return this.inTurn(async () => {
      for (;;) {
        const at = new Date();
        if (await this.log.tryAppend(this.seq + 1, { kind: 'put', doc, at, ...change })) {
          this.seq += 1;
          this.set?.put(doc);
          break;
        }
        // Another replica logged that number first: take its changes, then the next number.
        await this.catchUp();
      }
      if (this.seq % TRIM_EVERY === 0) {
        this.log.trim(this.seq).catch((error: unknown) => {
          this.options.logger?.warn({ err: error }, 'trimming the change log failed');
        });
      }
    });
  }

  /** One catch-up that starts no earlier than this call; concurrent callers share it. */
  private sync(): Promise<void> {
    if (this.syncQueued) return this.syncQueued;
    if (!this.syncInFlight) return this.startSync();
    const settled = () => undefined;
    this.syncQueued = this.syncInFlight.then(settled, settled).then(() => {
      this.syncQueued = undefined;
      return this.startSync();
    });
    return this.syncQueued;
  }

  private startSync(): Promise<void> {
    const run = this.inTurn(() => this.catchUp()).finally(() => {
      if (this.syncInFlight === run) this.syncInFlight = undefined;
    });
    this.syncInFlight = run;
    return run;
  }

  /** Applies every change after `seq`, in order (call in turn). */
  private async catchUp(): Promise<void> {
    const started = Date.now();
    for (;;) {
      const change = await this.log.get(this.seq + 1);
      if (!change) break;
      this.seq += 1;
      if (change.kind === 'reload') {
        if (this.keepsSet) this.rebuild();
      } else if (change.doc) this.set?.put(change.doc);
    }
    this.lastSyncAt = started;
  }

  /** Drops the set (reads go to the database) and builds a new one in the background. */
  private rebuild(): void {
    this.set = undefined;
    this.rebuildWanted = true;
    if (this.building || this.stopped) return;
    this.building = (async () => {
      // Again while a reload was logged during the build: its data may postdate the scan.
      while (this.rebuildWanted && !this.stopped) {
        this.rebuildWanted = false;
        try {
          await this.build();
        } catch (error) {
          // The database went away mid-scan: reads keep going to it; try again shortly.
          this.options.logger?.warn({ err: error }, 'building the working set failed; retrying');
          this.set = undefined;
          this.rebuildWanted = true;
          await setTimeout(POLL_MS, undefined, { ref: false });
        }
      }
    })().finally(() => {
      this.building = undefined;
    });
  }

  private async build(): Promise<void> {
    const started = performance.now();
    // Changes logged from here on are applied after the scan (a document the scan already
    // read as changed is then simply written again, in order).
    const from = await this.inTurn(async () => this.seq);
    const docs: IncidentDoc[] = [];
    for await (const doc of this.incidents.find({}).batchSize(SCAN_BATCH)) {
      if (this.stopped) return;
      docs.push(doc);
    }
    const fresh = WorkingSet.of(docs, this.options.closedRetentionMs);
    await this.inTurn(async () => {
      this.seq = from;
      this.set = fresh;
      // Counted as it is installed: status() may be asked while the catch-up below waits.
      this.builds += 1;
      this.lastBuildMs = Math.round(performance.now() - started);
      // A reload among these changes drops the set again and asks for another build.
      await this.catchUp();
    });
    if (!this.set) return;
    this.options.logger?.info(
      { incidents: fresh.size, residentDocuments: fresh.residentDocuments(), ms: this.lastBuildMs },
      'working set ready',
    );
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.turn.then(work, work);
    this.turn = run.catch(() => undefined);
    return run;
  }
}
