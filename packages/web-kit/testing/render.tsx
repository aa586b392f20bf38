import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from '@rescue/router';
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
