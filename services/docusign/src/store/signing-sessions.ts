import { randomBytes } from 'node:crypto';
import type { DocumentType } from '@rescue/contracts';
import type { Db } from '@rescue/service-kit';
import type { SigningRole } from '../domain/documents';

export type SigningMethod = 'local' | 'docusign';

/** One attempt to sign: a single-use link valid for an hour. */
export interface SigningSession {
  token: string;
  userId: string;
  role: SigningRole;
  documentType: DocumentType;
  documents: string[];
  method: SigningMethod;
  /** The account name, used as the signer's name on DocuSign. */
  signerName: string;
  /** The app's page signing started from (validated: a path on this site), for Back. */
  returnTo?: string;
  envelopeId?: string;
  status: 'pending' | 'completed';
  createdAt: Date;
  expiresAt: Date;
  completedAt?: Date;
}

export const SESSION_LIFETIME_MS = 60 * 60 * 1000;
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export type NewSigningSession = Pick<
  SigningSession,
  'userId' | 'role' | 'documentType' | 'documents' | 'method' | 'signerName' | 'returnTo'
>;

export interface SigningSessions {
  ensureIndexes(): Promise<void>;
  create(input: NewSigningSession): Promise<SigningSession>;
  /** The session behind a link, expired or not; undefined for anything unknown or malformed. */
  find(token: string): Promise<SigningSession | undefined>;
  attachEnvelope(token: string, envelopeId: string): Promise<void>;
  markCompleted(token: string): Promise<void>;
  /** Undoes a completion whose follow-up failed, so the signer can try again. */
  reopen(token: string): Promise<void>;
}

export function signingSessions(db: Db): SigningSessions {
  const sessions = db.collection<SigningSession>('signing_sessions');
  return {
    async ensureIndexes() {
      await sessions.createIndex({ token: 1 }, { unique: true });
      await sessions.createIndex({ expiresAt: 1 });
    },
    async create(input) {
      const now = new Date();
      // A link expired for over an hour is of no use to anyone: clearing such sessions here
      // keeps the collection small without a background job.
      await sessions.deleteMany({
        expiresAt: { $lt: new Date(now.getTime() - SESSION_LIFETIME_MS) },
      });
      const session: SigningSession = {
        ...input,
        token: randomBytes(32).toString('hex'),
        status: 'pending',
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
      };
      await sessions.insertOne({ ...session });
      return session;
    },
    async find(token) {
      if (!TOKEN_PATTERN.test(token)) return undefined;
      return (await sessions.findOne({ token }, { projection: { _id: 0 } })) ?? undefined;
    },
    async attachEnvelope(token, envelopeId) {
      await sessions.updateOne({ token }, { $set: { envelopeId } });
    },
    async markCompleted(token) {
      await sessions.updateOne(
        { token },
        { $set: { status: 'completed', completedAt: new Date() } },
      );
    },
    async reopen(token) {
      await sessions.updateOne(
        { token },
        { $set: { status: 'pending' }, $unset: { completedAt: '' } },
      );
    },
  };
}

export function isExpired(session: SigningSession, now = new Date()): boolean {
  return session.expiresAt.getTime() <= now.getTime();
}
