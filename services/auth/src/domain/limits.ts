import { tooManyRequests, type ObjectId } from '@rescue/service-kit';
import type { AuthConfig } from '../config';
import type { RateLimitStore } from '../store/rate-limits';

/** The attempt a login recorded against its client address, forgotten if the login succeeds. */
export interface LoginAttempt {
  email: string;
  addressAttempt: ObjectId;
}

/**
 * Login and registration limits. A login attempt is recorded before the password is checked,
 * so a burst of parallel guesses cannot slip past the limit; a login that then succeeds takes
 * its attempts back, so the logs hold failures only.
 */
export class AuthLimits {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limits: AuthConfig['limits'],
  ) {}

  /** Records a login attempt for the account and the address; 429 when either is over its limit. */
  async beginLogin(email: string, ip: string): Promise<LoginAttempt> {
    const account = await this.store.hit(accountKey(email), this.limits.loginFailuresPerAccount);
    if (!account.allowed) throw tooManyLogins(account.retryAfterSeconds);
    const address = await this.store.hit(loginIpKey(ip), this.limits.loginFailuresPerIp);
    if (!address.allowed) {
      await this.store.forget(account.id);
      throw tooManyLogins(address.retryAfterSeconds);
    }
    return { email, addressAttempt: address.id };
  }

  /** A successful login clears the account's failures and was never a failure of the address. */
  async loginSucceeded(attempt: LoginAttempt): Promise<void> {
    await Promise.all([
      this.store.reset(accountKey(attempt.email)),
      this.store.forget(attempt.addressAttempt),
    ]);
  }

  /** Records a registration from the address; 429 when it is over the limit. */
  async countRegistration(ip: string): Promise<void> {
    const hit = await this.store.hit(`register:ip:${ip}`, this.limits.registrationsPerIp);
    if (!hit.allowed) {
      throw tooManyRequests(
        `Too many registrations. Please try again in ${minutes(hit.retryAfterSeconds)}.`,
        hit.retryAfterSeconds,
      );
    }
  }
}

const accountKey = (email: string) => `login:account:${email.toLowerCase()}`;
const loginIpKey = (ip: string) => `login:ip:${ip}`;

function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return `${count} minute${count === 1 ? '' : 's'}`;
}

const tooManyLogins = (retryAfterSeconds: number) =>
  tooManyRequests(
    `Too many failed login attempts. Please try again in ${minutes(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );
