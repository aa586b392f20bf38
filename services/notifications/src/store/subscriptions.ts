import { createHash } from 'node:crypto';
import type { AlertSeverity, Language, Role } from '@rescue/contracts';
import { CollectionStore, type Db } from '@rescue/service-kit';

/** One browser's Web Push subscription, for one account. */
export interface SubscriptionDoc {
  /** A hash of the endpoint: one browser, one subscription, whoever subscribed last. */
  _id: string;
  userId: string;
  role: Role;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** NGOs: their operating areas and city (normalized) when they subscribed. */
  areas: string[];
  /** NGOs: new reports from this level up are pushed (absent: every level). */
  minSeverity?: AlertSeverity;
  /** The language the browser asked in when it subscribed: its pushes are worded in it. */
  language?: Language;
  createdAt: Date;
}

/** Browsers one account may have subscribed at once. */
export const MAX_PER_ACCOUNT = 10;
/** Longer lists of accounts are matched here rather than by the database (ofUsers). */
const IN_LIST_MAX = 50;

export const subscriptionId = (endpoint: string) =>
  createHash('sha256').update(endpoint).digest('base64url');

export class SubscriptionStore extends CollectionStore<SubscriptionDoc> {
  constructor(db: Db) {
    super(db, 'pushSubscriptions', [{ key: { userId: 1 } }, { key: { role: 1, areas: 1 } }]);
  }

  /** Stores it; an account's oldest beyond MAX_PER_ACCOUNT (browsers long gone) are dropped. */
  async put(doc: SubscriptionDoc): Promise<void> {
    const { _id, ...fields } = doc;
    await this.collection.replaceOne({ _id }, fields, { upsert: true });
    const mine = await this.collection
      .find({ userId: doc.userId })
      .project<{ _id: string }>({ _id: 1 })
      .sort({ createdAt: -1 })
      .toArray();
    const beyond = mine.slice(MAX_PER_ACCOUNT).map((sub) => sub._id);
    if (beyond.length > 0) await this.collection.deleteMany({ _id: { $in: beyond } });
  }

  /** Only the caller's own: another account's subscription of that endpoint stays. */
  async remove(userId: string, endpoint: string): Promise<void> {
    await this.collection.deleteOne({ _id: subscriptionId(endpoint), userId });
  }

  /** The push service said the subscription is gone (404, 410). */
  async forget(id: string): Promise<void> {
    await this.collection.deleteOne({ _id: id });
  }

  async ofUsers(userIds: string[]): Promise<SubscriptionDoc[]> {
    if (userIds.length === 0) return [];
    if (userIds.length <= IN_LIST_MAX)
      return this.collection.find({ userId: { $in: userIds } }).toArray();
    // The embedded database matches a long $in list against every document: for a report that
    // calls hundreds of volunteers, one read of every subscription and a set is far cheaper.
    const wanted = new Set(userIds);
    return (await this.collection.find({}).toArray()).filter((sub) => wanted.has(sub.userId));
  }

  ofNgosIn(area: string): Promise<SubscriptionDoc[]> {
    return this.collection.find({ role: 'ngo', areas: area }).toArray();
  }

  ofOperators(): Promise<SubscriptionDoc[]> {
    return this.collection.find({ role: 'admin' }).toArray();
  }
}
