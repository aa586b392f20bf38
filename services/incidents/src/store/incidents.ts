import { setTimeout } from 'node:timers/promises';
import { ACTIVE_STATUSES, SEVERITY_HIGH_THRESHOLD, type IncidentStatus } from '@rescue/contracts';
import {
  serviceUnavailable,
  type Collection,
  type Db,
  type Filter,
  type IndexDescription,
  type ObjectId,
  type UpdateFilter,
} from '@rescue/service-kit';
import { pageOf } from '../domain/page-cursor';
import { afterPosition, type PagePosition } from '../domain/paging';
import type { IncidentDoc } from './incident-doc';
import { IncidentLocks } from './incident-locks';
import { cacheKey, ReadCache } from './read-cache';

export interface Page {
  items: IncidentDoc[];
  /** Where the next page starts; absent on the last page. */
  next?: PagePosition;
}

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
const SCORE = 'animalInfo.aiSeverityAssessment.score';
const CATEGORY = 'animalInfo.aiSeverityAssessment.category';
/** Open = active (the contracts' one definition): pending or in progress. */
const OPEN_STATUSES: IncidentStatus[] = [...ACTIVE_STATUSES];
/** Reports the operator hid leave every list but the operator's queue and their reporter's. */
export const VISIBLE: Filter<IncidentDoc> = { 'moderation.hidden': { $ne: true } };
const DUPLICATE_KEY = 11000;
/** How long a writer waits for a busy incident before giving up (503): past a lease, so a
 *  lock left by a dead process never makes a writer give up. */
const LOCK_WAIT_MS = 5_000;
const LOCK_RETRY_MS = 5;
const EXPORT_BATCH = 500;

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
];

/** Every query the service makes on incidents, each with an index behind it. */
export class IncidentStore {
  private readonly incidents: Collection<IncidentDoc>;
  private readonly locks: IncidentLocks;
  private readonly cache: ReadCache;

  /** @param replica names this replica across restarts (host:port): it owns its locks. */
  constructor(
    db: Db,
    cacheOptions: { enabled: boolean; maxEntries: number } = { enabled: true, maxEntries: 500 },
    replica = 'incidents',
  ) {
    this.incidents = db.collection<IncidentDoc>('incidents');
    this.locks = new IncidentLocks(db, replica);
    this.cache = new ReadCache(db, cacheOptions);
  }

  /** At start: indexes, and the write locks this replica's previous process left behind. */
  async prepare(): Promise<{ staleLocksCleared: number }> {
    await this.ensureIndexes();
    return { staleLocksCleared: await this.locks.clearOwn() };
  }

  async ensureIndexes(): Promise<void> {
    // One at a time: FerretDB v1 drops the connection when one createIndexes command names
    // several indexes that already exist (every restart).
    for (const index of INDEXES) await this.incidents.createIndex(index.key, index);
  }

  /** False when a report with the same idempotency scope exists already. */
  async insert(doc: IncidentDoc): Promise<boolean> {
    try {
      await this.incidents.insertOne(doc);
      await this.cache.invalidate();
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      throw error;
    }
  }

  findById(id: ObjectId): Promise<IncidentDoc | null> {
    return this.cache.read(cacheKey('byId', id), () => this.incidents.findOne({ _id: id }));
  }

  findByIdempotencyScope(scope: string): Promise<IncidentDoc | null> {
    return this.incidents.findOne({ idempotencyScope: scope });
  }

  /** One page, newest first, continuing after `after` when given. */
  page(filter: Filter<IncidentDoc>, limit: number, after?: PagePosition): Promise<Page> {
    return this.cache.read(cacheKey('page', filter, limit, after), () =>
      this.loadPage(filter, limit, after),
    );
  }

  private async loadPage(
    filter: Filter<IncidentDoc>,
    limit: number,
    after?: PagePosition,
  ): Promise<Page> {
    const query = after ? { ...filter, ...afterPosition(after) } : filter;
    const found = await this.incidents
      .find(query)
      .sort(NEWEST_FIRST)
      .limit(limit + 1)
      .toArray();
    return pageOf(found, limit, (doc) => doc._id.toHexString());
  }

  /** Newest first, at most `limit`, read in batches as the caller iterates (an export streams it). */
  newest(filter: Filter<IncidentDoc>, limit: number): AsyncIterable<IncidentDoc> {
    return this.incidents.find(filter).sort(NEWEST_FIRST).limit(limit).batchSize(EXPORT_BATCH);
  }

  count(filter: Filter<IncidentDoc>): Promise<number> {
    return this.cache.read(cacheKey('count', filter), () => this.incidents.countDocuments(filter));
  }

  ngoStats() {
    return this.cache.read(cacheKey('ngoStats'), () => this.loadNgoStats());
  }

