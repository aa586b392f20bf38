// Every read the incidents service makes of its incidents (writes: incident-writes.ts). On
// MongoDB each is a query with an index behind it. On the embedded database (the working set
// on) each is answered from the working set in memory once it is built and caught up
// (replica.ts), and from the database until then; an answer is kept while the working set
// stays at one version.
import { boundingBox, type LngLat } from '@rescue/contracts';
import type { Collection, ObjectId } from '@rescue/service-kit';
import { ANALYTIC_PROJECTION, analyticFactsOf, type AnalyticFacts } from './analytic-facts';
import type { IncidentDoc } from './incident-doc';
import {
  AVAILABLE_ORDER,
  STATS_FILTERS,
  VISIBLE,
  assignedToFilter,
  heldOpenFilter,
  availableFilter,
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
import { nearestPage, rankKm, type NearestPage, type NearestPosition } from './nearest';
import { afterPosition, pageOf, type PagePosition } from './paging';
import type { WorkingSetReplica } from './replica';
import {
  urgencyFromDatabase,
  urgencyPageOf,
  type UrgencyPage,
  type UrgencyPosition,
} from './urgency';
import type { Entry, WorkingSet } from './working-set';

export const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
const EXPORT_BATCH = 500;
/** Documents of long-closed incidents read at once by id (an export of old cases). */
const COLD_READS_AT_ONCE = 16;
/** Answers kept per working-set version (pages, counts, lists). */
const MEMO_ENTRIES = 500;

export interface Page {
  items: IncidentDoc[];
  /** Where the next page starts; absent on the last page. */
  next?: PagePosition;
}

export class IncidentQueries {
  private memo = new Map<string, Promise<unknown>>();
  private memoOf: { set: WorkingSet; version: number } | undefined;

  constructor(
    protected readonly incidents: Collection<IncidentDoc>,
    protected readonly replica: WorkingSetReplica,
    /** Answer from the working set (the embedded database) rather than by queries. */
    private readonly answerFromMemory: boolean,
  ) {}

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

  /** One page most urgent first (urgency.ts), continuing after `after` when given. */
  async pageByUrgency(
    query: ListQuery,
    limit: number,
    after?: UrgencyPosition,
  ): Promise<UrgencyPage> {
    const set = await this.workingSet();
    if (!set) {
      return urgencyPageOf(
        await urgencyFromDatabase(this.incidents, listFilter(query), limit, after),
        limit,
      );
    }
    return this.remember(set, ['urgent', query, limit, after], async () =>
      urgencyPageOf(await this.documentsOf(set.pageByUrgency(query, limit, after)), limit),
    );
  }

  /**
   * Not resolved and not taken, most urgent first, a page at a time after `after`: within
   * `maxKm` of `place.point` (ranked as the nearest-first list ranks distance), or in
   * `place.cities`.
   */
  async availableByUrgency(
    place: { point: LngLat; maxKm?: number } | { cities: readonly string[] },
    query: AvailableQuery,
    limit: number,
    after?: UrgencyPosition,
  ): Promise<UrgencyPage> {
    const cities = 'cities' in place ? new Set(place.cities) : undefined;
    const within = (doc: IncidentDoc) =>
      'point' in place
        ? place.maxKm === undefined || rankKm(place.point, doc) <= place.maxKm
        : cities!.has(doc.city);
    const set = await this.workingSet();
    if (set) {
      const matches = availableMatcher(null, query);
      return this.remember(set, ['availableUrgent', place, query, limit, after], () =>
        urgencyPageOf(
          set.openByUrgency((facts, doc) => matches(facts, doc) && within(doc), limit, after),
          limit,
        ),
      );
    }
    const placeFilter =
      'point' in place
        ? boxFilter(place.maxKm === undefined ? null : boundingBox(place.point, place.maxKm))
        : { city: { $in: [...place.cities] } };
    const found = await urgencyFromDatabase(
      this.incidents,
      { ...availableFilter(null, query), ...placeFilter },
      limit,
      after,
      within,
    );
    return urgencyPageOf(found, limit);
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

  /**
   * The visible reports whose NGO review changed the app's category (issue 30), newest first,
   * at most `limit`, read in batches: rare, so asked of the database, not the working set.
   */
  corrected(limit: number): AsyncIterable<IncidentDoc> {
    return this.incidents
      .find({ ...VISIBLE, 'animalInfo.ngoGrading.agreed': false })
      .sort(NEWEST_FIRST)
      .limit(limit)
      .batchSize(EXPORT_BATCH);
  }

  async count(query: ListQuery): Promise<number> {
    const set = await this.workingSet();
    if (!set) return this.incidents.countDocuments(listFilter(query));
    return this.remember(set, ['count', query], () => set.count(query));
  }

  /** The NGO overview's counts: of every city, or of `cities` only (the area chosen). */
  async ngoStats(cities?: readonly string[]) {
    const set = await this.workingSet();
    if (set) {
      const { total, critical, pending, resolved } = await this.remember(
        set,
        cities ? ['stats', [...cities].sort()] : ['stats'],
        () => set.stats(cities),
      );
      return { total, critical, pending, resolved };
    }
    const inCities = cities ? { city: { $in: [...cities] } } : {};
    const [total, critical, pending, resolved] = await Promise.all([
      this.incidents.countDocuments({ ...STATS_FILTERS.total, ...inCities }),
      this.incidents.countDocuments({ ...STATS_FILTERS.critical, ...inCities }),
      this.incidents.countDocuments({ ...STATS_FILTERS.pending, ...inCities }),
      this.incidents.countDocuments({ ...STATS_FILTERS.resolved, ...inCities }),
    ]);
    return { total, critical, pending, resolved };
  }

  /**
   * The impact page's totals, with `month` (domain/analytics.ts's impactThisMonth) over the
   * analytic facts of every report resolved or made since `monthStart`: the working set's
   * (kept for a minute at most), or those of the documents two queries return.
   */
  async impact<M extends object>(
    monthStart: number,
    now: number,
    month: (facts: Iterable<AnalyticFacts>) => M,
  ) {
    const set = await this.workingSet();
    if (set) {
      const stats = await this.remember(set, ['stats'], () => set.stats());
      const figures = await this.remember(set, ['impactThisMonth', Math.floor(now / 60_000)], () =>
        month(set.analytics()),
      );
      return {
        totalReports: stats.total,
        rescued: stats.resolved,
        inProgress: stats.inProgress,
        citiesCovered: stats.cities,
        ...figures,
      };
    }
    const since = new Date(monthStart);
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
    const figures = month([...docs.values()].map(analyticFactsOf));
    return { totalReports, rescued, inProgress, citiesCovered: cities.length, ...figures };
  }

  /**
   * `summarize` (domain/analytics.ts) over the analytic facts of the visible reports made in
   * [startMs, endMs) in `cities`: the working set's, or those of the documents a query
   * returns; the same computation either way. On the working set the answer is kept under
   * `key` while nothing changes.
   */
  async summarizeReports<T>(
    span: { startMs: number; endMs: number; cities: readonly string[] },
    key: unknown[],
    summarize: (facts: Iterable<AnalyticFacts>) => T,
  ): Promise<T> {
    const set = await this.workingSet();
    if (set) {
      return this.remember(set, key, () =>
        summarize(set.analyticsBetween(span.startMs, span.endMs)),
      );
    }
    const docs = await this.incidents
      .find(
        {
          ...VISIBLE,
          createdAt: { $gte: new Date(span.startMs), $lt: new Date(span.endMs) },
          city: { $in: [...span.cities] },
        },
        { projection: ANALYTIC_PROJECTION },
      )
      .toArray();
    return summarize(docs.map(analyticFactsOf));
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
   * time after `after` and within `maxKm`: nearest.ts, over the working set or a bounding-box query.
   */
  async availableNear(
    point: LngLat,
    query: AvailableQuery,
    limit: number,
    after?: NearestPosition,
    maxKm?: number,
  ): Promise<NearestPage<IncidentDoc>> {
    const set = await this.workingSet();
    if (set) {
      const matches = availableMatcher(null, query);
      return this.remember(set, ['availableNear', point, query, limit, after, maxKm], () =>
        nearestPage(
          point,
          limit,
          (box) => set.openMatching((facts, doc) => matches(facts, doc) && inBox(box, doc)),
          after,
          maxKm,
        ),
      );
    }
    return nearestPage(
      point,
      limit,
      (box) =>
        this.incidents.find({ ...availableFilter(null, query), ...boxFilter(box) }).toArray(),
      after,
      maxKm,
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

  /**
   * How many open cases each of these volunteers holds now (heldOpenFilter's count, which the
   * take's cap compares): one pass over the working set, or one query, for any number of them.
   */
  async heldOpenCounts(volunteerIds: readonly string[]): Promise<Map<string, number>> {
    const ids = new Set(volunteerIds);
    const set = await this.workingSet();
    const held = set
      ? set.openMatching(
          (facts) =>
            !facts.hidden && facts.volunteer?.status === 'assigned' && ids.has(facts.volunteer.id),
        )
      : await this.incidents
          .find({
            ...heldOpenFilter(''),
            'volunteerActivity.assignedVolunteer': { $in: [...ids] },
          })
          .project<IncidentDoc>({ volunteerActivity: 1 })
          .toArray();
    const counts = new Map<string, number>();
    for (const doc of held) {
      const id = doc.volunteerActivity!.assignedVolunteer;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
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

  /** The working set to answer from, caught up; undefined: ask the database. */
  private async workingSet(): Promise<WorkingSet | undefined> {
    return this.answerFromMemory ? this.replica.read() : undefined;
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
}
