import { useState } from 'react';
import {
  Button,
  ErrorPanel,
  Field,
  Select,
  PageHeader,
  useDebouncedValue,
  usePageTitle,
  spreadRow,
} from '@rescue/web-kit';
import { ListOrderSelect, listOrderOf } from '@rescue/web-kit/areas';
import { isAwaitingData } from '@rescue/web-kit/query';
import { useSearchParams } from '@rescue/router';
import styled from 'styled-components';
import {
  AVAILABLE_CASE_ORDERS,
  AVAILABLE_RADIUS_DEFAULT_KM,
  AVAILABLE_RADIUS_STEPS_KM,
  type SeverityFilter,
} from '@rescue/contracts';
import { SEVERITY_FILTER_OPTIONS, useAvailableCases, type AvailableQuery } from '../api/cases-api';
import { useVolunteerCity } from '../api/profile-api';
import { pointOf, useVolunteerPosition } from '../hooks/use-volunteer-position';
import { CaseGrid } from './case-grid';
import { CasesMap } from './cases-map';
import { LocationSort } from './location-sort';
import { ViewToggle, type CasesView } from './view-toggle';
import { NoAvailableCases } from './no-available-cases';
import { volunteerText } from '../../../i18n/text';

/** Typing pauses this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

export function AvailableCasesPage() {
  const text = volunteerText.useText();
  usePageTitle(text('nav.available'));
  const [search, setSearch] = useState('');
  const [severity, setSeverity] = useState<SeverityFilter>('all');
  // "Nearby" starts at the default radius; "Show farther cases" widens it a step.
  const [radiusStep, setRadiusStep] = useState(0);
  const radiusKm = AVAILABLE_RADIUS_STEPS_KM[radiusStep] ?? AVAILABLE_RADIUS_DEFAULT_KM;
  const fartherKm = AVAILABLE_RADIUS_STEPS_KM[radiusStep + 1];
  // The view and the order are in the address, so coming back from a case returns to them.
  const [params, setParams] = useSearchParams();
  // Nearest first (the volunteer's position, or their city first) unless ?sort=urgency.
  const sort = listOrderOf(AVAILABLE_CASE_ORDERS, params.get('sort'));
  const query: AvailableQuery = {
    search: useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim(),
    severity,
    radiusKm,
    sort,
  };
  const position = useVolunteerPosition();
  const near = pointOf(position);
  const city = useVolunteerCity();
  const { query: cases, cases: data } = useAvailableCases(query, near);
  const { error } = cases;
  const loading = isAwaitingData(cases);
  const filtered = query.search !== '' || severity !== 'all';
  const view: CasesView = params.get('view') === 'map' ? 'map' : 'list';
  /** Sets one parameter of the address; the default value leaves it out. */
  const setParam = (name: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value === fallback) updated.delete(name);
        else updated.set(name, value);
        return updated;
      },
      { replace: true },
    );
  const showView = (next: CasesView) => setParam('view', next, 'list');
  const more = cases.hasNextPage ? (
    <More>
      <Button
        variant="secondary"
        onClick={() => void cases.fetchNextPage()}
        disabled={cases.isFetchingNextPage}
      >
        {cases.isFetchingNextPage ? text('available.loadingMore') : text('available.showMore')}
      </Button>
    </More>
  ) : (
    fartherKm !== undefined &&
    data && (
      <More>
        <Button
          variant="secondary"
          onClick={() => setRadiusStep((step) => step + 1)}
          disabled={cases.isPlaceholderData}
        >
          {text('available.radius.farther', { km: fartherKm })}
        </Button>
      </More>
    )
  );
  return (
    <>
      <PageHeader
        level={2}
        title={text('available.title')}
        description={text(
          sort === 'urgency' ? 'available.descriptionUrgent' : 'available.description',
        )}
      />
      <LocationSort state={position} city={city} urgent={sort === 'urgency'} />
      <Filters role="search" onSubmit={(event) => event.preventDefault()}>
        <Field
          label={text('available.search.label')}
          type="search"
          placeholder={text('available.search.placeholder')}
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          label={text('available.severity.label')}
          options={severityOptions()}
          value={severity}
          onChange={(event) => setSeverity(event.target.value as SeverityFilter)}
        />
        <ListOrderSelect
          orders={AVAILABLE_CASE_ORDERS}
          value={sort}
          onChange={(order) => setParam('sort', order, 'nearest')}
          label={text('available.order.label')}
          orderLabel={(order) => text(`available.order.${order}`)}
          hint={sort === 'urgency' ? text('available.order.urgencyHint') : undefined}
        />
      </Filters>
      <Toolbar>
        <Summary role="status">
          {data && resultSummary(data.length, query, cases.hasNextPage)}
        </Summary>
        <Radius>{text('available.radius.within', { km: radiusKm })}</Radius>
        <ViewToggle view={view} onChange={showView} />
      </Toolbar>
      {error && !loading ? (
        <ErrorPanel title={text('available.failed')} onRetry={() => void cases.refetch()} />
      ) : view === 'map' ? (
        <>
          <CasesMap cases={data ?? []} near={near} city={city} />
          {more}
        </>
      ) : (
        <>
          <CaseGrid
            cases={data}
            loading={loading}
            empty={<NoAvailableCases filtered={filtered} />}
          />
          {more}
        </>
      )}
    </>
  );
}

/**
 * "2 cases matching “dog” · High (7 and above)": what the list shows, read out when it
 * changes; "20+ cases" while more pages follow.
 */
export function resultSummary(
  count: number,
  { search, severity }: AvailableQuery,
  more = false,
): string {
  const cases = more
    ? volunteerText.t('available.summary.more', { count })
    : volunteerText.t('available.summary.count', { count });
  const found = search ? volunteerText.t('available.summary.matching', { cases, search }) : cases;
  return severity && severity !== 'all'
    ? `${found} · ${volunteerText.t(`available.severity.${severity}`)}`
    : found;
}

/** The api module's severity choices, each labelled in the page's language. */
function severityOptions() {
  return SEVERITY_FILTER_OPTIONS.map(({ value }) => ({
    value,
    label: volunteerText.t(`available.severity.${value}`),
  }));
}

const Toolbar = styled.div`
  ${spreadRow}
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

const Radius = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(5)};
`;

const Filters = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr 1fr;
  }
`;
