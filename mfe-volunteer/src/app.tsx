import { Route, Routes } from '@rescue/router';
import { EmptyState, LinkButton, ReleaseNote } from '@rescue/web-kit';
import { AvailableCasesPage } from './features/available/components/available-cases-page';
import { CaseDetailPage } from './features/case-detail/components/case-detail-page';
import { ComingSoonPage } from './features/coming-soon/components/coming-soon-page';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { PortalLayout } from './features/layout/components/portal-layout';
import { MyCasesPage } from './features/my-cases/components/my-cases-page';

/** The area's pages under /voldash; the shell mounts this for every path below it. */
export default function App() {
  return (
    <>
      <ReleaseNote note={__RELEASE_NOTE__} />
      <Routes>
        <Route element={<PortalLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="my-cases" element={<MyCasesPage />} />
          <Route path="available" element={<AvailableCasesPage />} />
          {/* Without an id the page says 'Invalid case ID' and asks nothing. */}
          <Route path="case/:id?" element={<CaseDetailPage />} />
          <Route path="activity" element={<ComingSoonPage title="My Activity" />} />
          <Route path="notifications" element={<ComingSoonPage title="Notifications" />} />
          <Route
            path="*"
            element={
              <EmptyState
                title="Page not found"
                action={<LinkButton to="/voldash">Back to Dashboard</LinkButton>}
              />
            }
          />
        </Route>
      </Routes>
    </>
  );
}
