import type { ModerationItem } from '@rescue/contracts';
import { usePageTitle, PageHeader } from '@rescue/web-kit';
import { ConfirmDialog } from '@rescue/web-kit/areas';
import { AsyncCardList } from '../../../components/async-list';
import { usePendingAction } from '../../../components/pending-action';
import { FilterTabs, useViewParam } from '../../../components/filter-tabs';
import { REPORT_VIEWS, shortId, useModerateReport, useReports } from '../api/reports-api';
import { DuplicateDialog } from './duplicate-dialog';
import { ReportCard, type ReportAction } from './report-card';
import { adminText } from '../../../i18n/text';

/** /admin/reports: recent, flagged and hidden reports; hide, restore, link duplicates. */
export function ReportsPage() {
  const text = adminText.useText();
  usePageTitle(text('reports.title'));
  const [view, setView] = useViewParam('view', REPORT_VIEWS, 'recent');
  const reports = useReports(view);
  const moderate = useModerateReport(view);
  const { pending, setPending, done } = usePendingAction<{
    action: ReportAction;
    report: ModerationItem;
  }>();
  const shown = new Set((reports.data ?? []).map((report) => report._id));

  const report = pending?.report;
  return (
    <>
      <PageHeader
        level={2}
        title={text('reports.title')}
        description={text('reports.description')}
      />
      <FilterTabs
        label={text('reports.tabs')}
        views={REPORT_VIEWS}
        labelOf={(value) => text(`reports.tab.${value}`)}
        value={view}
        onChange={setView}
      />
      <AsyncCardList
        state={reports}
        loadingLabel={text('reports.loading')}
        failure={text('reports.failure')}
        emptyTitle={text(`reports.empty.${view}`)}
        label={text('reports.title')}
      >
        {(item) => (
          <ReportCard
            report={item}
            originalShown={!!item.moderation.duplicateOf && shown.has(item.moderation.duplicateOf)}
            onAction={(action) => setPending({ action, report: item })}
          />
        )}
      </AsyncCardList>
      {report && pending.action === 'hide' && (
        <ConfirmDialog
          title={text('reports.hide.title', { id: shortId(report._id) })}
          message={text('reports.hide.message')}
          confirmLabel={text('reports.hide.confirm')}
          busyLabel={text('reports.hide.busy')}
          tone="danger"
          reasonLabel={text('reports.hide.reason')}
          failureMessage={text('reports.hide.failure')}
          onConfirm={async (reason) =>
            done(await moderate.mutateAsync({ id: report._id, action: 'hide', reason }))
          }
          onCancel={() => setPending(null)}
        />
      )}
      {report && pending.action === 'restore' && (
        <ConfirmDialog
          title={text('reports.restore.title', { id: shortId(report._id) })}
          message={text('reports.restore.message')}
          confirmLabel={text('reports.restore.confirm')}
          busyLabel={text('reports.restore.busy')}
          failureMessage={text('reports.restore.failure')}
          onConfirm={async () =>
            done(await moderate.mutateAsync({ id: report._id, action: 'restore' }))
          }
          onCancel={() => setPending(null)}
        />
      )}
      {report && pending.action === 'unlink' && (
        <ConfirmDialog
          title={text('reports.unlink.title', { id: shortId(report._id) })}
          message={text('reports.unlink.message')}
          confirmLabel={text('reports.unlink.confirm')}
          busyLabel={text('reports.unlink.busy')}
          failureMessage={text('reports.unlink.failure')}
          onConfirm={async () =>
            done(await moderate.mutateAsync({ id: report._id, action: 'duplicate', of: null }))
          }
          onCancel={() => setPending(null)}
        />
      )}
      {report && pending.action === 'duplicate' && (
        <DuplicateDialog
          report={report}
          onConfirm={async (of) =>
            done(await moderate.mutateAsync({ id: report._id, action: 'duplicate', of }))
          }
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}
