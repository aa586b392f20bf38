import { useSearchParams } from '@rescue/router';
import { LinkButton, usePageTitle } from '@rescue/web-kit';
import { EmptyState } from '@rescue/web-kit/areas';
import { ngoText } from '../../../i18n/text';

/** Settings for now; ?title= names the feature (spec section 2). */
export function ComingSoonPage({ title }: { title: string }) {
  const text = ngoText.useText();
  const [params] = useSearchParams();
  const feature = params.get('title') || title;
  usePageTitle(feature);
  return (
    <EmptyState
      title={text('placeholder.title')}
      message={text('placeholder.message', { feature })}
      action={<LinkButton to="/dashboard">{text('area.backToDashboard')}</LinkButton>}
    />
  );
}
