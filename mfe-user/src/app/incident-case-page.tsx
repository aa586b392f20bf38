import { useParams } from '@rescue/router';
import { PageContainer, useSession, type SessionUser } from '@rescue/web-kit';
import { AreaGuard } from '@rescue/web-kit/areas';
import { CasePage } from '../features/incidents/components/case-page';
import { userText } from '../i18n/text';

/**
 * /user-dashboard/incidents/{id}: one of the reporter's cases, behind the dashboard's guard
 * (a logged-out visitor goes to /login and comes back here).
 */
export function IncidentCasePage() {
  const text = userText.useText();
  return (
    <AreaGuard role="user" area={text('area.name')} loginMessage={text('area.loginRequired')}>
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
