import {
  SESSION_ENDED_MESSAGE,
  type DocumentsSignedResponse,
  type InternalUser,
  type SessionCheckResponse,
} from '@rescue/contracts';
import {
  Router,
  badRequest,
  notFound,
  parseInput,
  requireInternalKey,
  unauthorized,
  type ServiceState,
} from '@rescue/service-kit';
import { toInternalUser } from '../domain/accounts';
import { liveSession } from '../domain/session-check';
import {
  documentTypeForRole,
  documentsSignedSchema,
  sessionCheckQuerySchema,
} from '@rescue/contracts';
import type { AuthDeps } from './deps';
import { loadUser } from './load-user';

/** Service-to-service calls (the gateway never forwards /internal). */
export function internalRouter({ config, users, sessions }: AuthDeps): Router<ServiceState> {
  const router = new Router<ServiceState>();
  const internalOnly = requireInternalKey(config.internalApiKey);

  router.get('/internal/users/:id', internalOnly, async (ctx) => {
    const body: InternalUser = toInternalUser(await loadUser(users, ctx.params.id));
    ctx.body = body;
  });

  // The other services' session check (service-kit's remoteSessionVerifier): 401 once ended.
  router.get('/internal/sessions/:sessionId', internalOnly, async (ctx) => {
    const { token } = parseInput(sessionCheckQuerySchema, ctx.query);
    const live = await liveSession(users, sessions, {
      sessionId: ctx.params.sessionId!,
      tokenId: token,
    });
    if (!live) throw unauthorized(SESSION_ENDED_MESSAGE);
    const body: SessionCheckResponse = {
      principal: live.principal,
      expiresAt: live.expiresAt.toISOString(),
    };
    ctx.body = body;
  });

  // The docusign service reports a completed signing here.
  router.post('/internal/users/:id/documents-signed', internalOnly, async (ctx) => {
    const { documentType } = parseInput(documentsSignedSchema, ctx.request.body);
    const user = await loadUser(users, ctx.params.id);
    const expected = documentTypeForRole(user.role);
    if (documentType !== expected) {
      throw badRequest(
        expected
          ? `documentType must be ${expected} for a ${user.role} account`
          : 'Plain user accounts have no documents to sign',
      );
    }
    const signed = await users.markDocumentsSigned(user._id);
    if (!signed) throw notFound('User not found');
    // A signed NGO waits for the operator's verification.
    if (signed.role === 'ngo') await users.enterVerificationQueue(signed._id);
    const body: DocumentsSignedResponse = { _id: signed._id.toHexString(), documentsSigned: true };
    ctx.body = body;
  });

  return router;
}
