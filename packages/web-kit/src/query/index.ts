// '@rescue/web-kit/query': server data, the one TanStack Query cache and its keys. An entry
// of its own, shared as its own singleton, so only the pages that show server data load
// TanStack Query (the home page does not). Areas import the hooks from here, never from
// TanStack directly: these are bound to the kit's one QueryClient, so no provider is needed
// and the shell and every remote share one cache.
import * as tanstack from '@tanstack/react-query';
import { queryClient } from './query-client';

export const useQuery = ((options: never) =>
  tanstack.useQuery(options, queryClient)) as typeof tanstack.useQuery;
export const useQueries = ((options: never) =>
  tanstack.useQueries(options, queryClient)) as typeof tanstack.useQueries;
export const useInfiniteQuery = ((options: never) =>
  tanstack.useInfiniteQuery(options, queryClient)) as typeof tanstack.useInfiniteQuery;
export const useMutation = ((options: never) =>
  tanstack.useMutation(options, queryClient)) as typeof tanstack.useMutation;
export const useIsFetching = ((filters?: tanstack.QueryFilters) =>
  tanstack.useIsFetching(filters, queryClient)) as typeof tanstack.useIsFetching;
/** The kit's one QueryClient (a hook, as in TanStack, so screens read the same either way). */
export const useQueryClient = (() => queryClient) as typeof tanstack.useQueryClient;

export {
  queryOptions,
  infiniteQueryOptions,
  keepPreviousData,
  skipToken,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  type UseQueryResult,
  type UseInfiniteQueryResult,
  type UseMutationResult,
} from '@tanstack/react-query';
export { STALE_TIME_MS, MAX_READ_RETRIES, shouldRetryRead } from './query-client';
export { liveInbox } from './query-client';
export { OFFLINE_POLL_MS, type LiveState } from './live-updates';
export { pollUnlessLive } from './query-client';
export { useLiveState } from './use-live-state';
export {
  NotificationBell,
  NotificationCentre,
  BELL_EMPTY_TEXT,
  BELL_SIZE,
  notificationKeys,
} from './notification-bell';
export { inboxText, INBOX_SIZE, type InboxItem } from './live-inbox';
export { applyWrite, replaceInList } from './apply-write';
export { isAwaitingData } from './awaiting-data';
export { CaseScreen, type CaseScreenProps } from './case-screen';
export { caseHistoryKey, useCaseHistory } from './case-history';
export {
  incidentKeys,
  ngoKeys,
  volunteerCaseKeys,
  userKeys,
  adminKeys,
  networkKeys,
} from './query-keys';
export {
  callOperation,
  operationPath,
  operationResponse,
  type OperationInput,
  type OperationResult,
  type PublicOperationId,
} from './operation-client';
export { PushOptIn, type PushOptInProps } from './push-opt-in';
export type { AlertPreferences } from './push-subscription';
