import { useMemo, useState } from 'react';
import { useSearchParams } from '@rescue/router';
import styled from 'styled-components';
import { MAP_POINTS_MAX, type SeverityFilter, casePathForRole } from '@rescue/contracts';
import { ErrorPanel, LinkButton, PageHeader, Select, Spinner, usePageTitle } from '@rescue/web-kit';
import { EmptyState, CardGrid, SkeletonGrid } from '@rescue/web-kit/areas';
import { isAwaitingData } from '@rescue/web-kit/query';
import { useIncidentList, useMapPoints } from '../api/incidents-api';
import { useNgoProfile, useNgoStats } from '../api/ngo-api';
import { Muted, Section, SectionTitle } from '../../../components/layout';
import { IncidentMap, mapPoint } from '@rescue/web-kit/map';
import { overviewCenter } from './map/overview';
import { useNow } from '../hooks/use-now';
import { message } from '../utils/messages';
import { ngoText } from '../../../i18n/text';
import {
  areaFrom,
  areaText,
  citiesOf,
  defaultArea,
  operatingCities,
  type AreaChoice,
} from '../../../components/areas';
import { AreaSelect, FilterBar } from '../../../components/filter-bar';
import {
  inSeverity,
  mapStatusOptions,
  severityOptions,
  statusNoun,
  type MapStatusFilter,
} from '../utils/map-filters';
import { RecentIncidentCard } from './recent-incident-card';
import { StatsCards } from './stats-cards';
import { SEE_ALL_WAITING_PATH, WaitingCases } from './waiting-cases';

/** Newest incidents shown as cards (spec section 9). */
export const RECENT_COUNT = 6;
/** Newest incidents of the cards and checked for the waiting flag: one bounded page. */
export const HOME_INCIDENTS_LIMIT = 50;

