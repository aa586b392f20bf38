import { isActiveStatus } from '@rescue/contracts';
import { BSON } from '@rescue/service-kit';
import { analyticFactsOf, type AnalyticFacts } from './analytic-facts';
import type { PagePosition } from './paging';
import type { IncidentDoc, StoredLocation } from './incident-doc';
import { byUrgency, keyOfPosition, type UrgencyKey, type UrgencyPosition } from './urgency';
import {
  STATS_PREDICATES,
  assignedToMatches,
  factsOf,
  listMatches,
  moderationMatches,
  openInCityMatches,
  tiesPredicates,
  type IncidentFacts,
  type ListQuery,
  type ModerationView,
  STATS_FILTERS,
} from './incident-query';

/** An incident in memory: its facts always, its document while it is in the working set. */
export interface Entry extends IncidentFacts {
  updatedAt: number;
  /** Null once it left the working set (closed long ago): read from the database by id. */
  doc: IncidentDoc | null;
  /** What the analytics read of it, kept for every incident (domain/analytics-facts.ts). */
  analytics: AnalyticFacts;
  /**
   * Its document's location while the document is held: the distance matchers read it of
   * every open incident, which then need not be decoded (see HeldEntry.probe).
   */
  location?: StoredLocation;
}

/** An entry's facts, without its document (what a snapshot stores beside the document). */
export type EntryFacts = Omit<Entry, 'doc'>;

/**
 * An entry whose document may still be the BSON bytes it was read as (a scan of the database
 * or a snapshot): decoded each time something reads `doc`, and never kept decoded. Decoded
 * objects take about twice the bytes (at 100,000 incidents, 3.3 KB of heap against 1.5 KB of
 * BSON each), and the escalation's look and the volunteers' lists pass over every open
 * incident: keeping what they decoded grew the service from 450 to over 900 MB. The lists
 * decode only the page they show, the passes read facts and `location` (probe()), and a
 * snapshot loads without decoding 100,000 documents.
 */
class HeldEntry implements Entry {
  id!: IncidentFacts['id'];
  hex!: string;
  createdAt!: number;
  status!: IncidentFacts['status'];
  city!: string;
  score!: number;
  category!: IncidentFacts['category'];
  hidden!: boolean;
  flagged!: boolean;
  reportedBy!: string;
  volunteer!: IncidentFacts['volunteer'];
  updatedAt!: number;
  analytics!: AnalyticFacts;
  location?: StoredLocation;
  #raw: Uint8Array | null = null;
  #doc: IncidentDoc | null = null;

  static of(facts: EntryFacts, doc: IncidentDoc | null, raw: Uint8Array | null): HeldEntry {
    const entry = Object.assign(new HeldEntry(), facts);
    entry.#doc = doc;
    entry.#raw = doc || !raw ? null : ownBytes(raw);
    return entry;
  }

  get doc(): IncidentDoc | null {
    return this.#doc ?? (this.#raw ? (BSON.deserialize(this.#raw) as IncidentDoc) : null);
  }

  /** Only ever set to null (evictAged): the document leaves the working set, its facts stay. */
  set doc(doc: IncidentDoc | null) {
    this.#doc = doc;
    this.#raw = null;
    if (doc === null) this.location = undefined;
  }

