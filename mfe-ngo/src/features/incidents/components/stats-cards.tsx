import type { NgoStats } from '@rescue/contracts';
import { ErrorPanel } from '@rescue/web-kit';
import { StatCard, StatGrid } from '@rescue/web-kit/areas';
import { isAwaitingData, type UseQueryResult } from '@rescue/web-kit/query';
import { message } from '../utils/messages';
import { ngoText } from '../../../i18n/text';

const CARDS: readonly (keyof NgoStats)[] = ['total', 'critical', 'pending', 'resolved'];

/** The four counts, as the kit's stat cards; each shows a dash until they arrive. */
export function StatsCards({ stats }: { stats: UseQueryResult<NgoStats> }) {
  const text = ngoText.useText();
  const loading = isAwaitingData(stats);
  if (stats.error && !stats.data && !loading) {
    return <ErrorPanel title={message('loadStatsFailed')} onRetry={() => void stats.refetch()} />;
  }
  return (
    <StatGrid aria-busy={loading}>
      {CARDS.map((key) => (
        <StatCard
          key={key}
          label={text(`home.stats.${key}`)}
          value={stats.data ? stats.data[key] : '–'}
        />
      ))}
    </StatGrid>
  );
}
