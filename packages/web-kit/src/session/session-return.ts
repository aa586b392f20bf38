// Coming back after leaving a page: to /login and back, and from the signing page.
import { useEffect } from 'react';
import { useLocation } from '@rescue/router';
import type { RefreshTokenResponse } from '@rescue/contracts';
import { api } from '../api/api-client';
import { LOGIN_PATH } from './session-provider';
import { sessionStore } from './session-store';

const NEXT_PARAM = 'next';
const AUTH_PATHS = [LOGIN_PATH, '/register'];

/** /login, remembering the page to return to (in the URL, so it survives a reload). */
export function loginPathFor(returnTo: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ [NEXT_PARAM]: returnTo })}`;
}

/**
 * The page a login should return to, from `?next=`: only a path on this site (never
 * `//elsewhere.example`), and never the login or sign-up page itself.
 */
export function returnPathFrom(search: string): string | null {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  const pathname = (next.split(/[?#]/)[0] ?? '').toLowerCase();
  return AUTH_PATHS.includes(pathname) ? null : next;
}

let refreshing: Promise<void> | undefined;

/**
 * Swaps the stored token for a fresh one with the account's current claims (after signing
 * the documents the token must say so). Concurrent calls share one request.
 */
export function refreshSessionToken(): Promise<void> {
  refreshing ??= (async () => {
    const before = sessionStore.get();
    if (!before) return;
    const { token } = await api.post<RefreshTokenResponse>('/api/users/refresh-token');
    // Another login or a logout meanwhile wins.
    if (sessionStore.get()?.token !== before.token) return;
    const { id, name, role } = before.user;
    sessionStore.login({ token, _id: id, name, role });
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/**
 * The signing page sends the browser back to /dashboard?signed=1 or /volunteer/dashboard?signed=1
 * (another area), so the shell runs this on every page: on ?signed=1 it refreshes the token.
 * Not aborted on unmount: the shell's redirect to /voldash drops the query at once.
 */
export function useSignedReturn(): void {
  const { search } = useLocation();
  const signed = new URLSearchParams(search).get('signed') === '1';
  useEffect(() => {
    // A failed refresh keeps the old token: the area then shows what an unsigned account sees.
    if (signed) refreshSessionToken().catch(() => undefined);
  }, [signed]);
}
