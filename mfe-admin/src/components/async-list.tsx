import type { ReactNode } from 'react';
import { ErrorPanel, Spinner, serverMessageOr } from '@rescue/web-kit';
import { EmptyState } from '@rescue/web-kit/areas';
import { isAwaitingData, type UseQueryResult } from '@rescue/web-kit/query';

interface AsyncListProps<T> {
  state: UseQueryResult<T[]>;
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
  if (isAwaitingData(state)) return <Spinner label={loadingLabel} />;
  if (!state.data) {
    return (
      <ErrorPanel
        title={serverMessageOr(state.error, failure)}
        onRetry={() => void state.refetch()}
      />
    );
  }
  if (!state.data?.length) return <EmptyState title={emptyTitle} message={emptyMessage} />;
  return children(state.data);
}
