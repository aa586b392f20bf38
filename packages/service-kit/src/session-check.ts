import { isVerifiedNgo, type Principal, type SessionCheckResponse } from '@rescue/contracts';
import { HttpError } from './errors';
import { callInternal } from './internal-client';
import type { TokenIdentity } from './jwt';

/**
 * Who a verified token belongs to now, or null when its session has ended (logout, rotation,
 * suspension, deletion, role change, absolute lifetime). Throws (503) when it cannot tell.
 */
export type SessionVerifier = (
  token: TokenIdentity,
  requestId: string,
) => Promise<Principal | null>;

export interface SessionCheckOptions {
  /**
   * How long a live answer is reused before auth is asked again: the longest an ended
   * session keeps working on this service (README: "Sessions").
   */
  ttlMs: number;
  /** While auth cannot answer, a session checked live this recently keeps working. */
  staleIfErrorMs: number;
  /** Bound on remembered tokens; the oldest are forgotten first. */
  maxEntries: number;
}

export const DEFAULT_SESSION_CHECK: SessionCheckOptions = {
  ttlMs: 15_000,
  staleIfErrorMs: 5 * 60_000,
  maxEntries: 50_000,
};

interface CacheEntry {
  principal: Principal | null;
  checkedAt: number;
}

/**
 * The services other than auth ask auth (GET /internal/sessions/{sid}?token={jti}) and keep
 * the answer for `ttlMs`: one internal call per active token per 15 s instead of one per
 * request. An ended session is remembered as ended (it never comes back). An NGO that is not
 * yet verified is asked about every time, so a verification shows on its next request.
 */
export function remoteSessionVerifier(
  authUrl: string,
  internalApiKey: string,
  options: Partial<SessionCheckOptions> = {},
): SessionVerifier {
  const { ttlMs, staleIfErrorMs, maxEntries } = { ...DEFAULT_SESSION_CHECK, ...options };
  const cache = new Map<string, CacheEntry>();
  const inFlight = new Map<string, Promise<Principal | null>>();

  const remember = (key: string, principal: Principal | null) => {
    cache.delete(key); // re-inserted last: the Map's order is then oldest-checked first
    cache.set(key, { principal, checkedAt: Date.now() });
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
  };

  const ask = async (token: TokenIdentity, requestId: string): Promise<Principal | null> => {
    const path = `/internal/sessions/${encodeURIComponent(token.sessionId)}?token=${encodeURIComponent(token.tokenId)}`;
    try {
      const { principal } = await callInternal<SessionCheckResponse>(authUrl, path, {
        internalApiKey,
        requestId,
      });
      const live = principal.id === token.id ? principal : null;
      const settled = !live || live.role !== 'ngo' || isVerifiedNgo(live);
      if (settled) remember(token.tokenId, live);
      else cache.delete(token.tokenId);
      return live;
    } catch (error) {
      if (error instanceof HttpError && (error.status === 401 || error.status === 404)) {
        remember(token.tokenId, null);
        return null;
      }
      throw error;
    }
  };

  return async (token, requestId) => {
    const entry = cache.get(token.tokenId);
    const now = Date.now();
    if (entry && (entry.principal === null || now - entry.checkedAt < ttlMs)) {
      return entry.principal;
    }
    let pending = inFlight.get(token.tokenId);
    if (!pending) {
      pending = ask(token, requestId).finally(() => inFlight.delete(token.tokenId));
      inFlight.set(token.tokenId, pending);
    }
    try {
      return await pending;
    } catch (error) {
      // Auth restarting: sessions seen live a moment ago keep working meanwhile.
      if (entry?.principal && now - entry.checkedAt < staleIfErrorMs) return entry.principal;
      throw error;
    }
  };
}

/** The verifier every service but auth uses, from its configuration. */
export function remoteSessions(config: {
  authUrl: string;
  internalApiKey: string;
  sessionCheckTtlMs: number;
}): SessionVerifier {
  return remoteSessionVerifier(config.authUrl, config.internalApiKey, {
    ttlMs: config.sessionCheckTtlMs,
  });
}
