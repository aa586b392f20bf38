import { request } from 'undici';
import {
  SESSION_ENDS_MAX_WAIT_MS,
  isVerifiedNgo,
  type Principal,
  type SessionCheckResponse,
  type SessionEnd,
  type SessionEndsResponse,
} from '@rescue/contracts';
import type { Logger } from '@rescue/process-kit';
import { INTERNAL_KEY_HEADER } from './auth';
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
   * session keeps working on this service (docs/operations.md, "Security settings").
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

/** A session verifier that can be told to forget what it remembers of an account. */
export type ForgettingSessionVerifier = SessionVerifier & {
  /** The next check of any of this account's tokens asks auth (a session of it ended). */
  forgetAccount(userId: string): void;
};

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
): ForgettingSessionVerifier {
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

  const verify: SessionVerifier = async (token, requestId) => {
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
  const forgetAccount = (userId: string) => {
    // Rare (a session end) against up to maxEntries: a scan beats keeping a second index.
    for (const [key, entry] of cache) if (entry.principal?.id === userId) cache.delete(key);
  };
  return Object.assign(verify, { forgetAccount });
}

/** The verifier every service but auth uses, from its configuration. */
export function remoteSessions(config: {
  authUrl: string;
  internalApiKey: string;
  sessionCheckTtlMs: number;
}): ForgettingSessionVerifier {
  return remoteSessionVerifier(config.authUrl, config.internalApiKey, {
    ttlMs: config.sessionCheckTtlMs,
  });
}

/** Session ends as auth pushes them (watchSessionEnds). */
export interface SessionEndWatch {
  /** Starts following (idempotent): from a moment before now, so no end is missed. */
  start(): void;
  onEnd(listener: (end: SessionEnd) => void): () => void;
  stop(): void;
}

/** How far before its start a watch asks: an end while its first stream opened is not missed. */
const WATCH_LOOKBACK_MS = 5000;
/** After a failed call: wait, doubling to 1 s (auth restarting: ends then still come soon). */
const WATCH_RETRY_MS = [250, 500, 1000];

/**
 * Follows auth's GET /internal/sessions/ends, a long poll answered as soon as a session ends
 * (logout, suspension, deletion, role or password change): how a service that holds responses
 * open for hours (live streams) ends them within a moment of the session's end, instead of
 * when its cached check (ttlMs above) runs out. One request open per process; a failure is
 * retried with a short backoff and logged once a minute at most.
 */
export function watchSessionEnds(
  authUrl: string,
  internalApiKey: string,
  logger?: Logger,
): SessionEndWatch {
  const listeners = new Set<(end: SessionEnd) => void>();
  let running = false;
  let abort: AbortController | undefined;
  let cursor = 0;
  let lastFailureLogged = 0;

  const follow = async () => {
    let failures = 0;
    while (running) {
      abort = new AbortController();
      try {
        const path = `/internal/sessions/ends?after=${cursor}&waitMs=${SESSION_ENDS_MAX_WAIT_MS}`;
        const response = await request(`${authUrl}${path}`, {
          headers: { [INTERNAL_KEY_HEADER]: internalApiKey },
          signal: abort.signal,
          headersTimeout: SESSION_ENDS_MAX_WAIT_MS + 5000,
          bodyTimeout: SESSION_ENDS_MAX_WAIT_MS + 5000,
        });
        const body = (await response.body.json()) as SessionEndsResponse;
        if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
        failures = 0;
        cursor = Math.max(cursor, Number(body.cursor) || 0);
        for (const end of body.ends) for (const listener of listeners) listener(end);
      } catch (error) {
        if (!running) return;
        if (Date.now() - lastFailureLogged > 60_000) {
          lastFailureLogged = Date.now();
          logger?.warn({ err: (error as Error).message }, 'following session ends failed');
        }
        const delay = WATCH_RETRY_MS[Math.min(failures, WATCH_RETRY_MS.length - 1)]!;
        failures += 1;
        await new Promise<void>((resolve) => setTimeout(resolve, delay).unref());
      }
    }
  };

  return {
    start() {
      if (running) return;
      running = true;
      cursor = Date.now() - WATCH_LOOKBACK_MS;
      void follow();
    },
    onEnd(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      running = false;
      abort?.abort();
    },
  };
}
