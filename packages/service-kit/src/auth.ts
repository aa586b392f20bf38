import { timingSafeEqual } from 'node:crypto';
import type { Middleware, ParameterizedContext } from 'koa';
import type { Role } from '@rescue/contracts';
import { forbidden, unauthorized } from './errors';
import { verifyToken, type AuthUser } from './jwt';

export interface ServiceState {
  requestId: string;
  /** Set when a valid bearer token came with the request. */
  user?: AuthUser;
  /** Set when a bearer token came but did not verify. */
  badToken?: boolean;
}

export type ServiceContext = ParameterizedContext<ServiceState>;

/** Reads the bearer token if there is one; routes decide whether they need it. */
export function authenticate(publicKey: string): Middleware<ServiceState> {
  return async (ctx, next) => {
    const header = ctx.get('authorization');
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (match?.[1]) {
      const user = verifyToken(match[1].trim(), publicKey);
      if (user) ctx.state.user = user;
      else ctx.state.badToken = true;
    }
    await next();
  };
}

/** The logged-in user, or a 401. */
export function currentUser(ctx: ServiceContext): AuthUser {
  if (ctx.state.user) return ctx.state.user;
  throw unauthorized(ctx.state.badToken ? 'Invalid or expired token' : 'Authentication required');
}

/** The logged-in user if their role is one of `roles`, else 401 (no user) or 403. */
export function requireRole(ctx: ServiceContext, ...roles: Role[]): AuthUser {
  const user = currentUser(ctx);
  if (!roles.includes(user.role))
    throw forbidden(`This action is only for ${roles.join(' or ')} accounts`);
  return user;
}

/** Route middleware form of requireRole. */
export function roles(...allowed: Role[]): Middleware<ServiceState> {
  return async (ctx, next) => {
    requireRole(ctx, ...allowed);
    await next();
  };
}

export const INTERNAL_KEY_HEADER = 'x-internal-key';

/** Guards /internal/* routes: only other services, holding the shared key, may call them. */
export function requireInternalKey(internalApiKey: string): Middleware<ServiceState> {
  const expected = Buffer.from(internalApiKey);
  return async (ctx, next) => {
    const given = Buffer.from(ctx.get(INTERNAL_KEY_HEADER));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw forbidden('Internal endpoint');
    }
    await next();
  };
}
