import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, holdAnswers, server } from '../../testing/msw-server';
import { renderWithKit } from '../../testing/render';
import { api, onUnauthorized } from '../api/api-client';
import { apiResponse } from '../api/api-response';
import { sessionStore } from './session-store';
import { KEEP_ALIVE_INTERVAL_MS } from './session-provider';
import {
  REFRESH_BEFORE_EXPIRY_MS,
  needsRefresh,
  resetTokenRefresh,
  tokenExpiry,
} from './token-refresh';

const MINUTE = 60_000;
let serial = 0;

/**
 * A JWT-shaped token that expires `ms` from now (only its payload matters to the client),
 * issued `age` ago (default: twelve hours before its expiry, as auth issues them).
 */
function jwt(ms: number, age?: number): string {
  serial += 1;
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor((Date.now() + ms) / 1000);
  const iat = Math.floor((Date.now() - (age ?? 12 * 60 * MINUTE - ms)) / 1000);
  return `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode({ sub: 'u1', iat, exp, n: serial })}.sig${serial}`;
}

function login(token: string) {
  sessionStore.login({ token, _id: 'u1', role: 'ngo', name: 'Paws Trust' });
}

/**
 * Signed in with a token six hours from its expiry (so only a 401 renews it), and the token
 * a renewal would bring.
 */
function signedIn(): { old: string; renewed: string } {
  const old = jwt(6 * 60 * MINUTE);
  const renewed = jwt(12 * 60 * MINUTE);
  login(old);
  return { old, renewed };
}

/** The token a request was sent with ('' without one). */
const bearerToken = (request: Request) =>
  (request.headers.get('authorization') ?? '').replace('Bearer ', '');

/** GET /api/thing refuses `refused` tokens with 401 and answers any other; tokens recorded. */
function serveThingRefusing(refused: (token: string) => boolean) {
  const seen: string[] = [];
  server.use(
    http.get(apiPath('/api/thing'), ({ request }) => {
      const token = bearerToken(request);
      seen.push(token);
      if (refused(token)) return HttpResponse.json({ message: 'Invalid token' }, { status: 401 });
      return HttpResponse.json({ token });
    }),
  );
  return seen;
}

/** GET /api/thing answers 200 with the token it was sent; the tokens seen are recorded. */
const serveThing = () => serveThingRefusing(() => false);

/** POST /api/users/refresh-token answers with `next` (a token, a status, or a function). */
function serveRefresh(answer: (presented: string) => Response | Promise<Response>) {
  const presented: string[] = [];
  server.use(
    http.post(apiPath('/api/users/refresh-token'), ({ request }) => {
      const token = bearerToken(request);
      presented.push(token);
      return answer(token);
    }),
  );
  return presented;
}

const fresh = (token: string) => HttpResponse.json({ token, requiresDocuments: false });

let loggedOut: jest.Mock;
let unsubscribe: () => void;
beforeEach(() => {
  resetTokenRefresh();
  loggedOut = jest.fn();
  unsubscribe = onUnauthorized(loggedOut);
});
afterEach(() => {
  unsubscribe();
  Reflect.deleteProperty(navigator, 'locks');
});

test("a token's expiry is read from its exp claim; anything else has none", () => {
  const token = jwt(30 * MINUTE);
  expect(tokenExpiry(token)).toBeGreaterThan(Date.now() + 29 * MINUTE);
  expect(tokenExpiry('not-a-jwt')).toBeUndefined();
  expect(tokenExpiry('a.b.c')).toBeUndefined();
  expect(needsRefresh(jwt(REFRESH_BEFORE_EXPIRY_MS + MINUTE))).toBe(false);
  expect(needsRefresh(jwt(REFRESH_BEFORE_EXPIRY_MS - MINUTE))).toBe(true);
  expect(needsRefresh('not-a-jwt')).toBe(false);
});

test('a short-lived token is refreshed in the second half of its life, not on every call', async () => {
  // Issued for four minutes: refreshed once two are left.
  expect(needsRefresh(jwt(3 * MINUTE, 1 * MINUTE))).toBe(false);
  expect(needsRefresh(jwt(1.5 * MINUTE, 2.5 * MINUTE))).toBe(true);
  const old = jwt(1.5 * MINUTE, 2.5 * MINUTE);
  const next = jwt(4 * MINUTE, 0);
  login(old);
  const presented = serveRefresh(() => fresh(next));
  const seen = serveThing();
  await api.get('/api/thing');
  await api.get('/api/thing');
  expect(presented).toEqual([old]);
  expect(seen).toEqual([next, next]);
});

test('a token far from its expiry is sent as it is, with no refresh', async () => {
  const token = jwt(11 * 60 * MINUTE);
  login(token);
  const seen = serveThing();
  const presented = serveRefresh(() => fresh(jwt(12 * 60 * MINUTE)));
  await api.get('/api/thing');
  expect(seen).toEqual([token]);
  expect(presented).toEqual([]);
});

