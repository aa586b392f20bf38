import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { queryClient } from './query/query-client';
import { useCacheFollowsSession } from './query/session-cache';
import { SessionProvider } from './session/session-provider';
import { GlobalStyle } from './theme/global-style';
import { theme } from './theme/theme';
import { Toaster } from './toast/toaster';

function CacheFollowsSession() {
  useCacheFollowsSession(queryClient);
  return null;
}

/**
 * Everything an app needs from the kit once: theme, global styles, the server-data cache,
 * session wiring and the toaster. Render it inside the router (logout and a 401 navigate to
 * /login).
 */
export function WebKitProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <SessionProvider>
          <CacheFollowsSession />
          {children}
          <Toaster />
        </SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
