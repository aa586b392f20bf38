import type { NgoStats } from '@rescue/contracts';
import { ErrorPanel } from '@rescue/web-kit';
import { isAwaitingData, type UseQueryResult } from '@rescue/web-kit/query';
import styled from 'styled-components';
import { MESSAGES } from '../utils/messages';

const CARDS: { key: keyof NgoStats; label: string }[] = [
  { key: 'total', label: 'Total Incidents' },
  { key: 'critical', label: 'Critical Cases' },
  { key: 'pending', label: 'Pending Cases' },
  { key: 'resolved', label: 'Rescued Animals' },
];

/** The four counts; each shows a dash until they arrive. */
export function StatsCards({ stats }: { stats: UseQueryResult<NgoStats> }) {
  const loading = isAwaitingData(stats);
  if (stats.error && !stats.data && !loading) {
    return <ErrorPanel title={MESSAGES.loadStatsFailed} onRetry={() => void stats.refetch()} />;
  }
  return (
    <Grid aria-busy={loading}>
      {CARDS.map(({ key, label }) => (
        <Stat key={key} $critical={key === 'critical'}>
          <dt>{label}</dt>
          <dd>{stats.data ? stats.data[key] : '–'}</dd>
        </Stat>
      ))}
    </Grid>
  );
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const Stat = styled.div<{ $critical: boolean }>`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid
    ${({ theme, $critical }) => ($critical ? theme.colors.danger : theme.colors.brand)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.card};
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: 2rem;
    font-weight: 700;
  }
`;
