import { DASHBOARD_PATHS } from '@rescue/contracts';
import { LinkButton, usePageTitle } from '@rescue/web-kit';
import { EmptyState } from '@rescue/web-kit/areas';
import { volunteerText } from '../../../i18n/text';

/** The portal's linked but unbuilt pages: My Activity and Notifications. */
export function ComingSoonPage({ page }: { page: 'activity' | 'notifications' }) {
  const text = volunteerText.useText();
  const title = text(`nav.${page}`);
  usePageTitle(title);
  return (
    <EmptyState
      title={title}
      message={text('comingSoon.message')}
      action={
        <LinkButton to={DASHBOARD_PATHS.volunteer}>{text('portal.backToDashboard')}</LinkButton>
      }
    />
  );
}
