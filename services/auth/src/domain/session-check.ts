import type { Principal, SessionEndsResponse } from '@rescue/contracts';
import { ObjectId, type SessionVerifier } from '@rescue/service-kit';
import type { SessionEndLog } from '../store/session-ends';
import type { SessionStore } from '../store/sessions';
import type { UserStore } from '../store/users';
import { principalOf } from './accounts';

/**
 * Auth's own answer to "is this token's session live, and whose is it now": read from the
 * database on every call, so auth refuses an ended session at once. The other services ask
 * the same question over GET /internal/sessions/{sid}.
 */
export async function liveSession(
  users: UserStore,
  sessions: SessionStore,
  token: { sessionId: string; tokenId: string; id?: string },
): Promise<{ principal: Principal; expiresAt: Date } | null> {
  const session = await sessions.live(token.sessionId, token.tokenId);
  if (!session || !ObjectId.isValid(session.userId)) return null;
  if (token.id !== undefined && session.userId !== token.id) return null;
  const user = await users.findById(new ObjectId(session.userId));
  if (!user || user.suspension) return null;
  return { principal: principalOf(user), expiresAt: session.expiresAt };
}

export function localSessionVerifier(users: UserStore, sessions: SessionStore): SessionVerifier {
  return async (token) => (await liveSession(users, sessions, token))?.principal ?? null;
}

/** An answer covers this much before its cursor too: an end written a moment late is not lost. */
const END_OVERLAP_MS = 2000;
/** How often a waiting process reads the ends other processes wrote (its own: at once). */
const END_POLL_MS = 250;

interface EndWaiter {
  after: number;
  deadline: number;
  /** False once this process stops serving: answer now, do not hold the shutdown. */
  serving: () => boolean;
  resolve: (answer: SessionEndsResponse) => void;
}

/**
 * GET /internal/sessions/ends: how a service holding live streams learns at once that a
 * session ended (logout, suspension, deletion, role or password change), instead of when its
 * cached session check runs out. A long poll: each waiting caller is answered as soon as an
 * end after its cursor is in the log, which this process reads at once after its own ends and
 * every END_POLL_MS for the other processes' (one read for every waiter, only while someone
 * waits).
 */
export class SessionEndFeed {
  private readonly waiters = new Set<EndWaiter>();
  private timer: NodeJS.Timeout | undefined;
  private reading: Promise<void> | undefined;
  private again = false;

  constructor(private readonly log: SessionEndLog) {
    log.onRecord(() => void this.read());
  }

  wait(after: number, waitMs: number, serving: () => boolean): Promise<SessionEndsResponse> {
    return new Promise((resolve) => {
      this.waiters.add({ after, deadline: Date.now() + waitMs, serving, resolve });
      void this.read();
      this.timer ??= setInterval(() => void this.read(), END_POLL_MS);
      this.timer.unref();
    });
  }

  /** One read for every waiter; a read asked for while one runs runs again after it. */
  private read(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = this.answer()
      .catch(() => undefined) // the database is away: the waiters are answered at their deadline
      .finally(() => {
        this.reading = undefined;
        if (this.again) {
          this.again = false;
          void this.read();
        }
      });
    return this.reading;
  }

  private async answer(): Promise<void> {
    if (this.waiters.size === 0) {
      clearInterval(this.timer);
      this.timer = undefined;
      return;
    }
    let from = Infinity;
    for (const waiter of this.waiters) from = Math.min(from, waiter.after);
    const ends = await this.log.since(new Date(from - END_OVERLAP_MS)).catch(() => []);
    const now = Date.now();
    for (const waiter of this.waiters) {
      const mine = ends.filter((end) => end.at.getTime() > waiter.after - END_OVERLAP_MS);
      const newest = mine.reduce((max, end) => Math.max(max, end.at.getTime()), waiter.after);
      if (newest === waiter.after && now < waiter.deadline && waiter.serving()) continue;
      this.waiters.delete(waiter);
      waiter.resolve({
        ends:
          newest === waiter.after
            ? []
            : mine.map((end) => ({
                userId: end.userId,
                ...(end.sessionId ? { sessionId: end.sessionId } : {}),
                reason: end.reason,
                at: end.at.toISOString(),
              })),
        cursor: String(newest),
      });
    }
  }
}
