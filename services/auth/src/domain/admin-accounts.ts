import type { Db } from 'mongodb';
import { SessionStore } from '../store/sessions';
import { UserStore, type UserDoc } from '../store/users';
import { hashPassword, passwordMatches } from './passwords';

export interface AdminAccountInput {
  email: string;
  password: string;
  name: string;
}

export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/**
 * Makes `email` an operator account with this password: created when missing, otherwise
 * turned into an admin, restored and given the password (a changed password ends its
 * sessions). Shared by auth's start-up (ADMIN_EMAIL), `npm run admin` and the demo seed.
 */
export async function ensureAdminAccount(db: Db, input: AdminAccountInput): Promise<UserDoc> {
  if (input.password.length < ADMIN_PASSWORD_MIN_LENGTH)
    throw new Error(`An admin password needs at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`);
  const users = new UserStore(db);
  await users.ensureIndexes();
  const existing = await users.findByEmail(input.email);
  const unchanged =
    existing?.role === 'admin' && (await passwordMatches(existing.passwordHash, input.password));
  const passwordHash = unchanged ? existing.passwordHash : await hashPassword(input.password);
  const admin = await users.upsertAdmin({ email: input.email, name: input.name, passwordHash });
  if (existing && !unchanged)
    await new SessionStore(db).endAllOf(admin._id.toHexString(), 'password-changed');
  return admin;
}
