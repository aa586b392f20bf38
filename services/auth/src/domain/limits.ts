import { tooManyRequests, type ObjectId } from '@rescue/service-kit';
import type { AuthConfig } from '../config';
import type { RateLimitStore } from '../store/rate-limits';

/** The attempts a login recorded, forgotten if the login succeeds. */
export interface LoginAttempt {
  pairKey: string;
  addressAttempt: ObjectId;
}

/** The longest a pair of account and address is made to wait between attempts. */
const MAX_DELAY_SECONDS = 15 * 60;

/**
 * Login and registration limits. Failed logins count per account and address pair: after
 * `loginFailuresPerAccount.max` failures of a pair, each further attempt from that address on
 * that account must wait twice as long as the one before (1 s, 2 s, 4 s... up to 15 minutes).
 * An attacker failing from one address therefore slows only themself down: the owner, from
 * another address, is never locked out. Each address also has a limit across all accounts
 * (`loginFailuresPerIp`). Attempts are recorded before the password is checked, so parallel
 * guesses cannot slip past; a login that succeeds takes its attempts back.
 */
export class AuthLimits {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limits: AuthConfig['limits'],
  ) {}

  /** Records a login attempt for the pair and the address; 429 while either must wait. */
  async beginLogin(email: string, ip: string): Promise<LoginAttempt> {
    const pairKey = `login:pair:${email.toLowerCase()}:${ip}`;
    const { max: freeFailures, windowSeconds } = this.limits.loginFailuresPerAccount;
    const failures = await this.store.recent(pairKey, windowSeconds);
    if (failures.count >= freeFailures && failures.last) {
      const delay = Math.min(MAX_DELAY_SECONDS, 2 ** (failures.count - freeFailures));
      const waitSeconds = (failures.last.getTime() + delay * 1000 - Date.now()) / 1000;
      if (waitSeconds > 0) throw tooManyLogins(waitSeconds);
    }
    const address = await this.store.hit(loginIpKey(ip), this.limits.loginFailuresPerIp);
    if (!address.allowed) throw tooManyLogins(address.retryAfterSeconds);
    await this.store.record(pairKey, windowSeconds);
    return { pairKey, addressAttempt: address.id };
  }

  /** A successful login clears the pair's failures and was never a failure of the address. */
  async loginSucceeded(attempt: LoginAttempt): Promise<void> {
    await Promise.all([
      this.store.reset(attempt.pairKey),
      this.store.forget(attempt.addressAttempt),
    ]);
  }

  /** Records a registration from the address; 429 when it is over the limit. */
  async countRegistration(ip: string): Promise<void> {
    const hit = await this.store.hit(`register:ip:${ip}`, this.limits.registrationsPerIp);
    if (!hit.allowed) {
      throw tooManyRequests(
        `Too many registrations. Please try again in ${duration(hit.retryAfterSeconds)}.`,
        hit.retryAfterSeconds,
      );
    }
  }
}

const loginIpKey = (ip: string) => `login:ip:${ip}`;

/** "N seconds" under a minute (progressive delays start at one second), else "N minutes". */
function duration(seconds: number): string {
  if (seconds < 60) {
    const count = Math.max(1, Math.ceil(seconds));
    return `${count} second${count === 1 ? '' : 's'}`;
  }
  const count = Math.ceil(seconds / 60);
  return `${count} minute${count === 1 ? '' : 's'}`;
}

const tooManyLogins = (retryAfterSeconds: number) =>
  tooManyRequests(
    `Too many failed login attempts. Please try again in ${duration(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );
