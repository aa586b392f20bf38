import {
  HttpError,
  operationRouter,
  type Router,
  type ServiceContext,
  type ServiceState,
} from '@rescue/service-kit';
import { completeSigning } from '../domain/complete-signing';
import { onboardingFor } from '../domain/documents';
import { langQuery } from '../domain/page-words';
import { backPath } from '../domain/return-path';
import { sessionState } from '../domain/session-state';
import { readSigningForm, type SigningForm } from '../domain/signing-form';
import { LOCAL_SIGNING_PATH } from '../domain/signing-start';
import type { SigningSession } from '../store/signing-sessions';
import type { DocusignDeps } from './deps';
import type { Language } from '@rescue/contracts/languages';
import {
  alreadySigned,
  couldNotRecord,
  linkNotValid,
  pageLanguage,
  sendPage,
  signingPage,
} from './pages';
import { backToApp, signingEvidence } from './signing-end';

/** The signing page of the local path: read, type your name, tick consent, sign. */
export function localSigningRouter(deps: DocusignDeps): Router<ServiceState> {
  const router = operationRouter();

  /** The open session behind the link, or undefined once the answer page is sent. */
  async function openSession(ctx: ServiceContext, token: string) {
    const session = await deps.sessions.find(token);
    const state = sessionState(session, 'local');
    const language = pageLanguage(ctx);
    if (state === 'missing') sendPage(ctx, 404, linkNotValid(language));
    if (state === 'completed' && session)
      sendPage(ctx, 409, alreadySigned(backPath(session), language));
    return state === 'open' ? session : undefined;
  }

  router.route('documents.signingPage', async ({ ctx, input }) => {
    const session = await openSession(ctx, input.params.token);
    if (session) sendPage(ctx, 200, pageFor(session, pageLanguage(ctx)));
  });

  // The form's errors are the page again (HTML), so the handler reads the body itself.
  router.route('documents.sign', async ({ ctx, input }) => {
    const session = await openSession(ctx, input.params.token);
    if (!session) return;
    const form = readSigningForm(ctx.request.body);
    if (form.error) {
      sendPage(ctx, 400, pageFor(session, pageLanguage(ctx), form));
      return;
    }
    const evidence = signingEvidence(ctx, form.fullName);
    try {
      await completeSigning(deps, session, evidence, ctx.state.requestId);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const back = backPath(session);
      const language = pageLanguage(ctx);
      const page =
        error.status === 409 ? alreadySigned(back, language) : couldNotRecord(back, language);
      sendPage(ctx, error.status === 409 ? 409 : 502, page);
      return;
    }
    backToApp(ctx, session, true);
  });

  return router.router;
}

function pageFor(
  session: SigningSession,
  language: Language,
  form: Pick<SigningForm, 'error'> & { fullName?: string } = {},
) {
  const { title, documents } = onboardingFor(session.documentType);
  return signingPage({
    title,
    documents,
    // The form posts back in the same language when the link named one.
    formAction: `${LOCAL_SIGNING_PATH}/${session.token}${langQuery(language)}`,
    back: backPath(session),
    language,
    ...form,
  });
}
