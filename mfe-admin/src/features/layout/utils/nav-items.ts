/** The console's four sections. */
export const NAV_ITEMS = [
  { title: 'Verification', path: '/admin', end: true },
  { title: 'Accounts', path: '/admin/accounts', end: false },
  { title: 'Reports', path: '/admin/reports', end: false },
  { title: 'Audit log', path: '/admin/audit', end: false },
] as const;
