import type { Language, Notification, NotificationKind, SeverityCategory } from '@rescue/contracts';
import { notificationTitle, type NotificationTitleArgs } from '@rescue/contracts/i18n';
import { badRequest, type Collection, type Db, DUPLICATE_KEY } from '@rescue/service-kit';

/**
 * One notification, stored once for its audience (store/../domain/alerts.ts `audience`): a
 * person's own, or every NGO of an area, or every operator. Its `_id` names the news, so
 * storing it again (another replica, a change read twice) changes nothing.
 */
export interface NotificationDoc {
  _id: string;
  /** Whom it is for: one or more audiences (a nearby case's: every volunteer it called). */
  audience: string[];
  kind: NotificationKind;
  incidentId: string;
  /** English, as stored; worded in the reader's language from titleArgs when there are some. */
  title: string;
  titleArgs?: NotificationTitleArgs;
  severity: SeverityCategory;
  status: Notification['status'];
  city: string;
  createdAt: Date;
}

/** One person's "read" mark on one notification (a shared one is read per person). */
interface ReadDoc {
  _id: string;
  userId: string;
  createdAt: Date;
}

/** "Everything before this moment is read" for one person (mark all read). */
interface ReadAllDoc {
  _id: string;
  before: Date;
}

/** The unread count stops here (the badge says this many or more). */
export const UNREAD_COUNT_CAP = 1000;
const INDEX_OPTIONS_CONFLICT = 85;
const NOT_IMPLEMENTED = 238;
/** Keys looked up one by one rather than in a pass over the collection. */
const LOOKUPS_MAX = 10;
/** The embedded database keeps no TTL: expired ones are also deleted this often. */
const SWEEP_MS = 60 * 60_000;

export interface NotificationPage {
  data: Notification[];
  unreadCount: number;
  nextCursor: string | null;
}

