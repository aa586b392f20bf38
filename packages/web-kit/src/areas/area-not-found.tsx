import { EmptyState } from './empty-state';
import { LinkButton, kitText } from '@rescue/web-kit';

/** An area's answer to a path it does not have, with the way back to the area's start. */
export function AreaNotFound({ home, homeLabel }: { home: string; homeLabel: string }) {
  const text = kitText.useText();
  return (
    <EmptyState
      title={text('notFound.title')}
      action={<LinkButton to={home}>{homeLabel}</LinkButton>}
    />
  );
}
