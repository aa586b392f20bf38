import { useEffect, useState } from 'react';
import { authorizedFetch } from '@rescue/web-kit';

export interface AuthorizedImage {
  /** An object URL of the image once it has loaded, else null. */
  url: string | null;
  /** The server refused it (a 404 to anyone it is not for) or it could not be reached. */
  failed: boolean;
}

const LOADING: AuthorizedImage = { url: null, failed: false };

/**
 * An image that needs the signed-in person's token, which a plain <img src> cannot send:
 * fetched with it (authorizedFetch, so an expiring token is renewed as for any call) and shown
 * from an object URL, which is revoked when the path changes or the component goes, and the
 * request aborted. `path` null loads nothing.
 */
export function useAuthorizedImage(path: string | null): AuthorizedImage {
  const [loaded, setLoaded] = useState<AuthorizedImage & { path: string | null }>({
    ...LOADING,
    path: null,
  });

  useEffect(() => {
    if (!path) return undefined;
    const controller = new AbortController();
    let url: string | undefined;
    void (async () => {
      try {
        const response = await authorizedFetch(path, {
          method: 'GET',
          headers: { Accept: 'image/*' },
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`photo answered ${response.status}`);
        const blob = await response.blob();
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setLoaded({ path, url, failed: false });
      } catch {
        if (!controller.signal.aborted) setLoaded({ path, url: null, failed: true });
      }
    })();
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);

  // What was loaded for an earlier path is not this one's.
  return loaded.path === path ? loaded : LOADING;
}
