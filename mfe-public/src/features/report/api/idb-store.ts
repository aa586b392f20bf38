// One object store of the browser's IndexedDB, opened once and used one request per
// transaction: what the report's draft (draft-store.ts) and the offline outbox
// (report-outbox.ts) keep, each in a database of its own.

export interface IdbStore {
  /** One request in its own transaction; resolves once a write is committed. */
  run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T>;
}

/**
 * `store` of database `name` (version 1), made with `options` the first time. A refused open
 * (no IndexedDB, a private window) is asked again on the next request: it may be allowed later.
 */
export function idbStore(
  name: string,
  store: string,
  options?: IDBObjectStoreParameters,
): IdbStore {
  let database: Promise<IDBDatabase> | undefined;

  function open(): Promise<IDBDatabase> {
    database ??= new Promise((resolve, reject) => {
      if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(store, options);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    database.catch(() => (database = undefined));
    return database;
  }

  return {
    async run(mode, action) {
      const transaction = (await open()).transaction(store, mode);
      const request = action(transaction.objectStore(store));
      return new Promise((resolve, reject) => {
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error);
      });
    },
  };
}
