import type { ImpactStats } from '@rescue/contracts';
import styled from 'styled-components';
import { ErrorPanel, PageContainer, Spinner, usePageTitle } from '@rescue/web-kit';
import { isAwaitingData } from '@rescue/web-kit/query';
import { useImpact } from '../api/network-api';
import { CLAIMS } from '../utils/content';
import { FigureList } from './figure-list';

export const IMPACT_FAILED_MESSAGE = 'Failed to load live figures';

/** The live figures, each as the page says it: a count, or a duration (none yet: a dash). */
const LIVE: { label: string; value: (stats: ImpactStats) => string }[] = [
  { label: 'incidents reported', value: (stats) => count(stats.totalReports) },
  { label: 'animals rescued (cases resolved)', value: (stats) => count(stats.rescued) },
  { label: 'rescued this month', value: (stats) => count(stats.rescuedThisMonth) },
  {
    label: 'median time to first response this month',
    value: (stats) => duration(stats.medianResponseMinutesThisMonth),
  },
  { label: 'rescues in progress', value: (stats) => count(stats.inProgress) },
  { label: 'cities with reports', value: (stats) => count(stats.citiesCovered) },
];

const liveFigures = (stats: ImpactStats) =>
  LIVE.map(({ label, value }) => ({ label, value: value(stats) }));

const count = (value: number) => value.toLocaleString('en-IN');

/** "12 min", "3 h 5 min"; "—" before any report this month had a response. */
function duration(minutes: number | null): string {
  if (minutes === null) return '—';
  const rounded = Math.round(minutes);
  if (rounded < 60) return `${rounded} min`;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

const NETWORK = [
  { value: CLAIMS.animalsRescued, label: 'animals rescued' },
  { value: CLAIMS.partnerNgos, label: 'partner NGOs' },
  { value: CLAIMS.volunteers, label: `volunteers, ${CLAIMS.activeVolunteers} active` },
  { value: CLAIMS.support, label: 'emergency support' },
] as const;

/** Live counts from the platform beside the network's own claims, each labelled for what it is. */
export function ImpactPage() {
  usePageTitle('Our impact');
  const impact = useImpact();
  const loading = isAwaitingData(impact);
  return (
    <PageContainer>
      <h1>Our impact</h1>
      <section aria-labelledby="live-title">
        <h2 id="live-title">Live on this platform</h2>
        <Note>Counted from every report made here, updated every minute.</Note>
        {loading && <Spinner label="Loading live figures…" />}
        {impact.error && !loading && (
          <ErrorPanel
            title={IMPACT_FAILED_MESSAGE}
            message="Please check your connection and try again."
            onRetry={() => void impact.refetch()}
          />
        )}
        {impact.data && <FigureList figures={liveFigures(impact.data)} tone="outlined" />}
      </section>
      <section aria-labelledby="network-title">
        <h2 id="network-title">Across our network</h2>
        <Note>
          What the whole rescue network has achieved since {CLAIMS.since}, including work done
          outside this platform.
        </Note>
        <FigureList figures={NETWORK} tone="outlined" />
      </section>
    </PageContainer>
  );
}

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;
