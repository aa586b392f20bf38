import type { DashboardNavItem } from '@rescue/web-kit/areas';
import { adminText } from '../../../i18n/text';

/** The console's sections, in the page's language (AppRoutes re-renders on a switch). */
export function navItems(): readonly DashboardNavItem[] {
  const t = adminText.t;
  return [
    { label: t('nav.verification'), to: '/admin', end: true },
    { label: t('nav.accounts'), to: '/admin/accounts' },
    { label: t('nav.reports'), to: '/admin/reports' },
    { label: t('nav.messages'), to: '/admin/messages' },
    { label: t('nav.audit'), to: '/admin/audit' },
  ];
}
