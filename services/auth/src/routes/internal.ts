import type { Server } from 'node:http';
import type { Db } from 'mongodb';
import {
  SESSION_ENDED_MESSAGE,
  SESSION_ENDS_MAX_WAIT_MS,
  type DocumentsSignedResponse,
  type InternalUser,
  type SessionCheckResponse,
} from '@rescue/contracts';
import {
  badRequest,
  notFound,
  operationRouter,
  parseInput,
  requiredText,
  unauthorized,
  z,
  type Router,
  type ServiceState,
} from '@rescue/service-kit';
import { toInternalUser } from '../domain/accounts';
import { ADMIN_PASSWORD_MIN_LENGTH, ensureAdminAccount } from '../domain/admin-accounts';
import { SessionEndFeed, liveSession } from '../domain/session-check';
import { documentTypeForRole } from '@rescue/contracts';
import type { AuthDeps } from './deps';
import { loadUser } from './load-user';

/** An operator account for `npm run seed` (the demo operator), as `npm run admin` makes one. */
const adminBody = z.object({
  email: requiredText(200),
  name: requiredText(200),
  password: z
    .string()
    .min(ADMIN_PASSWORD_MIN_LENGTH, `must have at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`)
    .max(200),
});
/** The operators listed at most: enough for the seed to tell whether one is not the demo's. */
const ADMINS_LISTED = 100;

/**
 * Service-to-service calls (the gateway never forwards /internal). `db` is auth's own, for
 * the operator account (ensureAdminAccount) and the registration attempts the seed forgets.
 */
export function internalRouter(
  { config, users, sessions }: AuthDeps,
  db: Db,
): Router<ServiceState> {
  const router = operationRouter({ internalApiKey: config.internalApiKey });
  const ends = new SessionEndFeed(sessions.ends);

  // The demo seed's questions and steps (packages/stack/src/seed.ts), which must not reach
  // into this service's database.
  router.route('internal.users.byEmail', async ({ ctx, input }) => {
    const user = await users.findByEmail(input.params.email);
    if (!user) throw notFound('User not found');
    const body: InternalUser = toInternalUser(user);
    ctx.body = body;
  });

  router.route('internal.admins.list', async ({ ctx }) => {
    const admins = await users.search({ role: 'admin', limit: ADMINS_LISTED });
    ctx.body = {
      data: admins.map((admin) => ({ _id: admin._id.toHexString(), email: admin.email })),
    };
  });

  router.route('internal.admins.ensure', async ({ ctx }) => {
    const input = parseInput(adminBody, ctx.request.body);
    const admin = await ensureAdminAccount(db, input);
    ctx.status = 201;
    ctx.body = { _id: admin._id.toHexString(), email: admin.email };
  });

  // Forgets the sign-ups counted against addresses since `since` (ms): the seed's own, so
  // whoever tries the app from this machine keeps the whole hourly allowance.
  router.route('internal.registrations.forget', async ({ ctx }) => {
    const since = numberParam(ctx.query.since, 15);
    if (since === undefined) throw badRequest('since: a time in milliseconds is required');
    const { deletedCount } = await db
      .collection(REGISTRATION_ATTEMPTS)
      .deleteMany({ key: { $regex: REGISTER_IP_KEY }, at: { $gte: new Date(since) } });
    ctx.body = { forgotten: deletedCount };
  });

  router.route('internal.users.read', async ({ ctx, input }) => {
    const body: InternalUser = toInternalUser(await loadUser(users, input.params.id));
    ctx.body = body;
  });

  // Session ends as they happen, for the services holding live streams (service-kit's
  // watchSessionEnds): a long poll, answered at once when there is one.
  router.route('internal.sessions.ends', async ({ ctx }) => {
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
  router.route('internal.sessions.check', async ({ ctx, input }) => {
    const { token } = input.query;
    const live = await liveSession(users, sessions, {
      sessionId: input.params.sessionId,
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
  router.route('internal.users.documentsSigned', async ({ ctx, input }) => {
    const { documentType } = input.body;
    const user = await loadUser(users, input.params.id);
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

  return router.router;
}

/** RateLimitStore's default collection, and the key AuthLimits counts sign-ups by address. */
const REGISTRATION_ATTEMPTS = 'rateLimitAttempts';
const REGISTER_IP_KEY = '^register:ip:';

/** A whole number of at most `digits` digits from a query parameter, or undefined. */
function numberParam(value: unknown, digits: number): number | undefined {
  return typeof value === 'string' && value.length <= digits && /^\d+$/.test(value)
    ? Number(value)
    : undefined;
}
