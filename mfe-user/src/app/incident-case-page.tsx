import { useParams } from '@rescue/router';
import { AreaGuard, PageContainer, useSession, type SessionUser } from '@rescue/web-kit';
import { CasePage } from '../features/incidents/components/case-page';
import { LOGIN_REQUIRED_MESSAGE, USER_AREA_NAME } from './user-dashboard-page';

/**
 * /user-dashboard/incidents/{id}: one of the reporter's cases, behind the dashboard's guard
 * (a logged-out visitor goes to /login and comes back here).
 */
export function IncidentCasePage() {
  return (
    <AreaGuard role="user" area={USER_AREA_NAME} loginRedirectMessage={LOGIN_REQUIRED_MESSAGE}>
      <GuardedCase />
    </AreaGuard>
  );
}

function GuardedCase() {
  const { id = '' } = useParams();
  // AreaGuard renders this only with a user's session.
  const user = useSession().user as SessionUser;
  return (
    <PageContainer>
      <CasePage id={id} userId={user.id} />
    </PageContainer>
  );
}
