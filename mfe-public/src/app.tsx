import { lazy, Suspense, useState } from 'react';
import { ReleaseNote, useSession } from '@rescue/web-kit';
import { AppRoutes } from './app/app-routes';
import { visitorOutboxWaiting } from './features/report/api/visitor-outbox-flag';

// Reports made with no signal are sent from any public page: loaded for a signed-in person, or
// a visitor whose report waits (visitorOutboxFlag), so a visitor's home page does not carry it.
const ReportOutboxSender = lazy(() =>
  import('./features/report/components/report-outbox-sender').then((m) => ({
    default: m.ReportOutboxSender,
  })),
);

/** What the shell loads as './App' (exposed in packages/webpack-config): the area's routes. */
export default function App() {
  const { user } = useSession();
  // Read once per load: mounted later, its chunk could not load with no signal.
  const [visitorWaiting] = useState(visitorOutboxWaiting);
  return (
    <>
      <ReleaseNote note={__RELEASE_NOTE__} />
      <AppRoutes />
      {(user || visitorWaiting) && (
        <Suspense fallback={null}>
          <ReportOutboxSender />
        </Suspense>
      )}
    </>
  );
}
