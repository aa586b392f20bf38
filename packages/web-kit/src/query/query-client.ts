// Server data on the front end lives in one TanStack Query cache: one QueryClient, created
// here once, which the kit's hooks (./index.ts) are bound to. '@rescue/web-kit/query' is a
// Module Federation singleton of its own, so the shell and every remote read and invalidate
// the same cache. It imports the main kit by its package name, never by a relative path, so
// it uses the one shared copy of the session and the API client rather than bundling its own.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@rescue/web-kit';
import { LiveInbox } from './live-inbox';
import { followSessionLive, LiveUpdates, pollWhileOffline } from './live-updates';
import { followSession } from './session-cache';

/**
 * How long an answer counts as fresh: screens opened together or in quick succession share one
 * answer, yet what others changed meanwhile (a case taken, a status set) shows on the next
 * visit after it. Older answers are shown at once and asked again behind them. Once server
 * events invalidate by key (a later issue), this can grow.
 */
export const STALE_TIME_MS = 10_000;
/** Attempts after the first for a read that failed for want of a server (never for a 4xx). */
export const MAX_READ_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 10_000;

/**
 * Whether a failed read is worth asking again: no answer at all (status 0, a field worker's
 * patchy network) or a server-side failure (5xx, 503 while a service restarts). A 4xx is the
 * server's final word (not found, not allowed, bad input); asking again changes nothing.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_READ_RETRIES) return false;
  if (!(error instanceof ApiError)) return false;
  return error.isNetworkError || error.status >= 500;
}

/** 1 s, 2 s, 4 s… capped at 10 s. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        retry: shouldRetryRead,
        retryDelay,
        // Back in the app or back online (a volunteer out in the field): stale data is asked
        // again, fresh data is not.
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      // A write is never sent again by the cache: one that got no answer may have reached the
      // server, so the person decides whether to try again.
      mutations: { retry: false },
    },
  });
}

// Every query and mutation fails with what the API client throws.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

/** The one cache of the app. It follows the session from the moment it exists. */
export const queryClient = createQueryClient();
followSession(queryClient);

/**
 * The live stream that keeps the cache current (live-updates.ts). While it is down, every
 * screen on show asks again every OFFLINE_POLL_MS instead.
 */
export const liveUpdates = new LiveUpdates(queryClient);
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: {
    ...queryClient.getDefaultOptions().queries,
    refetchInterval: pollWhileOffline(liveUpdates),
  },
});
followSessionLive(liveUpdates);
/** What the stream brought, for the notification bell. */
export const liveInbox = new LiveInbox(liveUpdates);

/**
 * A screen's own polling, kept only while the stream is down (a refetchInterval): the
 * notifications ask every 10 s without the stream, never with it.
 */
export const pollUnlessLive = (everyMs: number) => pollWhileOffline(liveUpdates, everyMs);
