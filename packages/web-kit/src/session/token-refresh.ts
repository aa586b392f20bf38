// Silent refresh: a token is swapped for a fresh one shortly before it expires, so an active
// user is never logged out by its expiry. Refresh rotates: once the server has issued the new
// token it refuses the old one. So one refresh at a time, in this tab (concurrent calls share
// it) and across tabs (a Web Lock, and localStorage read again once the lock is held: another
// tab may have rotated the token meanwhile, and then its token is the one to use).
import type { RefreshTokenResponse } from '@rescue/contracts';
import { apiUrl } from '../api/api-url';
import { notifyUnauthorized } from '../api/unauthorized';
import { sessionStore } from './session-store';

/** A token that expires within this is refreshed before the next call. */
export const REFRESH_BEFORE_EXPIRY_MS = 10 * 60_000;
/** After a refused refresh, how long to wait for another tab to store the token it got. */
export const OTHER_TAB_WAIT_MS = 1_500;
const LOCK_NAME = 'rescue-network:token-refresh';
const REFRESH_PATH = '/api/users/refresh-token';

function claims(token: string): { exp?: unknown; iat?: unknown } | undefined {
  try {
    const part = token.split('.')[1];
    if (!part) return undefined;
    return JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as object;
  } catch {
    return undefined;
  }
}

const epochMs = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value * 1000 : undefined;

/** The token's `exp` claim in epoch milliseconds; undefined when it is not a readable JWT. */
export function tokenExpiry(token: string): number | undefined {
  return epochMs(claims(token)?.exp);
}

/**
 * How long before its expiry a token is refreshed: ten minutes, or half its lifetime for a
 * token issued for less than twenty (so short-lived tokens are not rotated on every call).
 */
function refreshWindow(token: string): number {
  const { exp, iat } = claims(token) ?? {};
  const lifetime = (epochMs(exp) ?? 0) - (epochMs(iat) ?? 0);
  return epochMs(iat) !== undefined && lifetime > 0
    ? Math.min(REFRESH_BEFORE_EXPIRY_MS, lifetime / 2)
    : REFRESH_BEFORE_EXPIRY_MS;
}

/**
 * Tokens a refresh could not extend: the session has reached its absolute lifetime (the server
 * never issues a token that outlives its session), so asking again would gain nothing.
 */
const atSessionEnd = new Set<string>();

/** Whether `token` expires within its refresh window and a refresh could still help. */
export function needsRefresh(token: string, now: number = Date.now()): boolean {
  const expiry = tokenExpiry(token);
  if (expiry === undefined || atSessionEnd.has(token)) return false;
  return expiry - now < refreshWindow(token);
}

/** Runs `work` while holding the cross-tab refresh lock (Web Locks; just runs it without). */
function withTabLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return work();
  return locks.request(LOCK_NAME, { mode: 'exclusive' }, work) as Promise<T>;
}

/** The stored token once it differs from `old` (another tab rotated it), within `ms`. */
function storedTokenOtherThan(old: string, ms: number): Promise<string | undefined> {
  const changed = () => {
    const token = sessionStore.get()?.token;
    return token && token !== old ? token : undefined;
  };
  const now = changed();
  if (now || ms <= 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('storage', check);
      clearTimeout(timer);
      resolve(changed());
    };
    const check = () => {
      if (changed()) done();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('storage', check);
  });
}

/** What a refresh could not do: the server could not be reached or did not answer properly. */
export class RefreshFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefreshFailedError';
  }
}

/**
 * One rotation of `seen`, run under the lock. Reads the stored session afresh first: when it
 * holds another token, another tab (or a new login) already replaced it, and that one is used.
 */
async function rotate(seen: string, force: boolean): Promise<string | undefined> {
  const before = sessionStore.get();
  if (!before) return undefined;
  if (before.token !== seen) return before.token;
  if (!force && !needsRefresh(seen)) return seen;
  let response: Response;
  try {
    response = await fetch(apiUrl(REFRESH_PATH), {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${seen}` },
      credentials: 'include',
    });
  } catch {
    throw new RefreshFailedError('The session could not be refreshed: no answer');
  }
  const body = (await response.json().catch(() => undefined)) as
    Partial<RefreshTokenResponse> | undefined;
  // A logout or another login meanwhile wins.
  const after = sessionStore.get();
  if (after?.token !== seen) return after?.token;
  if (response.status === 401) {
    // Either the session has ended, or another tab without the lock rotated it first: then its
    // token arrives in localStorage in a moment.
    const other = await storedTokenOtherThan(seen, OTHER_TAB_WAIT_MS);
    if (other) return other;
    if (sessionStore.get()?.token === seen) notifyUnauthorized();
    return undefined;
  }
  if (!response.ok || typeof body?.token !== 'string') {
    throw new RefreshFailedError(`The session could not be refreshed (${response.status})`);
  }
  const { id, name, role } = before.user;
  sessionStore.login({ token: body.token, _id: id, name, role });
  // No later expiry than before: the session's absolute end caps it; asking again gains nothing.
  const oldExpiry = tokenExpiry(seen) ?? 0;
  const newExpiry = tokenExpiry(body.token) ?? Infinity;
  if (newExpiry <= oldExpiry + 1000 || needsRefresh(body.token)) atSessionEnd.add(body.token);
  return body.token;
}

let inFlight: { seen: string; force: boolean; done: Promise<string | undefined> } | undefined;

/**
 * Rotates the stored token now (`force`: even when it is not about to expire, e.g. after signing
 * the documents, so the token carries the new claims). Concurrent calls share one request; the
 * promise resolves with the token to use (undefined: logged out).
 */
export function refreshToken({ force = false }: { force?: boolean } = {}): Promise<
  string | undefined
> {
  const seen = sessionStore.get()?.token;
  if (!seen) return Promise.resolve(undefined);
  if (inFlight && inFlight.seen === seen && (inFlight.force || !force)) return inFlight.done;
  const done = withTabLock(() => rotate(seen, force)).finally(() => {
    if (inFlight?.done === done) inFlight = undefined;
  });
  inFlight = { seen, force, done };
  return done;
}

/**
 * The token to send with a call: the stored one, refreshed first when it expires within ten
 * minutes. A refresh that fails for want of an answer keeps the current token (still valid).
 */
export async function tokenForRequest(): Promise<string | undefined> {
  const token = sessionStore.get()?.token;
  if (!token || !needsRefresh(token)) return token;
  try {
    return await refreshToken();
  } catch {
    return sessionStore.get()?.token;
  }
}

/**
 * After a call with `sent` was refused (401): the token to send it again with, or undefined
 * when the session has ended (then it was ended here, through notifyUnauthorized). When the
 * stored token already differs (a refresh here or in another tab replaced it meanwhile) that
 * one is used; otherwise the session is refreshed once, and every call refused meanwhile
 * shares that one refresh (refreshToken is single-flight, and serialized across tabs).
 */
export async function tokenAfterRefusal(sent: string): Promise<string | undefined> {
  const stored = sessionStore.get()?.token;
  if (!stored) return undefined;
  if (stored !== sent) return stored;
  try {
    const renewed = await refreshToken({ force: true });
    return renewed && renewed !== sent ? renewed : undefined;
  } catch {
    // No usable answer from the refresh: the token is refused and cannot be renewed.
    if (sessionStore.get()?.token === sent) notifyUnauthorized();
    return undefined;
  }
}

/** Forgets which tokens reached their session's end (tests). */
export function resetTokenRefresh(): void {
  atSessionEnd.clear();
  inFlight = undefined;
}
