import type { Collection, Db, ObjectId } from '@rescue/service-kit';

export const EVENT_TYPES = ['assigned', 'status', 'note', 'completed'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Something that happened to a reporter's case, shown to them as a notification. */
export interface EventDoc {
  _id: ObjectId;
  /** The reporter's user id. */
  userId: string;
  incidentId: string;
  type: EventType;
  text: string;
  createdAt: Date;
}

export class EventStore {
  private readonly events: Collection<EventDoc>;

  constructor(db: Db) {
    this.events = db.collection<EventDoc>('events');
  }

  async ensureIndexes(): Promise<void> {
    await this.events.createIndex({ userId: 1, createdAt: -1, _id: -1 }, { name: 'user_newest' });
  }

  async record(event: EventDoc): Promise<void> {
    await this.events.insertOne(event);
  }

  forUser(userId: string, limit: number): Promise<EventDoc[]> {
    return this.events.find({ userId }).sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();
  }
}
