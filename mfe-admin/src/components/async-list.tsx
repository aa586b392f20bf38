import type { ReactNode } from 'react';
import { EmptyState, ErrorPanel, Spinner, serverMessageOr, type ApiData } from '@rescue/web-kit';

interface AsyncListProps<T> {
  state: ApiData<T[]>;
  loadingLabel: string;
  /** Said when the call failed without a server message (or the server could not be reached). */
  failure: string;
  emptyTitle: string;
  emptyMessage?: ReactNode;
  children(items: T[]): ReactNode;
}

/** A loaded list's four states: loading, failed (the server's message, Retry), empty, shown. */
export function AsyncList<T>({
  state,
  loadingLabel,
  failure,
  emptyTitle,
  emptyMessage,
  children,
}: AsyncListProps<T>) {
  if (state.loading) return <Spinner label={loadingLabel} />;
  if (state.error && !state.data) {
    return <ErrorPanel title={serverMessageOr(state.error, failure)} onRetry={state.reload} />;
  }
  if (!state.data?.length) return <EmptyState title={emptyTitle} message={emptyMessage} />;
  return children(state.data);
}
