import { setTimeout as delay } from 'node:timers/promises';
import type { Db, IndexDescription, Logger, ObjectId, UpdateFilter } from '@rescue/service-kit';
import { ChangeLog } from './change-log';
import type { IncidentDoc } from './incident-doc';
import { IncidentLocks } from './incident-locks';
import { IncidentQueries, NEWEST_FIRST } from './incident-queries';
import { CATEGORY, SCORE } from './incident-query';
import { AT_LIMIT, IncidentWrites, type StoredHook } from './incident-writes';
import { migrateLocations } from './location-migration';
import { WorkingSetReplica, type WorkingSetStatus } from './replica';
import { readSnapshotPosition } from './working-set-snapshot';

export { AT_LIMIT, type StoredHook } from './incident-writes';
export type { Page } from './incident-queries';

/** The longest a replica stays unready while it builds its first working set. */
const WARMUP_UNREADY_MAX_MS = 30_000;

const INDEXES: (IndexDescription & { name: string })[] = [
  { key: NEWEST_FIRST, name: 'newest' },
  { key: { status: 1, ...NEWEST_FIRST }, name: 'status_newest' },
  { key: { reportedBy: 1, ...NEWEST_FIRST }, name: 'reporter_newest' },
  {
    key: { 'volunteerActivity.assignedVolunteer': 1, 'volunteerActivity.assignedAt': -1 },
    name: 'volunteer_assigned',
  },
  { key: { city: 1, status: 1, ...NEWEST_FIRST }, name: 'city_status_newest' },
  { key: { city: 1, status: 1, [SCORE]: -1, ...NEWEST_FIRST }, name: 'city_status_severity' },
  { key: { [SCORE]: 1 }, name: 'severity_score' },
  { key: { [CATEGORY]: 1 }, name: 'severity_category' },
  { key: { idempotencyScope: 1 }, name: 'idempotency', unique: true, sparse: true },
  // The operator's hidden queue.
  { key: { 'moderation.hidden': 1, ...NEWEST_FIRST }, name: 'hidden_newest' },
  // The distance queries' bounding box (open cases: the status range, then latitude, then
  // longitude); docs/architecture.md, "Distance queries".
  { key: { status: 1, 'location.lat': 1, 'location.lng': 1 }, name: 'status_lat_lng' },
];

export interface IncidentStoreOptions {
  /**
   * Keep the incidents in memory (working-set.ts) and answer reads from there: for the
   * embedded database, which scans the whole collection for every list and count. Off on
   * MongoDB, whose indexes answer every query.
   */
  workingSet: boolean;
  /** How long a closed incident's whole document stays in memory after its last change. */
  closedRetentionMs: number;
  /** The working set's snapshot file (replica.ts); none: every start reads the collection. */
  snapshotFile?: string;
  /** Names this replica in its lock documents (host:port; informative only). */
  replica: string;
  logger?: Logger;
}

/**
 * The incidents service's one storage adapter: its reads (incident-queries.ts, which it is)
 * and its writes (incident-writes.ts, which it hands on), over one collection, one change log
 * and one working set. This file starts and stops them.
 */
export class IncidentStore extends IncidentQueries {
  private readonly locks: IncidentLocks;
  private readonly writes: IncidentWrites;
  /** The change log every write goes to, on any database (the live-updates stream reads it). */
  readonly changeLog: ChangeLog;
  private readonly startedAt = Date.now();

  constructor(
    private readonly db: Db,
    private readonly options: IncidentStoreOptions,
  ) {
    const incidents = db.collection<IncidentDoc>('incidents');
    // The snapshot's position lets the log's head be found by key at a start (ChangeLog.head).
    const snapshotFile = options.workingSet ? options.snapshotFile : undefined;
    const changeLog = new ChangeLog(
      db,
      snapshotFile ? async () => (await readSnapshotPosition(snapshotFile))?.seq : undefined,
    );
    // The change log is kept on every database (docs/architecture.md, "The working set"): without
    // the working set it only orders the writes, for the live-updates stream. The replica
    // follows it, and holds the working set only when options.workingSet.
    const replica = new WorkingSetReplica(incidents, changeLog, {
      closedRetentionMs: options.closedRetentionMs,
      logger: options.logger,
      workingSet: options.workingSet,
      snapshotFile: options.snapshotFile,
    });
    super(incidents, replica, options.workingSet);
    this.changeLog = changeLog;
    this.locks = new IncidentLocks(db, options.replica);
    this.writes = new IncidentWrites(incidents, this.locks, replica, { logger: options.logger });
  }

