// The console's status labels: one Badge style (web-kit), one tone per meaning.
import { ROLES, type AccountState, type NgoVerificationState, type Role } from '@rescue/contracts';
import { Badge, type BadgeTone } from '@rescue/web-kit';
import { adminText } from '../i18n/text';

const VERIFICATION_TONES: Record<NgoVerificationState, BadgeTone> = {
  unsigned: 'neutral',
  pending: 'warning',
  verified: 'success',
  rejected: 'danger',
};

export function VerificationBadge({ state }: { state: NgoVerificationState }) {
  const text = adminText.useText();
  const tone = VERIFICATION_TONES[state];
  if (!tone) return <Badge $tone="neutral">{state}</Badge>;
  return <Badge $tone={tone}>{text(`badge.verification.${state}`)}</Badge>;
}

export function AccountStateBadge({ state }: { state: AccountState }) {
  const text = adminText.useText();
  return state === 'suspended' ? (
    <Badge $tone="danger">{text('state.suspended')}</Badge>
  ) : (
    <Badge $tone="success">{text('state.active')}</Badge>
  );
}

/** A role's name in the page's language (the role itself where it is unknown). */
export function roleLabel(role: Role): string {
  return ROLES.includes(role) ? adminText.t(`role.${role}`) : role;
}

export function RoleBadge({ role }: { role: Role }) {
  adminText.useText();
  return <Badge $tone="info">{roleLabel(role)}</Badge>;
}
