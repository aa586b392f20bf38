import { conflict, type AuthUsersClient } from '@rescue/service-kit';
import type { Signatures } from '../store/signatures';
import type { SigningSession, SigningSessions } from '../store/signing-sessions';

export const ALREADY_SIGNED_MESSAGE = 'These documents have already been signed';

export interface SigningEvidence {
  fullName: string;
  ip: string;
  userAgent: string;
  envelopeId?: string;
}

export interface CompletionDeps {
  sessions: SigningSessions;
  signatures: Signatures;
  users: AuthUsersClient;
}

/**
 * The one ending of both signing paths: the signature is recorded (once per session, however
 * many submits race), the session closed and the account marked as signed. If auth cannot be
 * told, both are undone so the link still works.
 */
export async function completeSigning(
  { sessions, signatures, users }: CompletionDeps,
  session: SigningSession,
  evidence: SigningEvidence,
  requestId: string,
): Promise<void> {
  const signatureId = await signatures.recordOnce({
    userId: session.userId,
    role: session.role,
    documentType: session.documentType,
    documents: session.documents,
    ...evidence,
    consent: true,
    signedAt: new Date(),
    method: session.method,
    sessionToken: session.token,
  });
  if (!signatureId) throw conflict(ALREADY_SIGNED_MESSAGE);
  await sessions.markCompleted(session.token);
  try {
    await users.markDocumentsSigned(session.userId, session.documentType, requestId);
  } catch (error) {
    await signatures.remove(signatureId);
    await sessions.reopen(session.token);
    throw error;
  }
}
