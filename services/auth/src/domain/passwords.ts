import argon2 from 'argon2';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): memory-hard, yet
// quick enough that a burst of sign-ups does not starve the service.
const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against the account's hash. With no account, it still verifies against
 * a dummy hash, so an unknown email takes as long as a wrong password and reveals nothing.
 */
export async function passwordMatches(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  const hash = storedHash ?? (await (dummyHash ??= hashPassword('no account has this password')));
  try {
    return (await argon2.verify(hash, password)) && storedHash !== undefined;
  } catch {
    return false;
  }
}
