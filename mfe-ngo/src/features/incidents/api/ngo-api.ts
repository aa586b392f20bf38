import type { NgoOverviewResponse, NgoProfileResponse, NgoStats } from '@rescue/contracts';
import { api } from '@rescue/web-kit';
import { refusable } from './verification-refusals';

/**
 * The logged-in NGO: its name for the welcome, its city and operating areas for the map, and
 * where the operator's verification stands (answered to unverified NGOs too).
 */
export function fetchNgoProfile(signal: AbortSignal): Promise<NgoProfileResponse> {
  return api.get<NgoProfileResponse>('/api/ngo/profile', { signal });
}

/** Total, critical, pending and resolved, counted by the server over every incident. */
export async function fetchNgoStats(signal: AbortSignal): Promise<NgoStats> {
  const body = await refusable(api.get<NgoOverviewResponse>('/api/ngo/overview', { signal }));
  return body.stats;
}
