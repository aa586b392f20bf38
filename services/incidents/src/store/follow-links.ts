import { createHash, randomBytes } from 'node:crypto';
import type { Collection, Db } from '@rescue/service-kit';

/**
 * A follow link's capability (issue 30): whoever holds the token sees the case and may add
 * information. Only the token's SHA-256 is stored, so a copy of the database opens no case;
 * 32 random bytes leave nothing to guess, so one unsalted hash is enough.
 */
export interface FollowLinkDoc {
  /** The token's SHA-256, hex. */
  _id: string;
  incidentId: string;
  role: 'reporter' | 'follower';
  name: string;
  /** A follower's account, when they followed from one. */
  accountId?: string;
  /** A visitor's id in the notes they add (a follower without an account). */
  visitorId?: string;
  createdAt: Date;
}

export const FOLLOW_LINKS_COLLECTION = 'followLinks';

export const hashFollowToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export class FollowLinks {
  private readonly links: Collection<FollowLinkDoc>;

  constructor(db: Db) {
    this.links = db.collection<FollowLinkDoc>(FOLLOW_LINKS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.links.createIndex({ incidentId: 1 }, { name: 'incident' });
  }

  /** A new link to the incident; the token is answered once and never stored. */
  async create(link: Omit<FollowLinkDoc, '_id' | 'createdAt'>, now = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.links.insertOne({ _id: hashFollowToken(token), ...link, createdAt: now });
    return token;
  }

  /** The link a token opens, or null (any string may be asked: it is only hashed). */
  find(token: string): Promise<FollowLinkDoc | null> {
    return this.links.findOne({ _id: hashFollowToken(token) });
  }
}
