// /dashboard/analytics: how cases arrive and how fast they are handled, for a period and the
// NGO's cities. The default export is what the area's routes load lazily (Chart.js with it).
import { useSearchParams } from '@rescue/router';
import styled from 'styled-components';
import type { AnalyticsResponse } from '@rescue/contracts';
import {
  ErrorPanel,
  Field,
  PageHeader,
  formatNumber,
  Select,
  serverMessageOr,
  usePageTitle,
} from '@rescue/web-kit';
import { EmptyState, SkeletonGrid, StatCard, StatGrid, areasText } from '@rescue/web-kit/areas';
import { isAwaitingData } from '@rescue/web-kit/query';
import { areaFrom, areaText, citiesOf, defaultArea } from '../../../components/areas';
import { AreaSelect, FilterBar } from '../../../components/filter-bar';
import { Muted } from '../../../components/layout';
import { useAnalytics } from '../api/analytics-api';
import { analyticsCharts, dayText } from '../utils/charts';
import { ngoText } from '../../../i18n/text';
import {
  ANALYTICS_RANGE_DAYS,
  CRITICAL_RESPONSE_MINUTES,
  DEFAULT_ANALYTICS_RANGE,
  addDays,
  customRangeError,
  periodFrom,
  rangeOptions,
  todayInIndia,
  type AnalyticsFilters,
} from '../utils/filters';
import { ChartPanel } from './chart-panel';
import { AssessmentAgreement } from './assessment-agreement';

/** A number with its unit, as Intl words it in the page's language ("12.5 mins", "3.2 घं॰"). */
const withUnit = (value: number, unit: 'second' | 'minute' | 'hour') =>
  formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });

/**
 * "under a minute", "42 secs", "12.5 mins", "3.2 hrs", or a dash when no case had one. The
 * server gives tenths of a minute, so a quick answer is seconds, never "0 min".
 */
export function durationText(minutes: number | null): string {
  if (minutes === null) return '–';
  const seconds = Math.round(minutes * 60);
  if (seconds < 1) return ngoText.t('analytics.underMinute');
  if (minutes < 1) return withUnit(seconds, 'second');
  if (minutes < 120) return withUnit(minutes, 'minute');
  return withUnit(Math.round(minutes / 6) / 10, 'hour');
}

function Summary({ data }: { data: AnalyticsResponse }) {
  const text = ngoText.useText();
  const { totals } = data;
  const p90 = (minutes: number | null) =>
    text('analytics.summary.p90', { value: durationText(minutes) });
  return (
    <StatGrid>
      <StatCard
        label={text('analytics.summary.reports')}
        value={totals.reports}
        hint={text('analytics.summary.resolved', { count: totals.resolved })}
      />
      <StatCard
        label={text('analytics.summary.firstResponse')}
        value={durationText(totals.firstResponse.medianMinutes)}
        hint={p90(totals.firstResponse.p90Minutes)}
      />
      <StatCard
        label={text('analytics.summary.resolution')}
        value={durationText(totals.resolution.medianMinutes)}
        hint={p90(totals.resolution.p90Minutes)}
      />
      <StatCard
        label={text('analytics.summary.criticalWaited', { minutes: CRITICAL_RESPONSE_MINUTES })}
        value={totals.criticalWaitedOver15Minutes}
        hint={text('analytics.summary.ofCritical', { count: totals.critical })}
      />
    </StatGrid>
  );
}

/** The NGO's analytics; `cities` are its operating areas (the profile's, from the gate). */
export default function AnalyticsPage({ cities }: { cities: readonly string[] }) {
  const text = ngoText.useText();
  areasText.useText(); // the closure reasons are the kit's words: redrawn when they arrive
  areasText.useText(); // the closure reasons are the kit's words: redrawn when they arrive
  usePageTitle(text('analytics.title'));
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
          title={text('analytics.loadFailed')}
          message={serverMessageOr(figures.error, '') || undefined}
          onRetry={() => void figures.refetch()}
        />
      );
    }
    if (!data) return null;
    const shown = {
      where: areaText(filters.cities),
      from: dayText(data.range.from),
      to: dayText(data.range.to),
    };
    if (data.totals.reports === 0) {
      return (
        <EmptyState
          title={text('analytics.empty')}
          message={text('analytics.emptyMessage', shown)}
        />
      );
    }
    return (
      <div aria-busy={figures.isPlaceholderData || undefined}>
        <Shown role="status">
          {figures.isPlaceholderData
            ? text('analytics.updating')
            : text('analytics.shown', { ...shown, count: data.totals.reports })}
        </Shown>
        <Summary data={data} />
        <AssessmentAgreement data={data} />
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
        title={text('analytics.title')}
        description={text('analytics.description')}
      />
      <FilterBar $spaced>
        <Select
          label={text('analytics.period')}
          options={rangeOptions()}
          value={period.range}
          onChange={(event) => choose({ range: event.target.value })}
        />
        {period.range === 'custom' && (
          <>
            <Field
              label={text('analytics.from')}
              type="date"
              value={period.from}
              max={today}
              onChange={(event) => event.target.value && choose({ from: event.target.value })}
            />
            <Field
              label={text('analytics.to')}
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
