import type { NgoStats } from '@rescue/contracts';
import { ErrorPanel, StatCard, StatGrid } from '@rescue/web-kit';
import { isAwaitingData, type UseQueryResult } from '@rescue/web-kit/query';
import { MESSAGES } from '../utils/messages';

const CARDS: { key: keyof NgoStats; label: string }[] = [
  { key: 'total', label: 'Total Incidents' },
  { key: 'critical', label: 'Critical Cases' },
  { key: 'pending', label: 'Pending Cases' },
  { key: 'resolved', label: 'Rescued Animals' },
];

/** The four counts, as the kit's stat cards; each shows a dash until they arrive. */
export function StatsCards({ stats }: { stats: UseQueryResult<NgoStats> }) {
  const loading = isAwaitingData(stats);
  if (stats.error && !stats.data && !loading) {
    return <ErrorPanel title={MESSAGES.loadStatsFailed} onRetry={() => void stats.refetch()} />;
  }
  return (
    <StatGrid aria-busy={loading}>
      {CARDS.map(({ key, label }) => (
        <StatCard key={key} label={label} value={stats.data ? stats.data[key] : '–'} />
      ))}
    </StatGrid>
  );
}
