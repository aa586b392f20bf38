import { useMemo, useState } from 'react';
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
import { areaText, citiesOf, defaultArea, operatingCities } from '../../../components/areas';
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
import { WaitingCases } from './waiting-cases';

/** Newest incidents shown as cards (spec section 9). */
export const RECENT_COUNT = 6;
/** Newest incidents of the cards and checked for the waiting flag: one bounded page. */
export const HOME_INCIDENTS_LIMIT = 50;

/** The dashboard home: welcome, counts, urgent waiting cases, newest incidents, the map. */
export function DashboardHome() {
  const text = ngoText.useText();
  usePageTitle(text('area.name'));
  const now = useNow();
  // The gate loaded the profile: this reads the same cached answer.
  const profile = useNgoProfile();
  const stats = useNgoStats();
  // The first page of the unfiltered list: the newest incidents.
  const incidents = useIncidentList({ status: '', limit: HOME_INCIDENTS_LIMIT });
  const items = incidents.data?.pages[0]?.items ?? [];
  const profileLoading = isAwaitingData(profile);
  const incidentsLoading = isAwaitingData(incidents);
  const places = [...(profile.data?.ngoDetails.operatingAreas ?? []), profile.data?.city ?? ''];

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
      <StatsCards stats={stats} />
      <WaitingCases incidents={items} now={now} />
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
          <LinkButton to="/dashboard/incidents">{text('home.recent.viewAll')}</LinkButton>
        </div>
      </Section>
      {!profileLoading && <MapSection places={places} cities={operatingCities(profile.data)} />}
    </>
  );
}

/**
 * The map of the NGO's ground: every incident of its operating areas (or of the city chosen,
 * or of all cities) in the statuses and severity band chosen, fitted into view and clustered
 * by the kit. It opens on the open cases (pending and in progress) of all its areas.
 */
function MapSection({ places, cities }: { places: string[]; cities: string[] }) {
  const text = ngoText.useText();
  const [area, setArea] = useState(() => defaultArea(cities));
  const [status, setStatus] = useState<MapStatusFilter>('open');
  const [severity, setSeverity] = useState<SeverityFilter>('all');
  const shownCities = citiesOf(area, cities);
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
        <AreaSelect
          cities={cities}
          value={area}
          onChange={(event) => setArea(event.target.value)}
        />
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
