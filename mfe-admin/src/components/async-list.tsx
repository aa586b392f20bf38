import type { ReactNode } from 'react';
import { ErrorPanel, Spinner, serverMessageOr } from '@rescue/web-kit';
import { EmptyState } from '@rescue/web-kit/areas';
import { isAwaitingData, type UseQueryResult } from '@rescue/web-kit/query';
import { CardList } from './card-list';

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

interface AsyncCardListProps<T> extends Omit<AsyncListProps<T>, 'children'> {
  /** The list's name for screen readers. */
  label: string;
  /** One item's card. */
  children(item: T): ReactNode;
}

/** The console's lists of records: an AsyncList whose items are cards, one per row. */
export function AsyncCardList<T extends { _id: string }>({
  label,
  children,
  ...list
}: AsyncCardListProps<T>) {
  return (
    <AsyncList {...list}>
      {(items) => (
        <CardList aria-label={label}>
          {items.map((item) => (
            <li key={item._id}>{children(item)}</li>
          ))}
        </CardList>
      )}
    </AsyncList>
  );
}