  /**
   * The document for a matcher that may read only a few of its fields: its facts that are
   * the document's own fields as they are (city, status, reportedBy, location) are answered
   * without decoding; any other field decodes it, once for this probe. Null when not held.
   */
  probe(): IncidentDoc | null {
    if (this.#doc || !this.#raw) return this.#doc;
    const served: Partial<IncidentDoc> = {
      city: this.city,
      status: this.status,
      reportedBy: this.reportedBy,
      ...(this.location ? { location: this.location } : {}),
    };
    let decoded: IncidentDoc | undefined;
    const raw = this.#raw;
    return new Proxy(served as IncidentDoc, {
      get: (target, key) =>
        key in target
          ? target[key as keyof IncidentDoc]
          : (decoded ??= BSON.deserialize(raw) as IncidentDoc)[key as keyof IncidentDoc],
    });
  }

  /** Whether the document is held, without decoding it. */
  get held(): boolean {
    return this.#doc !== null || this.#raw !== null;
  }

  /** The document's BSON while it was never decoded (a snapshot writes it as it is). */
  get raw(): Uint8Array | null {
    return this.#raw;
  }
}

/**
 * The bytes in a buffer of their own. What the set is handed is often a view into a larger
 * one: a database reply (a batch of 500 documents), the snapshot's documents part, or the
 * 8 KiB pool BSON.serialize takes small buffers from. Held as such a view, one document kept
 * the whole buffer alive (an 8 KiB pool block per incident a write put: 82 MB of buffers for
 * 6 MB of documents), and a replaced or closed document's bytes were never given back.
 */
function ownBytes(raw: Uint8Array): Uint8Array {
  return raw.byteOffset === 0 && raw.byteLength === raw.buffer.byteLength
    ? raw
    : new Uint8Array(raw);
}

/**
 * An entry's facts as plain data (never its document). A held entry's own fields are exactly
 * its facts (its document and bytes are private), so copying them decodes nothing.
 */
export function factsOfEntry(entry: Entry): EntryFacts {
  if (entry instanceof HeldEntry) return { ...entry };
  const { doc: _doc, ...facts } = entry;
  return facts;
}

/** Whether the entry holds its document, without decoding it. */
export const holdsDocument = (entry: Entry): boolean =>
  entry instanceof HeldEntry ? entry.held : entry.doc !== null;

/** The entry's document as BSON when it was never decoded, else null. */
export const rawDocumentOf = (entry: Entry): Uint8Array | null =>
  entry instanceof HeldEntry ? entry.raw : null;

/** The document for a matcher, decoded only as far as it reads (HeldEntry.probe). */
const probeOf = (entry: Entry): IncidentDoc | null =>
  entry instanceof HeldEntry ? entry.probe() : entry.doc;

export type Stats = Record<keyof typeof STATS_FILTERS, number> & { cities: number };

/**
 * The incidents service's incidents in memory, for the embedded database, which answers every
 * list and count by decoding the whole collection (docs/decisions/0002-in-memory-working-set.md).
 *
 * Every incident's facts are kept (what lists filter, order and count by: about 0.3 KB each),
 * and the whole document only for the working set: every open incident and those closed in
 * the last `closedRetentionMs`, which is what the screens show. Memory is then bounded by the
 * open and recent cases, not by the history. Pure and synchronous: replica.ts keeps it in step
 * with the database and the other replicas.
 */
export class WorkingSet {
  private readonly byId = new Map<string, Entry>();
  /** Every entry, newest first (createdAt, then id, descending): the lists' order. */
  private readonly newest: Entry[] = [];
  /**
   * The same entries most urgent first (urgency.ts): kept in order as they change, so a page
   * in this order is read from where the last one stopped, never sorted per request.
   */
  private readonly urgent: Entry[] = [];
  /** Bumped by every change: answers computed from this set are valid while it stands. */
  version = 0;

  constructor(private readonly closedRetentionMs: number) {}

  get size(): number {
    return this.newest.length;
  }

  /** How many whole documents are held (the rest are facts only). */
  residentDocuments(): number {
    let resident = 0;
    for (const entry of this.newest) if (holdsDocument(entry)) resident += 1;
    return resident;
  }

  /**
   * Fills an empty set from a whole collection in one sort. Putting 100,000 incidents one by
   * one in the collection's order (oldest first) moved the whole list on every insert: 5.4 s.
   */
  static of(docs: readonly IncidentDoc[], closedRetentionMs: number, now = Date.now()) {
    const builder = WorkingSet.builder(closedRetentionMs, now);
    for (const doc of docs) builder.add(doc);
    return builder.finishNow();
  }

