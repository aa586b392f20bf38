import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SESSION_ENDED_MESSAGE } from '@rescue/contracts';

/** Absolute URL of an API path as the app calls it (jsdom's origin). */
export const apiPath = (path: string) => `${window.location.origin}${path}`;

/**
 * What every test gets without asking: the server side of Logout, which every area's Logout
 * button calls before it clears the session, and a token refresh refused (a 401 renews the
 * session once; the tests' tokens are not the server's), an empty notification centre (the
 * header's bell asks it on every logged-in page), and nobody to call on a case. A test
 * overrides them with `server.use(...)`.
 */
export const defaultHandlers = [
  http.post(apiPath('/api/users/refresh-token'), () =>
    HttpResponse.json({ message: SESSION_ENDED_MESSAGE }, { status: 401 }),
  ),
  http.post(apiPath('/api/users/logout'), () =>
    HttpResponse.json({ success: true, message: 'Logged out' }),
  ),
  http.get(apiPath('/api/notifications'), () =>
    HttpResponse.json({ success: true, data: [], unreadCount: 0, nextCursor: null }),
  ),
  // A held case's contacts (issue 31): nobody to call unless a test says otherwise.
  http.get(apiPath('/api/incidents/:id/contacts'), () =>
    HttpResponse.json({ success: true, reporter: null, volunteer: null }),
  ),
];

/** The API at the network level; tests add handlers with `server.use(...)`. */
export const server = setupServer(...defaultHandlers);

/**
 * Answers held back until the test lets them go: a handler awaits `held`, the test checks the
 * waiting state (a spinner, calls that must share one request) and then calls `release()`.
 * What a fixed msw `delay()` only makes likely, this makes certain on any machine.
 */
export function holdAnswers(): { held: Promise<void>; release: () => void } {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

/**
 * Answers POST `path` (an API path) with `reply` and keeps the JSON body of each request, in
 * order: what a form sent, for the test to check.
 */
export function recordPosts(path: string, reply: () => Response | Promise<Response>): unknown[] {
  const sent: unknown[] = [];
  server.use(
    http.post(apiPath(path), async ({ request }) => {
      sent.push(await request.json());
      return reply();
    }),
  );
  return sent;
}
