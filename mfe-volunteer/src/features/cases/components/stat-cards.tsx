import styled from 'styled-components';
import type { VolunteerStats } from '../utils/case-stats';

const CARDS: { key: keyof VolunteerStats; label: string; suffix?: string }[] = [
  { key: 'totalCases', label: 'Total Cases' },
  { key: 'activeCases', label: 'Active Cases' },
  { key: 'completedCases', label: 'Completed Cases' },
  { key: 'responseRate', label: 'Response Rate', suffix: '%' },
];

/** The four stat cards; each reads as "Total Cases: 3". */
export function StatCards({ stats }: { stats: VolunteerStats }) {
  return (
    <Grid>
      {CARDS.map(({ key, label, suffix = '' }) => (
        <Stat key={key}>
          <Label>{label}</Label>
          <Value>
            {stats[key]}
            {suffix}
          </Value>
        </Stat>
      ))}
    </Grid>
  );
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Label = styled.dt`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  font-weight: 600;
`;

const Value = styled.dd`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 800;
`;
