import {
  tooManyRequests,
  type AttemptId,
  type LimitPolicy,
  type RateLimitStore,
} from '@rescue/service-kit';
import type { AuthConfig } from '../config';

/** The attempts a login recorded, forgotten if the login succeeds. */
export interface LoginAttempt {
  pairKey: string;
  addressAttempt: AttemptId;
}

/** The longest a pair of account and address is made to wait between attempts. */
export const MAX_LOGIN_DELAY_SECONDS = 15 * 60;

/**
 * How long the pair must wait after its newest attempt, given how many failures it has in
 * the window: nothing for the first `free`, then 1 s, 2 s, 4 s... up to 15 minutes.
 */
export function loginDelaySeconds(failures: number, free: number): number {
  return failures < free ? 0 : Math.min(MAX_LOGIN_DELAY_SECONDS, 2 ** (failures - free));
}

/**
 * Login and registration limits. Failed logins count per account and address pair: after
 * `loginFailuresPerPair.max` failures of a pair, each further attempt from that address on
 * that account must wait twice as long as the one before (`loginDelaySeconds`). An attacker
 * failing from one address therefore slows only themself down: the owner, from another
 * address, is never locked out. Each address also has a limit across all accounts
 * (`loginFailuresPerIp`). Attempts are recorded before the password is checked and counted
 * after (so parallel guesses cannot slip past); a login that succeeds takes them back.
 */
export class AuthLimits {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limits: AuthConfig['limits'],
  ) {}

  /** Records a login attempt for the pair and the address; 429 while either must wait. */
  async beginLogin(email: string, ip: string): Promise<LoginAttempt> {
    const pairKey = `login:pair:${email.toLowerCase()}:${ip}`;
    const { max: free, windowSeconds } = this.limits.loginFailuresPerPair;
    // The pair's and the address's attempts are independent: recorded side by side.
    const [pair, address] = await Promise.all([
      this.store.enter(pairKey, windowSeconds),
      this.store.hit(loginIpKey(ip), this.limits.loginFailuresPerIp),
    ]);
    const delay = loginDelaySeconds(pair.count - 1, free);
    const waitSeconds = pair.previousAt
      ? (pair.previousAt.getTime() + delay * 1000 - Date.now()) / 1000
      : 0;
    if ((delay > 0 && waitSeconds > 0) || !address.allowed) {
      // A refused attempt is no failure of either: waiting out the delay is enough.
      await Promise.all([
        this.store.forget(pair.id),
        address.allowed ? this.store.forget(address.id) : undefined,
      ]);
      throw tooManyLogins(address.allowed ? waitSeconds : address.retryAfterSeconds);
    }
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
    await this.countOrRefuse(`register:ip:${ip}`, this.limits.registrationsPerIp, 'registrations');
  }

  /** Records a contact message from the address; 429 when it is over the limit. */
  async countContactMessage(ip: string): Promise<void> {
    await this.countOrRefuse(`contact:ip:${ip}`, this.limits.contactMessagesPerIp, 'messages');
  }

  /** Records a newsletter subscription from the address; 429 when it is over the limit. */
  async countSubscription(ip: string): Promise<void> {
    await this.countOrRefuse(
      `newsletter:ip:${ip}`,
      this.limits.subscriptionsPerIp,
      'subscriptions',
    );
  }

  private async countOrRefuse(key: string, policy: LimitPolicy, what: string): Promise<void> {
    const hit = await this.store.hit(key, policy);
    if (!hit.allowed) {
      throw tooManyRequests(
        `Too many ${what}. Please try again in ${duration(hit.retryAfterSeconds)}.`,
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
