import { Suspense, useState } from 'react';
import { useLocation } from '@rescue/router';
import type { WebArea } from '@rescue/contracts';
import { PageContainer, Spinner } from '@rescue/web-kit';
import { shellText } from '../../../i18n/text';
import { AreaLoadError, areaComponent } from '../utils/remote-loader';
import { AreaErrorBoundary } from './area-error-boundary';

/** How each area is named in the console (the visitor reads the shell's catalogue). */
export const AREA_LABELS: Record<WebArea, string> = {
  public: 'page',
  ngo: 'NGO dashboard',
  volunteer: 'volunteer portal',
  user: 'user dashboard',
  admin: 'operator console',
};

/** Mounts one area's remote, with a spinner while it loads and its own error panel. */
export function RemoteArea({ area }: { area: WebArea }) {
  // A new attempt loads the remote again; a new render only retries a page that crashed.
  const [attempt, setAttempt] = useState(0);
  const [render, setRender] = useState(0);
  const { pathname } = useLocation();
  const text = shellText.useText();
  // areaComponent keeps one lazy component per area and attempt, so this is the same component
  // on every render until a retry asks for a new one.
  const Area = areaComponent(area, attempt);
  const retry = (error: Error) =>
    error instanceof AreaLoadError
      ? setAttempt((current) => current + 1)
      : setRender((current) => current + 1);
  return (
    <AreaErrorBoundary
      label={AREA_LABELS[area]}
      title={text(`remotes.unavailable.${area}`)}
      onRetry={retry}
      resetKey={`${area}#${attempt}.${render}${pathname}`}
    >
      <Suspense
        fallback={
          // Where the area's content will start (the kit's states are left-aligned).
          <PageContainer>
            <Spinner label={text(`remotes.loading.${area}`)} />
          </PageContainer>
        }
      >
        <div data-area={area}>
          {/* eslint-disable-next-line react-hooks/static-components -- one per area and attempt, cached by areaComponent */}
          <Area />
        </div>
      </Suspense>
    </AreaErrorBoundary>
  );
}
