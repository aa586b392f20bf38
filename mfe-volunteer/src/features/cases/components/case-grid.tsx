import type { ReactNode } from 'react';
import type { VolunteerCaseListItem } from '@rescue/contracts';
import { CardGrid, SkeletonGrid } from '@rescue/web-kit/areas';
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
  if (loading) return <SkeletonGrid count={skeletons} />;
  if (!cases || cases.length === 0) return <>{empty}</>;
  return (
    <CardGrid as="ul">
      {cases.map((item) => (
        <li key={item.id}>
          <CaseCard item={item} />
        </li>
      ))}
    </CardGrid>
  );
}
