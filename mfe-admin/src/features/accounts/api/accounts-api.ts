import type {
  AccountState,
  AdminAccount,
  AdminAccountList,
  AdminAccountResult,
  Role,
} from '@rescue/contracts';
import { api } from '@rescue/web-kit';

/** The server's page: the first this many matches are listed. */
export const ACCOUNTS_LIMIT = 50;

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
