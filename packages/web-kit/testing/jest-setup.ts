import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { queryClient } from '../src/query/query-client';
import { server } from './msw-server';

// Tests see a failed read at once instead of after the production back-off (its policy,
// shouldRetryRead, has its own test); everything else is the app's configuration.
const appDefaults = queryClient.getDefaultOptions();
queryClient.setDefaultOptions({
  ...appDefaults,
  queries: { ...appDefaults.queries, retry: false },
});

// findBy* and waitFor give up after this long (Testing Library's default is 1 s). A deadline,
// not a wait: a passing test goes on the moment its condition holds, but on a loaded machine
// a render and an answer can take longer than a second, and a test failed for that alone.
configure({ asyncUtilTimeout: 10_000 });

// Every API call a test makes must be answered by a handler it declared.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // The cache is the app's one QueryClient: each test starts with it empty.
  queryClient.clear();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