  /**
   * At start: indexes, and the working set's build begins beside them (it needs only the
   * change log's head: the snapshot is read meanwhile, most of a restart's work); then the
   * recovery of write locks whose lease ran out (any replica's, incident-writes.ts) begins in
   * the background: their incidents are logged again, so other replicas see them, and their
   * email queued. Nothing waits for it: a writer that meets a lapsed lock repairs it itself.
   */
  async prepare(): Promise<void> {
    this.replica.preload();
    await Promise.all([
      this.replica.start(),
      (async () => {
        await this.ensureIndexes();
        await migrateLocations(this.db, this.incidents, this.options.logger);
      })(),
    ]);
    void this.writes.startRecovery().then((staleLocksCleared) => {
      if (staleLocksCleared > 0)
        this.options.logger?.warn(
          { staleLocksCleared },
          'cleared the write locks a previous process left',
        );
    });
  }

  /**
   * Resolves once the first working set serves (at once without one), or after
   * WARMUP_UNREADY_MAX_MS: background work waits for it (the photo check, older photos'
   * names), so that on the embedded database the build's reads never queue behind it.
   */
  warm(): Promise<void> {
    const waited = Math.max(0, WARMUP_UNREADY_MAX_MS - (Date.now() - this.startedAt));
    return Promise.race([this.replica.warm(), delay(waited, undefined, { ref: false })]);
  }

  /** Stops following the change log (tests that start many apps in one process). */
  close(): void {
    this.writes.stopRecovery();
    this.replica.stop();
  }

  /** The working set's state, for /internal/incidents/working-set and the benchmark. */
  workingSetStatus(): WorkingSetStatus | { state: 'off' } {
    return this.options.workingSet ? this.replica.status() : { state: 'off' };
  }

  /**
   * While the first working set is being built, for at most WARMUP_UNREADY_MAX_MS: a replica
   * restarted beside others then takes no reads until it answers them from memory (at
   * 100,000 incidents a read from the embedded database takes seconds). Past that, or after
   * a reload, reads go to the database meanwhile.
   */
  notReadyBecause(): string | undefined {
    if (!this.options.workingSet || this.replica.hasBeenWarm()) return undefined;
    if (Date.now() - this.startedAt > WARMUP_UNREADY_MAX_MS) return undefined;
    return 'Loading incidents into memory';
  }

  async ensureIndexes(): Promise<void> {
    // Only those missing (a restart finds them all): asked one at a time, since FerretDB v1
    // drops the connection when one createIndexes command names several that already exist.
    const existing = await this.incidents
      .listIndexes()
      .toArray()
      .catch(() => []); // no collection yet: every index is missing
    const names = new Set(existing.map((index) => index.name as string));
    for (const index of INDEXES) {
      if (!names.has(index.name)) await this.incidents.createIndex(index.key, index);
    }
  }

  // The writes (incident-writes.ts).

  /** Runs `hook` after each stored update (register before prepare()): StoredHook. */
  onStored(hook: StoredHook): void {
    this.writes.onStored(hook);
  }

  /** Called after each write this replica logged (the live-updates stream looks at once). */
  onWrite(listener: () => void): void {
    this.writes.onWrite(listener);
  }

  /**
   * The report stored under `scope`, once settled (IncidentWrites.settle): its write logged,
   * so a replay's answer is one every replica agrees with.
   */
  override async findByIdempotencyScope(scope: string): Promise<IncidentDoc | null> {
    const found = await super.findByIdempotencyScope(scope);
    if (found) await this.writes.settle(found._id);
    return found;
  }

  /** False when a report with the same idempotency scope exists already. */
  insert(doc: IncidentDoc): Promise<boolean> {
    return this.writes.insert(doc);
  }

  /** IncidentWrites.update: `decide` under the incident's lock. Null for an unknown id. */
  update(
    id: ObjectId,
    decide: (current: IncidentDoc) => UpdateFilter<IncidentDoc>,
  ): Promise<IncidentDoc | null> {
    return this.writes.update(id, decide);
  }

  /** IncidentWrites.takeWithin: AT_LIMIT while the volunteer holds `maxHeld` open cases. */
  takeWithin(
    volunteerId: ObjectId,
    maxHeld: number,
    id: ObjectId,
    decide: (current: IncidentDoc) => UpdateFilter<IncidentDoc>,
  ): Promise<IncidentDoc | null | typeof AT_LIMIT> {
    return this.writes.takeWithin(volunteerId, maxHeld, id, decide);
  }
}
