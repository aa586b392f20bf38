import type { UpdateProfileRequest, UserProfile } from '@rescue/contracts';
import { api } from '@rescue/web-kit';
import { useMutation, useQuery, useQueryClient, userKeys } from '@rescue/web-kit/query';

const profilePath = (userId: string) => `/api/users/profile/${encodeURIComponent(userId)}`;

export function fetchProfile(userId: string, signal?: AbortSignal): Promise<UserProfile> {
  return api.get<UserProfile>(profilePath(userId), { signal });
}

/** The owner edits name, phone number, city and address; the answer is the stored profile. */
export function updateProfile(userId: string, changes: UpdateProfileRequest): Promise<UserProfile> {
  return api.put<UserProfile>(profilePath(userId), { json: changes });
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
