import { useState } from 'react';
import { useSearchParams } from '@rescue/router';
import {
  NGO_VERIFICATION_STATES,
  type AdminAccount,
  type AdminAccountResult,
  type NgoVerificationState,
} from '@rescue/contracts';
import { ConfirmDialog, toast, usePageTitle, PageHeader } from '@rescue/web-kit';
import { AsyncList } from '../../../components/async-list';
import { FilterTabs, type FilterTab } from '../../../components/filter-tabs';
import { CardList } from '../../../components/card-list';
import { useDecideNgo, useNgos } from '../api/ngos-api';
import { NgoCard, type NgoAction } from './ngo-card';

const TABS: readonly FilterTab<NgoVerificationState>[] = [
  { value: 'pending', label: 'Waiting' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'unsigned', label: 'Not signed' },
];

const EMPTY: Record<NgoVerificationState, string> = {
  pending: 'No NGOs are waiting for verification',
  verified: 'No verified NGOs yet',
  rejected: 'No rejected NGOs',
  unsigned: 'Every NGO has signed its documents',
};

function stateFrom(value: string | null): NgoVerificationState {
  return NGO_VERIFICATION_STATES.find((state) => state === value) ?? 'pending';
}

/** /admin: the NGOs that signed and wait for the operator, and the ones already decided. */
export function VerificationPage() {
  usePageTitle('Verification queue');
  const [params, setParams] = useSearchParams();
  const state = stateFrom(params.get('state'));
  const ngos = useNgos(state);
  const decide = useDecideNgo(state);
  const [pending, setPending] = useState<{ action: NgoAction; ngo: AdminAccount } | null>(null);

  /** The decision is made (the list already shows it, see useDecideNgo). */
  function decided(result: AdminAccountResult) {
    toast.success(result.message);
    setPending(null);
  }

  return (
    <>
      <PageHeader
        level={2}
        title="Verification queue"
        description="An NGO gets what NGOs may do (every incident, status changes, reporters' contact details, a place on the partners page) only once it is verified here."
      />
      <FilterTabs
        label="Show NGOs"
        tabs={TABS}
        value={state}
        onChange={(next) => setParams(next === 'pending' ? {} : { state: next }, { replace: true })}
      />
      <AsyncList
        state={ngos}
        loadingLabel="Loading the NGOs…"
        failure="Failed to load the verification queue"
        emptyTitle={EMPTY[state]}
      >
        {(items) => (
          <CardList aria-label="NGOs">
            {items.map((ngo) => (
              <li key={ngo._id}>
                <NgoCard ngo={ngo} onAction={(action) => setPending({ action, ngo })} />
              </li>
            ))}
          </CardList>
        )}
      </AsyncList>
      {pending?.action === 'verify' && (
        <ConfirmDialog
          title={`Verify ${pending.ngo.name}?`}
          message="It will see every incident, change statuses, see reporters' contact details and appear on the partners page."
          confirmLabel="Verify"
          busyLabel="Verifying…"
          failureMessage="Failed to verify the NGO"
          onConfirm={async () =>
            decided(await decide.mutateAsync({ ngoId: pending.ngo._id, verify: true }))
          }
          onCancel={() => setPending(null)}
        />
      )}
      {pending?.action === 'reject' && (
        <ConfirmDialog
          title={
            pending.ngo.verification?.state === 'verified'
              ? `Withdraw the verification of ${pending.ngo.name}?`
              : `Reject ${pending.ngo.name}?`
          }
          message="It keeps its account but gets nothing NGOs may do. It sees your reason."
          confirmLabel="Reject"
          busyLabel="Rejecting…"
          tone="danger"
          reasonLabel="Reason (the NGO sees it)"
          failureMessage="Failed to reject the NGO"
          onConfirm={async (reason) =>
            decided(await decide.mutateAsync({ ngoId: pending.ngo._id, verify: false, reason }))
          }
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}
