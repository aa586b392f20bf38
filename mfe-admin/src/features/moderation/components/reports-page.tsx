import { useState } from 'react';
import { useSearchParams } from '@rescue/router';
import type { ModerationItem, ModerationResult } from '@rescue/contracts';
import { ConfirmDialog, toast, usePageTitle, PageHeader } from '@rescue/web-kit';
import { AsyncList } from '../../../components/async-list';
import { FilterTabs, type FilterTab } from '../../../components/filter-tabs';
import { CardList } from '../../../components/card-list';
import {
  REPORT_VIEWS,
  shortId,
  useModerateReport,
  useReports,
  type ReportView,
} from '../api/reports-api';
import { DuplicateDialog } from './duplicate-dialog';
import { ReportCard, type ReportAction } from './report-card';

const TABS: readonly FilterTab<ReportView>[] = [
  { value: 'recent', label: 'Recent' },
  { value: 'flagged', label: 'Flagged' },
  { value: 'hidden', label: 'Hidden' },
];

const EMPTY: Record<ReportView, string> = {
  recent: 'No reports yet',
  flagged: 'No flagged reports',
  hidden: 'No hidden reports',
};

/** /admin/reports: recent, flagged and hidden reports; hide, restore, link duplicates. */
export function ReportsPage() {
  usePageTitle('Reports');
  const [params, setParams] = useSearchParams();
  const view = REPORT_VIEWS.find((candidate) => candidate === params.get('view')) ?? 'recent';
  const reports = useReports(view);
  const moderate = useModerateReport(view);
  const [pending, setPending] = useState<{ action: ReportAction; report: ModerationItem } | null>(
    null,
  );
  const shown = new Set((reports.data ?? []).map((report) => report._id));

  function done(result: ModerationResult) {
    toast.success(result.message);
    setPending(null);
  }

  const report = pending?.report;
  return (
    <>
      <PageHeader
        level={2}
        title="Reports"
        description="A hidden report leaves every list but yours and its reporter's, who sees that it was hidden and why. NGOs flag reports for you to look at."
      />
      <FilterTabs
        label="Show reports"
        tabs={TABS}
        value={view}
        onChange={(next) => setParams(next === 'recent' ? {} : { view: next }, { replace: true })}
      />
      <AsyncList
        state={reports}
        loadingLabel="Loading the reports…"
        failure="Failed to load the reports"
        emptyTitle={EMPTY[view]}
      >
        {(items) => (
          <CardList aria-label="Reports">
            {items.map((item) => (
              <li key={item._id}>
                <ReportCard
                  report={item}
                  originalShown={
                    !!item.moderation.duplicateOf && shown.has(item.moderation.duplicateOf)
                  }
                  onAction={(action) => setPending({ action, report: item })}
                />
              </li>
            ))}
          </CardList>
        )}
      </AsyncList>
      {report && pending.action === 'hide' && (
        <ConfirmDialog
          title={`Hide report ${shortId(report._id)}?`}
          message="NGOs and volunteers no longer see it. Its reporter sees that it was hidden, and your reason."
          confirmLabel="Hide"
          busyLabel="Hiding…"
          tone="danger"
          reasonLabel="Reason (the reporter sees it)"
          failureMessage="Failed to hide the report"
          onConfirm={async (reason) =>
            done(await moderate.mutateAsync({ id: report._id, action: 'hide', reason }))
          }
          onCancel={() => setPending(null)}
        />
      )}
      {report && pending.action === 'restore' && (
        <ConfirmDialog
          title={`Restore report ${shortId(report._id)}?`}
          message="It shows in every list again."
          confirmLabel="Restore"
          busyLabel="Restoring…"
          failureMessage="Failed to restore the report"
          onConfirm={async () =>
            done(await moderate.mutateAsync({ id: report._id, action: 'restore' }))
          }
          onCancel={() => setPending(null)}
        />
      )}
      {report && pending.action === 'unlink' && (
        <ConfirmDialog
          title={`Report ${shortId(report._id)} is not a duplicate?`}
          message="The link to the earlier report is removed."
          confirmLabel="Remove the link"
          busyLabel="Removing…"
          failureMessage="Failed to unlink the report"
          onConfirm={async () =>
            done(await moderate.mutateAsync({ id: report._id, action: 'duplicate', of: null }))
          }
          onCancel={() => setPending(null)}
        />
      )}
      {report && pending.action === 'duplicate' && (
        <DuplicateDialog
          report={report}
          candidates={reports.data ?? []}
          onConfirm={async (of) =>
            done(await moderate.mutateAsync({ id: report._id, action: 'duplicate', of }))
          }
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}
