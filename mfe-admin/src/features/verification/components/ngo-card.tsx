import type { AdminAccount } from '@rescue/contracts';
import { Button, withNodes } from '@rescue/web-kit';
import { DateTime } from '@rescue/web-kit/areas';
import { AccountStateBadge, VerificationBadge } from '../../../components/badges';
import { ByWhen, EmailFact, Fact, Facts } from '../../../components/facts';
import { CardActions, Muted, RecordCard } from '../../../components/card-list';
import { adminText } from '../../../i18n/text';
import type { NgoAction } from '../api/ngos-api';

interface NgoCardProps {
  ngo: AdminAccount;
  onAction(action: NgoAction): void;
}

/** One NGO as the operator weighs it: who it says it is, what it signed and when. */
export function NgoCard({ ngo, onAction }: NgoCardProps) {
  const text = adminText.useText();
  const notGiven = text('ngo.notGiven');
  const details = ngo.ngoDetails ?? {};
  const verification = ngo.verification;
  const state = verification?.state ?? 'unsigned';
  return (
    <RecordCard
      id={`ngo-${ngo._id}`}
      title={ngo.name}
      badges={
        <>
          <VerificationBadge state={state} />
          {ngo.state === 'suspended' && <AccountStateBadge state={ngo.state} />}
        </>
      }
    >
      <Facts>
        <EmailFact email={ngo.email} />
        <Fact label={text('ngo.registrationNumber')}>{details.registrationNumber || notGiven}</Fact>
        <Fact label={text('ngo.organisationType')}>{details.organizationType || notGiven}</Fact>
        <Fact label={text('ngo.operatingAreas')}>
          {details.operatingAreas?.length ? details.operatingAreas.join(', ') : notGiven}
        </Fact>
        <Fact label={text('facts.city')}>{ngo.city}</Fact>
        <Fact label={text('facts.phone')}>{ngo.phoneNumber}</Fact>
        <Fact label={text('ngo.documents')}>
          {verification?.signedAt
            ? withNodes(text('ngo.signedOn'), { date: <DateTime at={verification.signedAt} /> })
            : text('ngo.notSigned')}
        </Fact>
        <Fact label={text('facts.registered')}>
          <DateTime at={ngo.createdAt} />
        </Fact>
        {verification?.decidedAt && (state === 'verified' || state === 'rejected') && (
          <Fact label={text(`ngo.decided.${state}`)}>
            <ByWhen by={verification.decidedBy} at={verification.decidedAt} />
          </Fact>
        )}
        {state === 'rejected' && verification?.reason && (
          <Fact label={text('ngo.reasonGiven')}>{verification.reason}</Fact>
        )}
      </Facts>
      <CardActions>
        {(state === 'pending' || state === 'rejected') && (
          <Button onClick={() => onAction('verify')}>{text('ngo.verify')}</Button>
        )}
        {/* What takes something away is outlined here, and red in its confirmation. */}
        {state === 'pending' && (
          <Button variant="secondary" onClick={() => onAction('reject')}>
            {text('ngo.reject')}
          </Button>
        )}
        {state === 'verified' && (
          <Button variant="secondary" onClick={() => onAction('reject')}>
            {text('ngo.withdraw')}
          </Button>
        )}
        {state === 'unsigned' && <Muted>{text('ngo.unsignedNote')}</Muted>}
      </CardActions>
    </RecordCard>
  );
}
