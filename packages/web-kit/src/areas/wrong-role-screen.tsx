import { dashboardPathForRole, type Role } from '@rescue/contracts';
import { AreaScreen } from './area-screen';
import { LinkButton } from '@rescue/web-kit';
import { areasText } from './areas-text';

/** "The Volunteer Portal is for volunteer accounts". */
export function wrongRoleTitle(area: string, areaRole: Role): string {
  return areasText.t(`guard.forRole.${areaRole}`, { area });
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
  const text = areasText.useText();
  return (
    <AreaScreen
      area={area}
      title={wrongRoleTitle(area, areaRole)}
      message={text(`guard.loggedInAs.${role}`)}
      action={
        <LinkButton to={dashboardPathForRole(role)}>{text('guard.toYourDashboard')}</LinkButton>
      }
    />
  );
}
