import { lazy, Suspense } from 'react';
import { ReleaseNote, useSession } from '@rescue/web-kit';
import { AppRoutes } from './app/app-routes';

// Reports made with no signal are sent from any public page, but only a signed-in person can
// have any: loaded for them only, so the home page does not carry it.
const ReportOutboxSender = lazy(() =>
  import('./features/report/components/report-outbox-sender').then((m) => ({
    default: m.ReportOutboxSender,
  })),
);

/** What the shell loads as './App' (exposed in packages/webpack-config): the area's routes. */
export default function App() {
  const { user } = useSession();
  return (
    <>
      <ReleaseNote note={__RELEASE_NOTE__} />
      <AppRoutes />
      {user && (
        <Suspense fallback={null}>
          <ReportOutboxSender />
        </Suspense>
      )}
    </>
  );
}
