import { Route, Routes } from '@rescue/router';
import { EmptyState, LinkButton, ReleaseNote } from '@rescue/web-kit';
import { IncidentDetailPage } from './features/incident-detail/components/incident-detail-page';
import { IncidentsPage } from './features/incidents/components/incidents-page';
import { DashboardLayout } from './features/layout/components/dashboard-layout';
import { DashboardHome } from './features/overview/components/dashboard-home';
import { ComingSoonPage } from './features/placeholders/components/coming-soon-page';
import { NotificationsPage } from './features/placeholders/components/notifications-page';
import { VerificationGate } from './features/verification/components/verification-gate';

/** The area's pages under /dashboard; the shell mounts this for every path below it. */
export default function App() {
  return (
    <>
      <ReleaseNote note={__RELEASE_NOTE__} />
      <Routes>
        {/* Until the operator verifies the NGO, every page is the waiting screen. */}
        <Route element={<VerificationGate />}>
          <Route element={<DashboardLayout />}>
            <Route index element={<DashboardHome />} />
            <Route path="incidents" element={<IncidentsPage />} />
            <Route path="incidents/:id" element={<IncidentDetailPage />} />
            <Route path="notifications" element={<NotificationsPage />} />
            <Route path="analytics" element={<ComingSoonPage title="Analytics" />} />
            <Route path="settings" element={<ComingSoonPage title="Settings" />} />
            <Route
              path="*"
              element={
                <EmptyState
                  title="Page not found"
                  action={<LinkButton to="/dashboard">Back to Dashboard</LinkButton>}
                />
              }
            />
          </Route>
        </Route>
      </Routes>
    </>
  );
}
