import { EmptyState, ErrorPanel, LinkButton, useApiData, usePageTitle } from '@rescue/web-kit';
import { fetchMyCases } from '../api/cases-api';
import { CaseGrid } from './case-grid';
import { PageHeading } from './page-heading';

export const MY_CASES_FAILED_MESSAGE = 'Failed to load assigned cases';

export function MyCasesPage() {
  usePageTitle('My Cases');
  const { data, error, loading, reload } = useApiData(fetchMyCases, 'my-cases');
  return (
    <>
      <PageHeading title="Your Assigned Cases">
        The cases you have taken on, newest first.
      </PageHeading>
      {error ? (
        <ErrorPanel title={MY_CASES_FAILED_MESSAGE} onRetry={reload} />
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
