import { useEffect, useRef, useState } from 'react';
import { refreshSessionToken, tokenSaysSigned, useSession } from '@rescue/web-kit';

/**
 * Whether the volunteer still has documents to sign. The signing page comes back here
 * (through /volunteer/dashboard, whose ?signed=1 the redirect drops), so a token that says
 * docs=false is refreshed once; if the fresh one still says so, they have not signed.
 */
export function useDocumentsStatus(): { unsigned: boolean } {
  const { session } = useSession();
  const token = session?.user.role === 'volunteer' ? session.token : undefined;
  const saysUnsigned = !!token && tokenSaysSigned(token) === false;
  const refreshStarted = useRef(false);
  const [refreshDone, setRefreshDone] = useState(false);

  useEffect(() => {
    if (!saysUnsigned || refreshStarted.current) return;
    refreshStarted.current = true;
    // The refreshed token is in the session when this runs: the render reads it.
    const done = () => setRefreshDone(true);
    refreshSessionToken().then(done, done);
  }, [saysUnsigned]);

  return { unsigned: saysUnsigned && refreshDone };
}
