import type { Db } from '@rescue/service-kit';
import { ReadCache } from '../../src/store/read-cache';

/**
 * The version collection, with each findOne held until the test lets it answer, so the
 * order of fetches and writes is exact. (The replica test in read-cache.test.ts covers the
 * same rule end to end against the database.)
 */
function versionStore() {
  let version = 'v1';
  const pending: (() => void)[] = [];
  const collection = {
    findOne: () => {
      const seen = version; // what the database returns is fixed when the fetch starts
      return new Promise((resolve) =>
        pending.push(() => resolve({ _id: 'incidents', version: seen })),
      );
    },
  };
  return {
    db: { collection: () => collection } as unknown as Db,
    write: (next: string) => (version = next),
    fetches: () => pending.length,
    answerNext: async () => {
      pending.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

test('a read never uses a version fetch that started before it arrived, and readers share the next one', async () => {
  const store = versionStore();
  const cache = new ReadCache(store.db, { enabled: true, maxEntries: 10 });
  const loads: string[] = [];
  const read = (label: string) =>
    cache.read('page', async () => {
      loads.push(label);
      return label;
    });

  const first = read('first'); // fetch 1 starts and sees v1
  store.write('v2'); // a write finishes while fetch 1 is under way
  const second = read('second');
  const third = read('third');
  expect(store.fetches()).toBe(1); // the later readers wait for a fetch of their own

  await store.answerNext();
  expect(await first).toBe('first');
  expect(store.fetches()).toBe(1); // one fetch, shared by both later readers
  await store.answerNext();
  // They saw v2, so the answer cached under v1 is not reused: one fresh load, shared.
  expect(await second).toBe('second');
  expect(await third).toBe('second');
  expect(loads).toEqual(['first', 'second']);
});

test('a failed version fetch fails its readers and the next read fetches again', async () => {
  let calls = 0;
  const db = {
    collection: () => ({
      findOne: async () => {
        calls += 1;
        if (calls === 1) throw new Error('connection reset');
        return { _id: 'incidents', version: 'v1' };
      },
    }),
  } as unknown as Db;
  const cache = new ReadCache(db, { enabled: true, maxEntries: 10 });
  await expect(cache.read('k', async () => 'value')).rejects.toThrow('connection reset');
  await expect(cache.read('k', async () => 'value')).resolves.toBe('value');
  expect(calls).toBe(2);
});
