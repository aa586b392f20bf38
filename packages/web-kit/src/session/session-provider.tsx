import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from '@rescue/router';
import { onUnauthorized } from '../api/api-client';
import { sessionStore, type Session, type SessionGrant, type SessionUser } from './session-store';

export const LOGIN_PATH = '/login';

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
        navigate(LOGIN_PATH, { replace: true });
      }),
    [navigate],
  );
  useEffect(() => {
    const onStorage = () => sessionStore.notify();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return children;
}

export interface UseSession {
  session: Session | null;
  user: SessionUser | null;
  isLoggedIn: boolean;
  login(grant: SessionGrant): void;
  /** Clears the session and goes to /login. */
  logout(): void;
}

export function useSession(): UseSession {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  const navigate = useNavigate();
  const logout = useCallback(() => {
    sessionStore.clear();
    navigate(LOGIN_PATH);
  }, [navigate]);
  return {
    session,
    user: session?.user ?? null,
    isLoggedIn: session !== null,
    login: sessionStore.login,
    logout,
  };
}
