import type { AuthUsersClient, AuthUser } from '@rescue/service-kit';
import { audience, normalizeArea } from './alerts';

/**
 * The audiences whose notifications a person reads: their own; a verified NGO's operating
 * areas and city (as the auth service has them now); every operator's.
 */
export async function audiencesOf(
  user: AuthUser,
  users: Pick<AuthUsersClient, 'get'>,
  requestId?: string,
): Promise<string[]> {
  const own = [audience.user(user.id)];
  if (user.role === 'admin') return [...own, audience.operators];
  if (user.role === 'ngo' && user.verification === 'verified')
    return [...own, ...(await ngoAreas(user.id, users, requestId)).map(audience.area)];
  return own;
}

/** An NGO's operating areas and its city, each once, normalized. */
export async function ngoAreas(
  ngoId: string,
  users: Pick<AuthUsersClient, 'get'>,
  requestId?: string,
): Promise<string[]> {
  const account = await users.get(ngoId, requestId);
  return [
    ...new Set(
      [account.city, ...(account.operatingAreas ?? [])].filter(Boolean).map(normalizeArea),
    ),
  ];
}