  /**
   * A set filled one incident at a time as a scan or a snapshot reads them (no array of every
   * document beside the set), sorted once at the end. A repeated id keeps the later one.
   */
  static builder(closedRetentionMs: number, now = Date.now()) {
    const set = new WorkingSet(closedRetentionMs);
    const finishNow = () => {
      for (const entry of set.byId.values()) set.newest.push(entry);
      set.newest.sort((a, b) => b.createdAt - a.createdAt || idDescending(a, b));
      for (const entry of set.newest) set.urgent.push(entry);
      set.urgent.sort(byUrgency);
      return set;
    };
    return {
      add(doc: IncidentDoc): void {
        const entry = set.entryOf(doc, now);
        set.byId.set(entry.hex, entry);
      },
      /**
       * A document as its BSON (a raw scan): decoded once for its facts, then held as the
       * bytes until something reads it.
       */
      addRaw(raw: Uint8Array): void {
        const doc = BSON.deserialize(raw) as IncidentDoc;
        const entry = set.entryOf(doc, now, raw);
        set.byId.set(entry.hex, entry);
      },
      /**
       * A snapshot's record: the facts, and the document's BSON while it is held (the
       * retention applies again: a case may have aged out since the snapshot).
       */
      addFacts(facts: EntryFacts, raw: Uint8Array | null): void {
        const working = raw !== null && set.isWorking(facts, now);
        if (!working) facts.location = undefined;
        set.byId.set(facts.hex, HeldEntry.of(facts, null, working ? raw : null));
      },
      finishNow,
      /** The same, after a turn of the event loop (the sort is the one long step). */
      async finish(): Promise<WorkingSet> {
        await new Promise((resolve) => setImmediate(resolve));
        return finishNow();
      },
    };
  }

  /** The entries in the lists' order, as they stand now (a snapshot writes them). */
  entriesNow(): Entry[] {
    return this.newest.slice();
  }

  /**
   * Adds the incident, or replaces what was held of it. Held as BSON like a scan's documents:
   * kept decoded, every incident a write touched took 3.3 KB of heap instead of 1.5 KB of
   * bytes, so a long-running replica grew towards twice its working set as cases changed.
   */
  put(doc: IncidentDoc, now = Date.now()): void {
    const entry = this.entryOf(doc, now, BSON.serialize(doc));
    const before = this.byId.get(entry.hex);
    if (before) {
      this.newest.splice(this.indexOf(before), 1);
      this.urgent.splice(this.urgentIndexOf(before), 1);
    }
    this.newest.splice(this.insertionPoint(entry.createdAt, entry.hex), 0, entry);
    this.urgent.splice(this.urgentInsertionPoint(entry), 0, entry);
    this.byId.set(entry.hex, entry);
    this.version += 1;
  }

  /** Drops the documents of incidents closed longer ago than the retention (their facts stay). */
  evictAged(now = Date.now()): number {
    let evicted = 0;
    for (const entry of this.newest) {
      if (holdsDocument(entry) && !this.isWorking(entry, now)) {
        entry.doc = null;
        evicted += 1;
      }
    }
    if (evicted > 0) this.version += 1;
    return evicted;
  }

  get(hex: string): Entry | undefined {
    return this.byId.get(hex);
  }

  /** Up to `limit + 1` matching entries, newest first, after `after` (the +1 says more follow). */
  page(query: ListQuery, limit: number, after?: PagePosition): Entry[] {
    let start = after ? this.insertionPoint(after.createdAt.getTime(), after.id) : 0;
    // The page continues strictly after the position's own incident.
    if (after && this.newest[start]?.hex === after.id) start += 1;
    return this.collect(start, limit + 1, (entry) => listMatches(query, entry));
  }

  /** Up to `limit + 1` matching entries, most urgent first, after `after` (urgency.ts). */
  pageByUrgency(query: ListQuery, limit: number, after?: UrgencyPosition): Entry[] {
    return this.collectUrgent(after, limit + 1, (entry) => listMatches(query, entry));
  }

