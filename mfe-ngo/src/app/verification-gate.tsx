import { useEffect, useRef, useSyncExternalStore } from 'react';
import { roleMayUse } from '@rescue/contracts';
import { Outlet } from '@rescue/router';
import { PageContainer, Spinner, WrongRoleScreen, useApiData, useSession } from '@rescue/web-kit';
import { fetchNgoProfile } from '../features/incidents/api/ngo-api';
import { verificationRefusals } from '../features/incidents/api/verification-refusals';
import { NgoProfileContext } from '../features/incidents/hooks/use-ngo-profile';
import { useToken } from '../features/incidents/hooks/use-token';
import { WaitingScreen } from '../features/verification/components/waiting-screen';

/** The operation every NGO screen starts with: who may use it decides who enters the area. */
const NGO_AREA_OPERATION = 'ngo.profile';

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
  const { user } = useSession();
  const token = useToken();
  const refusal = useSyncExternalStore(verificationRefusals.subscribe, verificationRefusals.get);
  // A refusal asks the profile again: it says what the NGO is waiting for.
  const admitted = !user || roleMayUse(NGO_AREA_OPERATION, user.role);
  const profile = useApiData(
    fetchNgoProfile,
    token && admitted ? `gate:${token}:${refusal?.count ?? 0}` : null,
  );
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
  // Another kind of account: the policy says whose dashboard this is (no NGO call is made).
  if (user && !admitted) {
    return (
      <WrongRoleScreen
        operation={NGO_AREA_OPERATION}
        title="This dashboard is for NGO accounts"
        role={user.role}
      />
    );
  }
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
