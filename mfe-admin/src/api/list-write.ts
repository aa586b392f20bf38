import {
  adminKeys,
  applyWrite,
  replaceInList,
  useMutation,
  useQueryClient,
  type QueryKey,
} from '@rescue/web-kit/query';

/**
 * An operator's change to one item of a list: the list on screen (`shown`) takes the server's
 * copy of the item, dropped when `keep` says it no longer belongs there; every other operator
 * list and the audit log (adminKeys.all), and whatever `stale` adds, are asked again.
 */
export function useListWrite<Input, Result, Item extends { _id: string }>({
  send,
  shown,
  itemOf,
  keep,
  stale = [],
}: {
  send: (input: Input) => Promise<Result>;
  shown: QueryKey;
  itemOf: (result: Result) => Item;
  keep: (item: Item) => boolean;
  stale?: QueryKey[];
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      const item = itemOf(result);
      return applyWrite<Item[]>(client, {
        shown,
        update: (list) => replaceInList(list, item, keep(item)),
        stale: [adminKeys.all, ...stale],
      });
    },
  });
}
