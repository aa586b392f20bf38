let unauthorizedHandler: (() => void) | undefined;

/** Called when an authenticated call gets a 401; returns the unsubscribe function. */
export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = undefined;
  };
}

/** The session behind the stored token has ended: log out (SessionProvider goes to /login). */
export function notifyUnauthorized(): void {
  unauthorizedHandler?.();
}
