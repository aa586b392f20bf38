import type { ImpactStats } from '@rescue/contracts';
import styled from 'styled-components';
import { formatNumber } from '@rescue/web-kit';
import { useImpact } from '../api/network-api';
import { CLAIMS } from '../utils/content';
import en from '../i18n/en.json';
import { pagesText, type PagesKey } from '../i18n/text';
import { FigureList, networkFigures } from './figure-list';
import { LoadState } from './load-state';
import { PublicPage } from './public-page';

/** The error panel's heading in English (tests read it). */
export const IMPACT_FAILED_MESSAGE = en['impact.live.failed'];

/** The live figures, each as the page says it: a count, or a duration (none yet: a dash). */
const LIVE: { label: PagesKey; value: (stats: ImpactStats) => string }[] = [
  { label: 'impact.live.reports', value: (stats) => formatNumber(stats.totalReports) },
  { label: 'impact.live.rescued', value: (stats) => formatNumber(stats.rescued) },
  { label: 'impact.live.rescuedThisMonth', value: (stats) => formatNumber(stats.rescuedThisMonth) },
  {
    label: 'impact.live.response',
    value: (stats) => duration(stats.medianResponseMinutesThisMonth),
  },
  { label: 'impact.live.inProgress', value: (stats) => formatNumber(stats.inProgress) },
  { label: 'impact.live.cities', value: (stats) => formatNumber(stats.citiesCovered) },
];

const liveFigures = (stats: ImpactStats) =>
  LIVE.map(({ label, value }) => ({ label: pagesText.t(label), value: value(stats) }));

/** "12 min", "3 h 5 min"; "—" before any report this month had a response. */
function duration(minutes: number | null): string {
  if (minutes === null) return '—';
  const rounded = Math.round(minutes);
  if (rounded < 60) return pagesText.t('impact.duration.minutes', { minutes: rounded });
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest
    ? pagesText.t('impact.duration.hoursMinutes', { hours, minutes: rest })
    : pagesText.t('impact.duration.hours', { hours });
}

/** Live counts from the platform beside the network's own claims, each labelled for what it is. */
export function ImpactPage() {
  const text = pagesText.useText();
  const impact = useImpact();
  return (
    <PublicPage title={text('impact.title')}>
      <section aria-labelledby="live-title">
        <h2 id="live-title">{text('impact.live.title')}</h2>
        <Note>{text('impact.live.note')}</Note>
        <LoadState
          query={impact}
          loadingLabel={text('impact.live.loading')}
          failedTitle={text('impact.live.failed')}
        />
        {impact.data && <FigureList figures={liveFigures(impact.data)} tone="outlined" />}
      </section>
      <section aria-labelledby="network-title">
        <h2 id="network-title">{text('impact.network.title')}</h2>
        <Note>{text('impact.network.note', { since: CLAIMS.since })}</Note>
        <FigureList figures={networkFigures(text, 'impact.network')} tone="outlined" />
      </section>
    </PublicPage>
  );
}

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;
