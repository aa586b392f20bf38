import { act, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../session/session-store';
import { useCacheFollowsSession } from './session-cache';

const grant = (id: string, token = `${id}-jwt`) =>
  ({ token, _id: id, role: 'user', name: id }) as const;

test("the cache holds one person's data: emptied at logout, asked again for another account", () => {
  sessionStore.login(grant('ravi'));
  const client = new QueryClient();
  const reset = jest.spyOn(client, 'resetQueries');
  renderHook(() => useCacheFollowsSession(client));
  client.setQueryData(['user', 'profile', 'ravi'], { name: 'Ravi' });

  // A token refresh for the same person keeps everything.
  act(() => sessionStore.login(grant('ravi', 'ravi-jwt-2')));
  expect(client.getQueryData(['user', 'profile', 'ravi'])).toEqual({ name: 'Ravi' });
  expect(reset).not.toHaveBeenCalled();

  act(() => sessionStore.clear());
  expect(client.getQueryCache().getAll()).toHaveLength(0);

  client.setQueryData(['incidents', 'list'], []);
  act(() => sessionStore.login(grant('asha')));
  expect(reset).toHaveBeenCalledTimes(1);
});
