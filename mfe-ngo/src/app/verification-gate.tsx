import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { NgoVerificationState } from '@rescue/contracts';
import { Outlet } from '@rescue/router';
import { PageContainer, Spinner } from '@rescue/web-kit';
import { useNgoProfile } from '../features/incidents/api/ngo-api';
import { verificationRefusals } from '../features/incidents/api/verification-refusals';
import { WaitingScreen } from '../features/verification/components/waiting-screen';
import { ngoText } from '../i18n/text';

/**
 * While the NGO waits, how often the gate asks again whether it was verified: the screen
 * promises the dashboard "as soon as you are verified" (a minute read as "needs a reload").
 */
export const RECHECK_INTERVAL_MS = 15_000;
/** A profile that says verified while calls are refused opens the dashboard at most this often. */
const REOPEN_GUARD_MS = 30_000;

/**
 * Every /dashboard page sits behind this (and behind the kit's AreaGuard, which keeps out
 * visitors and other roles): until the operator has verified the NGO it shows
 * the waiting screen (sign the documents, waiting since, or the operator's reason) instead of
 * the dashboard. The API's refusal (403, not verified) on any call shows it too.
 */
export function VerificationGate() {
  const text = ngoText.useText();
  const refusal = useSyncExternalStore(verificationRefusals.subscribe, verificationRefusals.get);
  const waitingWith = (state: NgoVerificationState | undefined) =>
    refusal !== null || (state !== undefined && state !== 'verified');
  const profile = useNgoProfile({
    // While the NGO waits, the operator's decision is asked for on a timer.
    recheckEvery: (loaded) =>
      waitingWith(loaded?.verification?.state) ? RECHECK_INTERVAL_MS : false,
  });
  const state = profile.data?.verification?.state;
  const waiting = waitingWith(state);

  // A refusal asks the profile again: it says what the NGO is waiting for.
  const refusalCount = refusal?.count ?? 0;
  const { refetch } = profile;
  useEffect(() => {
    if (refusalCount > 0) void refetch();
  }, [refusalCount, refetch]);

  const reopened = useRef(0);
  useEffect(() => {
    // Verified after all, in a profile read after the refusal (the operator decided
    // meanwhile): the dashboard may ask again.
    if (state !== 'verified' || !refusal || profile.dataUpdatedAt <= refusal.heardAt) return;
    if (Date.now() - reopened.current < REOPEN_GUARD_MS) return;
    reopened.current = Date.now();
    verificationRefusals.clear();
  }, [state, refusal, profile.dataUpdatedAt]);

  if (profile.isLoading) {
    return (
      <PageContainer>
        <Spinner label={text('area.loadingProfile')} />
      </PageContainer>
    );
  }
  if (waiting) {
    return (
      <WaitingScreen
        profile={profile.data}
        refusal={refusal?.refusal ?? null}
        checking={profile.isFetching}
        onCheckAgain={() => void profile.refetch()}
      />
    );
  }
  // Verified, or a profile that could not be read: the dashboard, whose screens say what failed
  // (they read the profile from the same cache).
  return <Outlet />;
}
