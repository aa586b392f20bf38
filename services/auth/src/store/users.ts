import { MongoServerError, ObjectId, type Collection, type Db } from 'mongodb';
import type { NgoDetails, Role, VolunteerDetails } from '@rescue/contracts';
import { conflict } from '@rescue/service-kit';

export interface UserDoc {
  _id: ObjectId;
  name: string;
  /** Always stored lower-cased: the unique index then makes emails case-insensitive. */
  email: string;
  passwordHash: string;
  role: Role;
  city: string;
  phoneNumber: string;
  address: string;
  ngoDetails?: NgoDetails;
  volunteerDetails?: VolunteerDetails;
  documentsSigned: boolean;
  documentsSignedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

export type NewUser = Omit<UserDoc, '_id' | 'createdAt' | 'updatedAt'>;
export type ProfileChanges = Partial<Pick<UserDoc, 'name' | 'phoneNumber' | 'city' | 'address'>>;

const DUPLICATE_KEY = 11000;
const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists';
/** The public partner list never grows without bound. */
const PARTNER_LIST_LIMIT = 500;

/** The users collection: the only code that touches it. */
export class UserStore {
  private readonly users: Collection<UserDoc>;

  constructor(db: Db) {
    this.users = db.collection<UserDoc>('users');
  }

  async ensureIndexes(): Promise<void> {
    await this.users.createIndex({ email: 1 }, { unique: true, name: 'email_unique' });
    await this.users.createIndex({ role: 1, name: 1 }, { name: 'role_name' });
  }

  /** Inserts the account; the unique index decides duplicates, so two racing sign-ups cannot both win. */
  async insert(user: NewUser): Promise<UserDoc> {
    const now = new Date();
    const doc: UserDoc = {
      _id: new ObjectId(),
      ...user,
      email: user.email.toLowerCase(),
      createdAt: now,
      updatedAt: now,
    };
    try {
      await this.users.insertOne(doc);
      return doc;
    } catch (error) {
      if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) {
        throw conflict(DUPLICATE_EMAIL_MESSAGE);
      }
      throw error;
    }
  }

  findById(id: ObjectId): Promise<UserDoc | null> {
    return this.users.findOne({ _id: id });
  }

  findByEmail(email: string): Promise<UserDoc | null> {
    return this.users.findOne({ email: email.toLowerCase() });
  }

  updateProfile(id: ObjectId, changes: ProfileChanges): Promise<UserDoc | null> {
    return this.users.findOneAndUpdate(
      { _id: id },
      { $set: { ...changes, updatedAt: new Date() } },
      { returnDocument: 'after' },
    );
  }

  /** Idempotent: signing again keeps the first signing time. */
  async markDocumentsSigned(id: ObjectId): Promise<UserDoc | null> {
    const now = new Date();
    await this.users.updateOne(
      { _id: id, documentsSigned: { $ne: true } },
      { $set: { documentsSigned: true, documentsSignedAt: now, updatedAt: now } },
    );
    return this.findById(id);
  }

  listNgoPartners(): Promise<Pick<UserDoc, 'name' | 'city'>[]> {
    return this.users
      .find({ role: 'ngo' }, { projection: { _id: 0, name: 1, city: 1 } })
      .sort({ name: 1 })
      .limit(PARTNER_LIST_LIMIT)
      .toArray();
  }
}
