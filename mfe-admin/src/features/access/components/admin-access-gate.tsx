import { Navigate, Outlet, useLocation } from '@rescue/router';
import { roleMayUse } from '@rescue/contracts';
import { WrongRoleScreen, loginPathFor, useSession } from '@rescue/web-kit';

/** The operation every screen of the console starts with: who may use it decides who enters. */
const CONSOLE_OPERATION = 'admin.ngos';

/**
 * The console's door, read from the contracts' policy: nobody logged in goes to the login
 * screen (and comes back here after), a logged-in account whose role the policy does not admit
 * sees why, with the way to its own dashboard. The API refuses them either way.
 */
export function AdminAccessGate() {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  if (!user) return <Navigate to={loginPathFor(pathname + search)} replace />;
  if (!roleMayUse(CONSOLE_OPERATION, user.role)) {
    return (
      <WrongRoleScreen
        operation={CONSOLE_OPERATION}
        title="This page is for the Rescue Network team"
        role={user.role}
      />
    );
  }
  return <Outlet />;
}
