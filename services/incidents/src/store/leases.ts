import { randomBytes } from 'node:crypto';
import { isDuplicateKeyError, type Collection, type ObjectId } from '@rescue/service-kit';

export interface LeaseDoc {
  /** The id of what is leased: one lease per id. */
  _id: string | ObjectId;
  /** The replica holding it, for people reading the collection: never for recovery. */
  owner?: string;
  /** This holding: a holder whose lease ran out never releases the next holder's. */
  token: string;
  expiresAt: Date;
}

/**
 * One holder at a time per id, for a while (the incident locks, the email outbox, the photo
 * checks). FerretDB v1 applies a conditional update by reading and writing back without a lock,
 * so two replicas could both "claim" one; inserting a taken _id is the one thing it refuses
 * atomically. So a lease is an insert keyed by the id, and a holder that dies leaves it to expire.
 */
export class Leases {
  /**
   * @param owner names this replica in its leases (informative only).
   * @param now the clock leases are made and judged by (tests move it on instead of waiting).
   */
  constructor(
    private readonly leases: Collection<LeaseDoc>,
    private readonly owner?: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The new lease's token, or undefined while the id is leased already (expired or not). */
  async insert(id: string | ObjectId, leaseMs: number): Promise<string | undefined> {
    const token = randomBytes(8).toString('hex');
    const lease: LeaseDoc = { _id: id, token, expiresAt: new Date(this.now() + leaseMs) };
    if (this.owner !== undefined) lease.owner = this.owner;
    try {
      await this.leases.insertOne(lease);
      return token;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      return undefined;
    }
  }

  /**
   * The token to release the lease with, or undefined while another replica holds it. A lease
   * past its time was left by a replica that died holding it: it is removed, for the next try.
   */
  async tryLease(id: string | ObjectId, leaseMs: number): Promise<string | undefined> {
    const token = await this.insert(id, leaseMs);
    if (!token) await this.leases.deleteOne({ _id: id, expiresAt: { $lt: new Date(this.now()) } });
    return token;
  }

  /** Moves the lease's end on while the work runs: false when the lease is no longer this holder's. */
  async renew(id: string | ObjectId, token: string, leaseMs: number): Promise<boolean> {
    const { matchedCount } = await this.leases.updateOne(
      { _id: id, token },
      { $set: { expiresAt: new Date(this.now() + leaseMs) } },
    );
    return matchedCount > 0;
  }

  /** Never fails the work it follows: a lease it could not delete (the database away) lapses. */
  async release(id: string | ObjectId, token: string): Promise<void> {
    await this.leases.deleteOne({ _id: id, token }).catch(() => undefined);
  }
}
