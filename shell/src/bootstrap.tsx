import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setRemotesManifest } from './features/remotes/utils/remote-loader';

export function mount(remotesManifest: Promise<unknown>): void {
  setRemotesManifest(remotesManifest);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
