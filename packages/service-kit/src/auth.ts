import { timingSafeEqual } from 'node:crypto';
import type { Middleware, ParameterizedContext } from 'koa';
import {
  LOGIN_REQUIRED_MESSAGE,
  SESSION_ENDED_MESSAGE,
  authorize as decide,
  authorizeRole as decideRole,
  type Decision,
  type ObjectFacts,
  type Operation,
} from '@rescue/contracts';
import { HttpError, forbidden, unauthorized } from './errors';
import { verifyToken, type AuthUser } from './jwt';
import type { SessionVerifier } from './session-check';

export interface ServiceState {
  requestId: string;
  /** Set when a valid bearer token of a live session came with the request. */
  user?: AuthUser;
  /** Why a bearer token that came was not accepted. */
  refusal?: 'bad-token' | 'session-ended';
  /** The session could not be checked (auth unreachable): routes that need a user answer this. */
  sessionCheckError?: unknown;
}

export type ServiceContext = ParameterizedContext<ServiceState>;

const INVALID_TOKEN_MESSAGE = 'Invalid or expired token';

/**
 * Reads the bearer token if there is one and asks `sessions` whether its session is live and
 * who it belongs to now; routes decide, through `authorize`, whether they need it. Public
 * routes keep working when the check fails: only a route that needs the user answers 503.
 */
export function authenticate(
  publicKey: string,
  sessions: SessionVerifier,
): Middleware<ServiceState> {
  return async (ctx, next) => {
    const match = /^Bearer\s+(.+)$/i.exec(ctx.get('authorization'));
    if (match?.[1]) {
      const token = verifyToken(match[1].trim(), publicKey);
      if (!token) ctx.state.refusal = 'bad-token';
      else {
        try {
          const principal = await sessions(token, ctx.state.requestId);
          if (principal)
            ctx.state.user = { ...principal, sessionId: token.sessionId, tokenId: token.tokenId };
          else ctx.state.refusal = 'session-ended';
        } catch (error) {
          ctx.state.sessionCheckError = error;
        }
      }
    }
    await next();
  };
}

/** The logged-in user, or a 401 (503 when the session could not be checked). */
export function currentUser(ctx: ServiceContext): AuthUser {
  if (ctx.state.user) return ctx.state.user;
  if (ctx.state.sessionCheckError) throw ctx.state.sessionCheckError;
  if (ctx.state.refusal === 'session-ended') throw unauthorized(SESSION_ENDED_MESSAGE);
  throw unauthorized(
    ctx.state.refusal === 'bad-token' ? INVALID_TOKEN_MESSAGE : LOGIN_REQUIRED_MESSAGE,
  );
}

function enforce(decision: Decision): void {
  if (!decision.allowed) throw new HttpError(decision.status, decision.message);
}

/**
 * The one authorization check (contracts' POLICY): the caller, if `operation` admits their
 * role and its object rule holds for `facts`; else 401 or 403 with the policy's message.
 */
export function authorize(
  ctx: ServiceContext,
  operation: Operation,
  facts: ObjectFacts = {},
): AuthUser {
  const user = currentUser(ctx);
  enforce(decide(operation, user, facts));
  return user;
}

/**
 * The role half of `authorize`, before the object is loaded (a wrong role then learns nothing
 * about the object); call `authorize` with the object's facts once it is loaded.
 */
export function authorizeRole(ctx: ServiceContext, operation: Operation): AuthUser {
  const user = currentUser(ctx);
  enforce(decideRole(operation, user));
  return user;
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
