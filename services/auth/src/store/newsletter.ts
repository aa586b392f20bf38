import { ObjectId, type Db } from 'mongodb';
import type { Language } from '@rescue/contracts/languages';
import { CollectionStore, isDuplicateKeyError } from '@rescue/service-kit';

export interface SubscriptionDoc {
  _id: ObjectId;
  /** Lower-cased (the schema's emailAddress): one subscription per address. */
  email: string;
  /** When the visitor ticked the consent box, and the page's language then. */
  consentAt: Date;
  language: Language;
  unsubscribedAt: Date | null;
}

/** Whether this call started the subscription (a new or renewed one is confirmed by email). */
export interface Subscribed {
  subscription: SubscriptionDoc;
  started: boolean;
}

/** The newsletter's subscribers (issue 30): the only code that touches them. */
export class NewsletterStore extends CollectionStore<SubscriptionDoc> {
  constructor(db: Db) {
    super(db, 'newsletterSubscriptions', [
      { key: { email: 1 }, unique: true, name: 'email_unique' },
    ]);
  }

  /** Subscribing again while subscribed changes nothing; after unsubscribing it renews. */
  async subscribe(email: string, language: Language): Promise<Subscribed> {
    const now = new Date();
    const doc: SubscriptionDoc = {
      _id: new ObjectId(),
      email,
      consentAt: now,
      language,
      unsubscribedAt: null,
    };
    try {
      await this.collection.insertOne(doc);
      return { subscription: doc, started: true };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const renewed = await this.collection.updateOne(
      { email, unsubscribedAt: { $ne: null } },
      { $set: { consentAt: now, language, unsubscribedAt: null } },
    );
    const subscription = await this.collection.findOne({ email });
    if (!subscription) throw new Error(`subscription of ${email} vanished`);
    return { subscription, started: renewed.modifiedCount === 1 };
  }

  /** Idempotent: the first unsubscribe's time stays. False when there is no such subscription. */
  async unsubscribe(id: ObjectId): Promise<boolean> {
    await this.collection.updateOne(
      { _id: id, unsubscribedAt: null },
      { $set: { unsubscribedAt: new Date() } },
    );
    return (await this.collection.countDocuments({ _id: id })) === 1;
  }
}
