import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api-client';

export interface ApiData<T> {
  data: T | undefined;
  error: ApiError | undefined;
  /** True until the first answer (or error) for the current key; a reload keeps the old data. */
  loading: boolean;
  /** Asks again with the same key (a retry, a poll). */
  reload(): void;
  /** Replaces the data with what a later call returned (an update's answer). */
  setData(data: T): void;
}

/**
 * Loads data from the API whenever `key` changes (null: load nothing). A newer key aborts
 * the older call, so a slow answer can never overwrite a newer one.
 */
export function useApiData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string | null,
): ApiData<T> {
  const loader = useRef(load);
  loader.current = load;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; data?: T; error?: ApiError }>({
    key: null,
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    loader.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((current) => ({
          key,
          data: current.key === key ? current.data : undefined,
          error: error instanceof ApiError ? error : new ApiError(0, String(error)),
        }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => {
    // A retry after a failure shows loading again; a refresh of shown data keeps it.
    setState((current) => (current.error && current.data === undefined ? { key: null } : current));
    setAttempt((current) => current + 1);
  }, []);
  const setData = useCallback((data: T) => setState({ key, data }), [key]);
  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    loading: key !== null && !current,
    reload,
    setData,
  };
}
