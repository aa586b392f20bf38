import { http, HttpResponse } from 'msw';
import { apiPath, server } from '../../testing/msw-server';
import { sessionStore } from '../session/session-store';
import { ApiError, NETWORK_ERROR_MESSAGE, onUnauthorized } from './api-client';
import { apiResponse } from './api-response';

const grant = { token: 'jwt-abc', _id: 'u1', role: 'ngo' as const, name: 'Paws Trust' };

test('returns the raw response, headers included, sent with the bearer token', async () => {
  sessionStore.login(grant);
  server.use(
    http.get(apiPath('/api/list'), ({ request }) =>
      HttpResponse.text('a,b\r\n', {
        headers: { 'X-Next-Cursor': 'c2', 'X-Auth': request.headers.get('authorization') ?? '' },
      }),
    ),
  );
  const response = await apiResponse('/api/list');
  expect(response.headers.get('X-Next-Cursor')).toBe('c2');
  expect(response.headers.get('X-Auth')).toBe('Bearer jwt-abc');
  await expect(response.text()).resolves.toBe('a,b\r\n');
});

test("throws the server's {message}, or says what failed", async () => {
  server.use(
    http.get(apiPath('/api/a'), () => HttpResponse.json({ message: 'Nope' }, { status: 403 })),
    http.get(apiPath('/api/b'), () => new HttpResponse('oops', { status: 502 })),
    http.get(apiPath('/api/c'), () => HttpResponse.error()),
  );
  await expect(apiResponse('/api/a')).rejects.toMatchObject({ status: 403, message: 'Nope' });
  await expect(apiResponse('/api/b')).rejects.toMatchObject({
    status: 502,
    message: 'Request failed (502)',
  });
  const error = await apiResponse('/api/c').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
});

test("a 401 on a call with a token ends the session as apiRequest's calls do", async () => {
  sessionStore.login(grant);
  const loggedOut = jest.fn();
  const unsubscribe = onUnauthorized(loggedOut);
  server.use(
    http.get(apiPath('/api/expired'), () =>
      HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
    ),
  );
  await expect(apiResponse('/api/expired')).rejects.toMatchObject({ status: 401 });
  expect(loggedOut).toHaveBeenCalledTimes(1);
  unsubscribe();
});
