import type { DashboardNavItem } from '@rescue/web-kit/areas';
import { ngoText } from '../../../i18n/text';

/** The NGO sidebar (spec section 2), in the page's language: Settings is shown, not built yet. */
export function navItems(): readonly DashboardNavItem[] {
  const t = ngoText.t;
  return [
    { label: t('nav.dashboard'), to: '/dashboard', end: true },
    { label: t('nav.incidents'), to: '/dashboard/incidents' },
    { label: t('nav.notifications'), to: '/dashboard/notifications' },
    { label: t('nav.analytics'), to: '/dashboard/analytics' },
    { label: t('nav.settings'), to: '/dashboard/settings', unavailable: 'under-development' },
  ];
}
