import type { AdminAccount } from '@rescue/contracts';
import { Button, withNodes } from '@rescue/web-kit';
import { DateTime } from '@rescue/web-kit/areas';
import { AccountStateBadge, RoleBadge, VerificationBadge } from '../../../components/badges';
import { EmailFact, Facts } from '../../../components/facts';
import { CardActions, Muted, RecordCard } from '../../../components/card-list';
import { adminText } from '../../../i18n/text';
import type { AccountAction } from '../api/accounts-api';

interface AccountCardProps {
  account: AdminAccount;
  /** The operator's own account: it cannot suspend itself. */
  isSelf: boolean;
  onAction(action: AccountAction): void;
}

/** One account: who, how to reach them, its state, and Suspend or Restore. */
export function AccountCard({ account, isSelf, onAction }: AccountCardProps) {
  const text = adminText.useText();
  return (
    <RecordCard
      id={`account-${account._id}`}
      title={isSelf ? text('account.you', { name: account.name }) : account.name}
      badges={
        <>
          <RoleBadge role={account.role} />
          <AccountStateBadge state={account.state} />
          {account.role === 'ngo' && account.verification && (
            <VerificationBadge state={account.verification.state} />
          )}
        </>
      }
    >
      <Facts>
        <EmailFact email={account.email} />
        <dt>{text('facts.phone')}</dt>
        <dd>{account.phoneNumber}</dd>
        <dt>{text('facts.city')}</dt>
        <dd>{account.city}</dd>
        <dt>{text('facts.registered')}</dt>
        <dd>
          <DateTime at={account.createdAt} />
        </dd>
        {account.suspension && (
          <>
            <dt>{text('account.suspended')}</dt>
            <dd>
              {account.suspension.by ? (
                withNodes(text('facts.byWhen', { name: account.suspension.by }), {
                  date: <DateTime at={account.suspension.at} />,
                })
              ) : (
                <DateTime at={account.suspension.at} />
              )}
            </dd>
            <dt>{text('account.reason')}</dt>
            <dd>{account.suspension.reason}</dd>
          </>
        )}
      </Facts>
      <CardActions>
        {isSelf ? (
          <Muted>{text('account.self')}</Muted>
        ) : account.state === 'suspended' ? (
          // Keyed: a new button, not the old one fading from one colour to the other.
          <Button key="restore" onClick={() => onAction('restore')}>
            {text('account.restore')}
          </Button>
        ) : (
          <Button key="suspend" variant="secondary" onClick={() => onAction('suspend')}>
            {text('account.suspend')}
          </Button>
        )}
      </CardActions>
    </RecordCard>
  );
}
