import type { UserProfile } from '@rescue/contracts';
import { useSession } from '@rescue/web-kit';
import { callOperation, useQuery, userKeys } from '@rescue/web-kit/query';

export function fetchProfile(userId: string, signal?: AbortSignal): Promise<UserProfile> {
  // The caller's own profile: the whole of it (another account's is a card of three fields).
  return callOperation('profile.read', { params: { id: userId }, signal }) as Promise<UserProfile>;
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
