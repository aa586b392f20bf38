import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { apiPath, server } from '../../testing/msw-server';
import { refreshSessionToken } from '../session/session-return';
import { sessionStore } from '../session/session-store';
import { followSession } from './session-cache';

const grant = (id: string, token = `${id}-jwt`) =>
  ({ token, _id: id, role: 'user', name: id }) as const;

test("the cache holds one person's data: emptied at logout, asked again for another account", () => {
  sessionStore.login(grant('ravi'));
  const client = new QueryClient();
  const reset = jest.spyOn(client, 'resetQueries');
  const stop = followSession(client);
  client.setQueryData(['user', 'profile', 'ravi'], { name: 'Ravi' });

  // A token refresh for the same person keeps everything.
  sessionStore.login(grant('ravi', 'ravi-jwt-2'));
  expect(client.getQueryData(['user', 'profile', 'ravi'])).toEqual({ name: 'Ravi' });
  expect(reset).not.toHaveBeenCalled();

  sessionStore.clear();
  expect(client.getQueryCache().getAll()).toHaveLength(0);

  client.setQueryData(['incidents', 'list'], []);
  sessionStore.login(grant('asha'));
  expect(reset).toHaveBeenCalledTimes(1);
  stop();
});

test('a refresh for new claims (after signing) asks every cached answer again, and waits for it', async () => {
  sessionStore.login(grant('ravi'));
  server.use(
    http.post(apiPath('/api/users/refresh-token'), () =>
      HttpResponse.json({ token: 'ravi-jwt-signed', requiresDocuments: false }),
    ),
  );
  const client = new QueryClient();
  const stop = followSession(client);
  client.setQueryData(['user', 'profile'], { name: 'Ravi' });
  let refetched = false;
  jest.spyOn(client, 'invalidateQueries').mockImplementation(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          refetched = true;
          resolve();
        }, 20),
      ),
  );
  await refreshSessionToken();
  expect(localStorage.getItem('token')).toBe('ravi-jwt-signed');
  expect(refetched).toBe(true);
  // The same person: the cache was kept, only asked again.
  expect(client.getQueryData(['user', 'profile'])).toEqual({ name: 'Ravi' });
  stop();
});
