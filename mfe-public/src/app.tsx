import { ReleaseNote } from '@rescue/web-kit';
import { AppRoutes } from './app/app-routes';

/** What the shell loads as './App' (exposed in packages/webpack-config): the area's routes. */
export default function App() {
  return (
    <>
      <ReleaseNote note={__RELEASE_NOTE__} />
      <AppRoutes />
    </>
  );
}
