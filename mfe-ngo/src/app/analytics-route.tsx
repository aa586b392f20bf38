import { lazy, Suspense } from 'react';
import { Spinner } from '@rescue/web-kit';
import { operatingCities } from '../components/areas';
import { useNgoProfile } from '../features/incidents/api/ngo-api';
import { ngoText } from '../i18n/text';

// The analytics page and Chart.js load only when this screen opens: an async chunk of the
// area, which neither the home page nor the NGO's other screens download.
const AnalyticsPage = lazy(() => import('../features/analytics/components/analytics-page'));

/** /dashboard/analytics, on the NGO's operating areas (the profile the gate loaded). */
export function AnalyticsRoute() {
  const text = ngoText.useText();
  const cities = operatingCities(useNgoProfile().data);
  return (
    <Suspense fallback={<Spinner label={text('analytics.loading')} />}>
      <AnalyticsPage cities={cities} />
    </Suspense>
  );
}
