/**
 * Whether a screen waits for its data: the first answer, or a retry after a failure, is on its
 * way (a spinner, not the failure); a refresh of data already shown keeps showing it, and a
 * query that is not enabled waits for nothing.
 */
export function isAwaitingData(query: { data: unknown; fetchStatus: string }): boolean {
  return query.data === undefined && query.fetchStatus === 'fetching';
}
