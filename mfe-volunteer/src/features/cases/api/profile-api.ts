import type { UserProfile } from '@rescue/contracts';
import { api, useSession } from '@rescue/web-kit';
import { useQuery, userKeys } from '@rescue/web-kit/query';

export function fetchProfile(userId: string, signal?: AbortSignal): Promise<UserProfile> {
  return api.get<UserProfile>(`/api/users/profile/${encodeURIComponent(userId)}`, { signal });
}

/**
 * The volunteer's city from their profile (the server sorts their list from it when they
 * share no location); undefined until known, or when the profile could not be read.
 */
export function useVolunteerCity(): string | undefined {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const profile = useQuery({
    queryKey: userKeys.profile(userId),
    queryFn: ({ signal }) => fetchProfile(userId, signal),
    enabled: userId !== '',
  });
  return profile.data?.city || undefined;
}
