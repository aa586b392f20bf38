import {
  DOCUMENT_TYPES,
  type InternalUser,
  type NgoProfileResponse,
  type Role,
  type UserProfile,
} from '@rescue/contracts';
import { signToken } from '@rescue/service-kit';
import type { AuthConfig } from '../config';
import type { UserDoc } from '../store/users';
import type { RegisterInput } from './validation';

/** Plain users sign nothing; volunteers and NGOs sign their onboarding documents first. */
export const documentsSignedAtSignUp = (role: Role) => role === 'user';

export const requiresDocuments = (user: Pick<UserDoc, 'documentsSigned'>) => !user.documentsSigned;

/** The document type a role signs, or undefined for plain users. */
export function documentTypeForRole(role: Role): string | undefined {
  return role === 'user' ? undefined : DOCUMENT_TYPES[role];
}

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
    ...(input.role === 'ngo' ? { ngoDetails: input.ngoDetails ?? {} } : {}),
    ...(input.role === 'volunteer' ? { volunteerDetails: input.volunteerDetails ?? {} } : {}),
    documentsSigned: documentsSignedAtSignUp(input.role),
  };
}

/** A token carrying the account's current claims. */
export function issueToken(user: UserDoc, config: AuthConfig): string {
  return signToken(
    {
      id: user._id.toHexString(),
      role: user.role,
      name: user.name,
      documentsSigned: user.documentsSigned,
    },
    config.jwtPrivateKey,
    config.jwtTtlSeconds,
  );
}

/** The public profile: never the password hash. */
export function toUserProfile(user: UserDoc): UserProfile {
  return {
    _id: user._id.toHexString(),
    name: user.name,
    email: user.email,
    role: user.role,
    city: user.city,
    phoneNumber: user.phoneNumber,
    address: user.address,
    requiresDocuments: requiresDocuments(user),
    ...(user.ngoDetails ? { ngoDetails: user.ngoDetails } : {}),
    ...(user.volunteerDetails ? { volunteerDetails: user.volunteerDetails } : {}),
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
  };
}

/** What other services may know about an account (GET /internal/users/:id). */
export function toInternalUser(user: UserDoc): InternalUser {
  return {
    _id: user._id.toHexString(),
    name: user.name,
    email: user.email,
    role: user.role,
    city: user.city,
    phoneNumber: user.phoneNumber,
    address: user.address,
    documentsSigned: user.documentsSigned,
  };
}
