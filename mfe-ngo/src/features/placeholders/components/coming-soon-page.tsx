import { useSearchParams } from '@rescue/router';
import { EmptyState, LinkButton, usePageTitle } from '@rescue/web-kit';

/** Settings for now; ?title= names the feature (spec section 2). */
export function ComingSoonPage({ title }: { title: string }) {
  const [params] = useSearchParams();
  const feature = params.get('title') || title;
  usePageTitle(feature);
  return (
    <EmptyState
      title="Feature Coming Soon"
      message={`${feature} is not available yet. We are working on it.`}
      action={<LinkButton to="/dashboard">Back to Dashboard</LinkButton>}
    />
  );
}
