import { ObjectId, type Db } from 'mongodb';
import type { AuditAction, AuditEntry } from '@rescue/contracts';
import { CollectionStore } from './collection-store';

interface AuditDoc {
  _id: ObjectId;
  at: Date;
  actor: { id: string; name: string };
  action: AuditAction;
  target: { kind: 'account' | 'report'; id: string; label: string };
  reason: string | null;
}

/**
 * The operator's actions a service carried out, append-only, in that service's own database
 * (auth: accounts; incidents: reports). Auth's GET /api/admin/audit merges them.
 */
export class AuditLogStore extends CollectionStore<AuditDoc> {
  constructor(db: Db) {
    super(db, 'audit', [{ key: { at: -1 }, name: 'at' }]);
  }

  async record(entry: Omit<AuditDoc, '_id' | 'at'>): Promise<void> {
    await this.collection.insertOne({ _id: new ObjectId(), at: new Date(), ...entry });
  }

  async newest(limit: number): Promise<AuditEntry[]> {
    const docs = await this.collection.find({}).sort({ at: -1 }).limit(limit).toArray();
    return docs.map((doc) => ({
      _id: doc._id.toHexString(),
      at: doc.at.toISOString(),
      actor: doc.actor,
      action: doc.action,
      target: doc.target,
      reason: doc.reason,
    }));
  }
}
