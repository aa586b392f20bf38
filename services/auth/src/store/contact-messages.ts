import { ObjectId, type Db } from 'mongodb';
import { CONTACT_INBOX_LIMIT, type ContactMessage } from '@rescue/contracts';
import type { Language } from '@rescue/contracts/languages';
import { CollectionStore } from '@rescue/service-kit';

export interface ContactMessageDoc {
  _id: ObjectId;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: Language;
  createdAt: Date;
  handledAt: Date | null;
  handledBy: string | null;
}

export type InboxState = 'open' | 'handled' | 'all';

/** The contact page's messages to the operator (issue 30): the only code that touches them. */
export class ContactMessageStore extends CollectionStore<ContactMessageDoc> {
  constructor(db: Db) {
    super(db, 'contactMessages', [{ key: { createdAt: -1 }, name: 'created_at' }]);
  }

  async insert(
    message: Omit<ContactMessageDoc, '_id' | 'createdAt' | 'handledAt' | 'handledBy'>,
  ): Promise<ContactMessageDoc> {
    const doc: ContactMessageDoc = {
      _id: new ObjectId(),
      ...message,
      createdAt: new Date(),
      handledAt: null,
      handledBy: null,
    };
    await this.collection.insertOne(doc);
    return doc;
  }

  /** Newest first; the inbox is short, so one bounded page is all it needs. */
  list(state: InboxState): Promise<ContactMessageDoc[]> {
    const filter =
      state === 'open'
        ? { handledAt: null }
        : state === 'handled'
          ? { handledAt: { $ne: null } }
          : {};
    return this.collection
      .find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .limit(CONTACT_INBOX_LIMIT)
      .toArray();
  }

  /** Marks it handled once: a second mark keeps the first operator and time. */
  async markHandled(id: ObjectId, by: string): Promise<ContactMessageDoc | null> {
    await this.collection.updateOne(
      { _id: id, handledAt: null },
      { $set: { handledAt: new Date(), handledBy: by } },
    );
    return this.collection.findOne({ _id: id });
  }
}

export function toContactMessage(doc: ContactMessageDoc): ContactMessage {
  return {
    _id: doc._id.toHexString(),
    name: doc.name,
    email: doc.email,
    subject: doc.subject,
    message: doc.message,
    language: doc.language,
    createdAt: doc.createdAt.toISOString(),
    handledAt: doc.handledAt ? doc.handledAt.toISOString() : null,
    handledBy: doc.handledBy,
  };
}
