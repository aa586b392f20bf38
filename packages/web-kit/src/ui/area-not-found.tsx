import { EmptyState } from './empty-state';
import { LinkButton } from './link-button';

/** An area's answer to a path it does not have, with the way back to the area's start. */
export function AreaNotFound({ home, homeLabel }: { home: string; homeLabel: string }) {
  return (
    <EmptyState title="Page not found" action={<LinkButton to={home}>{homeLabel}</LinkButton>} />
  );
}
