import { isExpired, type SigningMethod, type SigningSession } from '../store/signing-sessions';

export type SessionState = 'missing' | 'completed' | 'open';

/** What a signing link can still do: nothing (unknown, expired, other method), or be signed. */
export function sessionState(
  session: SigningSession | undefined,
  method: SigningMethod,
): SessionState {
  if (!session || session.method !== method) return 'missing';
  if (session.status === 'completed') return 'completed';
  return isExpired(session) ? 'missing' : 'open';
}
