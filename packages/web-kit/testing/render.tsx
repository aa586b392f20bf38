import { render, screen, within, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@rescue/router';
import { WebKitProvider } from '../src/web-kit-provider';

/** Shows the router's current path, so tests can assert where navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" hidden>
      {location.pathname + location.search}
    </div>
  );
}

export interface Rendered extends RenderResult {
  user: UserEvent;
  /** The path the router is on now. */
  currentPath(): string;
}

/** Renders inside a memory router at `route`, with everything the kit provides. */
export function renderWithKit(
  ui: ReactElement,
  { route = '/' }: { route?: string } = {},
): Rendered {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <WebKitProvider>
        {ui}
        <LocationProbe />
      </WebKitProvider>
    </MemoryRouter>,
  );
  return {
    ...result,
    user,
    currentPath: () => result.getByTestId('location').textContent ?? '',
  };
}

/** An area's App at `route`, mounted under `base` (its `${base}/*` route) as the shell mounts it. */
export function renderArea(app: ReactElement, base: string, route = base): Rendered {
  return renderWithKit(
    <Routes>
      <Route path={`${base}/*`} element={app} />
      <Route path="*" element={null} />
    </Routes>,
    { route },
  );
}

/** The toast with this text, in the kit's Notifications region. */
export function findToast(text: string): Promise<HTMLElement> {
  return within(screen.getByRole('region', { name: 'Notifications' })).findByText(text);
}
