import type { QueryClient } from '@tanstack/react-query';
import { onClaimsRefreshed, sessionStore } from '@rescue/web-kit';

const userIdOf = () => sessionStore.get()?.user.id ?? null;

/**
 * The cache holds one person's data: at logout (here or in another tab) it is emptied, and when
 * another account logs in every screen asks again for its own. A token refresh for the same
 * person keeps the cache, unless it was refreshed for new claims (refreshSessionToken, after
 * signing): what the server answers depends on them, so every cached answer is asked again.
 * Returns the unsubscribe.
 */
export function followSession(client: QueryClient): () => void {
  let previous = userIdOf();
  const stopFollowing = sessionStore.subscribe(() => {
    const userId = userIdOf();
    if (userId === previous) return;
    previous = userId;
    if (userId === null) client.clear();
    else void client.resetQueries();
  });
  const stopRefreshing = onClaimsRefreshed(() => client.invalidateQueries());
  return () => {
    stopFollowing();
    stopRefreshing();
  };
}
