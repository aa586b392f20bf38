import { Navigate, Route, Routes } from '@rescue/router';
import { UserDashboardPage } from './user-dashboard-page';

/** The area's pages under /user-dashboard; the shell mounts this for every path below it. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<UserDashboardPage />} />
      <Route path="*" element={<Navigate to="/user-dashboard" replace />} />
    </Routes>
  );
}
