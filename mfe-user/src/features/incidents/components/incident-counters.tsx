import styled from 'styled-components';
import type { IncidentCounts } from '../utils/incident-counts';

const COUNTERS: { key: keyof IncidentCounts; label: string }[] = [
  { key: 'total', label: 'Total Incidents' },
  { key: 'active', label: 'Active Cases' },
  { key: 'pending', label: 'Pending Review' },
];

export function IncidentCounters({ counts }: { counts: IncidentCounts }) {
  return (
    <Grid>
      {COUNTERS.map(({ key, label }) => (
        <Counter key={key}>
          <dt>{label}</dt>
          <dd>{counts[key]}</dd>
        </Counter>
      ))}
    </Grid>
  );
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(8)};
`;

const Counter = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-size: 1.75rem;
    font-weight: 800;
  }
`;
