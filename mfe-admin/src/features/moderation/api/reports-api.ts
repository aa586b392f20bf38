import type {
  ModerationItem,
  ModerationQueue,
  ModerationResult,
  ReportView,
} from '@rescue/contracts';
import { api } from '@rescue/web-kit';

export { REPORT_VIEWS, type ReportView } from '@rescue/contracts';

export async function fetchReports(
  view: ReportView,
  signal?: AbortSignal,
): Promise<ModerationItem[]> {
  const body = await api.get<ModerationQueue>(`/api/admin/reports?view=${view}`, { signal });
  return body.data;
}

const path = (id: string, action: string) =>
  `/api/admin/reports/${encodeURIComponent(id)}/${action}`;

/** Takes the report out of every list but the operator's and its reporter's. */
export function hideReport(id: string, reason: string): Promise<ModerationResult> {
  return api.post<ModerationResult>(path(id, 'hide'), { json: { reason } });
}

export function restoreReport(id: string): Promise<ModerationResult> {
  return api.post<ModerationResult>(path(id, 'restore'));
}

/** Links the report to the one it repeats (`of`), or unlinks it (null). */
export function markDuplicate(id: string, of: string | null): Promise<ModerationResult> {
  return api.put<ModerationResult>(path(id, 'duplicate-of'), { json: { of } });
}

/** A report's id as people read it: its last six characters. */
export function shortId(id: string): string {
  return `#${id.slice(-6)}`;
}

export const REPORT_ID_PATTERN = /^[0-9a-fA-F]{24}$/;