  private async loadNgoStats() {
    const [total, critical, pending, resolved] = await Promise.all([
      this.incidents.countDocuments(VISIBLE),
      this.incidents.countDocuments({
        ...VISIBLE,
        // Critical as isCritical() in contracts defines it.
        $or: [{ [SCORE]: { $gte: SEVERITY_HIGH_THRESHOLD } }, { [CATEGORY]: 'CRITICAL' }],
      }),
      this.incidents.countDocuments({ ...VISIBLE, status: 'pending' }),
      this.incidents.countDocuments({ ...VISIBLE, status: 'resolved' }),
    ]);
    return { total, critical, pending, resolved };
  }

  impact() {
    return this.cache.read(cacheKey('impact'), () => this.loadImpact());
  }

  private async loadImpact() {
    const [totalReports, rescued, inProgress, cities] = await Promise.all([
      this.incidents.countDocuments(VISIBLE),
      this.incidents.countDocuments({ ...VISIBLE, status: 'resolved' }),
      this.incidents.countDocuments({ ...VISIBLE, status: 'in progress' }),
      this.incidents.distinct('city', VISIBLE),
    ]);
    return { totalReports, rescued, inProgress, citiesCovered: cities.length };
  }

  /** The newest open incidents of a city, for a distance check done in code. */
  openInCity(city: string, limit: number): Promise<IncidentDoc[]> {
    return this.cache.read(cacheKey('openInCity', city, limit), () =>
      this.incidents
        .find({ ...VISIBLE, city, status: { $in: OPEN_STATUSES } })
        .sort(NEWEST_FIRST)
        .limit(limit)
        .toArray(),
    );
  }

  /** Not resolved and not taken, in one city: highest score first, then newest. */
  availableInCity(city: string, extra: Filter<IncidentDoc>, limit: number): Promise<IncidentDoc[]> {
    return this.cache.read(cacheKey('availableInCity', city, extra, limit), () =>
      this.incidents
        .find({
          ...extra,
          ...VISIBLE,
          city,
          status: { $in: OPEN_STATUSES },
          volunteerActivity: null,
        })
        .sort({ [SCORE]: -1, ...NEWEST_FIRST })
        .limit(limit)
        .toArray(),
    );
  }

  /** A volunteer's cases, most recently assigned first. */
  assignedTo(volunteerId: string, limit: number): Promise<IncidentDoc[]> {
    return this.cache.read(cacheKey('assignedTo', volunteerId, limit), () =>
      this.incidents
        .find({ ...VISIBLE, 'volunteerActivity.assignedVolunteer': volunteerId })
        .sort({ 'volunteerActivity.assignedAt': -1, _id: -1 })
        .limit(limit)
        .toArray(),
    );
  }

  /** The operator's queue, newest first: every report, the flagged ones, or the hidden ones. */
  moderationQueue(view: 'recent' | 'flagged' | 'hidden', limit: number): Promise<IncidentDoc[]> {
    const filter: Filter<IncidentDoc> =
      view === 'hidden'
        ? { 'moderation.hidden': true }
        : view === 'flagged'
          ? // Once hidden, a flag has been dealt with.
            { ...VISIBLE, 'flags.0': { $exists: true } }
          : {};
    return this.cache.read(cacheKey('moderationQueue', view, limit), () =>
      this.incidents.find(filter).sort(NEWEST_FIRST).limit(limit).toArray(),
    );
  }

  /**
   * Whether the person reported an incident, and whether they hold an open one now: what ties
   * them to an incident for the contact-details rule. A hidden report ties nobody: nobody but
   * the operator and its reporter sees it. Cached: an NGO's list asks for every volunteer.
   */
  ties(userId: string): Promise<{ reporter: boolean; holder: boolean }> {
    return this.cache.read(cacheKey('ties', userId), async () => {
      const [reported, held] = await Promise.all([
        this.incidents.findOne({ ...VISIBLE, reportedBy: userId }, { projection: { _id: 1 } }),
        this.incidents.findOne(
          {
            ...VISIBLE,
            'volunteerActivity.assignedVolunteer': userId,
            'volunteerActivity.status': 'assigned',
            status: { $ne: 'resolved' },
          },
          { projection: { _id: 1 } },
        ),
      ]);
      return { reporter: reported !== null, holder: held !== null };
    });
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
      // Read past the cache: under the lock, the decision must see the stored state.
      const current = await this.incidents.findOne({ _id: id });
      if (!current) return null;
      const updated = await this.incidents.findOneAndUpdate({ _id: id }, decide(current), {
        returnDocument: 'after',
      });
      await this.cache.invalidate();
      return updated;
    } finally {
      await this.locks.release(id, lock);
    }
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
