/** Sidebar item status (spec section 4): only active items can be opened. */
export type NavStatus = 'active' | 'coming-soon' | 'under-development';

export interface NavItem {
  title: string;
  path: string;
  status: NavStatus;
  /** Current only on this exact path (the dashboard home is above every other page). */
  end?: boolean;
}

/** The NGO sidebar (spec section 2). */
export const NAV_ITEMS: readonly NavItem[] = [
  { title: 'Dashboard', path: '/dashboard', status: 'active', end: true },
  { title: 'Incidents', path: '/dashboard/incidents', status: 'active' },
  { title: 'Notifications', path: '/dashboard/notifications', status: 'active' },
  { title: 'Analytics', path: '/dashboard/analytics', status: 'coming-soon' },
  { title: 'Settings', path: '/dashboard/settings', status: 'under-development' },
];

/** The info toast of a disabled item: "Analytics is coming soon". */
export function unavailableMessage(item: NavItem): string {
  return `${item.title} is ${item.status === 'coming-soon' ? 'coming soon' : 'under development'}`;
}
