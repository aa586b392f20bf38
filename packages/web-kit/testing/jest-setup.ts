import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { server } from './msw-server';

// Every API call a test makes must be answered by a handler it declared.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
