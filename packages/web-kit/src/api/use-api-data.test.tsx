import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from './api-client';
import { useApiData } from './use-api-data';

/** A call the test answers by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

test('loads for a key; a null key loads nothing', async () => {
  const load = jest.fn(async () => 'data');
  const { result, rerender } = renderHook(({ key }) => useApiData(load, key), {
    initialProps: { key: null as string | null },
  });
  expect(result.current.loading).toBe(false);
  expect(load).not.toHaveBeenCalled();
  rerender({ key: 'a' });
  expect(result.current.loading).toBe(true);
  await waitFor(() => expect(result.current.data).toBe('data'));
  expect(result.current.loading).toBe(false);
});

test('a newer key aborts the older call, whose late answer is ignored', async () => {
  const calls: { key: string; signal: AbortSignal; answer: ReturnType<typeof deferred<string>> }[] =
    [];
  const { result, rerender } = renderHook(
    ({ key }) =>
      useApiData((signal) => {
        const answer = deferred<string>();
        calls.push({ key, signal, answer });
        return answer.promise;
      }, key),
    { initialProps: { key: 'old' } },
  );
  rerender({ key: 'new' });
  expect(calls[0]?.signal.aborted).toBe(true);
  await act(async () => calls[1]?.answer.resolve('new data'));
  await act(async () => calls[0]?.answer.resolve('old data'));
  expect(result.current.data).toBe('new data');
});

test('errors come as ApiError; a retry shows loading, a refresh keeps the data', async () => {
  let attempt = 0;
  const { result } = renderHook(() =>
    useApiData(async () => {
      attempt += 1;
      if (attempt === 1) throw new ApiError(500, 'down');
      if (attempt === 3) throw new ApiError(503, 'busy');
      return attempt;
    }, 'k'),
  );
  await waitFor(() => expect(result.current.error?.message).toBe('down'));
  act(() => result.current.reload());
  expect(result.current.loading).toBe(true);
  await waitFor(() => expect(result.current.data).toBe(2));
  act(() => result.current.reload());
  await waitFor(() => expect(result.current.error?.message).toBe('busy'));
  expect(result.current.data).toBe(2);
  act(() => result.current.setData(7));
  expect(result.current).toMatchObject({ data: 7, error: undefined, loading: false });
});
