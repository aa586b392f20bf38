// The console's status labels: one Badge style (web-kit), one tone per meaning.
import type { AccountState, NgoVerificationState, Role } from '@rescue/contracts';
import { Badge, type BadgeTone } from '@rescue/web-kit';

const VERIFICATION: Record<NgoVerificationState, { label: string; tone: BadgeTone }> = {
  unsigned: { label: 'Documents not signed', tone: 'neutral' },
  pending: { label: 'Waiting for verification', tone: 'warning' },
  verified: { label: 'Verified', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

export function VerificationBadge({ state }: { state: NgoVerificationState }) {
  const { label, tone } = VERIFICATION[state] ?? { label: state, tone: 'neutral' };
  return <Badge $tone={tone}>{label}</Badge>;
}

export function AccountStateBadge({ state }: { state: AccountState }) {
  return state === 'suspended' ? (
    <Badge $tone="danger">Suspended</Badge>
  ) : (
    <Badge $tone="success">Active</Badge>
  );
}

export const ROLE_LABELS: Record<Role, string> = {
  user: 'User',
  volunteer: 'Volunteer',
  ngo: 'NGO',
  admin: 'Operator',
};

export function RoleBadge({ role }: { role: Role }) {
  return <Badge $tone="info">{ROLE_LABELS[role] ?? role}</Badge>;
}
