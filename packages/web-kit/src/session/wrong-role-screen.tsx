import { dashboardPathForRole, wrongRoleMessage, type Operation } from '@rescue/contracts';
import { usePageTitle } from '../page/use-page-title';
import { EmptyState } from '../ui/empty-state';
import { LinkButton } from '../ui/link-button';
import { PageContainer } from '../ui/page-container';

/**
 * What an area shows an account whose role the contracts' policy does not admit to the area's
 * operation: why, from the policy, and the way to its own dashboard. The API refuses it anyway.
 */
export function WrongRoleScreen({
  operation,
  title,
  role,
}: {
  operation: Operation;
  title: string;
  role: string;
}) {
  usePageTitle(title);
  return (
    <PageContainer>
      <EmptyState
        title={title}
        message={`${wrongRoleMessage(operation)}: you are logged in with another kind of account.`}
        action={<LinkButton to={dashboardPathForRole(role)}>Go to your dashboard</LinkButton>}
      />
    </PageContainer>
  );
}
