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
import { peerReplicas } from './peer-replicas';
import { followLongPoll } from './long-poll';
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
   * session keeps working on this service when auth's feed of ends did not reach it (auth
   * away); otherwise the end forgets the answer at once (docs/operations.md, "Security settings").
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

/** One session's remembered tokens (a refresh adds one), and whose session it is. */
interface SessionEntry {
  userId: string;
  tokens: Map<string, CacheEntry>;
}

/** A session verifier that can be told to forget what it remembers of a session or an account. */
export type ForgettingSessionVerifier = SessionVerifier & {
  /** The next check of any of this account's tokens asks auth (its sessions ended or changed). */
  forgetAccount(userId: string): void;
  /** The next check of any of this session's tokens asks auth (it ended: logout, reuse). */
  forgetSession(sessionId: string): void;
};

/**
 * The services other than auth ask auth (GET /internal/sessions/{sid}?token={jti}) and keep
 * the answer for `ttlMs`: one internal call per active token per 15 s instead of one per
 * request. An ended session is remembered as ended (it never comes back). An NGO that is not
 * yet verified is asked about every time, so a verification shows on its next request.
 * Remembered by session, then token: an end pushed for one session forgets it at once
 * (remoteSessions wires auth's feed of ends to forgetSession and forgetAccount).
 */
export function remoteSessionVerifier(
  authUrl: string,
  internalApiKey: string,
  options: Partial<SessionCheckOptions> = {},
): ForgettingSessionVerifier {
  const { ttlMs, staleIfErrorMs, maxEntries } = { ...DEFAULT_SESSION_CHECK, ...options };
  /** Oldest-checked session first (re-inserted on each answer: the Map keeps insertion order). */
  const cache = new Map<string, SessionEntry>();
  let size = 0;
  const inFlight = new Map<string, Promise<Principal | null>>();
  /**
   * Moves on with every forget: an answer auth gave before an end, arriving after it, is
   * returned to its caller but not remembered (it would keep the ended session for ttlMs).
   */
  let generation = 0;

  const drop = (sessionId: string) => {
    const entry = cache.get(sessionId);
    if (!entry) return;
    size -= entry.tokens.size;
    cache.delete(sessionId);
  };

  const remember = (token: TokenIdentity, principal: Principal | null) => {
    const entry = cache.get(token.sessionId) ?? { userId: token.id, tokens: new Map() };
    cache.delete(token.sessionId);
    cache.set(token.sessionId, entry);
    if (!entry.tokens.has(token.tokenId)) size += 1;
    entry.tokens.set(token.tokenId, { principal, checkedAt: Date.now() });
    while (size > maxEntries) {
      const [oldestId, oldest] = cache.entries().next().value as [string, SessionEntry];
      const tokenId = oldest.tokens.keys().next().value as string;
      oldest.tokens.delete(tokenId);
      size -= 1;
      if (oldest.tokens.size === 0) cache.delete(oldestId);
    }
  };

  const unremember = (token: TokenIdentity) => {
    const entry = cache.get(token.sessionId);
    if (entry?.tokens.delete(token.tokenId)) size -= 1;
    if (entry?.tokens.size === 0) cache.delete(token.sessionId);
  };

  const ask = async (token: TokenIdentity, requestId: string): Promise<Principal | null> => {
    const asked = generation;
    const path = `/internal/sessions/${encodeURIComponent(token.sessionId)}?token=${encodeURIComponent(token.tokenId)}`;
    try {
      const { principal } = await callInternal<SessionCheckResponse>(authUrl, path, {
        internalApiKey,
        requestId,
      });
      const live = principal.id === token.id ? principal : null;
      const settled = !live || live.role !== 'ngo' || isVerifiedNgo(live);
      if (settled && asked === generation) remember(token, live);
      else unremember(token);
      return live;
    } catch (error) {
      if (error instanceof HttpError && (error.status === 401 || error.status === 404)) {
        remember(token, null);
        return null;
      }
      throw error;
    }
  };

  const verify: SessionVerifier = async (token, requestId) => {
    const entry = cache.get(token.sessionId)?.tokens.get(token.tokenId);
    const now = Date.now();
    if (entry && (entry.principal === null || now - entry.checkedAt < ttlMs)) {
      return entry.principal;
    }
    const key = `${token.sessionId} ${token.tokenId}`;
    let pending = inFlight.get(key);
    if (!pending) {
      const asking = ask(token, requestId).finally(() => {
        if (inFlight.get(key) === asking) inFlight.delete(key);
      });
      pending = asking;
      inFlight.set(key, asking);
    }
    try {
      return await pending;
    } catch (error) {
      // Auth restarting: sessions seen live a moment ago keep working meanwhile.
      if (entry?.principal && now - entry.checkedAt < staleIfErrorMs) return entry.principal;
      throw error;
    }
  };
  const forgotten = () => {
    generation += 1;
    // A check asked before the end is not joined by the requests after it.
    inFlight.clear();
  };
  const forgetSession = (sessionId: string) => {
    forgotten();
    drop(sessionId);
  };
  const forgetAccount = (userId: string) => {
    forgotten();
    // Rare (an account-wide end) against up to maxEntries sessions: a scan beats a second index.
    for (const [sessionId, entry] of cache) if (entry.userId === userId) drop(sessionId);
  };
  return Object.assign(verify, { forgetAccount, forgetSession });
}

