import { Navigate, Route, Routes } from '@rescue/router';
import { ReleaseNote } from '@rescue/web-kit';
import { UserDashboardRoute } from './routes/user-dashboard-route';

/** The area's pages under /user-dashboard; the shell mounts this for every path below it. */
export default function App() {
  return (
    <>
      <ReleaseNote note={__RELEASE_NOTE__} />
      <Routes>
        <Route index element={<UserDashboardRoute />} />
        <Route path="*" element={<Navigate to="/user-dashboard" replace />} />
      </Routes>
    </>
  );
}