  /** Up to `limit + 1` open incidents `matches` accepts, most urgent first, after `after`. */
  openByUrgency(
    matches: (facts: IncidentFacts, doc: IncidentDoc) => boolean,
    limit: number,
    after?: UrgencyPosition,
  ): IncidentDoc[] {
    // Open incidents are always held whole; closed ones are passed over before their
    // documents are read.
    return this.collectUrgent(after, limit + 1, (entry) => {
      if (!isActiveStatus(entry.status)) return false;
      const doc = probeOf(entry);
      return doc !== null && matches(entry, doc);
    }).map(documentOf);
  }

  count(query: ListQuery): number {
    let count = 0;
    for (const entry of this.newest) if (listMatches(query, entry)) count += 1;
    return count;
  }

  /**
   * The overview's counters and the cities with a visible report, in one pass; with `only`,
   * of the incidents in those cities only (as the list filters them).
   */
  stats(only?: readonly string[]): Stats {
    const stats: Stats = {
      total: 0,
      critical: 0,
      pending: 0,
      resolved: 0,
      inProgress: 0,
      cities: 0,
    };
    const counters = Object.entries(STATS_PREDICATES) as [
      keyof typeof STATS_FILTERS,
      (f: IncidentFacts) => boolean,
    ][];
    const cities = new Set<string>();
    for (const entry of this.newest) {
      if (only && !only.includes(entry.city)) continue;
      for (const [name, matches] of counters) if (matches(entry)) stats[name] += 1;
      if (!entry.hidden) cities.add(entry.city);
    }
    stats.cities = cities.size;
    return stats;
  }

  /** The analytic facts of the incidents reported in [startMs, endMs) (newest first). */
  *analyticsBetween(startMs: number, endMs: number): Iterable<AnalyticFacts> {
    // `newest` is in createdAt order: from the first entry made before endMs.
    for (let i = this.insertionPoint(endMs, ''); i < this.newest.length; i += 1) {
      const entry = this.newest[i]!;
      if (entry.createdAt < startMs) return;
      yield entry.analytics;
    }
  }

  /** Every incident's analytic facts. */
  *analytics(): Iterable<AnalyticFacts> {
    for (const entry of this.newest) yield entry.analytics;
  }

  /** The newest open incidents of a city (always in the working set: open ones are). */
  openInCity(city: string, limit: number): IncidentDoc[] {
    return this.collect(0, limit, (entry) => openInCityMatches(city, entry)).map(documentOf);
  }

  /** Open incidents `matches` accepts, highest score first, then newest. */
  available(matches: (facts: IncidentFacts, doc: IncidentDoc) => boolean, limit: number) {
    const found: Entry[] = [];
    for (const entry of this.newest) {
      // Open incidents are always held whole; the matcher checks that it is open (asked
      // first here too, so the documents of closed ones are not read for nothing).
      if (!isActiveStatus(entry.status)) continue;
      const doc = probeOf(entry);
      if (doc && matches(entry, doc)) found.push(entry);
    }
    // A stable sort keeps newest first among equal scores.
    found.sort((a, b) => b.score - a.score);
    return found.slice(0, limit).map(documentOf);
  }

  /** Every open incident `matches` accepts, in no particular order (the caller orders them). */
  openMatching(matches: (facts: IncidentFacts, doc: IncidentDoc) => boolean): IncidentDoc[] {
    const found: IncidentDoc[] = [];
    for (const entry of this.newest) {
      if (!isActiveStatus(entry.status)) continue;
      const doc = probeOf(entry);
      if (doc && matches(entry, doc)) found.push(documentOf(entry));
    }
    return found;
  }

  /** A volunteer's cases, most recently assigned first. */
  assignedTo(volunteerId: string, limit: number): Entry[] {
    const found = this.newest.filter((entry) => assignedToMatches(volunteerId, entry));
    found.sort((a, b) => b.volunteer!.assignedAt - a.volunteer!.assignedAt || idDescending(a, b));
    return found.slice(0, limit);
  }

