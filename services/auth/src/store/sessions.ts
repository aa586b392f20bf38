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
  private lastSweep = 0;
  /** Every end is recorded here too: live streams elsewhere end at once (session-ends.ts). */
  readonly ends: SessionEndLog;

  constructor(db: Db) {
    this.sessions = db.collection<SessionDoc>('sessions');
    this.ends = new SessionEndLog(db);
  }

  async ensureIndexes(): Promise<void> {
    await this.sessions.createIndex({ userId: 1 }, { name: 'user' });
    await this.sessions.createIndex({ expiresAt: 1 }, { name: 'expires_at' });
  }

  /**
   * At most once a minute per process, in the background: sessions past their absolute end
   * are only clutter (not on every login: a login is the hot path).
   */
  private sweepExpired(now: Date): void {
    if (now.getTime() - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now.getTime();
    this.sessions.deleteMany({ expiresAt: { $lt: now } }).catch(() => undefined);
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

  /** Swaps the session's token for a new one; null when `tokenId` is no longer its token. */
  async rotate(sessionId: string, tokenId: string): Promise<SessionDoc | null> {
    const now = new Date();
    return this.sessions.findOneAndUpdate(
      { _id: sessionId, tokenId, endedAt: { $exists: false }, expiresAt: { $gt: now } },
      { $set: { tokenId: randomUUID(), lastRefreshedAt: now } },
      { returnDocument: 'after' },
    );
  }

  /**
   * Reuse detection: only auth signs a session's token ids, one per start or rotation, so a
   * correctly signed token of the session that is not its current one was rotated away. Sent to
   * refresh again it was copied (or the session was): the whole session ends, so neither the
   * thief's nor the owner's newer token works. True when this call ended it.
   */
  async endOnReuse(sessionId: string, tokenId: string): Promise<boolean> {
    const result = await this.sessions.updateOne(
      { _id: sessionId, tokenId: { $ne: tokenId }, endedAt: { $exists: false } },
      { $set: { endedAt: new Date(), endReason: 'token-reused' } },
    );
    if (result.modifiedCount !== 1) return false;
    const ended = await this.sessions.findOne({ _id: sessionId }, { projection: { userId: 1 } });
    if (ended) await this.ends.record(ended.userId, 'token-reused', sessionId);
    return true;
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
