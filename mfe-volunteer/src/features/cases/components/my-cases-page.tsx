import { EmptyState, ErrorPanel, LinkButton, PageHeader, usePageTitle } from '@rescue/web-kit';
import { isAwaitingData } from '@rescue/web-kit/query';
import { useMyCases } from '../api/cases-api';
import { CaseGrid } from './case-grid';

export const MY_CASES_FAILED_MESSAGE = 'Failed to load assigned cases';

export function MyCasesPage() {
  usePageTitle('My Cases');
  const cases = useMyCases();
  const { data, error } = cases;
  const loading = isAwaitingData(cases);
  return (
    <>
      <PageHeader
        level={2}
        title="Your Assigned Cases"
        description="The cases you have taken on, newest first."
      />
      {error && !loading ? (
        <ErrorPanel title={MY_CASES_FAILED_MESSAGE} onRetry={() => void cases.refetch()} />
      ) : (
        <CaseGrid
          cases={data}
          loading={loading}
          empty={
            <EmptyState
              title="No Assigned Cases"
              message="You have not taken on any case yet."
              action={<LinkButton to="/voldash/available">Browse Available Cases</LinkButton>}
            />
          }
        />
      )}
    </>
  );
}
