import { QueryClient } from '@tanstack/react-query';
import { applyWrite, replaceInList } from './apply-write';

test('a write updates the shown query in place and invalidates the rest of its scope only', async () => {
  const client = new QueryClient();
  const shown = ['admin', 'ngos', 'pending'];
  client.setQueryData(shown, [{ _id: 'a' }, { _id: 'b' }]);
  client.setQueryData(['admin', 'ngos', 'verified'], []);
  client.setQueryData(['admin', 'audit', 25], []);
  client.setQueryData(['incidents', 'list'], []);
  await applyWrite<{ _id: string }[]>(client, {
    shown,
    update: (list) => replaceInList(list, { _id: 'a' }, false),
    stale: [['admin']],
  });
  expect(client.getQueryData(shown)).toEqual([{ _id: 'b' }]);
  expect(client.getQueryState(shown)?.isInvalidated).toBe(false);
  expect(client.getQueryState(['admin', 'ngos', 'verified'])?.isInvalidated).toBe(true);
  expect(client.getQueryState(['admin', 'audit', 25])?.isInvalidated).toBe(true);
  expect(client.getQueryState(['incidents', 'list'])?.isInvalidated).toBe(false);
});

test('a changed record is replaced where it still belongs, dropped where it does not', () => {
  const list = [
    { _id: 'a', v: 1 },
    { _id: 'b', v: 1 },
  ];
  expect(replaceInList(list, { _id: 'a', v: 2 }, true)).toEqual([
    { _id: 'a', v: 2 },
    { _id: 'b', v: 1 },
  ]);
  expect(replaceInList(list, { _id: 'a', v: 2 }, false)).toEqual([{ _id: 'b', v: 1 }]);
  expect(replaceInList(undefined, { _id: 'a', v: 2 }, true)).toBeUndefined();
});
