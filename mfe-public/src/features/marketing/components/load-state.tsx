import { ErrorPanel, Spinner } from '@rescue/web-kit';
import { isAwaitingData } from '@rescue/web-kit/query';
import { pagesText } from '../i18n/text';

interface LoadStateProps {
  /** The page's query (react-query's result). */
  query: { data: unknown; error: unknown; fetchStatus: string; refetch(): Promise<unknown> };
  loadingLabel: string;
  failedTitle: string;
}

/**
 * What a public page shows while the platform's figures are on their way: a spinner, or that
 * they could not be read, with Retry. Nothing once they are here.
 */
export function LoadState({ query, loadingLabel, failedTitle }: LoadStateProps) {
  const text = pagesText.useText();
  if (isAwaitingData(query)) return <Spinner label={loadingLabel} />;
  if (!query.error) return null;
  return (
    <ErrorPanel
      title={failedTitle}
      message={text('network.retry')}
      onRetry={() => void query.refetch()}
    />
  );
}
