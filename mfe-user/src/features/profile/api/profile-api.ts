import type { UpdateProfileRequest, UserProfile } from '@rescue/contracts';
import {
  callOperation,
  useMutation,
  useQuery,
  useQueryClient,
  userKeys,
} from '@rescue/web-kit/query';

export function fetchProfile(userId: string, signal?: AbortSignal): Promise<UserProfile> {
  // The caller's own profile: the whole of it (another account's is a card of three fields).
  return callOperation('profile.read', { params: { id: userId }, signal }) as Promise<UserProfile>;
}

/** The owner edits name, phone number, city and address; the answer is the stored profile. */
export function updateProfile(userId: string, changes: UpdateProfileRequest): Promise<UserProfile> {
  return callOperation('profile.update', { params: { id: userId }, body: changes });
}

/** The account's profile, cached under userKeys.profile(userId). */
export function useProfile(userId: string) {
  return useQuery({
    queryKey: userKeys.profile(userId),
    queryFn: ({ signal }) => fetchProfile(userId, signal),
  });
}

/** Saves the owner's changes; the stored profile the server answers replaces the cached one. */
export function useUpdateProfile(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileRequest) => updateProfile(userId, changes),
    onSuccess: (saved) => client.setQueryData(userKeys.profile(userId), saved),
  });
}
