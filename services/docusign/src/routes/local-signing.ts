import {
  HttpError,
  clientIp,
  operationRouter,
  type Router,
  type ServiceContext,
  type ServiceState,
} from '@rescue/service-kit';
import { completeSigning } from '../domain/complete-signing';
import { afterSigningPath, onboardingFor } from '../domain/documents';
import { backPath } from '../domain/return-path';
import { sessionState } from '../domain/session-state';
import { readSigningForm } from '../domain/signing-form';
import { LOCAL_SIGNING_PATH } from '../domain/signing-start';
import type { SigningSession } from '../store/signing-sessions';
import type { DocusignDeps } from './deps';
import { LINK_NOT_VALID, alreadySigned, messagePage, sendPage, signingPage } from './pages';

/** The signing page of the local path: read, type your name, tick consent, sign. */
export function localSigningRouter(deps: DocusignDeps): Router<ServiceState> {
  const router = operationRouter();

  /** The open session behind the link, or undefined once the answer page is sent. */
  async function openSession(ctx: ServiceContext, token: string) {
    const session = await deps.sessions.find(token);
    const state = sessionState(session, 'local');
    if (state === 'missing') sendPage(ctx, 404, LINK_NOT_VALID);
    if (state === 'completed' && session) sendPage(ctx, 409, alreadySigned(backPath(session)));
    return state === 'open' ? session : undefined;
  }

  router.route('documents.signingPage', async ({ ctx, input }) => {
    const session = await openSession(ctx, input.params.token);
    if (session) sendPage(ctx, 200, pageFor(session));
  });

  // The form's errors are the page again (HTML), so the handler reads the body itself.
  router.route('documents.sign', async ({ ctx, input }) => {
    const session = await openSession(ctx, input.params.token);
    if (!session) return;
    const form = readSigningForm(ctx.request.body);
    if (form.error) {
      sendPage(ctx, 400, pageFor(session, form));
      return;
    }
    const evidence = {
      fullName: form.fullName,
      ip: clientIp(ctx),
      userAgent: ctx.get('user-agent').slice(0, 500),
    };
    try {
      await completeSigning(deps, session, evidence, ctx.state.requestId);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const back = backPath(session);
      const page = error.status === 409 ? alreadySigned(back) : couldNotRecord(back);
      sendPage(ctx, error.status === 409 ? 409 : 502, page);
      return;
    }
    ctx.status = 303;
    ctx.redirect(afterSigningPath(session.role, true, session.returnTo));
  });

  return router.router;
}

const couldNotRecord = (back: string) =>
  messagePage(
    'Your signature was not recorded',
    'Something went wrong on our side. Please go back and sign again in a moment.',
    back,
  );

function pageFor(session: SigningSession, form: { fullName?: string; error?: string } = {}) {
  const { title, documents } = onboardingFor(session.documentType);
  return signingPage({
    title,
    documents,
    formAction: `${LOCAL_SIGNING_PATH}/${session.token}`,
    back: backPath(session),
    ...form,
  });
}