export class NotificationStore {
  private readonly notifications: Collection<NotificationDoc>;
  private readonly reads: Collection<ReadDoc>;
  private readonly readAll: Collection<ReadAllDoc>;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    db: Db,
    private readonly retentionMs: number,
  ) {
    this.notifications = db.collection<NotificationDoc>('notifications');
    this.reads = db.collection<ReadDoc>('notificationReads');
    this.readAll = db.collection<ReadAllDoc>('notificationReadAll');
  }

  async ensureIndexes(): Promise<void> {
    await this.notifications.createIndex({ audience: 1, createdAt: -1 });
    await Promise.all([this.ttl(this.notifications), this.ttl(this.reads)]);
  }

  /** Kept retentionMs: a TTL index where the database has them, and the sweep (startSweeping). */
  private async ttl(collection: Collection<NotificationDoc> | Collection<ReadDoc>) {
    const expireAfterSeconds = Math.round(this.retentionMs / 1000);
    const create = () =>
      collection.createIndex({ createdAt: 1 }, { name: 'ttl', expireAfterSeconds });
    try {
      await create();
    } catch (error) {
      const code = (error as { code?: number }).code;
      // The embedded database (FerretDB v1) has none: the sweep alone deletes expired ones.
      if (code === NOT_IMPLEMENTED) return;
      // The retention changed: the index is made again with the new one.
      if (code !== INDEX_OPTIONS_CONFLICT) throw error;
      await collection.dropIndex('ttl');
      await create();
    }
  }

  startSweeping(): () => void {
    const sweep = () => {
      const before = new Date(Date.now() - this.retentionMs);
      void Promise.all([
        this.notifications.deleteMany({ createdAt: { $lt: before } }),
        this.reads.deleteMany({ createdAt: { $lt: before } }),
      ]).catch(() => undefined);
    };
    sweep();
    this.sweeper = setInterval(sweep, SWEEP_MS);
    this.sweeper.unref();
    return () => clearInterval(this.sweeper);
  }

  /**
   * Which of these keys are stored already. A few are looked up one by one (an `_id` lookup is
   * the one read the embedded database answers without a scan); many in one pass.
   */
  async existing(keys: string[]): Promise<Set<string>> {
    if (keys.length <= LOOKUPS_MAX) {
      const found = await Promise.all(
        keys.map((_id) => this.notifications.findOne({ _id }, { projection: { _id: 1 } })),
      );
      return new Set(found.flatMap((doc) => (doc ? [doc._id] : [])));
    }
    const found = await this.notifications
      .find({ _id: { $in: keys } })
      .project<{ _id: string }>({ _id: 1 })
      .toArray();
    return new Set(found.map((doc) => doc._id));
  }

  /** Stores the ones not stored yet; returns the keys this call stored. */
  async add(docs: NotificationDoc[]): Promise<Set<string>> {
    if (docs.length === 0) return new Set();
    try {
      await this.notifications.insertMany(docs, { ordered: false });
      return new Set(docs.map((doc) => doc._id));
    } catch (error) {
      const writeErrors = (error as { writeErrors?: { index: number; code: number }[] })
        .writeErrors;
      if (!writeErrors || writeErrors.some((e) => e.code !== DUPLICATE_KEY)) throw error;
      const taken = new Set(writeErrors.map((e) => e.index));
      return new Set(docs.filter((_, i) => !taken.has(i)).map((doc) => doc._id));
    }
  }

  /** A page of `audiences`' notifications, newest first, with `userId`'s read state. */
  async page(
    userId: string,
    audiences: string[],
    limit: number,
    cursor?: string,
    language: Language = 'en',
  ): Promise<NotificationPage> {
    const after = cursor === undefined ? undefined : decodeCursor(cursor);
    const docs = await this.notifications
      .find({
        audience: { $in: audiences },
        ...(after && {
          $or: [
            { createdAt: { $lt: after.createdAt } },
            { createdAt: after.createdAt, _id: { $lt: after.id } },
          ],
        }),
      })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit + 1)
      .toArray();
    const shown = docs.slice(0, limit);
    const before = await this.readAllBefore(userId);
    const read = await this.readAmong(
      userId,
      shown.filter((doc) => doc.createdAt > before).map((doc) => doc._id),
    );
    const last = shown[shown.length - 1];
    return {
      data: shown.map((doc) => ({
        id: doc._id,
        kind: doc.kind,
        incidentId: doc.incidentId,
        title: doc.titleArgs ? notificationTitle(doc.titleArgs, language) : doc.title,
        severity: doc.severity,
        status: doc.status,
        city: doc.city,
        createdAt: doc.createdAt.toISOString(),
        read: doc.createdAt <= before || read.has(doc._id),
      })),
      unreadCount: await this.unreadCount(userId, audiences),
      nextCursor: docs.length > limit && last ? encodeCursor(last) : null,
    };
  }

  async unreadCount(userId: string, audiences: string[]): Promise<number> {
    const before = await this.readAllBefore(userId);
    const newer = await this.notifications
      .find({ audience: { $in: audiences }, createdAt: { $gt: before } })
      .project<{ _id: string }>({ _id: 1 })
      .limit(UNREAD_COUNT_CAP)
      .toArray();
    const read = await this.readAmong(
      userId,
      newer.map((doc) => doc._id),
    );
    return newer.length - read.size;
  }

  /** Marks read those of `ids` that are for one of `audiences`; others are not the caller's. */
  async markRead(userId: string, audiences: string[], ids: string[]): Promise<void> {
    const own = await this.notifications
      .find({ _id: { $in: ids }, audience: { $in: audiences } })
      .project<{ _id: string }>({ _id: 1 })
      .toArray();
    if (own.length === 0) return;
    const now = new Date();
    await this.reads
      .insertMany(
        own.map((doc) => ({ _id: readKey(userId, doc._id), userId, createdAt: now })),
        { ordered: false },
      )
      .catch((error: { writeErrors?: { code: number }[] }) => {
        if (!error.writeErrors?.every((e) => e.code === DUPLICATE_KEY)) throw error;
      });
  }

  async markAllRead(userId: string): Promise<void> {
    await this.readAll.updateOne(
      { _id: userId },
      { $set: { before: new Date() } },
      { upsert: true },
    );
  }

  private async readAllBefore(userId: string): Promise<Date> {
    return (await this.readAll.findOne({ _id: userId }))?.before ?? new Date(0);
  }

  private async readAmong(userId: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const marks = await this.reads
      .find({ _id: { $in: ids.map((id) => readKey(userId, id)) } })
      .project<{ _id: string }>({ _id: 1 })
      .toArray();
    return new Set(marks.map((mark) => mark._id.slice(userId.length + 1)));
  }
}

const readKey = (userId: string, notificationId: string) => `${userId}|${notificationId}`;

const encodeCursor = (doc: NotificationDoc) =>
  Buffer.from(`${doc.createdAt.getTime()}|${doc._id}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const text = Buffer.from(cursor, 'base64url').toString();
  const bar = text.indexOf('|');
  const ms = Number(text.slice(0, bar));
  if (bar < 1 || !Number.isSafeInteger(ms) || bar === text.length - 1)
    throw badRequest('cursor: not one this list gave');
  return { createdAt: new Date(ms), id: text.slice(bar + 1) };
}
