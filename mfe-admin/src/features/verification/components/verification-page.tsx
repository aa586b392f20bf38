import type { AdminAccount, NgoVerificationState } from '@rescue/contracts';
import { usePageTitle, PageHeader } from '@rescue/web-kit';
import { AsyncCardList } from '../../../components/async-list';
import { usePendingAction } from '../../../components/pending-action';
import { ConfirmAction, type ConfirmKeys } from '../../../components/confirm-action';
import { FilterTabs, useViewParam } from '../../../components/filter-tabs';
import { useDecideNgo, useNgos, type NgoAction } from '../api/ngos-api';
import { adminText } from '../../../i18n/text';
import { NgoCard } from './ngo-card';

const TAB_ORDER: readonly NgoVerificationState[] = ['pending', 'verified', 'rejected', 'unsigned'];

/** Where each decision's confirmation is worded. */
const CONFIRM_KEYS = {
  verify: 'verification.verify',
  reject: 'verification.reject',
} as const satisfies Record<NgoAction, ConfirmKeys>;

/** /admin: the NGOs that signed and wait for the operator, and the ones already decided. */
export function VerificationPage() {
  const text = adminText.useText();
  usePageTitle(text('verification.title'));
  const [state, setState] = useViewParam('state', TAB_ORDER, 'pending');
  const ngos = useNgos(state);
  const decide = useDecideNgo(state);
  // Once decided, the list already shows it (see useDecideNgo).
  const decision = usePendingAction<{
    action: NgoAction;
    ngo: AdminAccount;
  }>();
  const { pending, setPending } = decision;

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
      {pending && (
        <ConfirmAction
          keys={CONFIRM_KEYS[pending.action]}
          values={{ name: pending.ngo.name }}
          title={
            pending.action === 'reject' && pending.ngo.verification?.state === 'verified'
              ? text('verification.withdraw.title', { name: pending.ngo.name })
              : undefined
          }
          asksReason={pending.action === 'reject'}
          send={(reason) => decide.mutateAsync({ ...pending, reason })}
          decision={decision}
        />
      )}
    </>
  );
}
