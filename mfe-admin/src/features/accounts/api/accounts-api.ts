import {
  DEFAULT_PAGE_LIMIT,
  type AccountState,
  type AdminAccount,
  type AdminAccountList,
  type AdminAccountResult,
  type Role,
} from '@rescue/contracts';
import { api } from '@rescue/web-kit';
import {
  adminKeys,
  applyWrite,
  replaceInList,
  useMutation,
  useQuery,
  useQueryClient,
} from '@rescue/web-kit/query';

/** The server's page: the first this many matches are listed. */
export const ACCOUNTS_LIMIT = DEFAULT_PAGE_LIMIT;

export interface AccountFilter {
  /** Part of a name or an email. */
  q: string;
  role: Role | '';
  state: AccountState | '';
}

/** GET /api/admin/accounts?q=&role=&state=: the query without its empty parts. */
export function accountsQuery({ q, role, state }: AccountFilter): string {
  const params = new URLSearchParams({ limit: String(ACCOUNTS_LIMIT) });
  if (q.trim()) params.set('q', q.trim());
  if (role) params.set('role', role);
  if (state) params.set('state', state);
  return params.toString();
}

export async function fetchAccounts(
  filter: AccountFilter,
  signal?: AbortSignal,
): Promise<AdminAccount[]> {
  const body = await api.get<AdminAccountList>(`/api/admin/accounts?${accountsQuery(filter)}`, {
    signal,
  });
  return body.data;
}

const path = (id: string, action: string) =>
  `/api/admin/accounts/${encodeURIComponent(id)}/${action}`;

/** Ends every session of the account at once and refuses its logins until restored. */
export function suspendAccount(id: string, reason: string): Promise<AdminAccountResult> {
  return api.post<AdminAccountResult>(path(id, 'suspend'), { json: { reason } });
}

export function restoreAccount(id: string): Promise<AdminAccountResult> {
  return api.post<AdminAccountResult>(path(id, 'restore'));
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
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, suspend, reason }: { id: string; suspend: boolean; reason?: string }) =>
      suspend ? suspendAccount(id, reason ?? '') : restoreAccount(id),
    onSuccess: ({ account }) =>
      applyWrite<AdminAccount[]>(client, {
        shown: adminKeys.accounts({ ...filter, q: filter.q.trim() }),
        update: (list) =>
          replaceInList(list, account, !filter.state || account.state === filter.state),
        stale: [adminKeys.all],
      }),
  });
}
