import type { Db } from 'mongodb';
import { SessionStore, type SessionEndReason } from '../store/sessions';
import { UserStore, type UserDoc } from '../store/users';
import { hashPassword, passwordMatches } from './passwords';

export interface AdminAccountInput {
  email: string;
  password: string;
  name: string;
}

export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/**
 * Makes `email` an operator account with this password: created when missing (named `name`),
 * otherwise turned into an admin, restored and given the password. An account that was not
 * an admin, or whose password changed, has its sessions ended: whoever held the address or
 * the old password is out. Shared by auth's start-up (ADMIN_EMAIL), `npm run admin` and the
 * demo seed.
 */
export async function ensureAdminAccount(db: Db, input: AdminAccountInput): Promise<UserDoc> {
  if (input.password.length < ADMIN_PASSWORD_MIN_LENGTH)
    throw new Error(`An admin password needs at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`);
  const users = new UserStore(db);
  await users.ensureIndexes();
  const existing = await users.findByEmail(input.email);
  const samePassword = !!existing && (await passwordMatches(existing.passwordHash, input.password));
  const passwordHash = samePassword ? existing.passwordHash : await hashPassword(input.password);
  const admin = await users.upsertAdmin({ email: input.email, name: input.name, passwordHash });
  const endReason = sessionsEndedBy(existing, samePassword);
  if (endReason) await new SessionStore(db).endAllOf(admin._id.toHexString(), endReason);
  return admin;
}

/** Who held the address before (another role) or knew the old password is logged out. */
function sessionsEndedBy(existing: UserDoc | null, samePassword: boolean): SessionEndReason | null {
  if (!existing) return null;
  if (existing.role !== 'admin') return 'role-changed';
  return samePassword ? null : 'password-changed';
}