/** The session check of a service but auth, and auth's feed of session ends it follows. */
export type RemoteSessions = ForgettingSessionVerifier & {
  /** The ends it follows, for work of the service's own (its live streams end at once). */
  ends: SessionEndWatch;
};

/**
 * The verifier every service but auth uses, from its configuration: it follows auth's session
 * ends (watchSessionEnds) from now until the service starts closing, and forgets a session or
 * an account the moment auth says it ended, so a logout, a suspension or a reused refresh
 * token is refused here at once rather than when the cached answer (ttlMs) runs out.
 */
export function remoteSessions(
  config: { authUrl: string; internalApiKey: string; sessionCheckTtlMs: number },
  service: { logger: Logger; onClosing: (stop: () => void) => void },
): RemoteSessions {
  const verify = remoteSessionVerifier(config.authUrl, config.internalApiKey, {
    ttlMs: config.sessionCheckTtlMs,
  });
  const ends = watchSessionEnds(config.authUrl, config.internalApiKey, service.logger);
  // Subscribed first: the service's own listeners (a stream's recheck) ask auth afresh.
  ends.onEnd((end) => {
    if (end.sessionId === undefined) verify.forgetAccount(end.userId);
    else verify.forgetSession(end.sessionId);
  });
  ends.start();
  service.onClosing(() => ends.stop());
  return Object.assign(verify, { ends });
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
 * (logout, suspension, deletion, role or password change): how every service's session check
 * (remoteSessions) forgets an ended session at once, and a service that holds responses open
 * for hours (live streams) ends them, instead of when the cached check (ttlMs above) runs out.
 * One request open per process; a failure is retried with a short backoff (followLongPoll).
 */
export function watchSessionEnds(
  authUrl: string,
  internalApiKey: string,
  logger?: Logger,
): SessionEndWatch {
  const listeners = new Set<(end: SessionEnd) => void>();
  const replicas = peerReplicas(authUrl);
  // Set by the first call after a start: from a moment before it, so no end is missed.
  let cursor: number | undefined;
  const follower = followLongPoll(
    async (signal) => {
      cursor ??= Date.now() - WATCH_LOOKBACK_MS;
      const path = `/internal/sessions/ends?after=${cursor}&waitMs=${SESSION_ENDS_MAX_WAIT_MS}`;
      // Auth's replica that answered last; after a failure the retry asks the next one.
      const base = replicas.first();
      let body: SessionEndsResponse;
      try {
        const response = await request(`${base}${path}`, {
          headers: { [INTERNAL_KEY_HEADER]: internalApiKey },
          signal,
          headersTimeout: SESSION_ENDS_MAX_WAIT_MS + 5000,
          bodyTimeout: SESSION_ENDS_MAX_WAIT_MS + 5000,
        });
        body = (await response.body.json()) as SessionEndsResponse;
        if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
      } catch (error) {
        if (!signal.aborted) replicas.failed(base);
        throw error;
      }
      replicas.answered(base);
      cursor = Math.max(cursor, Number(body.cursor) || 0);
      for (const end of body.ends) for (const listener of listeners) listener(end);
    },
    { retryMs: WATCH_RETRY_MS, failureMessage: 'following session ends failed', logger },
  );

  return {
    start: follower.start,
    onEnd(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      follower.stop();
      cursor = undefined;
    },
  };
}