test('a token expiring within ten minutes is refreshed first; the call carries the new one', async () => {
  const old = jwt(9 * MINUTE);
  const next = jwt(12 * 60 * MINUTE);
  login(old);
  const seen = serveThing();
  const presented = serveRefresh(() => fresh(next));
  await api.get('/api/thing');
  expect(presented).toEqual([old]);
  expect(seen).toEqual([next]);
  expect(localStorage.getItem('token')).toBe(next);
  // The rest of the session is kept.
  expect(sessionStore.get()?.user).toEqual({ id: 'u1', name: 'Paws Trust', role: 'ngo' });
});

test('concurrent calls share one refresh (raw responses too)', async () => {
  const old = jwt(2 * MINUTE);
  const next = jwt(12 * 60 * MINUTE);
  login(old);
  const seen = serveThing();
  const refreshing = holdAnswers();
  const presented = serveRefresh(async () => {
    await refreshing.held;
    return fresh(next);
  });
  const calls = Promise.all([
    api.get('/api/thing'),
    api.get('/api/thing'),
    apiResponse('/api/thing'),
    api.get('/api/thing'),
  ]);
  // The refresh is held at the server until every call is waiting for it.
  await waitFor(() => expect(presented).toEqual([old]));
  refreshing.release();
  await calls;
  expect(presented).toEqual([old]);
  expect(seen).toEqual([next, next, next, next]);
});

test('across tabs: under the lock, a token another tab already rotated is used as it is', async () => {
  const old = jwt(2 * MINUTE);
  const rotatedElsewhere = jwt(12 * 60 * MINUTE);
  login(old);
  // Another tab held the lock and rotated the token meanwhile.
  Object.defineProperty(navigator, 'locks', {
    configurable: true,
    value: {
      request: async (_name: string, _options: unknown, work: () => Promise<unknown>) => {
        localStorage.setItem('token', rotatedElsewhere);
        return work();
      },
    },
  });
  const seen = serveThing();
  const presented = serveRefresh(() => HttpResponse.json({ message: 'ended' }, { status: 401 }));
  await api.get('/api/thing');
  expect(presented).toEqual([]);
  expect(seen).toEqual([rotatedElsewhere]);
  expect(loggedOut).not.toHaveBeenCalled();
});

test('a refresh refused because another tab rotated first waits for its token, and does not log out', async () => {
  const old = jwt(2 * MINUTE);
  const rotatedElsewhere = jwt(12 * 60 * MINUTE);
  login(old);
  const seen = serveThing();
  // The other tab stores its new token after the refusal, once this tab listens for it.
  const listen = window.addEventListener.bind(window);
  const listening = jest
    .spyOn(window, 'addEventListener')
    .mockImplementation((type: string, ...rest: [EventListenerOrEventListenerObject, unknown?]) => {
      listen(type, ...(rest as [EventListenerOrEventListenerObject]));
      if (type !== 'storage') return;
      listening.mockRestore();
      queueMicrotask(() => {
        localStorage.setItem('token', rotatedElsewhere);
        window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
      });
    });
  serveRefresh(() => {
    return HttpResponse.json(
      { message: 'Your session has ended. Please log in again.' },
      { status: 401 },
    );
  });
  await api.get('/api/thing');
  expect(seen).toEqual([rotatedElsewhere]);
  expect(loggedOut).not.toHaveBeenCalled();
});

test('a refresh refused for good (the session ended) logs out', async () => {
  login(jwt(2 * MINUTE));
  serveRefresh(() =>
    HttpResponse.json({ message: 'Your session has ended. Please log in again.' }, { status: 401 }),
  );
  const seen = serveThing();
  await api.get('/api/thing');
  expect(loggedOut).toHaveBeenCalledTimes(1);
  // The call went without a token: the session is over.
  expect(seen).toEqual(['']);
});

test('a refresh that gets no answer keeps the current token, still valid, and logs nobody out', async () => {
  const old = jwt(5 * MINUTE);
  login(old);
  serveRefresh(() => HttpResponse.error());
  const seen = serveThing();
  await api.get('/api/thing');
  expect(seen).toEqual([old]);
  expect(localStorage.getItem('token')).toBe(old);
  expect(loggedOut).not.toHaveBeenCalled();
});

test('a call refused with a token another tab just rotated is sent once more with the new one', async () => {
  const { old, renewed: rotatedElsewhere } = signedIn();
  const seen: string[] = [];
  server.use(
    http.post(apiPath('/api/things'), async ({ request }) => {
      const token = bearerToken(request);
      seen.push(`${token === old ? 'old' : 'new'} ${JSON.stringify(await request.json())}`);
      if (token === old) {
        localStorage.setItem('token', rotatedElsewhere);
        return HttpResponse.json({ message: 'Your session has ended.' }, { status: 401 });
      }
      return HttpResponse.json({ ok: true });
    }),
  );
  await expect(api.post('/api/things', { json: { a: 1 } })).resolves.toEqual({ ok: true });
  expect(seen).toEqual(['old {"a":1}', 'new {"a":1}']);
  expect(loggedOut).not.toHaveBeenCalled();
});

