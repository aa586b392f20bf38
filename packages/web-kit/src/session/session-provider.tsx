import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from '@rescue/router';
import { onUnauthorized } from '../api/unauthorized';
import { endSession } from './end-session';
import { sessionStore, type Session, type SessionGrant, type SessionUser } from './session-store';
import { needsRefresh, refreshToken } from './token-refresh';

export const LOGIN_PATH = '/login';

/** How often an open page checks whether its user's token is about to expire. */
export const KEEP_ALIVE_INTERVAL_MS = 60_000;
/** Someone who clicked, typed or scrolled within this is using the app. */
export const ACTIVE_WITHIN_MS = 15 * 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Calls refresh the token before they go when it is about to expire (api-client); this covers
 * someone using a page without calling the API (reading, filling a long form): while they are
 * active and the page is visible, the token is refreshed before it expires.
 */
function useKeepAlive(): void {
  useEffect(() => {
    let lastActive = Date.now();
    const mark = () => {
      lastActive = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, mark, { capture: true, passive: true });
    }
    const timer = setInterval(() => {
      const token = sessionStore.get()?.token;
      if (!token || document.visibilityState === 'hidden') return;
      if (Date.now() - lastActive > ACTIVE_WITHIN_MS || !needsRefresh(token)) return;
      refreshToken().catch(() => undefined);
    }, KEEP_ALIVE_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, mark, { capture: true });
    };
  }, []);
}

/**
 * Wires the session to the app once (the shell renders it inside its router): a 401 from
 * the API on an authenticated call logs out and goes to /login, and logins or logouts in
 * other tabs show here.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(
    () =>
      onUnauthorized(() => {
        sessionStore.clear();
        void navigate(LOGIN_PATH, { replace: true });
      }),
    [navigate],
  );
  useEffect(() => {
    const onStorage = () => sessionStore.notify();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  useKeepAlive();
  return children;
}

export interface UseSession {
  session: Session | null;
  user: SessionUser | null;
  isLoggedIn: boolean;
  login(grant: SessionGrant): void;
  /**
   * Ends the session on the server (its failure ignored), clears it here and goes to /login;
   * resolves once done.
   */
  logout(): Promise<void>;
}

export function useSession(): UseSession {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  const navigate = useNavigate();
  const logout = useCallback(async () => {
    await endSession();
    void navigate(LOGIN_PATH);
  }, [navigate]);
  return {
    session,
    user: session?.user ?? null,
    isLoggedIn: session !== null,
    login: sessionStore.login,
    logout,
  };
}
