import { randomUUID } from 'node:crypto';
import type { Collection, Db } from 'mongodb';

/** One session end (or all of an account's), as the services holding live streams follow it. */
export interface SessionEndDoc {
  _id: string;
  userId: string;
  /** Absent: every session of the account ended (suspension, deletion, role change...). */
  sessionId?: string;
  reason: string;
  at: Date;
}

/** Ends kept this long: a follower that lost auth for less catches up from its cursor. */
export const SESSION_END_RETENTION_MS = 10 * 60_000;
const TRIM_INTERVAL_MS = 60_000;

/**
 * The recent session ends, in their own small collection: the embedded database scans every
 * query but an `_id` lookup, so the auth processes that wait for ends (domain/session-check.ts)
 * read this, trimmed to SESSION_END_RETENTION_MS, and never the sessions. Written by
 * SessionStore whichever process ends a session (any auth replica, the admin CLI); the
 * listeners hear this process's own ends at once.
 */
export class SessionEndLog {
  private readonly ends: Collection<SessionEndDoc>;
  private readonly listeners = new Set<() => void>();
  private lastTrim = 0;
  /**
   * This process's ends are written one at a time, each stamped after the one before: the feed
   * answers a follower up to the newest time it read, so an end stamped earlier but stored
   * later (four ends at once: the deleted account's was never pushed) would be skipped.
   */
  private writing: Promise<void> = Promise.resolve();
  private lastAt = 0;

  constructor(db: Db) {
    this.ends = db.collection<SessionEndDoc>('sessionEnds');
  }

  record(userId: string, reason: string, sessionId?: string): Promise<void> {
    const recorded = this.writing.then(() => this.write(userId, reason, sessionId));
    this.writing = recorded.catch(() => undefined);
    return recorded;
  }

  private async write(userId: string, reason: string, sessionId?: string): Promise<void> {
    this.lastAt = Math.max(Date.now(), this.lastAt + 1);
    const now = new Date(this.lastAt);
    await this.ends.insertOne({
      _id: randomUUID(),
      userId,
      ...(sessionId ? { sessionId } : {}),
      reason,
      at: now,
    });
    for (const listener of this.listeners) listener();
    if (now.getTime() - this.lastTrim < TRIM_INTERVAL_MS) return;
    this.lastTrim = now.getTime();
    const before = new Date(now.getTime() - SESSION_END_RETENTION_MS);
    this.ends.deleteMany({ at: { $lt: before } }).catch(() => undefined);
  }

  /** The ends after `after`, oldest first. */
  since(after: Date): Promise<SessionEndDoc[]> {
    return this.ends
      .find({ at: { $gt: after } })
      .sort({ at: 1 })
      .limit(10_000)
      .toArray();
  }

  /** Called after each end this process records. */
  onRecord(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
