import { ROLE_NAMES, dashboardPathForRole, type Role } from '@rescue/contracts';
import { LinkButton } from '../ui/link-button';
import { AreaScreen } from './area-screen';

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
  return (
    <AreaScreen
      area={area}
      title={wrongRoleTitle(area, areaRole)}
      message={`You are logged in with ${ACCOUNT_OF[role]} account.`}
      action={<LinkButton to={dashboardPathForRole(role)}>Go to your dashboard</LinkButton>}
    />
  );
}
