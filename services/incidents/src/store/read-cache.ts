import { ObjectId, type Collection, type Db } from '@rescue/service-kit';

interface VersionDoc {
  _id: string;
  version: string;
}

interface Entry {
  version: string;
  value: Promise<unknown>;
}

const VERSION_ID = 'incidents';
const DUPLICATE_KEY = 11000;

/**
 * A per-process cache of incident reads (pages, counts, lists), checked against the
 * collection's version on every read.
 *
 * Why: FerretDB v1, the embedded default, pushes no filter, sort or limit down to SQLite
 * and uses no index (its explain says filterPushdown: false), so every query decodes every
 * incident: about 0.4 s at 10,000 incidents and 4 s at 100,000. Reads vastly outnumber
 * writes here, so a read answers from memory while nothing has changed.
 *
 * Why it stays correct across replicas: every write changes the version (a one-document
 * collection), and every read fetches the version first and only uses an entry stamped with
 * it. A read racing a write stores its answer under the version it saw before, which the
 * write has already replaced, so that answer is never served.
 *
 * Why version fetches are shared: each one costs FerretDB about 0.4 ms of CPU, as much as
 * the rest of a cached read. A read may share a fetch that starts after it arrived (never
 * one already under way, which could predate a write the reader has seen finish), so
 * concurrent readers queue behind the fetch in flight and all use the next one.
 */
export class ReadCache {
  private readonly versions: Collection<VersionDoc>;
  private readonly entries = new Map<string, Entry>();
  private versionInFlight: Promise<string> | undefined;
  private versionQueued: Promise<string> | undefined;

  constructor(
    db: Db,
    private readonly options: { enabled: boolean; maxEntries: number },
  ) {
    this.versions = db.collection<VersionDoc>('cacheVersions');
  }

  /** The cached answer for `key` at the current version, or `load()`'s (shared by concurrent callers). */
  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.options.enabled) return load();
    const version = await this.currentVersion();
    const cached = this.entries.get(key);
    if (cached && cached.version === version) {
      // Refresh its place in the eviction order (a Map keeps insertion order).
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.value as Promise<T>;
    }
    const value = load();
    this.entries.set(key, { version, value });
    value.catch(() => this.entries.delete(key));
    while (this.entries.size > this.options.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    return value;
  }

  /** Call after every write to incidents: every replica's cached reads become stale. */
  async invalidate(): Promise<void> {
    if (!this.options.enabled) return;
    const version = new ObjectId().toHexString();
    try {
      await this.versions.updateOne({ _id: VERSION_ID }, { $set: { version } }, { upsert: true });
    } catch (error) {
      // Two first-ever upserts at once: one inserts, the other updates instead.
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      await this.versions.updateOne({ _id: VERSION_ID }, { $set: { version } });
    }
  }

  /** The version as read by a fetch that started no earlier than this call. */
  private currentVersion(): Promise<string> {
    if (this.versionQueued) return this.versionQueued;
    if (!this.versionInFlight) return this.startVersionFetch();
    const settled = () => undefined;
    this.versionQueued = this.versionInFlight.then(settled, settled).then(() => {
      this.versionQueued = undefined;
      return this.startVersionFetch();
    });
    return this.versionQueued;
  }

  private startVersionFetch(): Promise<string> {
    const fetch = this.versions
      .findOne({ _id: VERSION_ID })
      .then((doc) => doc?.version ?? 'initial')
      .finally(() => {
        if (this.versionInFlight === fetch) this.versionInFlight = undefined;
      });
    this.versionInFlight = fetch;
    return fetch;
  }
}

/** A cache key for query parts: dates, ids and regular expressions included. */
export function cacheKey(...parts: unknown[]): string {
  return JSON.stringify(parts, (_key, value: unknown) =>
    value instanceof RegExp ? `re:${value.toString()}` : value,
  );
}
