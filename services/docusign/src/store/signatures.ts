import { isDuplicateKeyError } from '@rescue/service-kit';
import type { DocumentType } from '@rescue/contracts';
import type { Db, ObjectId } from '@rescue/service-kit';
import type { SigningRole } from '../domain/documents';
import type { SigningMethod } from './signing-sessions';

/** The evidence of one signing: who signed what, when, from where, and how. */
export interface SignatureRecord {
  userId: string;
  role: SigningRole;
  documentType: DocumentType;
  documents: string[];
  fullName: string;
  consent: true;
  signedAt: Date;
  ip: string;
  userAgent: string;
  method: SigningMethod;
  envelopeId?: string;
  /** The signing session this came from: unique, so a session yields one signature at most. */
  sessionToken: string;
}

export interface Signatures {
  ensureIndexes(): Promise<void>;
  /** The new record's id, or undefined when its session has a signature already. */
  recordOnce(signature: SignatureRecord): Promise<ObjectId | undefined>;
  remove(id: ObjectId): Promise<void>;
  listFor(userId: string): Promise<SignatureRecord[]>;
}

export function signatures(db: Db): Signatures {
  const records = db.collection<SignatureRecord>('signatures');
  return {
    async ensureIndexes() {
      await records.createIndex({ userId: 1, signedAt: -1 });
      await records.createIndex({ sessionToken: 1 }, { unique: true });
    },
    // A unique-index insert is the claim: FerretDB v1 does not make a filtered update
    // (updateOne, findOneAndUpdate) atomic under concurrency, but it enforces unique keys.
    async recordOnce(signature) {
      try {
        return (await records.insertOne({ ...signature })).insertedId;
      } catch (error) {
        if (isDuplicateKeyError(error)) return undefined;
        throw error;
      }
    },
    async remove(id) {
      await records.deleteOne({ _id: id });
    },
    listFor: (userId) =>
      records
        .find({ userId }, { projection: { _id: 0, sessionToken: 0 } })
        .sort({ signedAt: -1 })
        .limit(50)
        .toArray(),
  };
}
