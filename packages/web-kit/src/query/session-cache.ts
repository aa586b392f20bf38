import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../session/session-store';

const userIdOf = () => sessionStore.get()?.user.id ?? null;

/**
 * The cache holds one person's data: at logout (here or in another tab) it is emptied, and when
 * another account logs in every screen asks again for its own. A token refresh for the same
 * person keeps the cache (refreshSessionToken invalidates it when the token's claims change).
 */
export function useCacheFollowsSession(client: QueryClient): void {
  useEffect(() => {
    let previous = userIdOf();
    return sessionStore.subscribe(() => {
      const userId = userIdOf();
      if (userId === previous) return;
      previous = userId;
      if (userId === null) client.clear();
      else void client.resetQueries();
    });
  }, [client]);
}
