import type { AdminAccount } from '@rescue/contracts';
import { DateTime, Button, Card } from '@rescue/web-kit';
import { AccountStateBadge, VerificationBadge } from '../../../components/badges';
import { Facts } from '../../../components/facts';
import { CardActions, CardTitle, Muted } from '../../../components/card-list';

export type NgoAction = 'verify' | 'reject';

interface NgoCardProps {
  ngo: AdminAccount;
  onAction(action: NgoAction): void;
}

const NOT_GIVEN = 'Not given';

/** One NGO as the operator weighs it: who it says it is, what it signed and when. */
export function NgoCard({ ngo, onAction }: NgoCardProps) {
  const details = ngo.ngoDetails ?? {};
  const verification = ngo.verification;
  const state = verification?.state ?? 'unsigned';
  const titleId = `ngo-${ngo._id}`;
  return (
    <Card as="article" aria-labelledby={titleId}>
      <CardTitle>
        <h3 id={titleId}>{ngo.name}</h3>
        <VerificationBadge state={state} />
        {ngo.state === 'suspended' && <AccountStateBadge state={ngo.state} />}
      </CardTitle>
      <Facts>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${ngo.email}`}>{ngo.email}</a>
        </dd>
        <dt>Registration number</dt>
        <dd>{details.registrationNumber || NOT_GIVEN}</dd>
        <dt>Organisation type</dt>
        <dd>{details.organizationType || NOT_GIVEN}</dd>
        <dt>Operating areas</dt>
        <dd>{details.operatingAreas?.length ? details.operatingAreas.join(', ') : NOT_GIVEN}</dd>
        <dt>City</dt>
        <dd>{ngo.city}</dd>
        <dt>Phone</dt>
        <dd>{ngo.phoneNumber}</dd>
        <dt>Documents</dt>
        <dd>
          {verification?.signedAt ? (
            <>
              Signed <DateTime at={verification.signedAt} />
            </>
          ) : (
            'Not signed yet'
          )}
        </dd>
        <dt>Registered</dt>
        <dd>
          <DateTime at={ngo.createdAt} />
        </dd>
        {verification?.decidedAt && (state === 'verified' || state === 'rejected') && (
          <>
            <dt>{state === 'verified' ? 'Verified' : 'Rejected'}</dt>
            <dd>
              {verification.decidedBy ? `by ${verification.decidedBy}, ` : ''}
              <DateTime at={verification.decidedAt} />
            </dd>
          </>
        )}
        {state === 'rejected' && verification?.reason && (
          <>
            <dt>Reason given</dt>
            <dd>{verification.reason}</dd>
          </>
        )}
      </Facts>
      <CardActions>
        {(state === 'pending' || state === 'rejected') && (
          <Button onClick={() => onAction('verify')}>Verify</Button>
        )}
        {/* What takes something away is outlined here, and red in its confirmation. */}
        {state === 'pending' && (
          <Button variant="secondary" onClick={() => onAction('reject')}>
            Reject
          </Button>
        )}
        {state === 'verified' && (
          <Button variant="secondary" onClick={() => onAction('reject')}>
            Withdraw verification
          </Button>
        )}
        {state === 'unsigned' && (
          <Muted>It can be verified once it has signed its documents.</Muted>
        )}
      </CardActions>
    </Card>
  );
}
