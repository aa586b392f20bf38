import { isDuplicateKeyError } from '@rescue/service-kit';
import { randomBytes } from 'node:crypto';
import type { Collection, Db } from '@rescue/service-kit';
import type { ClosureReason } from '@rescue/contracts';

export const EMAIL_KINDS = ['taken', 'closed'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** What a message says, fixed when it is queued: names and a reason, never contact details. */
export interface EmailFacts {
  /** Who took the case on: an NGO by name, a volunteer by first name. */
  takenBy?: { role: 'ngo' | 'volunteer'; name: string };
  /** Closed: why (the contracts' closure reasons), and the NGO that closed it. */
  reason?: ClosureReason;
  closedBy?: string;
  animalType: string;
  city: string;
  reportedAt: Date;
}

export interface DueMessage {
  /** `${incidentId}:${kind}`: the same message is never queued twice (outbox _id). */
  id: string;
  incidentId: string;
  kind: EmailKind;
  reporterId: string;
  facts: EmailFacts;
}

/** Sent, failed and dropped messages are kept this long (their ids keep them from being queued again). */
export const OUTBOX_RETENTION_MS = 60 * 24 * 60 * 60 * 1000;

export type OutboxState = 'queued' | 'sent' | 'failed' | 'dropped';

/**
 * A message to a reporter, queued by the write that caused it (docs/architecture.md, "Email to
 * reporters").
 */
export interface OutboxDoc {
  /** `${incidentId}:${kind}`: inserting it twice is refused, by any replica. */
  _id: string;
  incidentId: string;
  kind: EmailKind;
  reporterId: string;
  facts: EmailFacts;
  state: OutboxState;
  /** Attempts made so far. */
  attempts: number;
  /** When the next attempt may be made (queued only). */
  nextAttemptAt: Date;
  createdAt: Date;
  updatedAt: Date;
  sentAt?: Date;
  /** Why the last attempt failed: an error code or SMTP status, never an address. */
  lastError?: string;
}

interface LeaseDoc {
  /** The message's id. */
  _id: string;
  owner: string;
  token: string;
  expiresAt: Date;
}

/**
 * The reporters' email outbox and the leases that let one replica at a time work on a message.
 * FerretDB v1 applies a conditional update by reading and writing back without a lock, so two
 * replicas could both "claim" a message with one; inserting a taken _id is the one thing it
 * refuses atomically. So a message is queued by an insert keyed by its id (never twice) and
 * claimed by inserting a lease keyed by the same id (store/incident-locks.ts does the same).
 *
 * A message is queued under the incident's write lock, after the change is logged; a replica
 * that dies before queueing it leaves that lock, and whichever replica takes it once its lease
 * ran out queues the message then (IncidentWrites.repair): the change and its email are never
 * lost one without the other. Sending is at least once: a replica that dies after the mail
 * server took a message and before marking it sent leaves it queued, and its lease lapses; the
 * resend carries the same Message-ID (the outbox id), by which a receiver can tell it.
 */
export class EmailOutbox {
  private readonly messages: Collection<OutboxDoc>;
  private readonly leases: Collection<LeaseDoc>;

  /**
   * @param owner names this replica in its leases (informative only): a lease left by a
   * replica that died is taken by any other once it has run out, never by host and port.
   */
  constructor(
    db: Db,
    private readonly owner: string,
  ) {
    this.messages = db.collection<OutboxDoc>('emailOutbox');
    this.leases = db.collection<LeaseDoc>('emailLeases');
  }

  async ensureIndexes(): Promise<void> {
    await this.messages.createIndex({ state: 1, nextAttemptAt: 1 }, { name: 'state_due' });
  }

  /** False when the message was queued before (by this write's twin, another replica, a retry). */
  async enqueue(message: DueMessage, now: Date): Promise<boolean> {
    try {
      await this.messages.insertOne({
        _id: message.id,
        incidentId: message.incidentId,
        kind: message.kind,
        reporterId: message.reporterId,
        facts: message.facts,
        state: 'queued',
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** Queued messages whose time has come, oldest attempt first. */
  due(now: Date, limit: number): Promise<OutboxDoc[]> {
    return this.messages
      .find({ state: 'queued', nextAttemptAt: { $lte: now } })
      .sort({ nextAttemptAt: 1, _id: 1 })
      .limit(limit)
      .toArray();
  }

  get(id: string): Promise<OutboxDoc | null> {
    return this.messages.findOne({ _id: id });
  }

  /**
   * Under the message's lease, and only while the message is as the attempt found it (queued,
   * `attempts` made): a replica whose lease ran out mid-attempt and was taken over by another
   * that settled it first changes nothing. False then.
   */
  async settle(
    id: string,
    attempts: number,
    change: Partial<
      Pick<OutboxDoc, 'state' | 'attempts' | 'nextAttemptAt' | 'sentAt' | 'lastError'>
    >,
    now: Date,
  ): Promise<boolean> {
    const { matchedCount } = await this.messages.updateOne(
      { _id: id, state: 'queued', attempts },
      { $set: { ...change, updatedAt: now } },
    );
    return matchedCount > 0;
  }

  /** Drops settled messages older than the retention. */
  async trim(now: Date): Promise<void> {
    await this.messages.deleteMany({
      state: { $in: ['sent', 'failed', 'dropped'] },
      updatedAt: { $lt: new Date(now.getTime() - OUTBOX_RETENTION_MS) },
    });
  }

  /** The token to release the lease with, or undefined while another replica holds it. */
  async tryLease(id: string, leaseMs: number): Promise<string | undefined> {
    const token = randomBytes(8).toString('hex');
    try {
      await this.leases.insertOne({
        _id: id,
        owner: this.owner,
        token,
        expiresAt: new Date(Date.now() + leaseMs),
      });
      return token;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // A lease past its time was left by a replica that died holding it.
      await this.leases.deleteOne({ _id: id, expiresAt: { $lt: new Date() } });
      return undefined;
    }
  }

  /**
   * Moves the lease's end on while an attempt runs (a slow mail server): false when the lease
   * is no longer this holder's.
   */
  async renew(id: string, token: string, leaseMs: number): Promise<boolean> {
    const { matchedCount } = await this.leases.updateOne(
      { _id: id, token },
      { $set: { expiresAt: new Date(Date.now() + leaseMs) } },
    );
    return matchedCount > 0;
  }

  /** Never throws: a lease it could not delete lapses. */
  async release(id: string, token: string): Promise<void> {
    await this.leases.deleteOne({ _id: id, token }).catch(() => undefined);
  }
}
