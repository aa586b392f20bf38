import type {
  DuplicateCandidate,
  ModerationItem,
  ModerationResult,
  ReportView,
} from '@rescue/contracts';
import { adminKeys, callOperation, incidentKeys, useQuery } from '@rescue/web-kit/query';
import { useListWrite } from '../../../api/list-write';
import { operationData } from '../../../api/operation-data';

export { REPORT_VIEWS, type ReportView } from '@rescue/contracts';

export function fetchReports(view: ReportView, signal?: AbortSignal): Promise<ModerationItem[]> {
  return operationData('admin.reports', { query: { view }, signal });
}

/** Takes the report out of every list but the operator's and its reporter's. */
export function hideReport(id: string, reason: string): Promise<ModerationResult> {
  return callOperation('admin.reports.hide', { params: { id }, body: { reason } });
}

export function restoreReport(id: string): Promise<ModerationResult> {
  return callOperation('admin.reports.restore', { params: { id } });
}

/** Links the report to the one it repeats (`of`), or unlinks it (null). */
export function markDuplicate(id: string, of: string | null): Promise<ModerationResult> {
  return callOperation('admin.reports.duplicate', { params: { id }, body: { of } });
}

/** The reports `id` may repeat: its city's, nearest first (the server picks them). */
export function fetchDuplicateCandidates(
  id: string,
  signal?: AbortSignal,
): Promise<DuplicateCandidate[]> {
  return operationData('admin.reports.duplicateCandidates', { params: { id }, signal });
}

/** The duplicate picker's choices for one report, asked when its dialog opens. */
export function useDuplicateCandidates(id: string) {
  return useQuery({
    queryKey: [...adminKeys.all, 'duplicate-candidates', id],
    queryFn: ({ signal }) => fetchDuplicateCandidates(id, signal),
  });
}

/** A report's id as people read it: its last six characters. */
export function shortId(id: string): string {
  return `#${id.slice(-6)}`;
}

export const REPORT_ID_PATTERN = /^[0-9a-fA-F]{24}$/;

/** One view of the reports, cached under adminKeys.reports(view). */
export function useReports(view: ReportView) {
  return useQuery({
    queryKey: adminKeys.reports(view),
    queryFn: ({ signal }) => fetchReports(view, signal),
  });
}

/** Whether a report still belongs in a view after the operator changed it. */
export function belongsToView(report: ModerationItem, view: ReportView): boolean {
  if (view === 'hidden') return report.moderation.hidden;
  if (view === 'flagged') return report.flags.length > 0;
  return true;
}

export type Moderation =
  | { id: string; action: 'hide'; reason: string }
  | { id: string; action: 'restore' }
  | { id: string; action: 'duplicate'; of: string | null };

/**
 * Hides, restores or links a report. The view on screen takes the server's copy (dropped
 * when it no longer belongs there); the other views, the audit log and every view of the
 * incident elsewhere (a hidden report leaves the NGOs' lists) changed too.
 */
export function useModerateReport(view: ReportView) {
  return useListWrite({
    send: (change: Moderation): Promise<ModerationResult> => {
      if (change.action === 'hide') return hideReport(change.id, change.reason);
      if (change.action === 'restore') return restoreReport(change.id);
      return markDuplicate(change.id, change.of);
    },
    shown: adminKeys.reports(view),
    itemOf: ({ report }) => report,
    keep: (report) => belongsToView(report, view),
    stale: [incidentKeys.all],
  });
}
