import type { ReactNode } from 'react';
import { ErrorPanel, Spinner, serverMessageOr, type ApiError } from '@rescue/web-kit';
import { BackLink } from '@rescue/web-kit/areas';
import { isAwaitingData } from './awaiting-data';

interface CaseLoadStateProps {
  /** The one case's query (react-query's result). */
  state: {
    data: unknown;
    error: ApiError | null;
    fetchStatus: string;
    refetch(): Promise<unknown>;
  };
  loading: string;
  /** Said for a missing or malformed id (404, 400). */
  notFound: string;
  /** Said when it could not be read, with Retry. */
  failed: string;
  /** Shows the server's message under `failed`. */
  withServerMessage?: boolean;
  /** A refusal, besides a 403, that the server words itself (in the page's language). */
  refusedCode?: string;
}

export interface CaseScreenProps<T> extends CaseLoadStateProps {
  state: CaseLoadStateProps['state'] & { data: T | undefined };
  /** Where the back link above the case goes, and its words. */
  backTo: string;
  back: string;
  /** The case, once it is here. */
  children(data: T): ReactNode;
}

/**
 * One case's page under its back link: a spinner while the case comes; when it could not be
 * read, the server's own words for a refusal, "not found", or the failure with Retry; then the
 * case.
 */
export function CaseScreen<T>(props: CaseScreenProps<T>) {
  const { state, backTo, back, children } = props;
  return (
    <>
      <BackLink to={backTo}>{back}</BackLink>
      {state.data ? children(state.data) : <CaseLoadState {...props} />}
    </>
  );
}

function CaseLoadState({
  state,
  loading,
  notFound,
  failed,
  withServerMessage = false,
  refusedCode,
}: CaseLoadStateProps) {
  if (isAwaitingData(state)) return <Spinner label={loading} />;
  const { error } = state;
  if (!error) return null;
  if (error.status === 403 || (refusedCode !== undefined && error.code === refusedCode)) {
    return <ErrorPanel title={error.message} />;
  }
  // A malformed id (400) is as unknown as a missing one (404).
  if ([400, 404].includes(error.status)) return <ErrorPanel title={notFound} />;
  return (
    <ErrorPanel
      title={failed}
      message={withServerMessage ? serverMessageOr(error, '') : undefined}
      onRetry={() => void state.refetch()}
    />
  );
}
