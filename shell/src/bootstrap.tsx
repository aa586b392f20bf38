import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { helplineStore } from '@rescue/web-kit';
import { App } from './app/app';
import { setRemotesManifest } from './features/remotes/utils/remote-loader';

export function mount(remotesManifest: Promise<unknown>): void {
  setRemotesManifest(remotesManifest);
  // The helpline every page shows is the deployment's (issue 30); its failure is the areas'.
  remotesManifest.then(
    (manifest) => helplineStore.set((manifest as { helpline?: unknown } | null)?.helpline),
    () => undefined,
  );
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
