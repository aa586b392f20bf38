import type { Principal } from '@rescue/contracts';
import { ObjectId, type SessionVerifier } from '@rescue/service-kit';
import type { SessionStore } from '../store/sessions';
import type { UserStore } from '../store/users';
import { principalOf } from './accounts';

/**
 * Auth's own answer to "is this token's session live, and whose is it now": read from the
 * database on every call, so auth refuses an ended session at once. The other services ask
 * the same question over GET /internal/sessions/{sid}.
 */
export async function liveSession(
  users: UserStore,
  sessions: SessionStore,
  token: { sessionId: string; tokenId: string; id?: string },
): Promise<{ principal: Principal; expiresAt: Date } | null> {
  const session = await sessions.live(token.sessionId, token.tokenId);
  if (!session || !ObjectId.isValid(session.userId)) return null;
  if (token.id !== undefined && session.userId !== token.id) return null;
  const user = await users.findById(new ObjectId(session.userId));
  if (!user || user.suspension) return null;
  return { principal: principalOf(user), expiresAt: session.expiresAt };
}

export function localSessionVerifier(users: UserStore, sessions: SessionStore): SessionVerifier {
  return async (token) => (await liveSession(users, sessions, token))?.principal ?? null;
}
