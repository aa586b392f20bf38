import { DASHBOARD_PATHS } from '@rescue/contracts';
import {
  DashboardLayout,
  DashboardNavAction,
  useSession,
  type DashboardNavItem,
} from '@rescue/web-kit';
import { DocumentsNotice } from './documents-notice';

export const PORTAL_NAME = 'Volunteer Portal';

/**
 * The portal's sidebar (spec section 2); My Activity and Notifications are shown, not built
 * yet: My Activity is "coming soon, not clickable", Notifications says it is coming.
 */
const NAV_ITEMS: readonly DashboardNavItem[] = [
  { label: 'Dashboard', to: DASHBOARD_PATHS.volunteer, end: true },
  { label: 'My Cases', to: '/voldash/my-cases' },
  { label: 'Available Cases', to: '/voldash/available' },
  { label: 'My Activity', to: '/voldash/activity', unavailable: 'coming-soon', disabled: true },
  { label: 'Notifications', to: '/voldash/notifications', unavailable: 'coming-soon' },
];

/**
 * The kit's dashboard layout titled "Volunteer Portal" around every /voldash screen; a
 * volunteer with documents to sign (`unsigned`) sees the notice above each.
 */
export function PortalLayout({ unsigned }: { unsigned: boolean }) {
  const { logout } = useSession();
  return (
    <DashboardLayout
      title={PORTAL_NAME}
      items={NAV_ITEMS}
      banner={unsigned && <DocumentsNotice />}
      actions={
        // Clears the whole session like the header's Logout (the spec's removes only the token).
        <DashboardNavAction type="button" onClick={() => void logout()}>
          Logout
        </DashboardNavAction>
      }
    />
  );
}
