import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setImmediate as yieldToEventLoop, setTimeout } from 'node:timers/promises';
import type { Collection, Logger, ObjectId } from '@rescue/service-kit';
import { CHANGE_RETENTION_MS, ChangeLog, type ChangeDoc } from './change-log';
import type { IncidentDoc } from './incident-doc';
import { WorkingSet } from './working-set';
import {
  readSnapshot,
  removeAbandonedWrites,
  writeSnapshot,
  type LoadedSnapshot,
} from './working-set-snapshot';

/** How often an idle replica looks for other replicas' writes (reads look every time). */
const POLL_MS = 1000;
/** How often the documents of cases closed past the retention are dropped. */
const EVICT_EVERY_MS = 10 * 60_000;
/** A replica that has not synced for this long may have missed trimmed changes: it reloads. */
const STALE_AFTER_MS = CHANGE_RETENTION_MS / 2;
/**
 * Documents per batch of the build's scan. One batch of 2000 from the embedded database took
 * over the client's 60 s socket timeout on a machine at a load average of 30, and the failed
 * build began again from the first incident, over and over; a smaller one answers in time.
 */
const SCAN_BATCH = 500;
/** The most changes a catch-up asks for at once (see catchUp). */
const CATCH_UP_AHEAD = 16;
/** Trim the log every this many changes (trimming is the one scan of it). */
const TRIM_EVERY = 100;
/**
 * How often a changed working set is written to its snapshot file. Well inside the change
 * log's retention, so a replica that restarts from the newest snapshot finds every change
 * since it still logged.
 */
export const SNAPSHOT_EVERY_MS = Math.min(5 * 60_000, CHANGE_RETENTION_MS / 2);
/**
 * ...and once this many changes were applied since the newest snapshot: a restart applies the
 * changes logged since its snapshot one by one before it serves (about 2 ms each on a busy
 * embedded database), so their number is bounded too, not only their age. In the whole bench
 * 3,800 had piled up in 5 minutes (the escalation's steps) and took most of a 14 s restart.
 */
export const SNAPSHOT_AFTER_CHANGES = 500;
/**
 * ...but not sooner than this after the last write ended: a write at 100,000 incidents takes
 * about 2 s of CPU, and under a steady stream of writes 500 changes come every few seconds.
 */
export const SNAPSHOT_MIN_GAP_MS = 30_000;

