import type { ModerationItem } from '@rescue/contracts';
import { usePageTitle, PageHeader } from '@rescue/web-kit';
import { AsyncCardList } from '../../../components/async-list';
import { usePendingAction } from '../../../components/pending-action';
import { ConfirmAction, type ConfirmKeys } from '../../../components/confirm-action';
import { FilterTabs, useViewParam } from '../../../components/filter-tabs';
import {
  REPORT_VIEWS,
  shortId,
  useModerateReport,
  useReports,
  type Moderation,
} from '../api/reports-api';
import { DuplicateDialog } from './duplicate-dialog';
import { ReportCard, type ReportAction } from './report-card';
import { adminText } from '../../../i18n/text';

/** Where each action's confirmation is worded (a duplicate is chosen in its own dialog). */
const CONFIRM_KEYS = {
  hide: 'reports.hide',
  restore: 'reports.restore',
  unlink: 'reports.unlink',
} as const satisfies Record<Exclude<ReportAction, 'duplicate'>, ConfirmKeys>;

/** What the server is asked once the operator confirms `action` on report `id`. */
function moderationOf(
  action: Exclude<ReportAction, 'duplicate'>,
  id: string,
  reason: string,
): Moderation {
  if (action === 'hide') return { id, action, reason };
  if (action === 'restore') return { id, action };
  return { id, action: 'duplicate', of: null };
}

/** /admin/reports: recent, flagged and hidden reports; hide, restore, link duplicates. */
export function ReportsPage() {
  const text = adminText.useText();
  usePageTitle(text('reports.title'));
  const [view, setView] = useViewParam('view', REPORT_VIEWS, 'recent');
  const reports = useReports(view);
  const moderate = useModerateReport(view);
  const decision = usePendingAction<{
    action: ReportAction;
    report: ModerationItem;
  }>();
  const { pending, setPending, done } = decision;
  const shown = new Set((reports.data ?? []).map((report) => report._id));

  const { action, report } = pending ?? {};
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
      {report && action && action !== 'duplicate' && (
        <ConfirmAction
          keys={CONFIRM_KEYS[action]}
          values={{ id: shortId(report._id) }}
          asksReason={action === 'hide'}
          send={(reason) => moderate.mutateAsync(moderationOf(action, report._id, reason))}
          decision={decision}
        />
      )}
      {report && action === 'duplicate' && (
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
