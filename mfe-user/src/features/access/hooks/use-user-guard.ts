import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@rescue/router';
import {
  LOGIN_PATH,
  loginPathFor,
  sessionStore,
  toast,
  useSession,
  type Session,
  type SessionUser,
} from '@rescue/web-kit';

export const LOGIN_REQUIRED_MESSAGE = 'Please log in to access the dashboard';
export const UNAUTHORIZED_MESSAGE = 'Unauthorized access';

function accessProblem(session: Session | null): string | undefined {
  if (!session?.user.id) return LOGIN_REQUIRED_MESSAGE;
  if (session.user.role !== 'user') return UNAUTHORIZED_MESSAGE;
  return undefined;
}

/**
 * The user dashboard's own check (spec section 5): a stored token and user id, and the role
 * user; otherwise the reason as a toast and off to /login. Checked on arrival only: Logout
 * and a 401 leave for /login by themselves, without this message.
 */
export function useUserGuard(): { user: SessionUser } | { problem: string } {
  const [arrival] = useState(sessionStore.get);
  const { session } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const problem = accessProblem(arrival);

  useEffect(() => {
    if (!problem) return;
    toast.error(problem);
    // Logged out: back here after logging in. Another role: a plain login page.
    void navigate(problem === LOGIN_REQUIRED_MESSAGE ? loginPathFor(pathname) : LOGIN_PATH, {
      replace: true,
    });
  }, [problem, navigate, pathname]);

  if (problem || !arrival) return { problem: problem ?? LOGIN_REQUIRED_MESSAGE };
  // The live session, so a name edited here shows at once.
  return { user: session?.user ?? arrival.user };
}
