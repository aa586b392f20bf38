import { Link } from '@rescue/router';
import {
  formatNumber,
  ErrorPanel,
  LinkButton,
  PageHeader,
  Spinner,
  usePageTitle,
  useSession,
  spreadRow,
} from '@rescue/web-kit';
import { StatCard, StatGrid } from '@rescue/web-kit/areas';
import { isAwaitingData } from '@rescue/web-kit/query';
import styled from 'styled-components';
import { useAvailableCases, useMyCases } from '../api/cases-api';
import { useVolunteerCity } from '../api/profile-api';
import { pointOf, useVolunteerPosition } from '../hooks/use-volunteer-position';
import { CaseGrid } from './case-grid';
import { LocationSort } from './location-sort';
import { caseStats, type VolunteerStats } from '../utils/case-stats';
import { NoAvailableCases } from './no-available-cases';
import { NoOwnCases } from './no-own-cases';
import { volunteerText } from '../../../i18n/text';
import { DutyAlertsPanel } from './duty-alerts-panel';

/** Spec section 9: the volunteer dashboard shows the first 2 of the volunteer's cases. */
export const RECENT_CASES = 2;
/** A row of available cases on a desktop (three columns beside the sidebar), not a row and one. */
const AVAILABLE_PREVIEW = 3;

// responseRate (the spec's field) is completed of all taken on: it is labelled for what it is,
// "Completion Rate", with how it is counted beneath (issue 33).
const STATS: { key: keyof VolunteerStats; suffix?: string; hint?: boolean }[] = [
  { key: 'totalCases' },
  { key: 'activeCases' },
  { key: 'completedCases' },
  { key: 'responseRate', suffix: '%', hint: true },
];

export function DashboardPage() {
  const text = volunteerText.useText();
  usePageTitle(text('dashboard.pageTitle'));
  const { user } = useSession();
  const mine = useMyCases();
  const position = useVolunteerPosition();
  const city = useVolunteerCity();
  // The preview is the first page only (nearest first when sorted from the volunteer).
  const { query: available, cases: availableCases } = useAvailableCases(
    { limit: AVAILABLE_PREVIEW },
    pointOf(position),
  );
  const loading = isAwaitingData(mine) || isAwaitingData(available);
  const error = !loading && (mine.error ?? available.error);
  const data =
    mine.data && availableCases
      ? {
          mine: mine.data,
          available: availableCases.slice(0, AVAILABLE_PREVIEW),
          stats: caseStats(mine.data),
        }
      : undefined;
  /** Asks again for what failed. */
  const reload = () => {
    if (mine.error) void mine.refetch();
    if (available.error) void available.refetch();
  };

  return (
    <>
      <Banner>
        <PageHeader
          level={2}
          title={
            user ? text('dashboard.welcomeNamed', { name: user.name }) : text('dashboard.welcome')
          }
          description={text('dashboard.description')}
          actions={
            <LinkButton to="/voldash/available" variant="secondary">
              {text('dashboard.findNearby')}
            </LinkButton>
          }
        />
      </Banner>
      {error && <ErrorPanel title={text('dashboard.failed')} onRetry={reload} />}
      {loading && <Spinner label={text('dashboard.loading')} />}
      {data && (
        <>
          <StatGrid>
            {STATS.map(({ key, suffix = '', hint }) => (
              <StatCard
                key={key}
                label={text(`dashboard.stats.${key}`)}
                value={`${formatNumber(data.stats[key])}${suffix}`}
                hint={hint ? text('dashboard.stats.responseRateHint') : undefined}
              />
            ))}
          </StatGrid>
          <Section aria-labelledby="recent-cases">
            <SectionHead>
              <h2 id="recent-cases">{text('dashboard.recent.title')}</h2>
              <Link to="/voldash/my-cases">{text('dashboard.recent.viewAll')}</Link>
            </SectionHead>
            <CaseGrid
              cases={data.mine.slice(0, RECENT_CASES)}
              loading={false}
              empty={
                <NoOwnCases
                  title={text('dashboard.recent.emptyTitle')}
                  message={text('dashboard.recent.emptyMessage')}
                />
              }
            />
          </Section>
          <Section aria-labelledby="available-cases">
            <SectionHead>
              <h2 id="available-cases">{text('dashboard.available.title')}</h2>
              <Link to="/voldash/available">{text('dashboard.available.seeAll')}</Link>
            </SectionHead>
            <LocationSort state={position} city={city} />
            <CaseGrid cases={data.available} loading={false} empty={<NoAvailableCases />} />
          </Section>
        </>
      )}
      <DutyAlertsPanel />
    </>
  );
}

/** The welcome banner (spec section 2): the kit's page header on the brand's soft colour. */
const Banner = styled.section`
  /* Holds the header's own bottom margin inside the colour. */
  display: flow-root;
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(5)} 0`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.brandSoft};
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

const SectionHead = styled.div`
  ${spreadRow}
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
  }
`;
