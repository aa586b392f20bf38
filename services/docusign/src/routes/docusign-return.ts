import { HttpError, operationRouter, type Router, type ServiceState } from '@rescue/service-kit';
import { completeSigning } from '../domain/complete-signing';
import { sessionState } from '../domain/session-state';
import type { DocusignApi } from '../store/docusign-api';
import type { DocusignDeps } from './deps';
import { linkNotValid, pageLanguage, sendPage } from './pages';
import { backToApp, signingEvidence } from './signing-end';

/** Envelope states in which our only signer has signed. */
const SIGNED_ENVELOPE_STATUSES = ['completed', 'signed'];

/**
 * Where DocuSign sends the signer back (returnUrl + ?event=...). The event is only a hint
 * from the browser: the envelope's status is checked with DocuSign before anything is recorded.
 */
export function docusignReturnRouter(
  deps: DocusignDeps & { docusign: DocusignApi },
): Router<ServiceState> {
  const router = operationRouter();

  router.route('documents.return', async ({ ctx, input }) => {
    const session = await deps.sessions.find(input.params.token);
    const state = sessionState(session, 'docusign');
    if (state === 'missing' || !session?.envelopeId)
      return sendPage(ctx, 404, linkNotValid(pageLanguage(ctx)));
    if (state === 'completed') return backToApp(ctx, session, true);
    const signed =
      input.query.event === 'signing_complete' &&
      SIGNED_ENVELOPE_STATUSES.includes(await deps.docusign.envelopeStatus(session.envelopeId));
    if (!signed) return backToApp(ctx, session, false);
    const evidence = signingEvidence(ctx, session.signerName, session.envelopeId);
    try {
      await completeSigning(deps, session, evidence, ctx.state.requestId);
    } catch (error) {
      // A second return for the same envelope (a reload) found it already recorded.
      if (!(error instanceof HttpError && error.status === 409)) throw error;
    }
    backToApp(ctx, session, true);
  });

  return router.router;
}
