import { Route, Routes } from '@rescue/router';
import { AreaGuard, AreaNotFound, DashboardLayout } from '@rescue/web-kit/areas';
import { AccountsPage } from '../features/accounts/components/accounts-page';
import { AuditPage } from '../features/audit/components/audit-page';
import { InboxPage } from '../features/inbox/components/inbox-page';
import { navItems } from '../features/layout/utils/nav-items';
import { ReportsPage } from '../features/moderation/components/reports-page';
import { VerificationPage } from '../features/verification/components/verification-page';
import { adminText } from '../i18n/text';

/** The operator console under /admin; the shell mounts this for every path below it. */
export function AppRoutes() {
  const text = adminText.useText();
  const consoleName = text('area.name');
  return (
    <Routes>
      {/* Nobody logged in goes to the login screen (and back here after); another role is
          told whose console this is. The API refuses them either way. */}
      <Route element={<AreaGuard role="admin" area={consoleName} />}>
        <Route element={<DashboardLayout title={consoleName} items={navItems()} />}>
          <Route index element={<VerificationPage />} />
          <Route path="accounts" element={<AccountsPage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="messages" element={<InboxPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route
            path="*"
            element={<AreaNotFound home="/admin" homeLabel={text('area.backToQueue')} />}
          />
        </Route>
      </Route>
    </Routes>
  );
}
