import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Outlet } from '@rescue/router';
import { PageContainer, Spinner, useApiData } from '@rescue/web-kit';
import { fetchNgoProfile } from '../../../api/ngo-api';
import { verificationRefusals } from '../../../api/verification-refusals';
import { NgoProfileContext } from '../../../hooks/use-ngo-profile';
import { useToken } from '../../../hooks/use-token';
import { WaitingScreen } from './waiting-screen';

/** While the NGO waits, how often the gate asks again whether it was verified. */
export const RECHECK_INTERVAL_MS = 60_000;
/** A profile that says verified while calls are refused opens the dashboard at most this often. */
const REOPEN_GUARD_MS = 30_000;

/**
 * Every /dashboard page sits behind this: until the operator has verified the NGO it shows
 * the waiting screen (sign the documents, waiting since, or the operator's reason) instead of
 * the dashboard. The API's refusal (403, not verified) on any call shows it too.
 */
export function VerificationGate() {
  const token = useToken();
  const refusal = useSyncExternalStore(verificationRefusals.subscribe, verificationRefusals.get);
  // A refusal asks the profile again: it says what the NGO is waiting for.
  const profile = useApiData(fetchNgoProfile, token && `gate:${token}:${refusal?.count ?? 0}`);
  const state = profile.data?.verification?.state;
  const waiting = !!token && (refusal !== null || (state !== undefined && state !== 'verified'));

  const reopened = useRef(0);
  useEffect(() => {
    // Verified after all (the operator decided meanwhile): the dashboard may ask again.
    if (state !== 'verified' || !refusal || profile.loading) return;
    if (Date.now() - reopened.current < REOPEN_GUARD_MS) return;
    reopened.current = Date.now();
    verificationRefusals.clear();
  }, [state, refusal, profile.loading]);

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(profile.reload, RECHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [waiting, profile.reload]);

  // Without a token each screen says so itself (spec section 8).
  if (!token) return <Outlet />;
  if (profile.loading && !profile.data) {
    return (
      <PageContainer>
        <Spinner label="Loading your profile…" />
      </PageContainer>
    );
  }
  if (waiting) {
    return (
      <WaitingScreen
        profile={profile.data}
        refusal={refusal?.refusal ?? null}
        checking={profile.loading}
        onCheckAgain={profile.reload}
      />
    );
  }
  // Verified, or a profile that could not be read: the dashboard, whose screens say what failed.
  return (
    <NgoProfileContext.Provider value={profile}>
      <Outlet />
    </NgoProfileContext.Provider>
  );
}
