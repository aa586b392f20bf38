import { useSearchParams } from '@rescue/router';
import styled from 'styled-components';
import { INCIDENT_LIST_ORDERS, INCIDENT_STATUSES } from '@rescue/contracts';
import {
  Button,
  ErrorPanel,
  Select,
  serverMessageOr,
  toast,
  PageHeader,
  usePageTitle,
} from '@rescue/web-kit';
import {
  EmptyState,
  CardGrid,
  ListOrderSelect,
  SkeletonGrid,
  listOrderOf,
} from '@rescue/web-kit/areas';
import { isAwaitingData } from '@rescue/web-kit/query';
import { useIncidentList, type StatusFilter } from '../api/incidents-api';
import { useNgoProfile } from '../api/ngo-api';
import {
  areaFrom,
  areaText,
  citiesOf,
  defaultArea,
  operatingCities,
} from '../../../components/areas';
import { AreaSelect, FilterBar } from '../../../components/filter-bar';
import { Muted } from '../../../components/layout';
import { useNow } from '../hooks/use-now';
import { statusOptions } from '../utils/incident-rules';
import { MESSAGES, message } from '../utils/messages';
import { ngoText } from '../../../i18n/text';
import { ExportButton } from './export-button';
import { IncidentCard } from './incident-card';

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

/**
 * Every incident, filtered by status on the server and by area (?area=: one of the NGO's
 * operating areas, all of them, or All cities; it opens on its areas), a page at a time.
 */
export function IncidentsPage() {
  const text = ngoText.useText();
  usePageTitle(text('list.title'));
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params);
  // Newest first unless ?sort=urgency (critical first, then the longest waiting).
  const sort = listOrderOf(INCIDENT_LIST_ORDERS, params.get('sort'));
  // The gate loaded the profile: this reads the same cached answer.
  const cities = operatingCities(useNgoProfile().data);
  const area = areaFrom(params.get('area'), cities);
  const shownCities = citiesOf(area, cities);
  const now = useNow();
  const list = useIncidentList({ status, cities: shownCities, sort });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  function loadMore() {
    list.fetchNextPage().then(
      (result) => {
        if (result.isFetchNextPageError) toast.error(message('loadIncidentsFailed'));
      },
      () => toast.error(message('loadIncidentsFailed')),
    );
  }

  /** The address keeps what differs from how the page opens. */
  function choose(next: { status?: string; area?: string; sort?: string }) {
    const chosen = { status, area, sort, ...next };
    const query: Record<string, string> = {};
    if (chosen.status) query.status = chosen.status;
    if (chosen.area !== defaultArea(cities)) query.area = chosen.area;
    if (chosen.sort !== 'newest') query.sort = chosen.sort;
    setParams(query, { replace: true });
  }

  const more = list.hasNextPage && (
    <Button variant="secondary" disabled={list.isFetchingNextPage} onClick={loadMore}>
      {list.isFetchingNextPage ? text('list.loading') : text('list.loadMore')}
    </Button>
  );

  function content() {
    if (isAwaitingData(list)) {
      return <SkeletonGrid count={SKELETON_COUNT} />;
    }
    if (list.error && !list.data) {
      const noData = list.error.message === MESSAGES.noData;
      return (
        <ErrorPanel
          title={noData ? message('noData') : message('loadIncidentsFailed')}
          message={noData ? undefined : serverMessageOr(list.error, '') || undefined}
          onRetry={() => void list.refetch()}
        />
      );
    }
    if (items.length === 0) {
      return (
        <>
          <EmptyState
            title={text('list.empty')}
            message={
              list.hasNextPage
                ? text('list.emptyMore', { where: areaText(shownCities) })
                : text('list.emptyHint')
            }
          />
          {more && <Footer>{more}</Footer>}
        </>
      );
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
            {text('list.showing', { count: items.length, where: areaText(shownCities) })}
          </Muted>
          {more}
        </Footer>
      </>
    );
  }

  return (
    <>
      <PageHeader
        level={2}
        title={text('list.title')}
        actions={<ExportButton status={status} cities={shownCities} />}
      />
      <FilterBar $spaced>
        <Select
          label={text('list.filterByStatus')}
          options={[{ value: '', label: text('list.allIncidents') }, ...statusOptions()]}
          value={status}
          onChange={(event) => choose({ status: event.target.value })}
        />
        <AreaSelect
          cities={cities}
          value={area}
          onChange={(event) => choose({ area: event.target.value })}
        />
        <ListOrderSelect
          orders={INCIDENT_LIST_ORDERS}
          value={sort}
          onChange={(order) => choose({ sort: order })}
          label={text('list.order.label')}
          orderLabel={(order) => text(`list.order.${order}`)}
          hint={sort === 'urgency' ? text('list.order.urgencyHint') : undefined}
        />
      </FilterBar>
      {content()}
    </>
  );
}

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;
