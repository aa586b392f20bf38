// /dashboard/analytics: how cases arrive and how fast they are handled, for a period and the
// NGO's cities. The default export is what the area's routes load lazily (Chart.js with it).
import { useSearchParams } from '@rescue/router';
import styled from 'styled-components';
import type { AnalyticsResponse } from '@rescue/contracts';
import {
  EmptyState,
  ErrorPanel,
  Field,
  PageHeader,
  Select,
  SkeletonGrid,
  StatCard,
  StatGrid,
  serverMessageOr,
  usePageTitle,
} from '@rescue/web-kit';
import { isAwaitingData } from '@rescue/web-kit/query';
import { areaFrom, areaText, citiesOf, defaultArea } from '../../../components/areas';
import { AreaSelect, FilterBar } from '../../../components/filter-bar';
import { Muted } from '../../../components/layout';
import { useAnalytics } from '../api/analytics-api';
import { analyticsCharts } from '../utils/charts';
import {
  ANALYTICS_RANGE_DAYS,
  CRITICAL_RESPONSE_MINUTES,
  DEFAULT_ANALYTICS_RANGE,
  RANGE_OPTIONS,
  addDays,
  customRangeError,
  periodFrom,
  todayInIndia,
  type AnalyticsFilters,
} from '../utils/filters';
import { ChartPanel } from './chart-panel';

export const EMPTY_TITLE = 'No reports in this period';
export const LOAD_FAILED = 'Could not load the analytics';

/** "12.5 min", "3.2 h", or a dash when no case had one. */
export function durationText(minutes: number | null): string {
  if (minutes === null) return '–';
  if (minutes < 120) return `${minutes} min`;
  return `${Math.round(minutes / 6) / 10} h`;
}

function Summary({ data }: { data: AnalyticsResponse }) {
  const { totals } = data;
  return (
    <StatGrid>
      <StatCard label="Reports" value={totals.reports} hint={`${totals.resolved} resolved`} />
      <StatCard
        label="Median first response"
        value={durationText(totals.firstResponse.medianMinutes)}
        hint={`90th percentile ${durationText(totals.firstResponse.p90Minutes)}`}
      />
      <StatCard
        label="Median time to resolution"
        value={durationText(totals.resolution.medianMinutes)}
        hint={`90th percentile ${durationText(totals.resolution.p90Minutes)}`}
      />
      <StatCard
        label={`Critical cases that waited over ${CRITICAL_RESPONSE_MINUTES} minutes`}
        value={totals.criticalWaitedOver15Minutes}
        hint={`of ${totals.critical} critical`}
      />
    </StatGrid>
  );
}

/** The NGO's analytics; `cities` are its operating areas (the profile's, from the gate). */
export default function AnalyticsPage({ cities }: { cities: readonly string[] }) {
  usePageTitle('Analytics');
  const [params, setParams] = useSearchParams();
  const today = todayInIndia();
  const period = periodFrom(params, today);
  const area = areaFrom(params.get('area'), cities);
  const dateError = period.range === 'custom' ? customRangeError(period.from, period.to) : null;
  const filters: AnalyticsFilters = { ...period, cities: citiesOf(area, cities) };
  const figures = useAnalytics(dateError ? null : filters);
  const data = figures.data;

  /** The address keeps what differs from how the page opens. */
  function choose(next: { range?: string; from?: string; to?: string; area?: string }) {
    const range = next.range ?? period.range;
    const query: Record<string, string> = {};
    if (range !== DEFAULT_ANALYTICS_RANGE) query.range = range;
    if (range === 'custom') {
      // Custom dates start as the period on show.
      const shown =
        period.range === 'custom'
          ? period
          : { from: addDays(today, 1 - ANALYTICS_RANGE_DAYS[period.range]), to: today };
      query.from = next.from ?? shown.from;
      query.to = next.to ?? shown.to;
    }
    const chosenArea = next.area ?? area;
    if (chosenArea !== defaultArea(cities)) query.area = chosenArea;
    setParams(query, { replace: true });
  }

  function content() {
    if (dateError) return null;
    if (isAwaitingData(figures)) return <SkeletonGrid count={4} />;
    if (figures.error && !data) {
      return (
        <ErrorPanel
          title={LOAD_FAILED}
          message={serverMessageOr(figures.error, '') || undefined}
          onRetry={() => void figures.refetch()}
        />
      );
    }
    if (!data) return null;
    const shown = `${data.range.from} to ${data.range.to}`;
    if (data.totals.reports === 0) {
      return (
        <EmptyState
          title={EMPTY_TITLE}
          message={`Nothing was reported ${areaText(filters.cities)} from ${shown}. Try a longer period or another area.`}
        />
      );
    }
    return (
      <div aria-busy={figures.isPlaceholderData || undefined}>
        <Shown role="status">
          {figures.isPlaceholderData
            ? 'Updating…'
            : `${data.totals.reports} ${data.totals.reports === 1 ? 'report' : 'reports'} ${areaText(filters.cities)}, ${shown}`}
        </Shown>
        <Summary data={data} />
        <Charts>
          {analyticsCharts(data).map((chart) => (
            <ChartPanel
              key={chart.id}
              chart={chart}
              period={`${data.range.from}-to-${data.range.to}`}
            />
          ))}
        </Charts>
      </div>
    );
  }

  return (
    <>
      <PageHeader
        level={2}
        title="Analytics"
        description="How reports arrive and how fast they are handled, counted from each case's history."
      />
      <FilterBar $spaced>
        <Select
          label="Period"
          options={RANGE_OPTIONS}
          value={period.range}
          onChange={(event) => choose({ range: event.target.value })}
        />
        {period.range === 'custom' && (
          <>
            <Field
              label="From"
              type="date"
              value={period.from}
              max={today}
              onChange={(event) => event.target.value && choose({ from: event.target.value })}
            />
            <Field
              label="To"
              type="date"
              value={period.to}
              max={today}
              error={dateError ?? undefined}
              onChange={(event) => event.target.value && choose({ to: event.target.value })}
            />
          </>
        )}
        <AreaSelect
          cities={cities}
          value={area}
          onChange={(event) => choose({ area: event.target.value })}
        />
      </FilterBar>
      {content()}
    </>
  );
}

const Charts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > [data-chart-panel='reports-over-time'] {
      grid-column: 1 / -1;
    }
  }
`;

const Shown = styled(Muted)`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;
