import type { NgoProfileResponse, NgoStats } from '@rescue/contracts';
import { callOperation, ngoKeys, useQuery } from '@rescue/web-kit/query';
import { refusable } from './verification-refusals';

/**
 * The logged-in NGO: its name for the welcome, its city and operating areas for the map, and
 * where the operator's verification stands (answered to unverified NGOs too).
 */
export function fetchNgoProfile(signal: AbortSignal): Promise<NgoProfileResponse> {
  return callOperation('ngo.profile', { signal });
}

/**
 * Total, critical, pending and resolved, counted by the server over the incidents of `cities`
 * (null: every city), as the list, the map and the analytics count them.
 */
export async function fetchNgoStats(
  cities: readonly string[] | null,
  signal: AbortSignal,
): Promise<NgoStats> {
  const query = { city: cities?.join(',') };
  const body = await refusable(callOperation('ngo.overview', { query, signal }));
  return body.stats;
}

/**
 * The NGO's profile, cached under ngoKeys.profile(): the verification gate loads it and the
 * screens below read the same answer. `recheckEvery`, given the profile held, says how often
 * to ask again (false: not on a timer).
 */
export function useNgoProfile({
  recheckEvery,
}: {
  recheckEvery?: (profile: NgoProfileResponse | undefined) => number | false;
} = {}) {
  return useQuery({
    queryKey: ngoKeys.profile(),
    queryFn: ({ signal }) => fetchNgoProfile(signal),
    refetchInterval: recheckEvery && ((query) => recheckEvery(query.state.data)),
    // Also while the tab is in the background: the waiting screen opens the dashboard when the
    // NGO comes back to it, not a timer later.
    refetchIntervalInBackground: recheckEvery !== undefined,
    // A screen below the gate that mounts after a failed read shows the failure instead of
    // asking again: asking would put the gate back to loading, which unmounts that screen.
    retryOnMount: false,
  });
}

/** The NGO's counts for the area chosen (sorted cities; null: every city), under ngoKeys.stats(). */
export function useNgoStats(cities: readonly string[] | null) {
  return useQuery({
    queryKey: [...ngoKeys.stats(), { cities }],
    queryFn: ({ signal }) => fetchNgoStats(cities, signal),
  });
}
