import { LinkButton } from '@rescue/web-kit';
import { EmptyState } from '@rescue/web-kit/areas';
import { volunteerText } from '../../../i18n/text';

/** None of the volunteer's own cases to show: the way on is to browse the open ones. */
export function NoOwnCases({ title, message }: { title: string; message: string }) {
  const text = volunteerText.useText();
  return (
    <EmptyState
      title={title}
      message={message}
      action={<LinkButton to="/voldash/available">{text('cases.browse')}</LinkButton>}
    />
  );
}
