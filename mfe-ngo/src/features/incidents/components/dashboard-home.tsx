import {
  EmptyState,
  ErrorPanel,
  LinkButton,
  PageHeader,
  CardGrid,
  SkeletonGrid,
  Spinner,
  usePageTitle,
} from '@rescue/web-kit';
import { isAwaitingData } from '@rescue/web-kit/query';
import { useIncidentList } from '../api/incidents-api';
import { useNgoProfile, useNgoStats } from '../api/ngo-api';
import { Muted, Section, SectionTitle } from '../../../components/layout';
import { IncidentMap, incidentPoint } from '@rescue/web-kit/map';
import { overviewCenter } from './map/overview';
import { useNow } from '../hooks/use-now';
import { MESSAGES } from '../utils/messages';
import { RecentIncidentCard } from './recent-incident-card';
import { StatsCards } from './stats-cards';
import { WaitingCases } from './waiting-cases';

/** Newest incidents shown as cards (spec section 9). */
export const RECENT_COUNT = 6;
/** Newest incidents on the map and checked for the waiting flag: one bounded page. */
export const HOME_INCIDENTS_LIMIT = 50;

/** The dashboard home: welcome, counts, urgent waiting cases, newest incidents, the map. */
export function DashboardHome() {
  usePageTitle('NGO Dashboard');
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
        <Spinner label="Loading your profile…" />
      ) : (
        <PageHeader level={2} title={`Welcome, ${profile.data?.name || 'Animal Hero'}`} />
      )}
      <StatsCards stats={stats} />
      <WaitingCases incidents={items} now={now} />
      <Section aria-labelledby="recent-title">
        <SectionTitle id="recent-title">Recent Incidents</SectionTitle>
        {incidentsLoading ? (
          <SkeletonGrid count={RECENT_COUNT} />
        ) : incidents.error && !incidents.data ? (
          <ErrorPanel
            title={MESSAGES.loadDashboardFailed}
            onRetry={() => void incidents.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState title="No incidents reported yet" />
        ) : (
          <CardGrid>
            {items.slice(0, RECENT_COUNT).map((incident) => (
              <RecentIncidentCard key={incident._id} incident={incident} now={now} />
            ))}
          </CardGrid>
        )}
        <div>
          <LinkButton to="/dashboard/incidents">View All Incidents</LinkButton>
        </div>
      </Section>
      <Section aria-labelledby="map-title">
        <SectionTitle id="map-title">Incident Map</SectionTitle>
        <Muted>The newest incidents by priority; select a marker to open its case.</Muted>
        {/* Its centre, used when there is nothing to fit, waits for the profile and incidents. */}
        {!profileLoading && !incidentsLoading && (
          <IncidentMap
            points={items.map((item) => incidentPoint(item, `/dashboard/incidents/${item._id}`))}
            center={overviewCenter(places, items)}
            label="Map of the newest incidents"
          />
        )}
      </Section>
    </>
  );
}
