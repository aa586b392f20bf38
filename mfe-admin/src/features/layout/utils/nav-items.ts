import type { DashboardNavItem } from '@rescue/web-kit';

/** The console's four sections. */
export const NAV_ITEMS: readonly DashboardNavItem[] = [
  { label: 'Verification', to: '/admin', end: true },
  { label: 'Accounts', to: '/admin/accounts' },
  { label: 'Reports', to: '/admin/reports' },
  { label: 'Audit log', to: '/admin/audit' },
];
