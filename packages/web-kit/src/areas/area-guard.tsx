import { useEffect, useState, type ReactNode } from 'react';
import type { Role } from '@rescue/contracts';
import { Outlet, useLocation, useNavigate } from '@rescue/router';
import { WrongRoleScreen } from './wrong-role-screen';
import { toast, loginPathFor, useSession, sessionStore } from '@rescue/web-kit';
import { areasText } from './areas-text';

export interface AreaGuardProps {
  /** The role whose dashboard the area is (DASHBOARD_PATHS): only its accounts enter. */
  role: Role;
  /** The area's name in the wrong-role screen: "NGO Dashboard". */
  area: string;
  /**
   * What a visitor who arrives logged out is told (a toast over the login page), where the
   * spec words it for the area ("No authentication token found"); the kit's "Please log in to
   * continue" otherwise.
   */
  loginMessage?: string;
  /** The guarded screens; the nested routes when omitted. */
  children?: ReactNode;
}

/**
 * The one place that decides what an area shows someone it is not for, the same in every
 * area: nobody logged in goes to the login page, which brings them back here afterwards
 * (loginPathFor); an account of another role gets the wrong-role screen (whose area this is
 * and the way to its own dashboard). It follows the live session, so Back after logging out
 * goes to log in, not to a portal whose calls fail. The API refuses either anyway; this only
 * spares them a screen that cannot work.
 */
export function AreaGuard({ role, area, loginMessage, children }: AreaGuardProps) {
  // Self-scoped calls need the account's id, which every login stores: without it the
  // session cannot use any dashboard.
  const { user: sessionUser } = useSession();
  const user = sessionUser?.id ? sessionUser : null;
  // Only a visitor who arrives logged out is told why: Logout and a 401 go to /login by
  // themselves, and a toast then would repeat what they just did.
  const [arrivedLoggedOut] = useState(() => !sessionStore.get()?.user.id);
  if (!user) return <LoginRedirect message={arrivedLoggedOut ? (loginMessage ?? null) : false} />;
  if (user.role !== role) return <WrongRoleScreen area={area} areaRole={role} role={user.role} />;
  return children ?? <Outlet />;
}

/** To the login page and back here after it; `message`: the toast (null: the kit's words). */
function LoginRedirect({ message }: { message: string | null | false }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (message !== false) toast.info(message ?? areasText.t('guard.loggedOutTitle'));
    void navigate(loginPathFor(pathname + search + hash), { replace: true });
  }, [message, navigate, pathname, search, hash]);
  return null;
}
