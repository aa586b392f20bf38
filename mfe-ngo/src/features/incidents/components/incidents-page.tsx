import { useSearchParams } from '@rescue/router';
import styled from 'styled-components';
import { INCIDENT_STATUSES } from '@rescue/contracts';
import {
  Button,
  EmptyState,
  ErrorPanel,
  Select,
  CardGrid,
  SkeletonGrid,
  serverMessageOr,
  toast,
  PageHeader,
  usePageTitle,
} from '@rescue/web-kit';
import { isAwaitingData } from '@rescue/web-kit/query';
import { useIncidentList, type StatusFilter } from '../api/incidents-api';
import { Muted } from '../../../components/layout';
import { useNow } from '../hooks/use-now';
import { STATUS_OPTIONS } from '../utils/incident-rules';
import { MESSAGES } from '../utils/messages';
import { ExportButton } from './export-button';
import { IncidentCard } from './incident-card';

const FILTER_OPTIONS = [{ value: '', label: 'All Incidents' }, ...STATUS_OPTIONS];
/**
 * Placeholders while the first page of incidents loads: the spec's 8 (section 9).
 * (The home, which shows exactly RECENT_COUNT cards, shows that many instead.)
 */
export const SKELETON_COUNT = 8;

/** The filter lives in the address (?status=), so a reload or the back link keeps it. */
function statusFrom(params: URLSearchParams): StatusFilter {
  const status = params.get('status');
  return INCIDENT_STATUSES.find((known) => known === status) ?? '';
}

/** Every incident, filtered by status on the server, a page at a time. */
export function IncidentsPage() {
  usePageTitle('Incidents');
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params);
  const now = useNow();
  const list = useIncidentList({ status });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  function loadMore() {
    list.fetchNextPage().then(
      (result) => {
        if (result.isFetchNextPageError) toast.error(MESSAGES.loadIncidentsFailed);
      },
      () => toast.error(MESSAGES.loadIncidentsFailed),
    );
  }

  function filter(next: string) {
    setParams(next ? { status: next } : {}, { replace: true });
  }

  function content() {
    if (isAwaitingData(list)) {
      return <SkeletonGrid count={SKELETON_COUNT} />;
    }
    if (list.error && !list.data) {
      const noData = list.error.message === MESSAGES.noData;
      return (
        <ErrorPanel
          title={noData ? MESSAGES.noData : MESSAGES.loadIncidentsFailed}
          message={noData ? undefined : serverMessageOr(list.error, '') || undefined}
          onRetry={() => void list.refetch()}
        />
      );
    }
    if (items.length === 0) {
      return <EmptyState title="No incidents found" message="Try another status filter." />;
    }
    return (
      <>
        <CardGrid>
          {items.map((incident) => (
            <IncidentCard key={incident._id} incident={incident} now={now} />
          ))}
        </CardGrid>
        <Footer>
          <Muted role="status">
            Showing {items.length} {items.length === 1 ? 'incident' : 'incidents'}
          </Muted>
          {list.hasNextPage && (
            <Button variant="secondary" disabled={list.isFetchingNextPage} onClick={loadMore}>
              {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          )}
        </Footer>
      </>
    );
  }

  return (
    <>
      <PageHeader level={2} title="Incidents" actions={<ExportButton status={status} />} />
      <Toolbar>
        <Select
          label="Filter by status"
          options={FILTER_OPTIONS}
          value={status}
          onChange={(event) => filter(event.target.value)}
        />
      </Toolbar>
      {content()}
    </>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  & > :first-child {
    flex: 1 1 220px;
    max-width: 320px;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;
