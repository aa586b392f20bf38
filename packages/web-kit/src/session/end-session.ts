import { apiUrl } from '../api/api-url';
import { sessionStore } from './session-store';

/** How long logout waits for the server before clearing the local session anyway. */
export const LOGOUT_TIMEOUT_MS = 5_000;

/**
 * Logout: asks the server to end the session behind the stored token (POST /api/users/logout,
 * so the token is refused everywhere from now on), then clears the local session whatever the
 * answer: a failed or slow call never keeps anyone logged in here.
 */
export async function endSession(): Promise<void> {
  const token = sessionStore.get()?.token;
  if (token) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), LOGOUT_TIMEOUT_MS);
    try {
      await fetch(apiUrl('/api/users/logout'), {
        method: 'POST',
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        credentials: 'include',
        signal: controller.signal,
      });
    } catch {
      // Ignored: the session ends here all the same, and on the server at its expiry.
    } finally {
      clearTimeout(timer);
    }
  }
  sessionStore.clear();
}