/** `path` with ?area= when the choice is not where the page opens (as the list reads it). */
export function withArea(path: string, area: AreaChoice, cities: readonly string[]): string {
  if (area === defaultArea(cities)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}area=${encodeURIComponent(area)}`;
}

/**
 * The dashboard home: welcome, counts, urgent waiting cases, newest incidents, the map. One
 * area choice (?area=, as the list and analytics read it) sets every figure on it, so the
 * cards, the waiting cases, the newest incidents and the map count the same incidents.
 */
export function DashboardHome() {
  const text = ngoText.useText();
  usePageTitle(text('area.name'));
  const now = useNow();
  const [params, setParams] = useSearchParams();
  // The gate loaded the profile: this reads the same cached answer.
  const profile = useNgoProfile();
  const cities = operatingCities(profile.data);
  const area = areaFrom(params.get('area'), cities);
  const shownCities = citiesOf(area, cities);
  const stats = useNgoStats(shownCities);
  // The first page of the area's list: the newest incidents.
  const incidents = useIncidentList({
    status: '',
    limit: HOME_INCIDENTS_LIMIT,
    cities: shownCities,
  });
  const items = incidents.data?.pages[0]?.items ?? [];
  const profileLoading = isAwaitingData(profile);
  const incidentsLoading = isAwaitingData(incidents);
  const places = [...(profile.data?.ngoDetails.operatingAreas ?? []), profile.data?.city ?? ''];

  function choose(next: AreaChoice) {
    setParams(next === defaultArea(cities) ? {} : { area: next }, { replace: true });
  }

  return (
    <>
      {profileLoading ? (
        <Spinner label={text('area.loadingProfile')} />
      ) : (
        <PageHeader
          level={2}
          title={text('home.welcome', { name: profile.data?.name || text('home.animalHero') })}
        />
      )}
      {!profileLoading && (
        <Scope role="group" aria-label={text('home.scope.label')}>
          <AreaSelect
            cities={cities}
            value={area}
            onChange={(event) => choose(event.target.value)}
          />
          <Muted>{text('home.scope.note', { where: areaText(shownCities) })}</Muted>
        </Scope>
      )}
      <StatsCards stats={stats} />
      <WaitingCases
        incidents={items}
        now={now}
        seeAllPath={withArea(SEE_ALL_WAITING_PATH, area, cities)}
      />
      <Section aria-labelledby="recent-title">
        <SectionTitle id="recent-title">{text('home.recent.title')}</SectionTitle>
        {incidentsLoading ? (
          <SkeletonGrid count={RECENT_COUNT} />
        ) : incidents.error && !incidents.data ? (
          <ErrorPanel
            title={message('loadDashboardFailed')}
            onRetry={() => void incidents.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState title={text('home.recent.empty')} />
        ) : (
          <CardGrid>
            {items.slice(0, RECENT_COUNT).map((incident) => (
              <RecentIncidentCard key={incident._id} incident={incident} now={now} />
            ))}
          </CardGrid>
        )}
        <div>
          <LinkButton to={withArea('/dashboard/incidents', area, cities)}>
            {text('home.recent.viewAll')}
          </LinkButton>
        </div>
      </Section>
      {!profileLoading && <MapSection places={places} shownCities={shownCities} />}
    </>
  );
}

/**
 * The map of the area chosen for the home (the NGO's operating areas, a city, or all cities)
 * in the statuses and severity band chosen, fitted into view and clustered by the kit. It
 * opens on the open cases (pending and in progress).
 */
function MapSection({
  places,
  shownCities,
}: {
  places: string[];
  /** The home's area (null: every city). */
  shownCities: string[] | null;
}) {
  const text = ngoText.useText();
  const [status, setStatus] = useState<MapStatusFilter>('open');
  const [severity, setSeverity] = useState<SeverityFilter>('all');
  const map = useMapPoints(status, shownCities);
  const found = map.data?.data;
  const shown = useMemo(
    () => (found ?? []).filter((point) => inSeverity(point.score, severity)),
    [found, severity],
  );
  const points = useMemo(
    () =>
      shown.map((point) =>
        mapPoint(
          {
            id: point._id,
            type: point.type,
            score: point.score,
            location: point,
          },
          casePathForRole('ngo', point._id),
        ),
      ),
    [shown],
  );
  // The kit's map follows the centre's numbers, not the array's identity.
  const center = overviewCenter(shownCities ?? places, shown[0]?.coordinates ?? null);

  function summary(): string {
    const values = {
      count: shown.length,
      what: statusNoun(status, shown.length),
      where: areaText(shownCities),
    };
    return map.data?.truncated
      ? text('home.map.truncated', { ...values, max: MAP_POINTS_MAX })
      : text('home.map.summary', values);
  }

  return (
    <Section aria-labelledby="map-title">
      <SectionTitle id="map-title">{text('home.map.title')}</SectionTitle>
      <FilterBar role="group" aria-label={text('home.map.filters')}>
        <Select
          label={text('home.map.status')}
          options={mapStatusOptions()}
          value={status}
          onChange={(event) => setStatus(event.target.value as MapStatusFilter)}
        />
        <Select
          label={text('home.map.severity')}
          options={severityOptions()}
          value={severity}
          onChange={(event) => setSeverity(event.target.value as SeverityFilter)}
        />
      </FilterBar>
      {isAwaitingData(map) ? (
        <Spinner label={text('home.map.loading')} />
      ) : map.error && !map.data ? (
        <ErrorPanel title={message('loadMapFailed')} onRetry={() => void map.refetch()} />
      ) : (
        <>
          <Muted role="status">{summary()}</Muted>
          <IncidentMap points={points} center={center} label={text('home.map.label')} />
        </>
      )}
    </Section>
  );
}

/** The home's one area choice and what it covers, above the cards. */
const Scope = styled(FilterBar)`
  align-items: flex-end;
  margin-top: ${({ theme }) => theme.space(4)};
  & > p {
    flex: 2 1 240px;
    max-width: none;
  }
`;
