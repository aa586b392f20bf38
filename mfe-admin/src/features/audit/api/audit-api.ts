import {
  AUDIT_DEFAULT_LIMIT,
  AUDIT_MAX_LIMIT,
  type AuditAction,
  type AuditEntry,
} from '@rescue/contracts';
import { adminKeys, keepPreviousData, useQuery } from '@rescue/web-kit/query';
import { operationData } from '../../../api/operation-data';

/** Entries per step of "Show older"; the server gives at most AUDIT_MAX. */
export const AUDIT_STEP = AUDIT_DEFAULT_LIMIT;
export const AUDIT_MAX = AUDIT_MAX_LIMIT;

/** The newest `limit` entries of both services' logs, newest first. */
export function fetchAudit(limit: number, signal?: AbortSignal): Promise<AuditEntry[]> {
  return operationData('admin.audit', { query: { limit }, signal });
}

/** What each action is called in the log. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  'ngo.verify': 'Verified an NGO',
  'ngo.reject': 'Rejected an NGO',
  'account.suspend': 'Suspended an account',
  'account.restore': 'Restored an account',
  'account.role': 'Changed a role',
  'account.delete': 'Deleted an account',
  'report.hide': 'Hid a report',
  'report.restore': 'Restored a report',
  'report.duplicate': 'Linked a duplicate',
};

/**
 * The newest `limit` entries, cached under adminKeys.audit(limit). Showing more keeps the
 * entries already shown until the longer list arrives.
 */
export function useAudit(limit: number) {
  return useQuery({
    queryKey: adminKeys.audit(limit),
    queryFn: ({ signal }) => fetchAudit(limit, signal),
    placeholderData: keepPreviousData,
  });
}
