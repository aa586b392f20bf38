import { ROLE_NAMES, dashboardPathForRole, type Role } from '@rescue/contracts';
import { usePageTitle } from '../page/use-page-title';
import { EmptyState } from '../ui/empty-state';
import { LinkButton } from '../ui/link-button';
import { PageContainer } from '../ui/page-container';

const ACCOUNT_OF: Record<Role, string> = {
  user: 'a user',
  volunteer: 'a volunteer',
  ngo: 'an NGO',
  admin: 'an administrator',
};

/** "The Volunteer Portal is for volunteer accounts". */
export function wrongRoleTitle(area: string, areaRole: Role): string {
  return `The ${area} is for ${ROLE_NAMES[areaRole]} accounts`;
}

/**
 * What an area shows an account of another role (AreaGuard decides when): whose area this is
 * and the way to the account's own dashboard. The API refuses its calls anyway.
 */
export function WrongRoleScreen({
  area,
  areaRole,
  role,
}: {
  area: string;
  areaRole: Role;
  role: Role;
}) {
  const title = wrongRoleTitle(area, areaRole);
  usePageTitle(title);
  return (
    <PageContainer>
      <EmptyState
        title={title}
        message={`You are logged in with ${ACCOUNT_OF[role]} account.`}
        action={<LinkButton to={dashboardPathForRole(role)}>Go to your dashboard</LinkButton>}
      />
    </PageContainer>
  );
}
