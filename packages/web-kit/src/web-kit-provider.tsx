import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SessionProvider } from './session/session-provider';
import { GlobalStyle } from './theme/global-style';
import { theme } from './theme/theme';
import { Toaster } from './toast/toaster';

/**
 * Everything an app needs from the kit once: theme, global styles, session wiring and the
 * toaster. Render it inside the router (logout and a 401 navigate to /login). The server-data
 * cache needs no provider: '@rescue/web-kit/query' binds its hooks to the one QueryClient, so
 * a page that shows no server data (the home page) never loads TanStack Query.
 */
export function WebKitProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SessionProvider>
        {children}
        <Toaster />
      </SessionProvider>
    </ThemeProvider>
  );
}
