import { ErrorPanel, LinkButton, PageHeader, usePageTitle } from '@rescue/web-kit';
import { EmptyState } from '@rescue/web-kit/areas';
import { isAwaitingData } from '@rescue/web-kit/query';
import { useMyCases } from '../api/cases-api';
import { CaseGrid } from './case-grid';
import { volunteerText } from '../../../i18n/text';

export function MyCasesPage() {
  const text = volunteerText.useText();
  usePageTitle(text('nav.myCases'));
  const cases = useMyCases();
  const { data, error } = cases;
  const loading = isAwaitingData(cases);
  return (
    <>
      <PageHeader
        level={2}
        title={text('myCases.heading')}
        description={text('myCases.description')}
      />
      {error && !loading ? (
        <ErrorPanel title={text('myCases.failed')} onRetry={() => void cases.refetch()} />
      ) : (
        <CaseGrid
          cases={data}
          loading={loading}
          empty={
            <EmptyState
              title={text('myCases.emptyTitle')}
              message={text('myCases.emptyMessage')}
              action={<LinkButton to="/voldash/available">{text('cases.browse')}</LinkButton>}
            />
          }
        />
      )}
    </>
  );
}
