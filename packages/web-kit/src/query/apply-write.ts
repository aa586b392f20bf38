import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * After a write the server answered with what it changed: the query on screen (`shown`) is
 * updated with that answer at once (no request, no flicker, and the record leaves a filtered
 * view it no longer belongs to), and every other query under `stale` is invalidated: asked
 * again now if on screen, else when next shown. Returns when those have settled.
 */
export function applyWrite<T>(
  client: QueryClient,
  {
    shown,
    update,
    stale,
  }: { shown: QueryKey; update: (data: T | undefined) => T | undefined; stale: QueryKey[] },
): Promise<void> {
  client.setQueryData<T>(shown, update);
  const shownHash = hashKey(shown);
  return Promise.all(
    stale.map((queryKey) =>
      client.invalidateQueries({
        queryKey,
        predicate: (query) => query.queryHash !== shownHash,
      }),
    ),
  ).then(() => undefined);
}

/**
 * A list's answer after one of its records changed: the record replaced by the server's copy,
 * or dropped when it no longer belongs to the list's filter.
 */
export function replaceInList<T extends { _id: string }>(
  list: T[] | undefined,
  changed: T,
  belongs: boolean,
): T[] | undefined {
  return list?.flatMap((item) => (item._id !== changed._id ? [item] : belongs ? [changed] : []));
}
