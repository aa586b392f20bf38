import { setTimeout } from 'node:timers/promises';
import {
  conflict,
  serviceUnavailable,
  type Collection,
  type Db,
  type IndexDescription,
  type Logger,
  type ObjectId,
  type UpdateFilter,
} from '@rescue/service-kit';
import { boundingBox, type AnalyticsResponse, type LngLat } from '@rescue/contracts';
import {
  computeAnalytics,
  impactThisMonth,
  monthStartMs,
  windowSpan,
  type AnalyticsWindow,
} from '../domain/analytics';
import { ANALYTIC_PROJECTION, analyticFactsOf } from '../domain/analytics-facts';
import { tooManyCasesMessage } from '../domain/case-rules';
import { nearestPage, type NearestPage, type NearestPosition } from '../domain/nearest';
import { pageOf } from '../domain/page-cursor';
import { afterPosition, type PagePosition } from '../domain/paging';
import { ChangeLog, prevOf } from './change-log';
import type { IncidentDoc } from './incident-doc';
import { IncidentLocks } from './incident-locks';
import { migrateLocations } from './location-migration';
import {
  AVAILABLE_ORDER,
  CATEGORY,
  SCORE,
  STATS_FILTERS,
  VISIBLE,
  assignedToFilter,
  availableFilter,
  heldOpenFilter,
  availableMatcher,
  boxFilter,
  inBox,
  openExactSinceFilter,
  openExactSinceMatches,
  listFilter,
  moderationFilter,
  openInCityFilter,
  tiesFilters,
  type AvailableQuery,
  type ListQuery,
  type ModerationView,
} from './incident-query';
import { WorkingSetReplica, type WorkingSetStatus } from './replica';
import type { Entry, WorkingSet } from './working-set';

export interface Page {
  items: IncidentDoc[];
  /** Where the next page starts; absent on the last page. */
  next?: PagePosition;
}

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
const DUPLICATE_KEY = 11000;
/** How long a writer waits for a busy incident before giving up (503): past a lease, so a
 *  lock left by a dead process never makes a writer give up. */
const LOCK_WAIT_MS = 5_000;
const LOCK_RETRY_MS = 5;
const EXPORT_BATCH = 500;
/** Documents of long-closed incidents read at once by id (an export of old cases). */
const COLD_READS_AT_ONCE = 16;
/** The longest a replica stays unready while it builds its first working set. */
const WARMUP_UNREADY_MAX_MS = 30_000;
/** Answers kept per working-set version (pages, counts, lists). */
const MEMO_ENTRIES = 500;

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
  // longitude); README, "Where the animal is".
  { key: { status: 1, 'location.lat': 1, 'location.lng': 1 }, name: 'status_lat_lng' },
];

/**
 * Work that must follow a stored update, done under the incident's lock after the change is
 * logged (the reporter's email is queued so): a process that dies before it leaves the lock,
 * and its restart runs the hook again on the incident as stored (prev null). It never fails
 * the write: a hook catches its own errors.
 */
export type StoredHook = (doc: IncidentDoc, prev: IncidentDoc | null) => Promise<void>;

export interface IncidentStoreOptions {
  /**
   * Keep the incidents in memory (working-set.ts) and answer reads from there: for the
   * embedded database, which scans the whole collection for every list and count. Off on
   * MongoDB, whose indexes answer every query.
   */
  workingSet: boolean;
  /** How long a closed incident's whole document stays in memory after its last change. */
  closedRetentionMs: number;
  /** Names this replica across restarts (host:port): it owns its locks. */
  replica: string;
  logger?: Logger;
}

/**
 * The incidents service's one storage adapter: every query it makes on incidents and every
 * write. On MongoDB each read is a query with an index behind it. On the embedded database
 * (options.workingSet) reads are answered from the working set in memory once it is built and
 * caught up (replica.ts), and from the database until then; writes always go to the database
 * first, then to the change log that keeps every replica's working set in step.
 */
