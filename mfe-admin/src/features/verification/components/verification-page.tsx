import type { AdminAccount, NgoVerificationState } from '@rescue/contracts';
import { usePageTitle, PageHeader } from '@rescue/web-kit';
import { ConfirmDialog } from '@rescue/web-kit/areas';
import { AsyncCardList } from '../../../components/async-list';
import { usePendingAction } from '../../../components/pending-action';
import { FilterTabs, useViewParam } from '../../../components/filter-tabs';
import { useDecideNgo, useNgos } from '../api/ngos-api';
import { adminText } from '../../../i18n/text';
import { NgoCard, type NgoAction } from './ngo-card';

const TAB_ORDER: readonly NgoVerificationState[] = ['pending', 'verified', 'rejected', 'unsigned'];

/** /admin: the NGOs that signed and wait for the operator, and the ones already decided. */
export function VerificationPage() {
  const text = adminText.useText();
  usePageTitle(text('verification.title'));
  const [state, setState] = useViewParam('state', TAB_ORDER, 'pending');
  const ngos = useNgos(state);
  const decide = useDecideNgo(state);
  // Once decided, the list already shows it (see useDecideNgo).
  const { pending, setPending, done } = usePendingAction<{
    action: NgoAction;
    ngo: AdminAccount;
  }>();

  return (
    <>
      <PageHeader
        level={2}
        title={text('verification.title')}
        description={text('verification.description')}
      />
      <FilterTabs
        label={text('verification.tabs')}
        views={TAB_ORDER}
        labelOf={(value) => text(`verification.tab.${value}`)}
        value={state}
        onChange={setState}
      />
      <AsyncCardList
        state={ngos}
        loadingLabel={text('verification.loading')}
        failure={text('verification.failure')}
        emptyTitle={text(`verification.empty.${state}`)}
        label={text('verification.list')}
      >
        {(ngo) => <NgoCard ngo={ngo} onAction={(action) => setPending({ action, ngo })} />}
      </AsyncCardList>
      {pending?.action === 'verify' && (
        <ConfirmDialog
          title={text('verification.verify.title', { name: pending.ngo.name })}
          message={text('verification.verify.message')}
          confirmLabel={text('verification.verify.confirm')}
          busyLabel={text('verification.verify.busy')}
          failureMessage={text('verification.verify.failure')}
          onConfirm={async () =>
            done(await decide.mutateAsync({ ngoId: pending.ngo._id, verify: true }))
          }
          onCancel={() => setPending(null)}
        />
      )}
      {pending?.action === 'reject' && (
        <ConfirmDialog
          title={
            pending.ngo.verification?.state === 'verified'
              ? text('verification.withdraw.title', { name: pending.ngo.name })
              : text('verification.reject.title', { name: pending.ngo.name })
          }
          message={text('verification.reject.message')}
          confirmLabel={text('verification.reject.confirm')}
          busyLabel={text('verification.reject.busy')}
          tone="danger"
          reasonLabel={text('verification.reject.reason')}
          failureMessage={text('verification.reject.failure')}
          onConfirm={async (reason) =>
            done(await decide.mutateAsync({ ngoId: pending.ngo._id, verify: false, reason }))
          }
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}
