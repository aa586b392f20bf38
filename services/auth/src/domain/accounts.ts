import {
  type AccountState,
  type AdminAccount,
  type InternalUser,
  type NgoProfileResponse,
  type NgoVerification,
  type PersonName,
  type Principal,
  type Role,
  type UserProfile,
} from '@rescue/contracts';
import { DEFAULT_LANGUAGE } from '@rescue/contracts/languages';
import { signToken } from '@rescue/service-kit';
import type { AuthConfig } from '../config';
import type { SessionDoc } from '../store/sessions';
import type { UserDoc } from '../store/users';
import type { RegisterInput } from '@rescue/contracts';

/** Plain users and operators sign nothing; volunteers and NGOs sign their onboarding documents. */
export const documentsSignedAtSignUp = (role: Role) => role === 'user' || role === 'admin';

export const requiresDocuments = (user: Pick<UserDoc, 'documentsSigned'>) => !user.documentsSigned;

/** Keeps only the details that belong to the role, so a user account carries no NGO data. */
export function newAccount(input: RegisterInput, passwordHash: string) {
  return {
    name: input.name,
    email: input.email,
    passwordHash,
    role: input.role,
    city: input.city,
    phoneNumber: input.phoneNumber,
    address: input.address,
    ...(input.role === 'ngo'
      ? { ngoDetails: input.ngoDetails ?? {}, verification: { state: 'unsigned' as const } }
      : {}),
    ...(input.role === 'volunteer' ? { volunteerDetails: input.volunteerDetails ?? {} } : {}),
    documentsSigned: documentsSignedAtSignUp(input.role),
  };
}

/** A token of `session` carrying the account's current claims; it ends when the session does at the latest. */
export function issueToken(
  user: Pick<UserDoc, '_id' | 'role' | 'name' | 'documentsSigned'>,
  session: Pick<SessionDoc, '_id' | 'tokenId' | 'expiresAt'>,
  config: AuthConfig,
): string {
  const sessionLeft = Math.floor((session.expiresAt.getTime() - Date.now()) / 1000);
  return signToken(
    {
      id: user._id.toHexString(),
      role: user.role,
      name: user.name,
      documentsSigned: user.documentsSigned,
    },
    config.jwtPrivateKey,
    Math.max(1, Math.min(config.jwtTtlSeconds, sessionLeft)),
    { sessionId: session._id, tokenId: session.tokenId },
  );
}

/** Where an NGO stands; NGOs from before verification existed count as unsigned or pending. */
export function verificationState(user: UserDoc): NgoVerification['state'] {
  if (user.verification) return user.verification.state;
  return user.documentsSigned ? 'pending' : 'unsigned';
}

export function toVerification(user: UserDoc): NgoVerification {
  return {
    state: verificationState(user),
    signedAt: user.documentsSignedAt?.toISOString() ?? null,
    decidedAt: user.verification?.decidedAt?.toISOString() ?? null,
    decidedBy: user.verification?.decidedBy ?? null,
    reason: user.verification?.reason ?? null,
  };
}

/** Who the account is now, for the session check. */
export function principalOf(user: UserDoc): Principal {
  return {
    id: user._id.toHexString(),
    role: user.role,
    name: user.name,
    documentsSigned: user.documentsSigned,
    ...(user.role === 'ngo' ? { verification: verificationState(user) } : {}),
  };
}

/** What anyone may know of a person whose contact details they may not see. */
export function toPersonName(user: UserDoc): PersonName {
  return { _id: user._id.toHexString(), name: user.name, role: user.role };
}

/** Who the person is and how to reach them: what every view with contact details starts from. */
function personWithContact(user: UserDoc) {
  return {
    _id: user._id.toHexString(),
    name: user.name,
    email: user.email,
    role: user.role,
    city: user.city,
    phoneNumber: user.phoneNumber,
    address: user.address,
  };
}

const accountState = (user: UserDoc): AccountState => (user.suspension ? 'suspended' : 'active');

/** The operator's view of an account. */
export function toAdminAccount(user: UserDoc): AdminAccount {
  return {
    ...personWithContact(user),
    state: accountState(user),
    suspension: user.suspension
      ? {
          reason: user.suspension.reason,
          at: user.suspension.at.toISOString(),
          by: user.suspension.by,
        }
      : null,
    documentsSigned: user.documentsSigned,
    ...(user.ngoDetails ? { ngoDetails: user.ngoDetails } : {}),
    ...(user.role === 'ngo' ? { verification: toVerification(user) } : {}),
    createdAt: user.createdAt.toISOString(),
  };
}

/** The two contact choices (issue 31) with their defaults: calls allowed, phone not shown. */
const contactChoices = (user: UserDoc) => ({
  allowCalls: user.allowCalls !== false,
  showPhoneToReporter: user.showPhoneToReporter === true,
});

/**
 * The public profile: never the password hash. The account's own preferences (emailUpdates,
 * language once chosen, the contact choices) only when `self` reads it.
 */
export function toUserProfile(user: UserDoc, { self }: { self: boolean }): UserProfile {
  return {
    ...personWithContact(user),
    requiresDocuments: requiresDocuments(user),
    ...(user.ngoDetails ? { ngoDetails: user.ngoDetails } : {}),
    ...(user.volunteerDetails ? { volunteerDetails: user.volunteerDetails } : {}),
    ...(self ? { emailUpdates: user.emailUpdates === true } : {}),
    ...(self && user.language ? { language: user.language } : {}),
    ...(self ? contactChoices(user) : {}),
    // Decided here, not in the browser: an account that has not logged in since signing up.
    ...(self ? { firstVisit: !user.lastLoginAt } : {}),
    createdAt: user.createdAt.toISOString(),
  };
}

export function toNgoProfile(user: UserDoc): NgoProfileResponse {
  return {
    success: true,
    _id: user._id.toHexString(),
    name: user.name,
    city: user.city,
    ngoDetails: user.ngoDetails ?? {},
    requiresDocuments: requiresDocuments(user),
    verification: toVerification(user),
  };
}

/** What other services may know about an account (GET /internal/users/:id). */
export function toInternalUser(user: UserDoc): InternalUser {
  return {
    ...personWithContact(user),
    documentsSigned: user.documentsSigned,
    state: accountState(user),
    emailUpdates: user.emailUpdates === true,
    language: user.language ?? DEFAULT_LANGUAGE,
    ...contactChoices(user),
    ...(user.role === 'ngo' ? { operatingAreas: user.ngoDetails?.operatingAreas ?? [] } : {}),
  };
}
