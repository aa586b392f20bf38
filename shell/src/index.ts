import { registerServiceWorker } from './service-worker/register';

// Ask for the remotes manifest at once, while the shared libraries load behind the async
// boundary that Module Federation needs before anything imports react.
const remotesManifest: Promise<unknown> = fetch('/remotes.json', {
  headers: { Accept: 'application/json' },
}).then((response) => {
  if (!response.ok) throw new Error(`GET /remotes.json answered ${response.status}`);
  return response.json();
});
// Handled where it is used (each area shows its own error); avoid an unhandled rejection.
remotesManifest.catch(() => undefined);

registerServiceWorker();

void import('./bootstrap').then(({ mount }) => mount(remotesManifest));
