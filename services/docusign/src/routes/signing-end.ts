import { clientIp, type ServiceContext } from '@rescue/service-kit';
import type { SigningEvidence } from '../domain/complete-signing';
import { afterSigningPath } from '../domain/documents';
import type { SigningSession } from '../store/signing-sessions';

// The end of both signing paths' requests: what is kept of the request that signed, and the
// way back to the app.

/** The signer's name as signed, with the request's address and browser (cut to 500). */
export function signingEvidence(
  ctx: ServiceContext,
  fullName: string,
  envelopeId?: string,
): SigningEvidence {
  return {
    fullName,
    ip: clientIp(ctx),
    userAgent: ctx.get('user-agent').slice(0, 500),
    ...(envelopeId !== undefined && { envelopeId }),
  };
}

/** Back to the app: where the session's role goes after signing, or after not signing. */
export function backToApp(ctx: ServiceContext, session: SigningSession, signed: boolean): void {
  ctx.status = 303;
  ctx.redirect(afterSigningPath(session.role, signed, session.returnTo));
}
