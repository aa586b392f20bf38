import type { AdminAccount } from '@rescue/contracts';
import { DateTime, Button, Card } from '@rescue/web-kit';
import { AccountStateBadge, RoleBadge, VerificationBadge } from '../../../components/badges';
import { Facts } from '../../../components/facts';
import { CardActions, CardTitle, Muted } from '../../../components/card-list';

export type AccountAction = 'suspend' | 'restore';

interface AccountCardProps {
  account: AdminAccount;
  /** The operator's own account: it cannot suspend itself. */
  isSelf: boolean;
  onAction(action: AccountAction): void;
}

/** One account: who, how to reach them, its state, and Suspend or Restore. */
export function AccountCard({ account, isSelf, onAction }: AccountCardProps) {
  const titleId = `account-${account._id}`;
  return (
    <Card as="article" aria-labelledby={titleId}>
      <CardTitle>
        <h3 id={titleId}>
          {account.name}
          {isSelf && ' (you)'}
        </h3>
        <RoleBadge role={account.role} />
        <AccountStateBadge state={account.state} />
        {account.role === 'ngo' && account.verification && (
          <VerificationBadge state={account.verification.state} />
        )}
      </CardTitle>
      <Facts>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${account.email}`}>{account.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>{account.phoneNumber}</dd>
        <dt>City</dt>
        <dd>{account.city}</dd>
        <dt>Registered</dt>
        <dd>
          <DateTime at={account.createdAt} />
        </dd>
        {account.suspension && (
          <>
            <dt>Suspended</dt>
            <dd>
              {account.suspension.by ? `by ${account.suspension.by}, ` : ''}
              <DateTime at={account.suspension.at} />
            </dd>
            <dt>Reason</dt>
            <dd>{account.suspension.reason}</dd>
          </>
        )}
      </Facts>
      <CardActions>
        {isSelf ? (
          <Muted>This is your own account.</Muted>
        ) : account.state === 'suspended' ? (
          // Keyed: a new button, not the old one fading from one colour to the other.
          <Button key="restore" onClick={() => onAction('restore')}>
            Restore
          </Button>
        ) : (
          <Button key="suspend" variant="secondary" onClick={() => onAction('suspend')}>
            Suspend
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
