import type { ReactNode } from 'react';
import styled from 'styled-components';
import { framedStack } from './framed-stack';

export interface StatCardProps {
  /** What is counted: "Total Cases". */
  label: string;
  /** The number, as shown ("3", "33%", or a dash while it loads). */
  value: ReactNode;
  /** A line under the number: what it counts, or since when. */
  hint?: ReactNode;
}

/**
 * One count on a dashboard: its label, the number big, and an optional hint. A term and its
 * description, so it sits in a StatGrid (a `dl`) and reads "Total Cases, 3". One look in every
 * area.
 */
export function StatCard({ label, value, hint }: StatCardProps) {
  return (
    <Card>
      <Label>{label}</Label>
      <Value>{value}</Value>
      {hint && <Hint>{hint}</Hint>}
    </Card>
  );
}

/**
 * The counts of a dashboard side by side: two columns on a phone (a last one alone takes the
 * row), one row of equal cards from 768 px.
 */
export const StatGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(8)};
  & > :last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: none;
    grid-auto-columns: minmax(0, 1fr);
    grid-auto-flow: column;
    gap: ${({ theme }) => theme.space(4)};
    & > :last-child:nth-child(odd) {
      grid-column: auto;
    }
  }
`;

const Card = styled.div`
  ${framedStack(1)}
  min-width: 0;
  border-top: 4px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Label = styled.dt`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.text.sm};
  font-weight: 600;
`;

const Value = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.text.xxl};
  font-weight: 800;
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
`;

const Hint = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.text.sm};
`;
