import { DASHBOARD_PATHS } from '@rescue/contracts';
import { EmptyState, LinkButton, usePageTitle } from '@rescue/web-kit';

/** The portal's linked but unbuilt pages: My Activity and Notifications. */
export function ComingSoonPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <EmptyState
      title={title}
      message="This part of the portal is coming soon."
      action={<LinkButton to={DASHBOARD_PATHS.volunteer}>Back to Dashboard</LinkButton>}
    />
  );
}
