import type { AdminAccount } from '@rescue/contracts';
import { Button, withNodes } from '@rescue/web-kit';
import { DateTime } from '@rescue/web-kit/areas';
import { AccountStateBadge, VerificationBadge } from '../../../components/badges';
import { EmailFact, Facts } from '../../../components/facts';
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
        <dt>{text('ngo.registrationNumber')}</dt>
        <dd>{details.registrationNumber || notGiven}</dd>
        <dt>{text('ngo.organisationType')}</dt>
        <dd>{details.organizationType || notGiven}</dd>
        <dt>{text('ngo.operatingAreas')}</dt>
        <dd>{details.operatingAreas?.length ? details.operatingAreas.join(', ') : notGiven}</dd>
        <dt>{text('facts.city')}</dt>
        <dd>{ngo.city}</dd>
        <dt>{text('facts.phone')}</dt>
        <dd>{ngo.phoneNumber}</dd>
        <dt>{text('ngo.documents')}</dt>
        <dd>
          {verification?.signedAt
            ? withNodes(text('ngo.signedOn'), { date: <DateTime at={verification.signedAt} /> })
            : text('ngo.notSigned')}
        </dd>
        <dt>{text('facts.registered')}</dt>
        <dd>
          <DateTime at={ngo.createdAt} />
        </dd>
        {verification?.decidedAt && (state === 'verified' || state === 'rejected') && (
          <>
            <dt>{text(`ngo.decided.${state}`)}</dt>
            <dd>
              {verification.decidedBy ? (
                withNodes(text('facts.byWhen', { name: verification.decidedBy }), {
                  date: <DateTime at={verification.decidedAt} />,
                })
              ) : (
                <DateTime at={verification.decidedAt} />
              )}
            </dd>
          </>
        )}
        {state === 'rejected' && verification?.reason && (
          <>
            <dt>{text('ngo.reasonGiven')}</dt>
            <dd>{verification.reason}</dd>
          </>
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
