import { DASHBOARD_PATHS } from '@rescue/contracts';
import { Route, Routes } from '@rescue/router';
import { AreaGuard, AreaNotFound, DashboardLayout } from '@rescue/web-kit/areas';
import { IncidentDetailPage } from '../features/incidents/components/incident-detail-page';
import { IncidentsPage } from '../features/incidents/components/incidents-page';
import { navItems } from '../features/layout/utils/nav-items';
import { DashboardHome } from '../features/incidents/components/dashboard-home';
import { ComingSoonPage } from '../features/placeholders/components/coming-soon-page';
import { NotificationsPage } from '../features/placeholders/components/notifications-page';
import { message } from '../features/incidents/utils/messages';
import { ngoText } from '../i18n/text';
import { AnalyticsRoute } from './analytics-route';
import { VerificationGate } from './verification-gate';

/** The area's pages under /dashboard; the shell mounts this for every path below it. */
export function AppRoutes() {
  const text = ngoText.useText();
  const areaName = text('area.name');
  return (
    <Routes>
      <Route element={<AreaGuard role="ngo" area={areaName} loginMessage={message('noToken')} />}>
        {/* Until the operator verifies the NGO, every page is the waiting screen. */}
        <Route element={<VerificationGate />}>
          <Route element={<DashboardLayout title={areaName} items={navItems()} />}>
            <Route index element={<DashboardHome />} />
            <Route path="incidents" element={<IncidentsPage />} />
            <Route path="incidents/:id" element={<IncidentDetailPage />} />
            <Route path="notifications" element={<NotificationsPage />} />
            <Route path="analytics" element={<AnalyticsRoute />} />
            <Route path="settings" element={<ComingSoonPage title={text('nav.settings')} />} />
            <Route
              path="*"
              element={
                <AreaNotFound home={DASHBOARD_PATHS.ngo} homeLabel={text('area.backToDashboard')} />
              }
            />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
