import type { LoginResponse, RefreshTokenResponse, RegisterResponse } from '@rescue/contracts';
import {
  ObjectId,
  Router,
  clientIp,
  currentUser,
  parseInput,
  unauthorized,
  type ServiceState,
} from '@rescue/service-kit';
import { issueToken, newAccount, requiresDocuments } from '../domain/accounts';
import { hashPassword, passwordMatches } from '../domain/passwords';
import { loginSchema, registerSchema } from '../domain/validation';
import type { AuthDeps } from './deps';

const INVALID_CREDENTIALS = 'Invalid email or password';

/** Sign-up, login and token refresh: open to anyone (refresh: to any logged-in account). */
export function sessionRouter({ config, users, limits }: AuthDeps): Router<ServiceState> {
  const router = new Router<ServiceState>();

  router.post('/api/users/register', async (ctx) => {
    const input = parseInput(registerSchema, ctx.request.body);
    await limits.countRegistration(clientIp(ctx));
    const user = await users.insert(newAccount(input, await hashPassword(input.password)));
    const body: RegisterResponse = {
      token: issueToken(user, config),
      requiresDocuments: requiresDocuments(user),
      _id: user._id.toHexString(),
      message: 'Registration successful!',
      role: user.role,
      name: user.name,
    };
    ctx.status = 201;
    ctx.body = body;
  });

  router.post('/api/users/login', async (ctx) => {
    const { email, password } = parseInput(loginSchema, ctx.request.body);
    const attempt = await limits.beginLogin(email, clientIp(ctx));
    const user = await users.findByEmail(email);
    if (!(await passwordMatches(user?.passwordHash, password)) || !user) {
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await limits.loginSucceeded(attempt);
    const body: LoginResponse = {
      token: issueToken(user, config),
      _id: user._id.toHexString(),
      role: user.role,
      name: user.name,
      message: 'Login successful!',
      requiresDocuments: requiresDocuments(user),
    };
    ctx.body = body;
  });

  // Claims change after sign-up (documents signed, name edited): this reissues them.
  router.post('/api/users/refresh-token', async (ctx) => {
    const { id } = currentUser(ctx);
    const user = ObjectId.isValid(id) ? await users.findById(new ObjectId(id)) : null;
    if (!user) throw unauthorized('This account no longer exists');
    const body: RefreshTokenResponse = {
      token: issueToken(user, config),
      requiresDocuments: requiresDocuments(user),
    };
    ctx.body = body;
  });

  return router;
}
