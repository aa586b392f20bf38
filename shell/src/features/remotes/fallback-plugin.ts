// Federation runtime plugin (webpack's runtimePlugins): a remote that cannot be loaded
// (manifest, remoteEntry.js or a chunk unreachable) yields a marker module instead of an
// exception, so nothing outside its area can be brought down. Bundled into the shell's
// entry, so it must not import react or anything else that is shared.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The key of the marker module loadRemote returns for a remote that failed to load. */
export const REMOTE_UNAVAILABLE = '__rescueRemoteUnavailable';

export interface UnavailableRemote {
  [REMOTE_UNAVAILABLE]: true;
  reason: string;
}

export function isUnavailableRemote(value: unknown): value is UnavailableRemote {
  return typeof value === 'object' && value !== null && REMOTE_UNAVAILABLE in value;
}

export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'rescue-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier lifecycles (the manifest) rethrow and end up here as 'onLoad'.
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[remotes] ${id} could not be loaded`, error);
      const fallback: UnavailableRemote = {
        [REMOTE_UNAVAILABLE]: true,
        reason: error instanceof Error ? error.message : String(error),
      };
      return fallback;
    },
  };
}
