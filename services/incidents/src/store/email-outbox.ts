import type { Collection, Db } from '@rescue/service-kit';
import type { ClosureReason } from '@rescue/contracts';
import { Leases, type LeaseDoc } from './leases';
import { dueItems, insertedOnce, queuedAt } from './work-queue';

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
  private readonly leases: Leases;

  /**
   * @param owner names this replica in its leases (informative only): a lease left by a
   * replica that died is taken by any other once it has run out, never by host and port.
   */
  constructor(db: Db, owner: string) {
    this.messages = db.collection<OutboxDoc>('emailOutbox');
    // Keyed by the message's id.
    this.leases = new Leases(db.collection<LeaseDoc>('emailLeases'), owner);
  }

  async ensureIndexes(): Promise<void> {
    await this.messages.createIndex({ state: 1, nextAttemptAt: 1 }, { name: 'state_due' });
  }

  /** False when the message was queued before (by this write's twin, another replica, a retry). */
  enqueue(message: DueMessage, now: Date): Promise<boolean> {
    return insertedOnce(() =>
      this.messages.insertOne({
        _id: message.id,
        incidentId: message.incidentId,
        kind: message.kind,
        reporterId: message.reporterId,
        facts: message.facts,
        ...queuedAt(now),
        updatedAt: now,
      }),
    );
  }

  /** Queued messages whose time has come, oldest attempt first. */
  due(now: Date, limit: number): Promise<OutboxDoc[]> {
    return dueItems(this.messages, now, limit);
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
  tryLease(id: string, leaseMs: number): Promise<string | undefined> {
    return this.leases.tryLease(id, leaseMs);
  }

  /** Moves the lease's end on while an attempt runs (a slow mail server). */
  renew(id: string, token: string, leaseMs: number): Promise<boolean> {
    return this.leases.renew(id, token, leaseMs);
  }

  /** Never throws: a lease it could not delete lapses. */
  release(id: string, token: string): Promise<void> {
    return this.leases.release(id, token);
  }
}
