// Federation runtime plugin (webpack's runtimePlugins): a remote that cannot be loaded
// (manifest, remoteEntry.js or a chunk unreachable) yields a marker module instead of an
// exception, so nothing outside its area can be brought down. Bundled into the shell's
// entry, so it must not import react or anything else that is shared.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The key of the marker module loadRemote returns for a remote that failed to load. */
export const REMOTE_UNAVAILABLE = '__rescueRemoteUnavailable';

export interface UnavailableRemote {
  [REMOTE_UNAVAILABLE]: true;
  /** The runtime's own words, for the console. */
  reason: string;
  /** What the area's error panel tells the visitor, in English. */
  message: string;
  /** The same as a key of the shell's catalogue, for the page's language. */
  problem: LoadProblem;
}

/**
 * Why an area could not load, as a key of the shell's catalogue (shell/src/i18n) and its values:
 * this plugin is in the shell's entry and imports nothing shared, so the panel translates it.
 */
export interface LoadProblem {
  key:
    | 'remotes.problem.unreachable'
    | 'remotes.problem.mismatch'
    | 'remotes.problem.timeout'
    | 'remotes.problem.noManifest'
    | 'remotes.problem.noEntry'
    | 'remotes.problem.noPage';
  values?: Record<string, string>;
}

export const UNREACHABLE_MESSAGE = 'It could not be reached.';

/**
 * The federation runtime's error for a strict singleton (the versioned kits, see
 * packages/webpack-config/src/shared-modules.mjs) whose loaded copy, the shell's, is outside
 * the range the remote was built for.
 */
const VERSION_MISMATCH =
  /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^\s)]+)/;

/** Why a remote could not load, in the visitor's words: a version mismatch, or unreachable. */
export function unavailableMessage(error: unknown): string {
  const { values } = unavailableProblem(error);
  if (!values) return UNREACHABLE_MESSAGE;
  const { kit, required, loaded } = values;
  return `It was built for ${kit} ${required} but this site runs ${kit} ${loaded} (a version mismatch).`;
}

/** The same reason as a catalogue key and its values. */
export function unavailableProblem(error: unknown): LoadProblem {
  const mismatch = VERSION_MISMATCH.exec(error instanceof Error ? error.message : String(error));
  if (!mismatch) return { key: 'remotes.problem.unreachable' };
  const [, loaded = '', kit = '', required = ''] = mismatch;
  return { key: 'remotes.problem.mismatch', values: { kit, required, loaded } };
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
        message: unavailableMessage(error),
        problem: unavailableProblem(error),
      };
      return fallback;
    },
  };
}
