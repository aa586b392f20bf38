import type { UpdateProfileRequest, UserProfile } from '@rescue/contracts';
import { api } from '@rescue/web-kit';

const profilePath = (userId: string) => `/api/users/profile/${encodeURIComponent(userId)}`;

export function fetchProfile(userId: string, signal?: AbortSignal): Promise<UserProfile> {
  return api.get<UserProfile>(profilePath(userId), { signal });
}

/** The owner edits name, phone number, city and address; the answer is the stored profile. */
export function updateProfile(userId: string, changes: UpdateProfileRequest): Promise<UserProfile> {
  return api.put<UserProfile>(profilePath(userId), { json: changes });
}
