import { WEB_AREAS } from '@rescue/contracts';
import { renderWithKit, type Rendered } from '@rescue/web-kit/testing/render';
import { AppRoutes } from '../src/app/app-routes';
import { setRemotesManifest } from '../src/features/remotes/utils/remote-loader';

/** The shell's routes at `route`, with every remote registered from a manifest. */
export function renderApp(route: string, manifest?: Promise<unknown>): Rendered {
  setRemotesManifest(
    manifest ??
      Promise.resolve({
        remotes: Object.fromEntries(
          WEB_AREAS.map((area) => [area, { entry: `/remotes/${area}/remoteEntry.js` }]),
        ),
      }),
  );
  return renderWithKit(<AppRoutes />, { route });
}
