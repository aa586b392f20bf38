import { EmptyState } from './empty-state';
import { LinkButton } from '@rescue/web-kit';
import { areasText } from './areas-text';

/** An area's answer to a path it does not have, with the way back to the area's start. */
export function AreaNotFound({ home, homeLabel }: { home: string; homeLabel: string }) {
  const text = areasText.useText();
  return (
    <EmptyState
      title={text('notFound.title')}
      action={<LinkButton to={home}>{homeLabel}</LinkButton>}
    />
  );
}
