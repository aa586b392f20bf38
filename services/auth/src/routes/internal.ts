import type { Server } from 'node:http';
import {
  SESSION_ENDED_MESSAGE,
  SESSION_ENDS_MAX_WAIT_MS,
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
import { SessionEndFeed, liveSession } from '../domain/session-check';
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
  const ends = new SessionEndFeed(sessions.ends);

  router.get('/internal/users/:id', internalOnly, async (ctx) => {
    const body: InternalUser = toInternalUser(await loadUser(users, ctx.params.id));
    ctx.body = body;
  });

  // Session ends as they happen, for the services holding live streams (service-kit's
  // watchSessionEnds): a long poll, answered at once when there is one.
  router.get('/internal/sessions/ends', internalOnly, async (ctx) => {
    const after = numberParam(ctx.query.after, 15);
    const waitMs = ctx.query.waitMs === undefined ? 0 : numberParam(ctx.query.waitMs, 6);
    if (after === undefined) throw badRequest('after: a time in milliseconds is required');
    if (waitMs === undefined || waitMs > SESSION_ENDS_MAX_WAIT_MS)
      throw badRequest(`waitMs: a number of milliseconds up to ${SESSION_ENDS_MAX_WAIT_MS}`);
    const socket = ctx.req.socket as typeof ctx.req.socket & { server?: Server };
    // Answered now once this process stops listening (or the caller left), on a connection
    // then closed: no long poll, nor a follower asking again on its kept-alive connection,
    // holds a shutdown open.
    const serving = () => socket.server?.listening !== false && !socket.destroyed;
    if (!serving()) {
      ctx.set('Connection', 'close');
      ctx.status = 503;
      ctx.body = { message: 'The auth service is stopping, please try again shortly' };
      return;
    }
    const answer = await ends.wait(after, waitMs, serving);
    if (!serving()) ctx.set('Connection', 'close');
    ctx.body = answer;
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

/** A whole number of at most `digits` digits from a query parameter, or undefined. */
function numberParam(value: unknown, digits: number): number | undefined {
  return typeof value === 'string' && value.length <= digits && /^\d+$/.test(value)
    ? Number(value)
    : undefined;
}
