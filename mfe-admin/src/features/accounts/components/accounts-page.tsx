import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSearchParams } from '@rescue/router';
import { ACCOUNT_STATES, ROLES, type AdminAccount } from '@rescue/contracts';
import { Button, Field, Select, usePageTitle, useSession, PageHeader } from '@rescue/web-kit';
import { AsyncCardList } from '../../../components/async-list';
import { usePendingAction } from '../../../components/pending-action';
import { ConfirmAction, type ConfirmKeys } from '../../../components/confirm-action';
import { roleLabel } from '../../../components/badges';
import { Muted } from '../../../components/card-list';
import {
  ACCOUNTS_LIMIT,
  useAccounts,
  type AccountAction,
  useChangeAccountState,
  type AccountFilter,
} from '../api/accounts-api';
import { adminText } from '../../../i18n/text';
import { AccountCard } from './account-card';

// Built at render, so the options follow the page's language.
const roleOptions = () => ROLES.map((role) => ({ value: role, label: roleLabel(role) }));
const stateOptions = () =>
  ACCOUNT_STATES.map((state) => ({ value: state, label: adminText.t(`state.${state}`) }));

/** Where each action's confirmation is worded. */
const CONFIRM_KEYS = {
  suspend: 'accounts.suspend',
  restore: 'accounts.restore',
} as const satisfies Record<AccountAction, ConfirmKeys>;

/** The search's two choices, each narrowing to one value of its field or leaving it open. */
const CHOICES = [
  {
    name: 'role',
    label: 'accounts.search.role',
    any: 'accounts.search.allRoles',
    options: roleOptions,
  },
  {
    name: 'state',
    label: 'accounts.search.state',
    any: 'accounts.search.anyState',
    options: stateOptions,
  },
] as const;

function filterFrom(params: URLSearchParams): AccountFilter {
  const role = ROLES.find((candidate) => candidate === params.get('role')) ?? '';
  const state = ACCOUNT_STATES.find((candidate) => candidate === params.get('state')) ?? '';
  return { q: params.get('q') ?? '', role, state };
}

/** /admin/accounts: find an account by name or email, role and state; suspend or restore it. */
export function AccountsPage() {
  const t = adminText.useText();
  usePageTitle(t('accounts.title'));
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const [text, setText] = useState(filter.q);
  const accounts = useAccounts(filter);
  const changeState = useChangeAccountState(filter);
  const decision = usePendingAction<{
    action: AccountAction;
    account: AdminAccount;
  }>();
  const { pending, setPending } = decision;

  function apply(next: Partial<AccountFilter>) {
    const merged = { ...filter, ...next };
    const query: Record<string, string> = {};
    if (merged.q.trim()) query.q = merged.q.trim();
    if (merged.role) query.role = merged.role;
    if (merged.state) query.state = merged.state;
    setParams(query, { replace: true });
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // After the submit event: the router's navigation is a transition, and React would take a
    // transition started inside a prevented submit for a form action of its own.
    const q = text;
    queueMicrotask(() => apply({ q }));
  }

  const count = accounts.data?.length ?? 0;
  return (
    <>
      <PageHeader level={2} title={t('accounts.title')} description={t('accounts.description')} />
      <SearchForm role="search" aria-label={t('accounts.search.label')} onSubmit={search}>
        <Wide>
          <Field
            label={t('accounts.search.field')}
            name="q"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('accounts.search.placeholder')}
          />
        </Wide>
        {CHOICES.map((choice) => (
          <Select
            key={choice.name}
            label={t(choice.label)}
            name={choice.name}
            placeholder={t(choice.any)}
            options={choice.options()}
            value={filter[choice.name]}
            // The value is one of the choice's options (or '' for any).
            onChange={(event) => apply({ q: text, [choice.name]: event.target.value })}
          />
        ))}
        <SearchButton type="submit">{t('accounts.search.submit')}</SearchButton>
      </SearchForm>
      {accounts.data && count > 0 && (
        <Count aria-live="polite">
          {count >= ACCOUNTS_LIMIT
            ? t('accounts.limit', { limit: ACCOUNTS_LIMIT })
            : t('accounts.count', { count })}
        </Count>
      )}
      <AsyncCardList
        state={accounts}
        loadingLabel={t('accounts.loading')}
        failure={t('accounts.failure')}
        emptyTitle={t('accounts.empty.title')}
        emptyMessage={t('accounts.empty.message')}
        label={t('accounts.title')}
      >
        {(account) => (
          <AccountCard
            account={account}
            isSelf={account._id === user?.id}
            onAction={(action) => setPending({ action, account })}
          />
        )}
      </AsyncCardList>
      {pending && (
        <ConfirmAction
          keys={CONFIRM_KEYS[pending.action]}
          values={{ name: pending.account.name }}
          asksReason={pending.action === 'suspend'}
          send={(reason) => changeState.mutateAsync({ ...pending, reason })}
          decision={decision}
        />
      )}
    </>
  );
}

/** Name or email across the top, role and state side by side, then Search; one row from 1024 px. */
const SearchForm = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  ${({ theme }) => theme.media.lg} {
    grid-column: auto;
  }
`;

const SearchButton = styled(Button)`
  grid-column: 1 / -1;
  ${({ theme }) => theme.media.lg} {
    grid-column: auto;
  }
`;

const Count = styled(Muted)`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;
