import { isDuplicateKeyError } from '@rescue/service-kit';
import { randomUUID } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import { SessionEndLog } from './session-ends';

export interface SessionDoc {
  /** The session id the token carries as `sid`. */
  _id: string;
  userId: string;
  /** The one token id (`jti`) of this session that is accepted now: a refresh rotates it. */
  tokenId: string;
  startedAt: Date;
  /** The absolute end: no refresh extends a session past it. */
  expiresAt: Date;
  lastRefreshedAt: Date | null;
  endedAt?: Date;
  endReason?: SessionEndReason;
}

export type SessionEndReason =
  'logout' | 'suspended' | 'deleted' | 'role-changed' | 'password-changed' | 'token-reused';

const SWEEP_INTERVAL_MS = 60_000;

/**
 * A token a refresh replaced, or (`reused:{sid}`) a session found reused. Inserts, since
 * inserting a taken _id is the one thing the embedded database refuses atomically: its
 * conditional updates read and write back without a lock (see rotate). Kept until the
 * session's own end, after which no token of it works anyway.
 */
interface RefreshMarkDoc {
  _id: string;
  sessionId: string;
  expiresAt: Date;
}

const reusedMark = (sessionId: string) => `reused:${sessionId}`;

/** A session as login starts it (not stored here). */
export function newSession(userId: string, maxAgeSeconds: number, now = new Date()): SessionDoc {
  return {
    _id: randomUUID(),
    userId,
    tokenId: randomUUID(),
    startedAt: now,
    expiresAt: new Date(now.getTime() + maxAgeSeconds * 1000),
    lastRefreshedAt: null,
  };
}

/** The sessions collection: the only code that touches it. */
export class SessionStore {
  private readonly sessions: Collection<SessionDoc>;
  private readonly refreshMarks: Collection<RefreshMarkDoc>;
  private lastSweep = 0;
  /** Every end is recorded here too: live streams elsewhere end at once (session-ends.ts). */
  readonly ends: SessionEndLog;

  constructor(db: Db) {
    this.sessions = db.collection<SessionDoc>('sessions');
    this.refreshMarks = db.collection<RefreshMarkDoc>('refreshMarks');
    this.ends = new SessionEndLog(db);
  }

  async ensureIndexes(): Promise<void> {
    await this.sessions.createIndex({ userId: 1 }, { name: 'user' });
    await this.sessions.createIndex({ expiresAt: 1 }, { name: 'expires_at' });
    await this.refreshMarks.createIndex({ expiresAt: 1 }, { name: 'expires_at' });
  }

  /**
   * At most once a minute per process, in the background: sessions past their absolute end
   * are only clutter (not on every login: a login is the hot path).
   */
  private sweepExpired(now: Date): void {
    if (now.getTime() - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now.getTime();
    this.sessions.deleteMany({ expiresAt: { $lt: now } }).catch(() => undefined);
    this.refreshMarks.deleteMany({ expiresAt: { $lt: now } }).catch(() => undefined);
  }

  async start(userId: string, maxAgeSeconds: number): Promise<SessionDoc> {
    const now = new Date();
    const doc = newSession(userId, maxAgeSeconds, now);
    await this.sessions.insertOne(doc);
    this.sweepExpired(now);
    return doc;
  }

  /** The session if `tokenId` is its current token and it has neither ended nor expired. */
  async live(sessionId: string, tokenId: string): Promise<SessionDoc | null> {
    const session = await this.sessions.findOne({ _id: sessionId });
    if (!session || session.tokenId !== tokenId || session.endedAt) return null;
    return session.expiresAt.getTime() > Date.now() ? session : null;
  }

  /**
   * Swaps the session's token for a new one, with reuse detection: a token presented to
   * refresh a second time (after its first refresh, or alongside it) ends the whole session,
   * so neither the copy's newer token nor the owner's works. 'reused' then; null when the
   * session is not live.
   *
   * The embedded database applies a conditional update by reading and writing back without a
   * lock, so two refreshes of one token could both pass `tokenId` and a rotation under way
   * could write over a reuse's end. Hence the inserts: marking the token spent lets one
   * refresh of it through, and the session's reuse mark, inserted before it is ended, is
   * looked for after the rotation is written, which ends the session again if it has to.
   */
  async rotate(sessionId: string, tokenId: string): Promise<SessionDoc | 'reused' | null> {
    const now = new Date();
    const session = await this.sessions.findOne({ _id: sessionId });
    if (!session || session.endedAt || session.expiresAt <= now) return null;
    if (session.tokenId !== tokenId || !(await this.mark(tokenId, session))) {
      await this.endReused(session);
      return 'reused';
    }
    const rotated = await this.sessions.findOneAndUpdate(
      { _id: sessionId, tokenId, endedAt: { $exists: false } },
      { $set: { tokenId: randomUUID(), lastRefreshedAt: now } },
      { returnDocument: 'after' },
    );
    if (!rotated) return null;
    if (await this.refreshMarks.findOne({ _id: reusedMark(sessionId) })) {
      await this.sessions.updateOne(
        { _id: sessionId },
        { $set: { endedAt: rotated.endedAt ?? new Date(), endReason: 'token-reused' } },
      );
      return 'reused';
    }
    return rotated;
  }

  /**
   * For a refresh refused before it reached rotate (its token is not the session's current
   * one): a correctly signed token of a live session that has moved on was replaced, so this
   * is reuse. True when it ended the session.
   */
  async endOnReuse(sessionId: string, tokenId: string): Promise<boolean> {
    const session = await this.sessions.findOne({ _id: sessionId });
    if (!session || session.endedAt || session.tokenId === tokenId) return false;
    await this.endReused(session);
    return true;
  }

  /** False when the mark is there already: the token was presented before. */
  private async mark(tokenId: string, session: SessionDoc): Promise<boolean> {
    try {
      await this.refreshMarks.insertOne({
        _id: tokenId,
        sessionId: session._id,
        expiresAt: session.expiresAt,
      });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  private async endReused(session: SessionDoc): Promise<void> {
    await this.mark(reusedMark(session._id), session);
    await this.end(session._id, 'token-reused');
  }

  async end(sessionId: string, reason: SessionEndReason): Promise<void> {
    const ended = await this.sessions.findOneAndUpdate(
      { _id: sessionId, endedAt: { $exists: false } },
      { $set: { endedAt: new Date(), endReason: reason } },
    );
    if (ended) await this.ends.record(ended.userId, reason, sessionId);
  }

  /** Ends every session of the account: suspension, deletion, a role change. */
  async endAllOf(userId: string, reason: SessionEndReason): Promise<number> {
    const result = await this.sessions.updateMany(
      { userId, endedAt: { $exists: false } },
      { $set: { endedAt: new Date(), endReason: reason } },
    );
    if (result.modifiedCount > 0) await this.ends.record(userId, reason);
    return result.modifiedCount;
  }
}
