import {
  ACCOUNT_SUSPENDED_MESSAGE,
  SESSION_ENDED_MESSAGE,
  type LoginResponse,
  type LogoutResponse,
  type RefreshTokenResponse,
  type RegisterResponse,
} from '@rescue/contracts';
import {
  ObjectId,
  Router,
  authorize,
  clientIp,
  forbidden,
  parseInput,
  unauthorized,
  type ServiceState,
} from '@rescue/service-kit';
import { issueToken, newAccount, requiresDocuments } from '../domain/accounts';
import { hashPassword, passwordMatches } from '../domain/passwords';
import { loginRequestSchema, registerRequestSchema } from '@rescue/contracts';
import type { AuthDeps } from './deps';

const INVALID_CREDENTIALS = 'Invalid email or password';

/** Sign-up, login, token refresh and logout. */
export function sessionRouter({ config, users, sessions, limits }: AuthDeps): Router<ServiceState> {
  const router = new Router<ServiceState>();

  router.post('/api/users/register', async (ctx) => {
    const input = parseInput(registerRequestSchema, ctx.request.body);
    await limits.countRegistration(clientIp(ctx));
    const user = await users.insert(newAccount(input, await hashPassword(input.password)));
    const session = await sessions.start(user._id.toHexString(), config.sessionMaxAgeSeconds);
    const body: RegisterResponse = {
      token: issueToken(user, session, config),
      requiresDocuments: requiresDocuments(user),
      _id: user._id.toHexString(),
      message: 'Registration successful!',
      role: input.role,
      name: user.name,
    };
    ctx.status = 201;
    ctx.body = body;
  });

  router.post('/api/users/login', async (ctx) => {
    const { email, password } = parseInput(loginRequestSchema, ctx.request.body);
    const attempt = await limits.beginLogin(email, clientIp(ctx));
    const user = await users.findByEmail(email);
    if (!(await passwordMatches(user?.passwordHash, password)) || !user) {
      throw unauthorized(INVALID_CREDENTIALS);
    }
    // Said only to whoever knows the password, so it reveals nothing to a guesser.
    if (user.suspension) {
      await limits.loginSucceeded(attempt);
      throw forbidden(ACCOUNT_SUSPENDED_MESSAGE);
    }
    const [session] = await Promise.all([
      sessions.start(user._id.toHexString(), config.sessionMaxAgeSeconds),
      limits.loginSucceeded(attempt),
    ]);
    const body: LoginResponse = {
      token: issueToken(user, session, config),
      _id: user._id.toHexString(),
      role: user.role,
      name: user.name,
      message: 'Login successful!',
      requiresDocuments: requiresDocuments(user),
    };
    ctx.body = body;
  });

  // Rotates: the presented token is refused from now on. Claims are read afresh (documents
  // signed, name edited); the session's absolute end stays where it was.
  router.post('/api/users/refresh-token', async (ctx) => {
    const caller = authorize(ctx, 'session.refresh');
    const user = await users.findById(new ObjectId(caller.id));
    const session = user ? await sessions.rotate(caller.sessionId, caller.tokenId) : null;
    if (!user || !session) throw unauthorized(SESSION_ENDED_MESSAGE);
    const body: RefreshTokenResponse = {
      token: issueToken(user, session, config),
      requiresDocuments: requiresDocuments(user),
    };
    ctx.body = body;
  });

  router.post('/api/users/logout', async (ctx) => {
    const caller = authorize(ctx, 'session.logout');
    await sessions.end(caller.sessionId, 'logout');
    const body: LogoutResponse = { success: true, message: 'Logged out' };
    ctx.body = body;
  });

  return router;
}