export interface WorkingSetStatus {
  state: 'warming' | 'warm' | 'stopped';
  incidents: number;
  residentDocuments: number;
  /** The change this replica has applied. */
  seq: number;
  /** How long the last (re)build took, from the first document read to serving from memory. */
  lastBuildMs: number | null;
  /** The change the last build's set had applied when it was served (a snapshot since holds it). */
  lastBuildSeq: number | null;
  builds: number;
  /** Where the last build read the incidents: a snapshot file or the database. */
  source: 'snapshot' | 'database' | null;
  /** The longest the event loop waited during the last build (liveness must keep answering). */
  lastBuildMaxEventLoopDelayMs: number | null;
  /** The last build's changes applied after its read (a snapshot's: those logged since), and their time. */
  lastBuildCatchUp: { changes: number; ms: number } | null;
  /** The newest snapshot this replica wrote. */
  snapshot: { seq: number; bytes: number; ms: number; at: string } | null;
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
  /** The time the change numbered `seq` was logged (names the log a snapshot follows). */
  private seqAt: number | null = null;
  private lastSyncAt = 0;
  private stopped = false;
  private builds = 0;
  private lastBuildMs: number | null = null;
  private lastBuildSeq: number | null = null;
  private source: WorkingSetStatus['source'] = null;
  private lastBuildMaxDelayMs: number | null = null;
  private lastBuildCatchUp: WorkingSetStatus['lastBuildCatchUp'] = null;
  private snapshotTried = false;
  /** The snapshot file's read, begun by preload() while the service starts; taken by build. */
  private snapshotRead: { since: number; loaded: Promise<LoadedSnapshot | undefined> } | undefined;
  private snapshotWriting: Promise<void> | undefined;
  private lastSnapshot: WorkingSetStatus['snapshot'] = null;
  /** The change the newest snapshot on disk holds, this replica's or the one it started from. */
  private snapshotSeq = 0;
  /** When the last snapshot write ended (performance.now()), for SNAPSHOT_MIN_GAP_MS. */
  private snapshotEndedAt = -Infinity;
  private building: Promise<void> | undefined;
  private rebuildWanted = false;
  /** Changes to `seq` and `set` take turns (a promise chain as a mutex). */
  private turn: Promise<unknown> = Promise.resolve();
  private syncInFlight: Promise<void> | undefined;
  private syncQueued: Promise<void> | undefined;
  private timers: NodeJS.Timeout[] = [];
  /** Incidents written to the database whose change is not logged yet (see publish). */
  private readonly unlogged = new Map<string, ObjectId>();
  /** Resolves when the first build is served (see warm()). */
  private readonly firstWarm: Promise<void>;
  private markWarm!: () => void;

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
      /**
       * Where the working set is written every snapshotEveryMs while it changes, and read
       * at start (working-set-snapshot.ts); none: every start reads the database.
       */
      snapshotFile?: string;
      snapshotEveryMs?: number;
      snapshotAfterChanges?: number;
      snapshotMinGapMs?: number;
    },
  ) {
    this.firstWarm = new Promise((resolve) => (this.markWarm = resolve));
  }

  private get keepsSet(): boolean {
    return this.options.workingSet !== false;
  }

  /**
   * Begins reading the snapshot file at once, while the service does the rest of its start
   * (indexes, the log's head, its routes): the read is most of a restart's work and needs
   * nothing from the database. The first build takes it (start()).
   */
  preload(): void {
    const file = this.options.snapshotFile;
    if (!this.keepsSet || !file || this.snapshotRead || this.snapshotTried) return;
    const loaded = readSnapshot(file, this.options.closedRetentionMs, () => this.stopped);
    loaded.catch(() => undefined); // answered where the build awaits it
    this.snapshotRead = { since: performance.now(), loaded };
    void removeAbandonedWrites(file).then(
      (removed) =>
        removed.length > 0 &&
        this.options.logger?.info({ removed }, 'removed unfinished working set snapshot writes'),
      (error: unknown) =>
        this.options.logger?.warn({ err: error }, 'could not look for unfinished snapshot writes'),
    );
  }

  /** Starts the first build in the background; reads use the database until it is done. */
  async start(): Promise<void> {
    this.seq = await this.log.head();
    this.seqAt = this.seq > 0 ? ((await this.log.get(this.seq))?.at.getTime() ?? null) : null;
    // Stopped meanwhile (the service's start failed beside this one): no timers to leave.
    if (this.stopped) return;
    this.lastSyncAt = Date.now();
    if (this.keepsSet) this.rebuild();
    const poll = setInterval(() => {
      void this.logUnlogged()
        .then(() => this.sync())
        .then(() => this.snapshotIfBehind())
        .catch(() => undefined);
    }, POLL_MS);
    const evict = setInterval(() => this.set?.evictAged(), EVICT_EVERY_MS);
    const timers = [poll, evict];
    if (this.keepsSet && this.options.snapshotFile) {
      const every = this.options.snapshotEveryMs ?? SNAPSHOT_EVERY_MS;
      timers.push(setInterval(() => void this.writeSnapshot(), every));
    }
    for (const timer of timers) timer.unref();
    this.timers.push(...timers);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
  }

  /**
   * Resolves once the first build serves (at once without a working set): background work
   * that would load the embedded database waits for it, so the build's reads do not queue
   * behind it there.
   */
  warm(): Promise<void> {
    return this.keepsSet ? this.firstWarm : Promise.resolve();
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
      lastBuildSeq: this.lastBuildSeq,
      builds: this.builds,
      source: this.source,
      lastBuildMaxEventLoopDelayMs: this.lastBuildMaxDelayMs,
      lastBuildCatchUp: this.lastBuildCatchUp,
      snapshot: this.lastSnapshot,
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
          this.seqAt = at.getTime();
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

  /** Applies every change after `seq` to `set` (the one served, by default), in order (call in turn). */
  private async catchUp(set = this.set): Promise<void> {
    const started = Date.now();
    // By key: the one query the embedded database answers without a scan (a range of keys
    // read 2,000 changes in 4 to 5 s there, slower than asking for each). One at first (a
    // read's sync mostly finds none), then, while changes keep coming, several at once, up to
    // CATCH_UP_AHEAD: a restart's catch-up of hundreds took 3 ms each one after another.
    for (let ahead = 1; ; ahead = Math.min(ahead * 2, CATCH_UP_AHEAD)) {
      const from = this.seq + 1;
      const changes = await Promise.all(
        Array.from({ length: ahead }, (_, i) => this.log.get(from + i)),
      );
      for (const change of changes) {
        // Numbers have no gaps: a missing one ends it (any after it were logged meanwhile,
        // and are read by the next catch-up, after it).
        if (!change) {
          this.lastSyncAt = started;
          return;
        }
        this.seq += 1;
        this.seqAt = change.at.getTime();
        if (change.kind === 'reload') {
          if (this.keepsSet) this.rebuild();
        } else if (change.doc) set?.put(change.doc);
      }
    }
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
    // The event loop's longest wait during the build, logged: a build that held it would
    // leave /healthz unanswered, and the supervisor kills a process silent for 30 s.
    const delay = monitorEventLoopDelay({ resolution: 20 });
    delay.enable();
    try {
      let installed = false;
      if (!this.snapshotTried && this.options.snapshotFile) {
        this.snapshotTried = true;
        // Timed from the read's start: preload() may have begun it before the build.
        installed = await this.installSnapshot(this.snapshotRead?.since ?? started);
      }
      // (A set from the snapshot is logged as ready below too: a restart's one line about it.)
      if (!installed) await this.buildFromDatabase(started);
    } finally {
      delay.disable();
      this.lastBuildMaxDelayMs = Math.round(delay.max / 1e6);
    }
    if (!this.set) return;
    this.options.logger?.info(
      {
        incidents: this.set.size,
        residentDocuments: this.set.residentDocuments(),
        ms: this.lastBuildMs,
        source: this.source,
        maxEventLoopDelayMs: this.lastBuildMaxDelayMs,
        catchUp: this.lastBuildCatchUp,
      },
      'working set ready',
    );
  }

  private async buildFromDatabase(started: number): Promise<void> {
    // Changes logged from here on are applied after the scan (a document the scan already
    // read as changed is then simply written again, in order).
    const from = await this.inTurn(async () => ({ seq: this.seq, at: this.seqAt }));
    const builder = WorkingSet.builder(this.options.closedRetentionMs);
    let read = 0;
    // Raw: each document stays the BSON the database sent, decoded once for its facts and
    // again only when a read needs it (working-set.ts).
    const scan = this.incidents.find({}, { raw: true }).batchSize(SCAN_BATCH);
    for await (const raw of scan as unknown as AsyncIterable<Uint8Array>) {
      if (this.stopped) return;
      builder.addRaw(raw);
      // A cursor hands out a batch's documents without a turn of the event loop.
      if ((read += 1) % SCAN_BATCH === 0) await yieldToEventLoop();
    }
    const fresh = await builder.finish();
    await this.install(fresh, from, 'database', started);
    // The next start reads this instead of the collection.
    if (this.set) void this.writeSnapshot();
  }

  /** The snapshot file's set, when it checks out against the change log; else false. */
  private async installSnapshot(started: number): Promise<boolean> {
    const file = this.options.snapshotFile!;
    let loaded: LoadedSnapshot | undefined;
    const reading =
      this.snapshotRead?.loaded ??
      readSnapshot(file, this.options.closedRetentionMs, () => this.stopped);
    this.snapshotRead = undefined;
    try {
      loaded = await reading;
    } catch (error) {
      this.options.logger?.warn(
        { err: error, file },
        'working set snapshot unusable; reading the database',
      );
      return false;
    }
    if (!loaded) return false;
    // The change it stopped at must still be in this log, logged at the same time: else it
    // is another database's, or older than the log's retention (changes since are gone).
    const change = loaded.seq > 0 ? await this.log.get(loaded.seq) : null;
    if (!change || change.at.getTime() !== loaded.at) {
      this.options.logger?.warn(
        { file, seq: loaded.seq },
        'working set snapshot does not follow this change log; reading the database',
      );
      return false;
    }
    await this.install(loaded.set, loaded, 'snapshot', started);
    this.snapshotSeq = Math.max(this.snapshotSeq, loaded.seq);
    return this.set !== undefined;
  }

  /** Serves `fresh`, then applies every change logged after `from`. */
  private async install(
    fresh: WorkingSet,
    from: { seq: number; at: number | null },
    source: 'snapshot' | 'database',
    started: number,
  ): Promise<void> {
    await this.inTurn(async () => {
      this.seq = from.seq;
      this.seqAt = from.at;
      // Caught up before it is served: a read never sees the set behind the log (a snapshot's
      // set was served while the changes after it were still being read).
      const catchUpStarted = performance.now();
      await this.catchUp(fresh);
      this.lastBuildCatchUp = {
        changes: this.seq - from.seq,
        ms: Math.round(performance.now() - catchUpStarted),
      };
      // A reload among these changes asked for another build: this set is not served.
      if (this.rebuildWanted) return;
      this.set = fresh;
      this.source = source;
      this.builds += 1;
      this.lastBuildMs = Math.round(performance.now() - started);
      this.lastBuildSeq = this.seq;
      this.markWarm();
    });
  }

  /**
   * Writes the working set and its position to the snapshot file, unless it is unchanged
   * since the last one or a write is under way. In the background: failures are logged.
   */
  private writeSnapshot(): Promise<void> {
    const file = this.options.snapshotFile;
    if (!file || this.snapshotWriting || this.stopped) return Promise.resolve();
    const run = (async () => {
      const taken = await this.inTurn(async () =>
        this.set && this.seq !== this.lastSnapshot?.seq
          ? { entries: this.set.entriesNow(), seq: this.seq, at: this.seqAt }
          : undefined,
      );
      if (!taken) return;
      const started = performance.now();
      const { bytes } = await writeSnapshot(file, taken.entries, taken);
      this.snapshotSeq = taken.seq;
      this.lastSnapshot = {
        seq: taken.seq,
        bytes,
        ms: Math.round(performance.now() - started),
        at: new Date().toISOString(),
      };
      this.options.logger?.info(this.lastSnapshot, 'working set snapshot written');
    })()
      .catch((error: unknown) => {
        this.options.logger?.warn({ err: error, file }, 'writing the working set snapshot failed');
      })
      .finally(() => {
        this.snapshotWriting = undefined;
        this.snapshotEndedAt = performance.now();
      });
    this.snapshotWriting = run;
    return run;
  }

  /**
   * Writes a snapshot when SNAPSHOT_AFTER_CHANGES were applied since the newest one, and the
   * last write ended at least SNAPSHOT_MIN_GAP_MS ago.
   */
  private snapshotIfBehind(): void {
    const after = this.options.snapshotAfterChanges ?? SNAPSHOT_AFTER_CHANGES;
    const gap = this.options.snapshotMinGapMs ?? SNAPSHOT_MIN_GAP_MS;
    if (performance.now() - this.snapshotEndedAt < gap) return;
    if (this.set && this.seq - this.snapshotSeq >= after) void this.writeSnapshot();
  }

  /** Resolves once a snapshot write under way (if any) has ended: tests, and a clean stop. */
  snapshotWritten(): Promise<void> {
    return this.snapshotWriting ?? Promise.resolve();
  }

  /** Writes a snapshot now (tests; the timer does it every snapshotEveryMs otherwise). */
  async snapshotNow(): Promise<void> {
    await this.snapshotWriting;
    await this.writeSnapshot();
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.turn.then(work, work);
    this.turn = run.catch(() => undefined);
    return run;
  }
}
