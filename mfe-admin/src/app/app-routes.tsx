import { Route, Routes } from '@rescue/router';
import { EmptyState, LinkButton } from '@rescue/web-kit';
import { AdminAccessGate } from '../features/access/components/admin-access-gate';
import { AccountsPage } from '../features/accounts/components/accounts-page';
import { AuditPage } from '../features/audit/components/audit-page';
import { AdminLayout } from '../features/layout/components/admin-layout';
import { ReportsPage } from '../features/moderation/components/reports-page';
import { VerificationPage } from '../features/verification/components/verification-page';

/** The operator console under /admin; the shell mounts this for every path below it. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AdminAccessGate />}>
        <Route element={<AdminLayout />}>
          <Route index element={<VerificationPage />} />
          <Route path="accounts" element={<AccountsPage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route
            path="*"
            element={
              <EmptyState
                title="Page not found"
                action={<LinkButton to="/admin">Back to the verification queue</LinkButton>}
              />
            }
          />
        </Route>
      </Route>
    </Routes>
  );
}