export class IncidentStore {
  private readonly incidents: Collection<IncidentDoc>;
  private readonly locks: IncidentLocks;
  /** Follows the change log; holds the working set only when options.workingSet. */
  private readonly replica: WorkingSetReplica;
  /** The change log every write goes to, on any database (the live-updates stream reads it). */
  readonly changeLog: ChangeLog;
  private readonly writeListeners: (() => void)[] = [];
  private readonly storedHooks: StoredHook[] = [];
  private memo = new Map<string, Promise<unknown>>();
  private readonly startedAt = Date.now();
  private memoOf: { set: WorkingSet; version: number } | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: IncidentStoreOptions,
  ) {
    this.incidents = db.collection<IncidentDoc>('incidents');
    this.locks = new IncidentLocks(db, options.replica);
    this.changeLog = new ChangeLog(db);
    // The change log is kept on every database (README, "The embedded database"): without
    // the working set it only orders the writes, for the live-updates stream.
    this.replica = new WorkingSetReplica(this.incidents, this.changeLog, {
      closedRetentionMs: options.closedRetentionMs,
      logger: options.logger,
      workingSet: options.workingSet,
    });
  }

  /**
   * At start: indexes; the write locks this replica's previous process left behind (the
   * incidents it may have written without logging are logged again, so other replicas see
   * them); then the working set starts building in the background.
   */
  async prepare(): Promise<{ staleLocksCleared: number }> {
    await this.ensureIndexes();
    await migrateLocations(this.db, this.incidents, this.options.logger);
    const stale = await this.locks.clearOwn();
    await this.replica.start();
    for (const id of stale) {
      const doc = await this.incidents.findOne({ _id: id });
      if (doc) {
        await this.replica.publish(doc);
        await this.runStoredHooks(doc, null);
      }
    }
    return { staleLocksCleared: stale.length };
  }

  /** Stops following the change log (tests that start many apps in one process). */
  close(): void {
    this.replica.stop();
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
    // One at a time: FerretDB v1 drops the connection when one createIndexes command names
    // several indexes that already exist (every restart).
    for (const index of INDEXES) await this.incidents.createIndex(index.key, index);
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

  async findById(id: ObjectId): Promise<IncidentDoc | null> {
    const set = await this.workingSet();
    if (!set) return this.incidents.findOne({ _id: id });
    const entry = set.get(id.toHexString());
    return entry ? this.documentOf(entry) : null;
  }

  findByIdempotencyScope(scope: string): Promise<IncidentDoc | null> {
    return this.incidents.findOne({ idempotencyScope: scope });
  }

  /**
   * The incident carrying a photo stored before photos named their incident: a scan, but only
   * for those older photos (PhotoStore keeps the id on every photo saved since).
   */
  findByPhoto(name: string): Promise<IncidentDoc | null> {
    return this.incidents.findOne(
      { $or: [{ 'animalInfo.photo': name }, { 'history.photo': name }] },
      { projection: { reportedBy: 1, moderation: 1, status: 1, volunteerActivity: 1 } },
    );
  }

  /** One page, newest first, continuing after `after` when given. */
  async page(query: ListQuery, limit: number, after?: PagePosition): Promise<Page> {
    const set = await this.workingSet();
    if (!set) return this.pageFromDatabase(query, limit, after);
    return this.remember(set, ['page', query, limit, after], async () => {
      const found = await this.documentsOf(set.page(query, limit, after));
      return pageOf(found, limit, (doc) => doc._id.toHexString());
    });
  }

  private async pageFromDatabase(
    query: ListQuery,
    limit: number,
    after?: PagePosition,
  ): Promise<Page> {
    const filter = listFilter(query);
    const found = await this.incidents
      .find(after ? { ...filter, ...afterPosition(after) } : filter)
      .sort(NEWEST_FIRST)
      .limit(limit + 1)
      .toArray();
    return pageOf(found, limit, (doc) => doc._id.toHexString());
  }

  /** Newest first, at most `limit`, read in batches as the caller iterates (an export streams it). */
  async *newest(query: ListQuery, limit: number): AsyncIterable<IncidentDoc> {
    const set = await this.workingSet();
    if (!set) {
      yield* this.incidents
        .find(listFilter(query))
        .sort(NEWEST_FIRST)
        .limit(limit)
        .batchSize(EXPORT_BATCH);
      return;
    }
    const entries = set.page(query, limit).slice(0, limit);
    for (let i = 0; i < entries.length; i += EXPORT_BATCH) {
      yield* await this.documentsOf(entries.slice(i, i + EXPORT_BATCH));
    }
  }

  async count(query: ListQuery): Promise<number> {
    const set = await this.workingSet();
    if (!set) return this.incidents.countDocuments(listFilter(query));
    return this.remember(set, ['count', query], () => set.count(query));
  }

  async ngoStats() {
    const set = await this.workingSet();
    if (set) {
      const { total, critical, pending, resolved } = await this.remember(set, ['stats'], () =>
        set.stats(),
      );
      return { total, critical, pending, resolved };
    }
    const [total, critical, pending, resolved] = await Promise.all([
      this.incidents.countDocuments(STATS_FILTERS.total),
      this.incidents.countDocuments(STATS_FILTERS.critical),
      this.incidents.countDocuments(STATS_FILTERS.pending),
      this.incidents.countDocuments(STATS_FILTERS.resolved),
    ]);
    return { total, critical, pending, resolved };
  }

  async impact() {
    const now = Date.now();
    const set = await this.workingSet();
    if (set) {
      const stats = await this.remember(set, ['stats'], () => set.stats());
      const month = await this.remember(set, ['impactThisMonth', Math.floor(now / 60_000)], () =>
        impactThisMonth(set.analytics(), now),
      );
      return {
        totalReports: stats.total,
        rescued: stats.resolved,
        inProgress: stats.inProgress,
        citiesCovered: stats.cities,
        ...month,
      };
    }
    const since = new Date(monthStartMs(now));
    const [totalReports, rescued, inProgress, cities, resolvedLately, reportedLately] =
      await Promise.all([
        this.incidents.countDocuments(STATS_FILTERS.total),
        this.incidents.countDocuments(STATS_FILTERS.resolved),
        this.incidents.countDocuments(STATS_FILTERS.inProgress),
        this.incidents.distinct('city', VISIBLE),
        // Resolved this month: changed this month, at the latest when it was resolved.
        this.incidents
          .find(
            { ...STATS_FILTERS.resolved, updatedAt: { $gte: since } },
            { projection: ANALYTIC_PROJECTION },
          )
          .toArray(),
        this.incidents
          .find({ ...VISIBLE, createdAt: { $gte: since } }, { projection: ANALYTIC_PROJECTION })
          .toArray(),
      ]);
    const docs = new Map(
      [...resolvedLately, ...reportedLately].map((d) => [d._id.toHexString(), d]),
    );
    const month = impactThisMonth([...docs.values()].map(analyticFactsOf), now);
    return { totalReports, rescued, inProgress, citiesCovered: cities.length, ...month };
  }

  /**
   * GET /api/ngo/analytics's figures over the reports the window holds (domain/analytics.ts):
   * from the working set's analytic facts, or from the documents a query returns; the same
   * computation either way.
   */
  async analytics(window: AnalyticsWindow, now = Date.now()): Promise<AnalyticsResponse> {
    const { startMs, endMs } = windowSpan(window);
    const set = await this.workingSet();
    if (set) {
      // Kept while nothing changes, for a minute at most (unanswered critical cases age).
      return this.remember(set, ['analytics', window, Math.floor(now / 60_000)], () =>
        computeAnalytics(window, set.analyticsBetween(startMs, endMs), now),
      );
    }
    const docs = await this.incidents
      .find(
        {
          ...VISIBLE,
          createdAt: { $gte: new Date(startMs), $lt: new Date(endMs) },
          city: { $in: window.cities },
        },
        { projection: ANALYTIC_PROJECTION },
      )
      .toArray();
    return computeAnalytics(window, docs.map(analyticFactsOf), now);
  }

  /** The newest open incidents of a city, for a distance check done in code. */
  async openInCity(city: string, limit: number): Promise<IncidentDoc[]> {
    const set = await this.workingSet();
    if (set)
      return this.remember(set, ['openInCity', city, limit], () => set.openInCity(city, limit));
    return this.incidents.find(openInCityFilter(city)).sort(NEWEST_FIRST).limit(limit).toArray();
  }

  /** Not resolved and not taken, in one city: highest score first, then newest. */
  async availableInCity(
    city: string,
    query: AvailableQuery,
    limit: number,
  ): Promise<IncidentDoc[]> {
    const set = await this.workingSet();
    if (set) {
      return this.remember(set, ['available', city, query, limit], () =>
        set.available(availableMatcher(city, query), limit),
      );
    }
    return this.incidents
      .find(availableFilter(city, query))
      .sort(AVAILABLE_ORDER)
      .limit(limit)
      .toArray();
  }

  /**
   * Not resolved and not taken, in every city, nearest `point` first (then by id), a page at a
   * time after `after`: domain/nearest.ts, over the working set or a bounding-box query.
   */
  async availableNear(
    point: LngLat,
    query: AvailableQuery,
    limit: number,
    after?: NearestPosition,
  ): Promise<NearestPage<IncidentDoc>> {
    const set = await this.workingSet();
    if (set) {
      const matches = availableMatcher(null, query);
      return this.remember(set, ['availableNear', point, query, limit, after], () =>
        nearestPage(
          point,
          limit,
          (box) => set.openMatching((facts, doc) => matches(facts, doc) && inBox(box, doc)),
          after,
        ),
      );
    }
    return nearestPage(
      point,
      limit,
      (box) =>
        this.incidents.find({ ...availableFilter(null, query), ...boxFilter(box) }).toArray(),
      after,
    );
  }

  /** Open reports with an exact location within `km` of `point` (and a little more), made since `since`. */
  async openExactNear(point: LngLat, km: number, since: Date): Promise<IncidentDoc[]> {
    const box = boundingBox(point, km);
    const set = await this.workingSet();
    if (set) {
      return this.remember(set, ['openExactNear', point, km, since], () =>
        set.openMatching((facts, doc) => openExactSinceMatches(since, box, facts, doc)),
      );
    }
    return this.incidents.find(openExactSinceFilter(since, box)).toArray();
  }

  /** A volunteer's cases, most recently assigned first. */
  async assignedTo(volunteerId: string, limit: number): Promise<IncidentDoc[]> {
    const set = await this.workingSet();
    if (set) {
      return this.remember(set, ['assignedTo', volunteerId, limit], () =>
        this.documentsOf(set.assignedTo(volunteerId, limit)),
      );
    }
    return this.incidents
      .find(assignedToFilter(volunteerId))
      .sort({ 'volunteerActivity.assignedAt': -1, _id: -1 })
      .limit(limit)
      .toArray();
  }

  /** The operator's queue, newest first: every report, the flagged ones, or the hidden ones. */
  async moderationQueue(view: ModerationView, limit: number): Promise<IncidentDoc[]> {
    const set = await this.workingSet();
    if (set) return this.documentsOf(set.moderationQueue(view, limit));
    return this.incidents.find(moderationFilter(view)).sort(NEWEST_FIRST).limit(limit).toArray();
  }

  /**
   * Whether the person reported an incident, and whether they hold an open one now: what ties
   * them to an incident for the contact-details rule. A hidden report ties nobody: nobody but
   * the operator and its reporter sees it.
   */
  async ties(userId: string): Promise<{ reporter: boolean; holder: boolean }> {
    const set = await this.workingSet();
    if (set) return this.remember(set, ['ties', userId], () => set.ties(userId));
    const filters = tiesFilters(userId);
    const [reported, held] = await Promise.all([
      this.incidents.findOne(filters.reporter, { projection: { _id: 1 } }),
      this.incidents.findOne(filters.holder, { projection: { _id: 1 } }),
    ]);
    return { reporter: reported !== null, holder: held !== null };
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
   * `update` for a volunteer taking a case, refused (409) while they hold `maxHeld` open
   * cases. Under a lock keyed by the volunteer's id (an ObjectId, so never an incident's):
   * parallel takes by one volunteer count in turn, and none slips past the cap.
   */
  async takeWithin(
    volunteerId: ObjectId,
    maxHeld: number,
    id: ObjectId,
    decide: (current: IncidentDoc) => UpdateFilter<IncidentDoc>,
  ): Promise<IncidentDoc | null> {
    const lock = await this.waitForLock(volunteerId);
    try {
      // From the database: under the lock, the count must see every take stored before.
      const held = await this.incidents.countDocuments(heldOpenFilter(volunteerId.toHexString()));
      if (held >= maxHeld) throw conflict(tooManyCasesMessage(maxHeld));
      return await this.update(id, decide);
    } finally {
      await this.locks.release(volunteerId, lock);
    }
  }

  /** The working set to answer from, caught up; undefined: ask the database. */
  private async workingSet(): Promise<WorkingSet | undefined> {
    return this.options.workingSet ? this.replica.read() : undefined;
  }

  /**
   * `compute`'s answer, kept while the working set stays at this version: a page asked for
   * again is the same array, whose JSON incident-view.ts keeps beside it.
   */
  private remember<T>(set: WorkingSet, key: unknown[], compute: () => T | Promise<T>): Promise<T> {
    if (this.memoOf?.set !== set || this.memoOf.version !== set.version) {
      this.memo = new Map();
      this.memoOf = { set, version: set.version };
    }
    const name = JSON.stringify(key);
    let answer = this.memo.get(name) as Promise<T> | undefined;
    if (!answer) {
      answer = Promise.resolve().then(compute);
      if (this.memo.size >= MEMO_ENTRIES) this.memo.clear();
      this.memo.set(name, answer);
      answer.catch(() => this.memo.delete(name));
    }
    return answer;
  }

  /** An entry's document: in memory, or by id from the database once it left the working set. */
  private async documentOf(entry: Entry): Promise<IncidentDoc | null> {
    return entry.doc ?? this.incidents.findOne({ _id: entry.id });
  }

  private async documentsOf(entries: readonly Entry[]): Promise<IncidentDoc[]> {
    const docs: IncidentDoc[] = [];
    for (let i = 0; i < entries.length; i += COLD_READS_AT_ONCE) {
      const batch = await Promise.all(
        entries.slice(i, i + COLD_READS_AT_ONCE).map((entry) => this.documentOf(entry)),
      );
      for (const doc of batch) if (doc) docs.push(doc);
    }
    return docs;
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
