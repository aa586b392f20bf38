// Coming back after leaving a page: to /login and back, and from the signing page.
import { useEffect } from 'react';
import { DASHBOARD_PATHS, sitePath, type Role } from '@rescue/contracts';
import { useLocation } from '@rescue/router';
import { showDocumentsSigned, tokenSaysSigned } from './documents-signed';
import { LOGIN_PATH } from './session-provider';
import { sessionStore } from './session-store';
import { refreshToken } from './token-refresh';

const NEXT_PARAM = 'next';
const REGISTER_PATH = '/register';
const AUTH_PATHS = [LOGIN_PATH, REGISTER_PATH];

/** /login, remembering the page to return to (in the URL, so it survives a reload). */
export function loginPathFor(returnTo: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ [NEXT_PARAM]: returnTo })}`;
}

/**
 * The page a login should return to, from `?next=`: only a path on this site (the contracts'
 * sitePath, never an absolute URL), and never the login or sign-up page itself. Given the
 * account's role, a page in another role's area is refused too (the account goes to its own
 * dashboard instead of a "this area is for…" screen).
 */
export function returnPathFrom(search: string, role?: Role): string | null {
  const next = sitePath(new URLSearchParams(search).get(NEXT_PARAM));
  if (!next) return null;
  const pathname = (next.split(/[?#]/)[0] ?? '').toLowerCase();
  if (AUTH_PATHS.includes(pathname)) return null;
  const area = areaRoleOf(pathname);
  return role && area && area !== role ? null : next;
}

/** The role whose signed-in area (DASHBOARD_PATHS) holds a path; null for public pages. */
function areaRoleOf(pathname: string): Role | null {
  const areas = Object.entries(DASHBOARD_PATHS) as [Role, string][];
  const found = areas.find(([, base]) => pathname === base || pathname.startsWith(`${base}/`));
  return found?.[0] ?? null;
}

type ClaimsListener = () => Promise<unknown>;
const claimsListeners = new Set<ClaimsListener>();

/**
 * Calls `listener` after each refresh for new claims (refreshSessionToken), and waits for it:
 * the server-data cache (web-kit/query) asks every answer again there. Returns the unsubscribe.
 */
export function onClaimsRefreshed(listener: ClaimsListener): () => void {
  claimsListeners.add(listener);
  return () => {
    claimsListeners.delete(listener);
  };
}

/**
 * Swaps the stored token for a fresh one with the account's current claims (after signing
 * the documents the token must say so). Concurrent calls share one request, and it is the
 * same rotation as the silent refresh (token-refresh.ts), so the two never race. What the
 * server answered depends on those claims (an NGO sees reporters' contacts once signed), so
 * it resolves once every cached answer has been asked again (onClaimsRefreshed).
 */
export async function refreshSessionToken(): Promise<void> {
  await refreshToken({ force: true });
  await Promise.all([...claimsListeners].map((listener) => listener()));
}

/**
 * The signing page sends the browser back to /dashboard?signed=1 or /volunteer/dashboard?signed=1
 * (another area), so the shell runs this on every page: on ?signed=1 it refreshes the token and,
 * once the fresh token says the documents are signed, shows "Documents signed" (the toast the
 * sign-up flow shows: back on /register, that page checks and confirms it itself).
 * Not aborted on unmount: the shell's redirect to /voldash drops the query at once.
 */
export function useSignedReturn(): void {
  const { pathname, search } = useLocation();
  const signed = new URLSearchParams(search).get('signed') === '1';
  const confirms = pathname.toLowerCase() !== REGISTER_PATH;
  useEffect(() => {
    if (!signed) return;
    // A failed refresh keeps the old token: the area then shows what an unsigned account sees.
    refreshSessionToken()
      .then(() => {
        const token = sessionStore.get()?.token;
        if (confirms && token && tokenSaysSigned(token)) showDocumentsSigned();
      })
      .catch(() => undefined);
  }, [signed, confirms]);
}
