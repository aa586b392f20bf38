import { DASHBOARD_PATHS } from '@rescue/contracts';
import { Route, Routes } from '@rescue/router';
import { AreaGuard, AreaNotFound } from '@rescue/web-kit/areas';
import { AvailableCasesPage } from '../features/cases/components/available-cases-page';
import { CaseDetailPage } from '../features/cases/components/case-detail-page';
import { ComingSoonPage } from '../features/coming-soon/components/coming-soon-page';
import { DashboardPage } from '../features/cases/components/dashboard-page';
import { PortalLayout } from '../features/layout/components/portal-layout';
import { useDocumentsStatus } from '../features/layout/hooks/use-documents-status';
import { MyCasesPage } from '../features/cases/components/my-cases-page';
import { volunteerText } from '../i18n/text';

/** The area's pages under /voldash; the shell mounts this for every path below it. */
export function AppRoutes() {
  // Read once for the whole portal: the notice above every screen and the case page's button.
  const { unsigned } = useDocumentsStatus();
  const text = volunteerText.useText();
  const area = text('portal.name');
  const portal = <PortalLayout unsigned={unsigned} />;
  return (
    <Routes>
      {/* Logged out: to log in, and back to the page asked for (a case link too). */}
      <Route
        element={
          <AreaGuard role="volunteer" area={area} loginMessage={text('portal.loginRequired')} />
        }
      >
        <Route element={portal}>
          {/* Without an id the page says 'Invalid case ID' and asks nothing. */}
          <Route path="case/:id?" element={<CaseDetailPage signFirst={unsigned} />} />
          <Route index element={<DashboardPage />} />
          <Route path="my-cases" element={<MyCasesPage />} />
          <Route path="available" element={<AvailableCasesPage />} />
          <Route path="activity" element={<ComingSoonPage page="activity" />} />
          <Route path="notifications" element={<ComingSoonPage page="notifications" />} />
          <Route
            path="*"
            element={
              <AreaNotFound
                home={DASHBOARD_PATHS.volunteer}
                homeLabel={text('portal.backToDashboard')}
              />
            }
          />
        </Route>
      </Route>
    </Routes>
  );
}
