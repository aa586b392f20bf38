import { http, HttpResponse } from 'msw';
import { apiPath, server } from '../../testing/msw-server';
import { sessionStore } from '../session/session-store';
import { ApiError, NETWORK_ERROR_MESSAGE, api, onUnauthorized, uploadUrl } from './api-client';

const grant = { token: 'jwt-abc', _id: 'u1', role: 'user' as const, name: 'Asha' };

test('sends JSON with the bearer token and credentials, and returns the JSON body', async () => {
  sessionStore.login(grant);
  let seen:
    { auth: string | null; type: string | null; credentials: string; body: unknown } | undefined;
  server.use(
    http.post(apiPath('/api/echo'), async ({ request }) => {
      seen = {
        auth: request.headers.get('authorization'),
        type: request.headers.get('content-type'),
        credentials: request.credentials,
        body: await request.json(),
      };
      return HttpResponse.json({ ok: true });
    }),
  );
  await expect(api.post<{ ok: boolean }>('/api/echo', { json: { a: 1 } })).resolves.toEqual({
    ok: true,
  });
  expect(seen).toEqual({
    auth: 'Bearer jwt-abc',
    type: 'application/json',
    credentials: 'include',
    body: { a: 1 },
  });
});

test('sends no Authorization header without a session', async () => {
  let auth: string | null = 'unset';
  server.use(
    http.get(apiPath('/api/open'), ({ request }) => {
      auth = request.headers.get('authorization');
      return HttpResponse.json([]);
    }),
  );
  await api.get('/api/open');
  expect(auth).toBeNull();
});

test('throws the server message of an error response', async () => {
  server.use(
    http.get(apiPath('/api/missing'), () =>
      HttpResponse.json({ message: 'Incident not found' }, { status: 404 }),
    ),
  );
  const error = await api.get('/api/missing').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 404, message: 'Incident not found' });
});

test("keeps the error's code, the same whatever language the message is in", async () => {
  server.use(
    http.get(apiPath('/api/refused'), () =>
      HttpResponse.json({ message: 'मामला नहीं मिला', code: 'INCIDENT_NOT_FOUND' }, { status: 404 }),
    ),
  );
  await expect(api.get('/api/refused')).rejects.toMatchObject({
    status: 404,
    message: 'मामला नहीं मिला',
    code: 'INCIDENT_NOT_FOUND',
  });
});

test('an error without a message still says what failed', async () => {
  server.use(http.get(apiPath('/api/broken'), () => new HttpResponse('oops', { status: 502 })));
  await expect(api.get('/api/broken')).rejects.toMatchObject({
    status: 502,
    message: 'Request failed (502)',
  });
});

test('an unreachable server is a status-0 error with the browser\'s "Failed to fetch"', async () => {
  server.use(http.get(apiPath('/api/down'), () => HttpResponse.error()));
  const error = (await api.get('/api/down').catch((e: unknown) => e)) as ApiError;
  expect(error.isNetworkError).toBe(true);
  expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
});

test('a 401 that a refresh cannot cure reports it; a 401 without a token does not', async () => {
  const handler = jest.fn();
  const stop = onUnauthorized(handler);
  server.use(
    http.get(apiPath('/api/private'), () =>
      HttpResponse.json({ message: 'Invalid token' }, { status: 401 }),
    ),
    http.post(apiPath('/api/users/refresh-token'), () =>
      HttpResponse.json({ message: 'Unavailable' }, { status: 503 }),
    ),
  );
  await expect(api.get('/api/private')).rejects.toMatchObject({ status: 401 });
  expect(handler).not.toHaveBeenCalled();
  sessionStore.login(grant);
  await expect(api.get('/api/private')).rejects.toMatchObject({ status: 401 });
  expect(handler).toHaveBeenCalledTimes(1);
  stop();
});

test('photos are served from /api/uploads', () => {
  expect(uploadUrl('cat 1.jpg')).toBe(`${window.location.origin}/api/uploads/cat%201.jpg`);
});
