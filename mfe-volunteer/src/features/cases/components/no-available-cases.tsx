import { EmptyState } from '@rescue/web-kit/areas';
import { volunteerText } from '../../../i18n/text';

/** No open case to show: none near the volunteer, or none that the filters let through. */
export function NoAvailableCases({ filtered = false }: { filtered?: boolean }) {
  const text = volunteerText.useText();
  return (
    <EmptyState
      title={text('noAvailable.title')}
      message={text(filtered ? 'noAvailable.filtered' : 'noAvailable.none')}
    />
  );
}
