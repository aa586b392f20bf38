import { useEffect, useState, type ReactNode } from 'react';
import type { Role } from '@rescue/contracts';
import { Outlet, useLocation, useNavigate } from '@rescue/router';
import { AreaScreen } from './area-screen';
import { WrongRoleScreen } from './wrong-role-screen';
import { toast, LinkButton, loginPathFor, useSession, sessionStore } from '@rescue/web-kit';
import { areasText } from './areas-text';

/** The English logged-out title (the kit's guard.loggedOutTitle words it in the page's language). */
export const LOGGED_OUT_TITLE = 'Please log in to continue';

export interface AreaGuardProps {
  /** The role whose dashboard the area is (DASHBOARD_PATHS): only its accounts enter. */
  role: Role;
  /** The area's name in the wrong-role and logged-out screens: "NGO Dashboard". */
  area: string;
  /**
   * Arriving logged out, go to the login page (and back after it) instead of showing the
   * logged-out screen, saying this as a toast when it is not empty: the user dashboard's rule
   * (spec section 5) and the operator console's.
   */
  loginRedirectMessage?: string;
  /** The logged-out screen's heading, when the spec words it for the area. */
  loggedOutTitle?: string;
  /** The guarded screens; the nested routes when omitted. */
  children?: ReactNode;
}

/**
 * The one place that decides what an area shows someone it is not for: a logged-out visitor
 * gets the logged-out screen (log in and come back here), an account of another role gets the
 * wrong-role screen (whose area this is and the way to its own dashboard). It follows the live
 * session, so Back after logging out shows the logged-out screen, not a portal whose calls
 * fail. The API refuses either anyway; this only spares them a screen that cannot work.
 */
export function AreaGuard({
  role,
  area,
  loginRedirectMessage,
  loggedOutTitle,
  children,
}: AreaGuardProps) {
  // Self-scoped calls need the account's id, which every login stores: without it the
  // session cannot use any dashboard.
  const { user: sessionUser } = useSession();
  const user = sessionUser?.id ? sessionUser : null;
  // Only a visitor who arrives logged out is redirected: Logout and a 401 go to /login by
  // themselves, and a toast then would repeat what they just did.
  const [arrivedLoggedOut] = useState(() => !sessionStore.get()?.user.id);
  const redirect = !user && arrivedLoggedOut && loginRedirectMessage !== undefined;
  if (redirect) return <LoginRedirect message={loginRedirectMessage} />;
  if (!user) return <LoggedOutScreen area={area} title={loggedOutTitle} />;
  if (user.role !== role) return <WrongRoleScreen area={area} areaRole={role} role={user.role} />;
  return children ?? <Outlet />;
}

function LoginRedirect({ message }: { message: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (message) toast.error(message);
    void navigate(loginPathFor(pathname + search), { replace: true });
  }, [message, navigate, pathname, search]);
  return null;
}

/** A logged-out visitor on a signed-in area: log in, and come back here. */
export function LoggedOutScreen({ area, title }: { area: string; title?: string }) {
  const { pathname, search } = useLocation();
  const text = areasText.useText();
  return (
    <AreaScreen
      area={area}
      title={title ?? text('guard.loggedOutTitle')}
      message={text('guard.signedInOnly', { area })}
      action={<LinkButton to={loginPathFor(pathname + search)}>{text('guard.logIn')}</LinkButton>}
    />
  );
}