  moderationQueue(view: ModerationView, limit: number): Entry[] {
    return this.collect(0, limit, (entry) => moderationMatches(view, entry));
  }

  ties(userId: string): { reporter: boolean; holder: boolean } {
    const rules = tiesPredicates(userId);
    return { reporter: this.newest.some(rules.reporter), holder: this.newest.some(rules.holder) };
  }

  /** With `raw` (the document's BSON), the entry holds the bytes instead of `doc`. */
  private entryOf(doc: IncidentDoc, now: number, raw?: Uint8Array): Entry {
    const facts: EntryFacts = {
      ...factsOf(doc),
      updatedAt: doc.updatedAt.getTime(),
      analytics: analyticFactsOf(doc),
    };
    if (!this.isWorking(facts, now)) return HeldEntry.of(facts, null, null);
    facts.location = leanLocation(doc.location);
    return raw ? HeldEntry.of(facts, null, raw) : HeldEntry.of(facts, doc, null);
  }

  private isWorking(entry: EntryFacts, now: number): boolean {
    return isActiveStatus(entry.status) || entry.updatedAt >= now - this.closedRetentionMs;
  }

  private collect(start: number, limit: number, matches: (entry: Entry) => boolean): Entry[] {
    const found: Entry[] = [];
    for (let i = start; i < this.newest.length && found.length < limit; i += 1) {
      const entry = this.newest[i]!;
      if (matches(entry)) found.push(entry);
    }
    return found;
  }

  /** From just after `after` in the most-urgent-first order. */
  private collectUrgent(
    after: UrgencyPosition | undefined,
    limit: number,
    matches: (entry: Entry) => boolean,
  ): Entry[] {
    const found: Entry[] = [];
    let i = after ? this.urgentInsertionPoint(keyOfPosition(after)) : 0;
    // The page continues strictly after the position's own incident.
    if (after && this.urgent[i]?.hex === after.id) i += 1;
    for (; i < this.urgent.length && found.length < limit; i += 1) {
      const entry = this.urgent[i]!;
      if (matches(entry)) found.push(entry);
    }
    return found;
  }

  /** The first index whose entry does not come before `key` in most-urgent-first order. */
  private urgentInsertionPoint(key: UrgencyKey): number {
    let low = 0;
    let high = this.urgent.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (byUrgency(this.urgent[middle]!, key) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private urgentIndexOf(entry: Entry): number {
    const index = this.urgentInsertionPoint(entry);
    if (this.urgent[index] !== entry) throw new Error('working set urgency order broken');
    return index;
  }

  /** The first index whose entry comes after (createdAt, hex) in newest-first order. */
  private insertionPoint(createdAt: number, hex: string): number {
    let low = 0;
    let high = this.newest.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const entry = this.newest[middle]!;
      const before =
        entry.createdAt > createdAt || (entry.createdAt === createdAt && entry.hex > hex);
      if (before) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private indexOf(entry: Entry): number {
    const index = this.insertionPoint(entry.createdAt, entry.hex);
    // insertionPoint stops at the first entry not strictly before: the entry itself.
    if (this.newest[index] !== entry) throw new Error('working set order broken');
    return index;
  }
}

/**
 * A decoded document's location as one literal: the decoder's object and array grow as they
 * are filled, and took 389 bytes of heap where this takes 206 (kept for every open incident:
 * 15 MB at 100,000).
 */
function leanLocation(location: StoredLocation): StoredLocation {
  const { coordinates, address, lat, lng, approximate, accuracyMeters } = location;
  return {
    type: location.type,
    coordinates: [coordinates[0], coordinates[1]],
    address,
    lat,
    lng,
    approximate,
    accuracyMeters,
  };
}

/** The tie-break of every order here: the larger id (the later one) first. */
function idDescending(a: Entry, b: Entry): number {
  return a.hex < b.hex ? 1 : a.hex > b.hex ? -1 : 0;
}

function documentOf(entry: Entry): IncidentDoc {
  return entry.doc!;
}
