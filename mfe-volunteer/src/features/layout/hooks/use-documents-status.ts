import { useEffect, useRef, useState } from 'react';
import { refreshSessionToken, sessionStore, useSession } from '@rescue/web-kit';

/** The token's `docs` claim: true once the volunteer signed; undefined when unreadable. */
export function tokenSaysSigned(token: string): boolean | undefined {
  try {
    const payload = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const docs: unknown = JSON.parse(atob(payload)).docs;
    return typeof docs === 'boolean' ? docs : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the volunteer still has documents to sign. The signing page comes back here
 * (through /volunteer/dashboard, whose ?signed=1 the redirect drops), so a token that says
 * docs=false is refreshed once; if the fresh one still says so, they have not signed.
 */
export function useDocumentsStatus(): { unsigned: boolean } {
  const { session } = useSession();
  const [unsigned, setUnsigned] = useState(false);
  const refreshed = useRef(false);
  const token = session?.user.role === 'volunteer' ? session.token : undefined;

  useEffect(() => {
    if (!token || tokenSaysSigned(token) !== false) return setUnsigned(false);
    if (refreshed.current) return setUnsigned(true);
    refreshed.current = true;
    const check = () => setUnsigned(tokenSaysSigned(sessionStore.get()?.token ?? '') === false);
    refreshSessionToken().then(check, check);
  }, [token]);

  return { unsigned };
}