test('a session at its absolute end is not refreshed again and again', async () => {
  const old = jwt(4 * MINUTE);
  // The server cannot go past the session's end: the new token expires when the old one does.
  const capped = jwt(4 * MINUTE);
  login(old);
  const presented = serveRefresh(() => fresh(capped));
  const seen = serveThing();
  await api.get('/api/thing');
  await api.get('/api/thing');
  await api.get('/api/thing');
  expect(presented).toEqual([old]);
  expect(seen).toEqual([capped, capped, capped]);
});

test('an active user whose token nears expiry is refreshed without any call being made', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    const old = jwt(REFRESH_BEFORE_EXPIRY_MS + 30_000);
    const next = jwt(12 * 60 * MINUTE);
    login(old);
    const presented = serveRefresh(() => fresh(next));
    renderWithKit(<p>reading</p>);
    // The user keeps clicking around; a minute later the token is within ten minutes of expiry.
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
      jest.advanceTimersByTime(KEEP_ALIVE_INTERVAL_MS);
    });
    jest.useRealTimers();
    await waitFor(() => expect(localStorage.getItem('token')).toBe(next));
    expect(presented).toEqual([old]);
  } finally {
    jest.useRealTimers();
  }
});

describe('a 401 on a call with a token', () => {
  test('refreshes the session once and sends the call once more with the new token', async () => {
    const { old, renewed } = signedIn();
    const presented = serveRefresh(() => fresh(renewed));
    const seen = serveThingRefusing((token) => token === old);
    await expect(api.get('/api/thing')).resolves.toEqual({ token: renewed });
    expect(presented).toEqual([old]);
    expect(seen).toEqual([old, renewed]);
    expect(localStorage.getItem('token')).toBe(renewed);
    expect(loggedOut).not.toHaveBeenCalled();
  });

  test('two calls refused at the same time share one refresh', async () => {
    const { old, renewed } = signedIn();
    const refreshing = holdAnswers();
    const presented = serveRefresh(async () => {
      await refreshing.held;
      return fresh(renewed);
    });
    const seen = serveThingRefusing((token) => token === old);
    const calls = Promise.all([api.get('/api/thing'), api.get('/api/thing')]);
    // Both were refused before the refresh answers.
    await waitFor(() => expect(seen).toEqual([old, old]));
    refreshing.release();
    const answers = await calls;
    expect(answers).toEqual([{ token: renewed }, { token: renewed }]);
    expect(presented).toEqual([old]);
    expect(seen.sort()).toEqual([old, old, renewed, renewed].sort());
  });

  test('refused again with the renewed token: the session ends, and there is no third send', async () => {
    const { renewed } = signedIn();
    const presented = serveRefresh(() => fresh(renewed));
    const seen = serveThingRefusing(() => true);
    await expect(api.get('/api/thing')).rejects.toMatchObject({ status: 401 });
    expect(presented).toHaveLength(1);
    expect(seen).toHaveLength(2);
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });

  test('a refresh that fails ends the session; the call is not sent again', async () => {
    const { old } = signedIn();
    serveRefresh(() => HttpResponse.json({ message: 'Unavailable' }, { status: 503 }));
    const seen = serveThingRefusing(() => true);
    await expect(api.get('/api/thing')).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([old]);
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });

  test('a write without an Idempotency-Key is not sent again; the session is renewed', async () => {
    const { old, renewed } = signedIn();
    serveRefresh(() => fresh(renewed));
    const posts: string[] = [];
    server.use(
      http.post(apiPath('/api/notes'), ({ request }) => {
        posts.push(request.headers.get('authorization') ?? '');
        return HttpResponse.json({ message: 'Invalid credentials' }, { status: 401 });
      }),
    );
    await expect(api.post('/api/notes', { json: { text: 'hi' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(posts).toEqual([`Bearer ${old}`]);
    expect(localStorage.getItem('token')).toBe(renewed);
    expect(loggedOut).not.toHaveBeenCalled();
  });

  test('a write with an Idempotency-Key is sent once more with the renewed token', async () => {
    const { old, renewed } = signedIn();
    serveRefresh(() => fresh(renewed));
    const posts: string[] = [];
    server.use(
      http.post(apiPath('/api/reports'), ({ request }) => {
        const token = bearerToken(request);
        posts.push(`${token === old ? 'old' : 'new'} ${request.headers.get('idempotency-key')}`);
        return token === old
          ? HttpResponse.json({ message: 'Invalid token' }, { status: 401 })
          : HttpResponse.json({ ok: true });
      }),
    );
    await expect(
      api.post('/api/reports', { json: {}, headers: { 'Idempotency-Key': 'k1' } }),
    ).resolves.toEqual({ ok: true });
    expect(posts).toEqual(['old k1', 'new k1']);
  });
});
