import { Navigate, Route, Routes } from '@rescue/router';
import { IncidentCasePage } from './incident-case-page';
import { UserDashboardPage } from './user-dashboard-page';

/** The area's pages under /user-dashboard; the shell mounts this for every path below it. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<UserDashboardPage />} />
      <Route path="incidents/:id" element={<IncidentCasePage />} />
      <Route path="*" element={<Navigate to="/user-dashboard" replace />} />
    </Routes>
  );
}
