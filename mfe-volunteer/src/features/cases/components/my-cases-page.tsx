import { ErrorPanel, PageHeader, usePageTitle } from '@rescue/web-kit';
import { isAwaitingData } from '@rescue/web-kit/query';
import { useMyCases } from '../api/cases-api';
import { CaseGrid } from './case-grid';
import { NoOwnCases } from './no-own-cases';
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
            <NoOwnCases title={text('myCases.emptyTitle')} message={text('myCases.emptyMessage')} />
          }
        />
      )}
    </>
  );
}
