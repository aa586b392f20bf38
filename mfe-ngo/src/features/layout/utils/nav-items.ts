import type { DashboardNavItem } from '@rescue/web-kit';

/** The NGO sidebar (spec section 2): Settings is shown, not built yet. */
export const NAV_ITEMS: readonly DashboardNavItem[] = [
  { label: 'Dashboard', to: '/dashboard', end: true },
  { label: 'Incidents', to: '/dashboard/incidents' },
  { label: 'Notifications', to: '/dashboard/notifications' },
  { label: 'Analytics', to: '/dashboard/analytics' },
  { label: 'Settings', to: '/dashboard/settings', unavailable: 'under-development' },
];
