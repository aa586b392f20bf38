import { useSyncExternalStore } from 'react';
import type { LiveState } from './live-updates';
import { liveUpdates } from './query-client';

/** Whether screens are kept current by the live stream ('live') or by polling. */
export function useLiveState(): LiveState {
  return useSyncExternalStore(
    (listener) => liveUpdates.subscribe(listener),
    () => liveUpdates.current,
    () => 'off',
  );
}
