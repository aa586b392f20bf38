import {
  DEFAULT_PAGE_LIMIT,
  type AccountState,
  type AdminAccount,
  type AdminAccountResult,
  type Role,
} from '@rescue/contracts';
import { adminKeys, callOperation, useQuery } from '@rescue/web-kit/query';
import { useListWrite } from '../../../api/list-write';
import { operationData } from '../../../api/operation-data';

/** The server's page: the first this many matches are listed. */
export const ACCOUNTS_LIMIT = DEFAULT_PAGE_LIMIT;

export type AccountAction = 'suspend' | 'restore';

export interface AccountFilter {
  /** Part of a name or an email. */
  q: string;
  role: Role | '';
  state: AccountState | '';
}

/** GET /api/admin/accounts?q=&role=&state=: the empty parts are left out of the query. */
export function fetchAccounts(
  { q, role, state }: AccountFilter,
  signal?: AbortSignal,
): Promise<AdminAccount[]> {
  const query = { limit: ACCOUNTS_LIMIT, q: q.trim(), role, state };
  return operationData('admin.accounts', { query, signal });
}

/** Ends every session of the account at once and refuses its logins until restored. */
export function suspendAccount(id: string, reason: string): Promise<AdminAccountResult> {
  return callOperation('admin.accounts.suspend', { params: { id }, body: { reason } });
}

export function restoreAccount(id: string): Promise<AdminAccountResult> {
  return callOperation('admin.accounts.restore', { params: { id } });
}

/** The accounts matching `filter`, cached under adminKeys.accounts(filter). */
export function useAccounts(filter: AccountFilter) {
  const normalized = { ...filter, q: filter.q.trim() };
  return useQuery({
    queryKey: adminKeys.accounts(normalized),
    queryFn: ({ signal }) => fetchAccounts(normalized, signal),
  });
}

/**
 * Suspends (with a reason) or restores an account. The list on screen takes the server's
 * copy (dropped when it leaves the state filter); other lists and the audit log changed too.
 */
export function useChangeAccountState(filter: AccountFilter) {
  return useListWrite({
    send: ({
      account,
      action,
      reason,
    }: {
      account: AdminAccount;
      action: AccountAction;
      reason: string;
    }) =>
      action === 'suspend' ? suspendAccount(account._id, reason) : restoreAccount(account._id),
    shown: adminKeys.accounts({ ...filter, q: filter.q.trim() }),
    itemOf: ({ account }: AdminAccountResult) => account,
    keep: (account) => !filter.state || account.state === filter.state,
  });
}
