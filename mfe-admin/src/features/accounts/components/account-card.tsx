import type { AdminAccount } from '@rescue/contracts';
import { DateTime } from '@rescue/web-kit/areas';
import { AccountStateBadge, RoleBadge, VerificationBadge } from '../../../components/badges';
import { ByWhen, EmailFact, Fact, Facts } from '../../../components/facts';
import { CardActions, Muted, RecordCard, RestoreOrTake } from '../../../components/card-list';
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
        <Fact label={text('facts.phone')}>{account.phoneNumber}</Fact>
        <Fact label={text('facts.city')}>{account.city}</Fact>
        <Fact label={text('facts.registered')}>
          <DateTime at={account.createdAt} />
        </Fact>
        {account.suspension && (
          <>
            <Fact label={text('account.suspended')}>
              <ByWhen by={account.suspension.by} at={account.suspension.at} />
            </Fact>
            <Fact label={text('account.reason')}>{account.suspension.reason}</Fact>
          </>
        )}
      </Facts>
      <CardActions>
        {isSelf ? (
          <Muted>{text('account.self')}</Muted>
        ) : (
          <RestoreOrTake
            taken={account.state === 'suspended'}
            take="suspend"
            labelOf={(action) => text(`account.${action}`)}
            onAction={onAction}
          />
        )}
      </CardActions>
    </RecordCard>
  );
}
