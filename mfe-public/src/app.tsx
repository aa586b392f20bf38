import { ReleaseNote } from '@rescue/web-kit';
import { AppRoutes } from './app/app-routes';
import { ReportOutboxSender } from './features/report/components/report-outbox-sender';

/** What the shell loads as './App' (exposed in packages/webpack-config): the area's routes. */
export default function App() {
  return (
    <>
      <ReleaseNote note={__RELEASE_NOTE__} />
      <AppRoutes />
      <ReportOutboxSender />
    </>
  );
}
