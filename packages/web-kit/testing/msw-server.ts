import { setupServer } from 'msw/node';

/** The API at the network level; tests add handlers with `server.use(...)`. */
export const server = setupServer();

/** Absolute URL of an API path as the app calls it (jsdom's origin). */
export const apiPath = (path: string) => `${window.location.origin}${path}`;
