import { ObjectId, type Db } from 'mongodb';
import type {
  AccountState,
  NgoDetails,
  NgoVerificationState,
  Role,
  VolunteerDetails,
} from '@rescue/contracts';
import type { Language } from '@rescue/contracts/languages';
import { CollectionStore, escapeRegex, isDuplicateKeyError } from '@rescue/service-kit';

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
  /** NGOs only: the operator's verification (absent on NGOs from before it: 'unsigned'). */
  verification?: VerificationDoc;
  /** Set while the operator has the account suspended. */
  suspension?: { reason: string; at: Date; by: string };
  /** Email about every report this account makes (the profile's emailUpdates); absent: false. */
  emailUpdates?: boolean;
  /** The language chosen in the app (issue 29); absent: English. */
  language?: Language;
  /** The volunteer holding a case this account reported may call it (issue 31); absent: true. */
  allowCalls?: boolean;
  /** Volunteers: the reporters of the cases this account holds see its phone (issue 31); absent: false. */
  showPhoneToReporter?: boolean;
  /** The latest login (issue 30): absent until the first login after signing up. */
  lastLoginAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

export interface VerificationDoc {
  state: NgoVerificationState;
  decidedAt?: Date;
  decidedBy?: string;
  reason?: string;
}

export interface AccountQuery {
  q?: string;
  role?: Role;
  state?: AccountState;
  limit: number;
}

export type NewUser = Omit<UserDoc, '_id' | 'createdAt' | 'updatedAt'>;
export type ProfileChanges = Partial<
  Pick<
    UserDoc,
    | 'name'
    | 'phoneNumber'
    | 'city'
    | 'address'
    | 'emailUpdates'
    | 'language'
    | 'allowCalls'
    | 'showPhoneToReporter'
  >
>;

/** The public partner list never grows without bound. */
const PARTNER_LIST_LIMIT = 500;

/** The users collection: the only code that touches it. */
export class UserStore extends CollectionStore<UserDoc> {
  constructor(db: Db) {
    super(db, 'users', [
      { key: { email: 1 }, unique: true, name: 'email_unique' },
      { key: { role: 1, name: 1 }, name: 'role_name' },
    ]);
  }

