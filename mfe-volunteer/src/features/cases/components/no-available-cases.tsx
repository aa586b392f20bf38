import { EmptyState } from '@rescue/web-kit';

/** No open case to show: none near the volunteer, or none that the filters let through. */
export function NoAvailableCases({ filtered = false }: { filtered?: boolean }) {
  return (
    <EmptyState
      title="No Available Cases"
      message={
        filtered
          ? 'Try adjusting your search or filters'
          : 'There are no open cases near you right now.'
      }
    />
  );
}
