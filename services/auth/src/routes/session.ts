import {
  FOLLOW_ACCOUNT_EXISTS_MESSAGE,
  registerRequestSchema,
  ACCOUNT_SUSPENDED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  LOGGED_IN_MESSAGE,
  REGISTERED_MESSAGE,
  SESSION_ENDED_MESSAGE,
  type LoginResponse,
  type LogoutResponse,
  type RefreshTokenResponse,
  type RegisterResponse,
} from '@rescue/contracts';
import { FOLLOW_TOKEN_HEADER, type FollowedReportContact } from '@rescue/contracts/follow';
import {
  HttpError,
  ObjectId,
  badRequest,
  callInternal,
  conflict,
  parseInput,
  clientIp,
  forbidden,
  operationRouter,
  unauthorized,
  verifyToken,
  type ServiceState,
  Router,
  type ServiceContext,
} from '@rescue/service-kit';
import { issueToken, newAccount, requiresDocuments } from '../domain/accounts';
import { hashPassword, passwordMatches } from '../domain/passwords';
import { newSession } from '../store/sessions';
import type { AuthDeps } from './deps';

/** Sign-up, login, token refresh and logout. */
export function sessionRouter({
  config,
  users,
  sessions,
  limits,
  notices,
  logger,
}: AuthDeps): Router<ServiceState> {
  const router = operationRouter();

  router.route('session.register', async ({ ctx, input: { body: input } }) => {
    await limits.countRegistration(clientIp(ctx));
    const account = newAccount(input, await hashPassword(input.password));
    const created = await users.insert(account);
    const { user, session } = created
      ? {
          user: created,
          session: await sessions.start(created._id.toHexString(), config.sessionMaxAgeSeconds),
        }
      : await lookalikeOfNew(account);
    const body: RegisterResponse = {
      token: issueToken(user, session, config),
      requiresDocuments: requiresDocuments(user),
      _id: user._id.toHexString(),
      message: REGISTERED_MESSAGE,
      role: input.role,
      name: user.name,
    };
    ctx.status = 201;
    ctx.body = body;
  });

  /**
   * A report sent without an account, kept in a new one in one step (issue 30): the account is
   * made from the report's contact and place with the password given, and the incidents
   * service hands the report over. Only the report's follow link opens this, once.
   */
  router.route('session.registerFromFollow', async ({ ctx, input: { body } }) => {
    const followToken = ctx.get(FOLLOW_TOKEN_HEADER);
    if (!followToken) throw badRequest(`The ${FOLLOW_TOKEN_HEADER} header is required`);
    await limits.countRegistration(clientIp(ctx));
    const internal = { internalApiKey: config.internalApiKey, requestId: ctx.state.requestId };
    const report = await callInternal<FollowedReportContact>(
      config.incidentsUrl,
      '/internal/incidents/followed/report',
      // A read sent as POST (the token stays out of URLs and logs).
      { ...internal, method: 'POST', body: { followToken }, idempotent: true },
    );
    const email = body.email ?? report.email ?? undefined;
    // Said here, unlike plain registration: the one who reported is asked to log in instead
    // (before anything else is asked of them).
    if (email && (await users.findByEmail(email))) throw conflict(FOLLOW_ACCOUNT_EXISTS_MESSAGE);
    const input = parseInput(registerRequestSchema, {
      name: body.name ?? report.name,
      email,
      phoneNumber: body.phoneNumber ?? report.phoneNumber ?? undefined,
      password: body.password,
      role: 'user',
      city: report.city,
      address: report.address,
    });
    const user = await users.insert(newAccount(input, await hashPassword(input.password)));
    if (!user) throw conflict(FOLLOW_ACCOUNT_EXISTS_MESSAGE);
    const accountId = user._id.toHexString();
    const reporter = { name: user.name, contactNumber: user.phoneNumber, email: user.email };
    const claimReport = () =>
      callInternal(config.incidentsUrl, '/internal/incidents/followed/claim', {
        ...internal,
        method: 'POST',
        body: { followToken, accountId, reporter },
        idempotent: true, // the same account's repeat is answered as done
      });
    // A refusal (another account kept it meanwhile, the link is gone) is final; anything else
    // (a lost answer, a replica restarting) is asked once more: the claim is idempotent.
    const refused = (error: unknown) =>
      error instanceof HttpError && (error.status === 404 || error.status === 409);
    try {
      await claimReport().catch((error: unknown) => {
        if (refused(error)) throw error;
        return claimReport();
      });
    } catch (error) {
      // Refused: no account half made. Failed twice: the account stays (the report may be
      // its own already); logging in and POST /api/incidents/followed/claim finish the step.
      if (refused(error)) await users.delete(user._id).catch(() => undefined);
      throw error;
    }
    logger.info({ userId: accountId }, 'account made from a report without one');
    const session = await sessions.start(accountId, config.sessionMaxAgeSeconds);
    const answer: RegisterResponse = {
      token: issueToken(user, session, config),
      requiresDocuments: false,
      _id: accountId,
      message: REGISTERED_MESSAGE,
      role: 'user',
      name: user.name,
    };
    ctx.status = 201;
    ctx.body = answer;
  });

  router.route('session.login', async ({ ctx, input }) => {
    const { email, password } = input.body;
    const attempt = await limits.beginLogin(email, clientIp(ctx));
    const user = await users.findByEmail(email);
    if (!(await passwordMatches(user?.passwordHash, password)) || !user) {
      throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
    }
    // Said only to whoever knows the password, so it reveals nothing to a guesser.
    if (user.suspension) {
      await limits.loginSucceeded(attempt);
      throw forbidden(ACCOUNT_SUSPENDED_MESSAGE);
    }
    const [session] = await Promise.all([
      sessions.start(user._id.toHexString(), config.sessionMaxAgeSeconds),
      limits.loginSucceeded(attempt),
      users.recordLogin(user._id),
    ]);
    const body: LoginResponse = {
      token: issueToken(user, session, config),
      _id: user._id.toHexString(),
      role: user.role,
      name: user.name,
      message: LOGGED_IN_MESSAGE,
      requiresDocuments: requiresDocuments(user),
    };
    ctx.body = body;
  });

  // Rotates: the presented token is refused from now on, and presenting it here again ends the
  // whole session (reuse detection). Claims are read afresh (documents signed, name edited);
  // the session's absolute end stays where it was.
  router.route(
    'session.refresh',
    async ({ ctx, user: caller }) => {
      const user = await users.findById(new ObjectId(caller.id));
      const session = user ? await sessions.rotate(caller.sessionId, caller.tokenId) : null;
      if (session === 'reused') logReuse(ctx, caller);
      if (!user || !session || session === 'reused') throw unauthorized(SESSION_ENDED_MESSAGE);
      const body: RefreshTokenResponse = {
        token: issueToken(user, session, config),
        requiresDocuments: requiresDocuments(user),
      };
      ctx.body = body;
    },
    {
      // A replaced token is refused below; presenting it here first ends its whole session.
      before: async (ctx) => {
        if (ctx.state.refusal === 'session-ended') await endSessionIfReused(ctx);
      },
    },
  );

  router.route('session.logout', async ({ ctx, user: caller }) => {
    await sessions.end(caller.sessionId, 'logout');
    const body: LogoutResponse = { success: true, message: 'Logged out' };
    ctx.body = body;
  });

  /**
   * The email has an account already. OWASP's advice against account enumeration: answer as
   * for a new account and tell the owner by email instead (domain/account-notices.ts). The
   * answer is a new account's in every field, with a token of a session that was never stored
   * (its first use gets 401, as an ended session's does) and an id no account has: no account
   * is made, nothing of the existing one is changed or revealed. One database read here, as a
   * new account's session costs one write, and a password hashed either way, so the time
   * taken does not tell them apart; the registration limit per address applies to both.
   * What stays visible: the token does not work, so one more call tells; that is the price of
   * the spec's token in this answer (docs/operations.md, "Security settings").
   */
  async function lookalikeOfNew(account: ReturnType<typeof newAccount>) {
    const owner = await users.findByEmail(account.email);
    if (owner) void notices.signUpWithRegisteredEmail(owner);
    const user = { ...account, _id: new ObjectId() };
    return { user, session: newSession(user._id.toHexString(), config.sessionMaxAgeSeconds) };
  }

  /**
   * A correctly signed token whose session is live but has moved on to a newer token was
   * refreshed before: someone holds a copy (a refresh alongside is caught by sessions.rotate).
   * Only the refresh call counts as reuse: an API call
   * already in flight with the replaced token is just refused, so a client refreshing while it
   * has calls out is not logged out. The web client refreshes one tab at a time (a Web Lock),
   * so no grace period is given to a second refresh of one token.
   */
  async function endSessionIfReused(ctx: ServiceContext): Promise<void> {
    const bearer = /^Bearer\s+(.+)$/i.exec(ctx.get('authorization'))?.[1]?.trim();
    const token = bearer ? verifyToken(bearer, config.jwtPublicKey) : undefined;
    if (token && (await sessions.endOnReuse(token.sessionId, token.tokenId))) logReuse(ctx, token);
  }

  function logReuse(ctx: ServiceContext, token: { sessionId: string; id: string }): void {
    logger.warn(
      { sessionId: token.sessionId, userId: token.id, requestId: ctx.state.requestId },
      'a refresh token was presented again: session ended',
    );
  }

  return router.router;
}
