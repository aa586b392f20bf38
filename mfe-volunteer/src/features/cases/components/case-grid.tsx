import type { ReactNode } from 'react';
import type { VolunteerCaseListItem } from '@rescue/contracts';
import { SkeletonCard } from '@rescue/web-kit';
import styled from 'styled-components';
import { CaseCard } from './case-card';

export interface CaseGridProps {
  cases: VolunteerCaseListItem[] | undefined;
  loading: boolean;
  /** Shown when the list came back empty. */
  empty: ReactNode;
  skeletons?: number;
}

/** Cards one column on a phone, more as the screen widens; skeletons while loading. */
export function CaseGrid({ cases, loading, empty, skeletons = 4 }: CaseGridProps) {
  if (loading) {
    return (
      <Grid aria-busy="true">
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={index}>
            <SkeletonCard />
          </li>
        ))}
      </Grid>
    );
  }
  if (!cases || cases.length === 0) return <>{empty}</>;
  return (
    <Grid>
      {cases.map((item) => (
        <li key={item.id}>
          <CaseCard item={item} />
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  }
`;