  /**
   * Inserts the account, or null when the email has one already: the unique index decides, so
   * two racing sign-ups cannot both win.
   */
  async insert(user: NewUser): Promise<UserDoc | null> {
    const now = new Date();
    const doc: UserDoc = {
      _id: new ObjectId(),
      ...user,
      email: user.email.toLowerCase(),
      createdAt: now,
      updatedAt: now,
    };
    try {
      await this.collection.insertOne(doc);
      return doc;
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }

  findById(id: ObjectId): Promise<UserDoc | null> {
    return this.collection.findOne({ _id: id });
  }

  findByEmail(email: string): Promise<UserDoc | null> {
    return this.collection.findOne({ email: email.toLowerCase() });
  }

  /** A login: from now on the account is greeted as one that returns. */
  async recordLogin(id: ObjectId): Promise<void> {
    await this.collection.updateOne({ _id: id }, { $set: { lastLoginAt: new Date() } });
  }

  updateProfile(id: ObjectId, changes: ProfileChanges): Promise<UserDoc | null> {
    return this.collection.findOneAndUpdate(
      { _id: id },
      { $set: { ...changes, updatedAt: new Date() } },
      { returnDocument: 'after' },
    );
  }

  /**
   * A verified NGO that takes another name goes back to the operator's queue (pending) before
   * the name is stored: out of /api/partners, and without a verified NGO's actions (so in no
   * reporter's email) until the operator verifies it again. True when it did.
   */
  async requeueRenamedNgo(id: ObjectId, name: string): Promise<boolean> {
    const result = await this.collection.updateOne(
      { _id: id, role: 'ngo', 'verification.state': 'verified', name: { $ne: name } },
      { $set: { verification: { state: 'pending' }, updatedAt: new Date() } },
    );
    return result.modifiedCount === 1;
  }

  /** Idempotent: signing again keeps the first signing time. */
  async markDocumentsSigned(id: ObjectId): Promise<UserDoc | null> {
    const now = new Date();
    await this.collection.updateOne(
      { _id: id, documentsSigned: { $ne: true } },
      { $set: { documentsSigned: true, documentsSignedAt: now, updatedAt: now } },
    );
    return this.findById(id);
  }

  /** Verified NGOs that are not suspended: the only ones the public sees. */
  listNgoPartners(): Promise<Pick<UserDoc, 'name' | 'city'>[]> {
    return this.collection
      .find(
        { role: 'ngo', 'verification.state': 'verified', suspension: { $exists: false } },
        { projection: { _id: 0, name: 1, city: 1 } },
      )
      .sort({ name: 1 })
      .limit(PARTNER_LIST_LIMIT)
      .toArray();
  }

  /** Documents signed moves an NGO into the operator's queue. */
  async enterVerificationQueue(id: ObjectId): Promise<void> {
    await this.collection.updateOne(
      { _id: id, role: 'ngo', 'verification.state': { $nin: ['verified', 'rejected'] } },
      { $set: { verification: { state: 'pending' }, updatedAt: new Date() } },
    );
  }

  setVerification(id: ObjectId, verification: VerificationDoc): Promise<UserDoc | null> {
    return this.collection.findOneAndUpdate(
      { _id: id, role: 'ngo' },
      { $set: { verification, updatedAt: new Date() } },
      { returnDocument: 'after' },
    );
  }

  /** NGOs in a verification state, those waiting longest first. */
  listNgos(state: NgoVerificationState, limit: number): Promise<UserDoc[]> {
    const filter =
      state === 'unsigned'
        ? { role: 'ngo' as const, documentsSigned: { $ne: true } }
        : { role: 'ngo' as const, 'verification.state': state };
    return this.collection
      .find(filter)
      .sort({ documentsSignedAt: 1, createdAt: 1 })
      .limit(limit)
      .toArray();
  }

  search(query: AccountQuery): Promise<UserDoc[]> {
    const filter: Record<string, unknown> = {};
    if (query.role) filter.role = query.role;
    if (query.state) filter.suspension = { $exists: query.state === 'suspended' };
    if (query.q) {
      const pattern = new RegExp(escapeRegex(query.q), 'i');
      filter.$or = [{ name: pattern }, { email: pattern }];
    }
    return this.collection.find(filter).sort({ createdAt: -1 }).limit(query.limit).toArray();
  }

  suspend(id: ObjectId, suspension: NonNullable<UserDoc['suspension']>): Promise<UserDoc | null> {
    return this.collection.findOneAndUpdate(
      { _id: id },
      { $set: { suspension, updatedAt: new Date() } },
      { returnDocument: 'after' },
    );
  }

  restore(id: ObjectId): Promise<UserDoc | null> {
    return this.collection.findOneAndUpdate(
      { _id: id },
      { $unset: { suspension: '' }, $set: { updatedAt: new Date() } },
      { returnDocument: 'after' },
    );
  }

  /**
   * A new role starts as that role signs up: a volunteer or NGO signs its own documents again
   * (the old role's signing does not count) and an NGO starts unverified.
   */
  setRole(id: ObjectId, role: Role): Promise<UserDoc | null> {
    const signsNothing = role === 'user' || role === 'admin';
    const set: Record<string, unknown> = {
      role,
      documentsSigned: signsNothing,
      updatedAt: new Date(),
    };
    const unset: Record<string, ''> = { documentsSignedAt: '' };
    if (role === 'ngo') set.verification = { state: 'unsigned' };
    else unset.verification = '';
    return this.collection.findOneAndUpdate(
      { _id: id },
      { $set: set, $unset: unset },
      { returnDocument: 'after' },
    );
  }

  async delete(id: ObjectId): Promise<boolean> {
    return (await this.collection.deleteOne({ _id: id })).deletedCount === 1;
  }

  /**
   * Creates or updates a configured operator account (ADMIN_EMAIL, `npm run admin`). Two
   * replicas starting at once may both try to insert: the loser's retry finds the account.
   */
  async upsertAdmin(admin: {
    email: string;
    name: string;
    passwordHash: string;
  }): Promise<UserDoc> {
    const now = new Date();
    const email = admin.email.toLowerCase();
    const upsert = () =>
      this.collection.updateOne(
        { email },
        {
          $set: {
            role: 'admin',
            passwordHash: admin.passwordHash,
            documentsSigned: true,
            updatedAt: now,
          },
          $unset: {
            suspension: '',
            verification: '',
            ngoDetails: '',
            volunteerDetails: '',
            documentsSignedAt: '',
          },
          $setOnInsert: {
            _id: new ObjectId(),
            name: admin.name,
            email,
            city: 'Mumbai',
            phoneNumber: '',
            address: '',
            createdAt: now,
          },
        },
        { upsert: true },
      );
    try {
      await upsert();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      await upsert();
    }
    return (await this.findByEmail(email))!;
  }
}
