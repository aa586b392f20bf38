import type { Collection, Db, Document, IndexDescription } from 'mongodb';

/**
 * A store over one collection, the only code that touches it: the collection's name and the
 * indexes its queries need are said once, and ensureIndexes (at start-up) creates them in order.
 */
export abstract class CollectionStore<T extends Document> {
  protected readonly collection: Collection<T>;

  protected constructor(
    db: Db,
    name: string,
    private readonly indexes: readonly IndexDescription[] = [],
  ) {
    this.collection = db.collection<T>(name);
  }

  async ensureIndexes(): Promise<void> {
    for (const { key, ...options } of this.indexes) await this.collection.createIndex(key, options);
  }
}

/** Creates every store's indexes side by side (a service's start-up). */
export async function ensureIndexesOf(
  ...stores: { ensureIndexes(): Promise<void> }[]
): Promise<void> {
  await Promise.all(stores.map((store) => store.ensureIndexes()));
}
