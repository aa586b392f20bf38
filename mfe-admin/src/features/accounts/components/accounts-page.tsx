import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSearchParams } from '@rescue/router';
import {
  ACCOUNT_STATES,
  ROLES,
  type AccountState,
  type AdminAccount,
  type AdminAccountResult,
  type Role,
} from '@rescue/contracts';
import {
  Button,
  ConfirmDialog,
  Field,
  Select,
  toast,
  usePageTitle,
  useSession,
  PageHeader,
} from '@rescue/web-kit';
import { AsyncList } from '../../../components/async-list';
import { ROLE_LABELS } from '../../../components/badges';
import { CardList, Muted } from '../../../components/card-list';
import {
  ACCOUNTS_LIMIT,
  useAccounts,
  useChangeAccountState,
  type AccountFilter,
} from '../api/accounts-api';
import { AccountCard, type AccountAction } from './account-card';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const STATE_LABELS: Record<AccountState, string> = { active: 'Active', suspended: 'Suspended' };
const STATE_OPTIONS = ACCOUNT_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] }));

function filterFrom(params: URLSearchParams): AccountFilter {
  const role = ROLES.find((candidate) => candidate === params.get('role')) ?? '';
  const state = ACCOUNT_STATES.find((candidate) => candidate === params.get('state')) ?? '';
  return { q: params.get('q') ?? '', role, state };
}

/** /admin/accounts: find an account by name or email, role and state; suspend or restore it. */
export function AccountsPage() {
  usePageTitle('Accounts');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const [text, setText] = useState(filter.q);
  const accounts = useAccounts(filter);
  const changeState = useChangeAccountState(filter);
  const [pending, setPending] = useState<{ action: AccountAction; account: AdminAccount } | null>(
    null,
  );

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

  function done(result: AdminAccountResult) {
    toast.success(result.message);
    setPending(null);
  }

  const count = accounts.data?.length ?? 0;
  return (
    <>
      <PageHeader
        level={2}
        title="Accounts"
        description="Suspending an account ends all of its sessions at once and refuses its logins until you restore it."
      />
      <SearchForm role="search" aria-label="Find accounts" onSubmit={search}>
        <Wide>
          <Field
            label="Name or email"
            name="q"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="e.g. Asha or asha@example.org"
          />
        </Wide>
        <Select
          label="Role"
          name="role"
          placeholder="All roles"
          options={ROLE_OPTIONS}
          value={filter.role}
          onChange={(event) => apply({ q: text, role: event.target.value as Role | '' })}
        />
        <Select
          label="State"
          name="state"
          placeholder="Any state"
          options={STATE_OPTIONS}
          value={filter.state}
          onChange={(event) => apply({ q: text, state: event.target.value as AccountState | '' })}
        />
        <SearchButton type="submit">Search</SearchButton>
      </SearchForm>
      {accounts.data && count > 0 && (
        <Count aria-live="polite">
          {count >= ACCOUNTS_LIMIT
            ? `Showing the first ${ACCOUNTS_LIMIT} matches: narrow the search to find others.`
            : `${count} account${count === 1 ? '' : 's'}`}
        </Count>
      )}
      <AsyncList
        state={accounts}
        loadingLabel="Loading the accounts…"
        failure="Failed to load the accounts"
        emptyTitle="No accounts match"
        emptyMessage="Try another name or email, or fewer filters."
      >
        {(items) => (
          <CardList aria-label="Accounts">
            {items.map((account) => (
              <li key={account._id}>
                <AccountCard
                  account={account}
                  isSelf={account._id === user?.id}
                  onAction={(action) => setPending({ action, account })}
                />
              </li>
            ))}
          </CardList>
        )}
      </AsyncList>
      {pending?.action === 'suspend' && (
        <ConfirmDialog
          title={`Suspend ${pending.account.name}?`}
          message="Every session of this account ends at once, and it cannot log in until you restore it."
          confirmLabel="Suspend"
          busyLabel="Suspending…"
          tone="danger"
          reasonLabel="Reason (kept in the audit log)"
          failureMessage="Failed to suspend the account"
          onConfirm={async (reason) =>
            done(await changeState.mutateAsync({ id: pending.account._id, suspend: true, reason }))
          }
          onCancel={() => setPending(null)}
        />
      )}
      {pending?.action === 'restore' && (
        <ConfirmDialog
          title={`Restore ${pending.account.name}?`}
          message="The account can log in again."
          confirmLabel="Restore"
          busyLabel="Restoring…"
          failureMessage="Failed to restore the account"
          onConfirm={async () =>
            done(await changeState.mutateAsync({ id: pending.account._id, suspend: false }))
          }
          onCancel={() => setPending(null)}
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
