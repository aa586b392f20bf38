import { DASHBOARD_PATHS } from '@rescue/contracts';
import { useSession } from '@rescue/web-kit';
import { DashboardLayout, DashboardNavAction, type DashboardNavItem } from '@rescue/web-kit/areas';
import { volunteerText } from '../../../i18n/text';
import { DocumentsNotice } from './documents-notice';

/**
 * The portal's sidebar (spec section 2); My Activity and Notifications are shown, not built
 * yet: My Activity is "coming soon, not clickable", Notifications says it is coming.
 */
const navItems = (text: ReturnType<typeof volunteerText.useText>): DashboardNavItem[] => [
  { label: text('nav.dashboard'), to: DASHBOARD_PATHS.volunteer, end: true },
  { label: text('nav.myCases'), to: '/voldash/my-cases' },
  { label: text('nav.available'), to: '/voldash/available' },
  {
    label: text('nav.activity'),
    to: '/voldash/activity',
    unavailable: 'coming-soon',
    disabled: true,
  },
  { label: text('nav.notifications'), to: '/voldash/notifications', unavailable: 'coming-soon' },
];

/**
 * The kit's dashboard layout titled "Volunteer Portal" around every /voldash screen; a
 * volunteer with documents to sign (`unsigned`) sees the notice above each.
 */
export function PortalLayout({ unsigned }: { unsigned: boolean }) {
  const { logout } = useSession();
  const text = volunteerText.useText();
  return (
    <DashboardLayout
      title={text('portal.name')}
      items={navItems(text)}
      banner={unsigned && <DocumentsNotice />}
      actions={
        // Clears the whole session like the header's Logout (the spec's removes only the token).
        <DashboardNavAction type="button" onClick={() => void logout()}>
          {text('nav.logout')}
        </DashboardNavAction>
      }
    />
  );
}
