// Email to an account's owner about something done with their address: today, a sign-up with
// an email that already has an account. Registration answers that sign-up exactly as a new one
// (no word that the address is registered: OWASP's advice against account enumeration), so the
// owner is told here instead, where only they read it.
import { createTransport } from 'nodemailer';
import type { Logger, RateLimitStore } from '@rescue/service-kit';
import type { AuthConfig } from '../config';
import type { UserDoc } from '../store/users';

/** At most one notice per account in this window, however many sign-ups try its address. */
export const NOTICE_POLICY = { max: 1, windowSeconds: 60 * 60 } as const;
/** The SMTP client's own limits: a notice is sent once, in the background. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export const SIGN_UP_NOTICE_SUBJECT = 'Someone tried to create an account with your email';

export function signUpNoticeText(name: string, publicUrl: string): string {
  return [
    `Hello ${name},`,
    '',
    'Someone just tried to create a Rescue Network account with this email address. You already have an account, so no new one was made and nothing about your account changed.',
    '',
    `If it was you, log in here instead: ${publicUrl}/login`,
    '',
    'If it was not you, you can ignore this message.',
  ].join('\n');
}

export const NEWSLETTER_CONFIRMATION_SUBJECT =
  'You are subscribed to the Rescue Network newsletter';

export function newsletterConfirmationText(unsubscribeUrl: string): string {
  return [
    'Hello,',
    '',
    'Thank you for subscribing to the Rescue Network newsletter. We will write now and then about rescued animals, our partner NGOs and how you can help.',
    '',
    'You subscribed on our website and agreed to receive it. If that was not you, or you change your mind, unsubscribe here (no login needed):',
    unsubscribeUrl,
  ].join('\n');
}

export class AccountNotices {
  private readonly transport: ReturnType<typeof createTransport> | undefined;
  private readonly logger: Logger;

  constructor(
    private readonly config: Pick<AuthConfig, 'mail' | 'publicUrl'>,
    private readonly rateLimits: RateLimitStore,
    logger: Logger,
  ) {
    this.logger = logger.child({ part: 'account-notices' });
    this.transport = config.mail
      ? createTransport({ url: config.mail.smtpUrl, ...SMTP_TIMEOUTS })
      : undefined;
  }

  /**
   * Counts the notice against the account's window (one write, as a new account's session is:
   * the two answers take alike), then sends it in the background. Never throws. Sent once, not
   * retried: auth has no outbox, and a lost notice loses nothing but the warning.
   */
  async signUpWithRegisteredEmail(owner: UserDoc): Promise<void> {
    const userId = owner._id.toHexString();
    try {
      const hit = await this.rateLimits.hit(`notice:sign-up:${userId}`, NOTICE_POLICY);
      if (!hit.allowed) return;
    } catch (error) {
      this.logger.error({ userId, error: (error as Error).message }, 'notice not counted');
      return;
    }
    this.send({ userId }, 'sign-up notice', {
      to: owner.email,
      subject: SIGN_UP_NOTICE_SUBJECT,
      text: signUpNoticeText(owner.name, this.config.publicUrl),
    });
  }

  /**
   * Confirms a new (or renewed) newsletter subscription, with its unsubscribe link. Sent once
   * in the background, never throws: the subscription is stored whatever the mail server does.
   */
  newsletterConfirmation(subscriptionId: string, to: string, unsubscribeUrl: string): void {
    this.send({ subscriptionId }, 'newsletter confirmation', {
      to,
      subject: NEWSLETTER_CONFIRMATION_SUBJECT,
      text: newsletterConfirmationText(unsubscribeUrl),
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
    });
  }

  /** Logs only ids and the server's answer code: never an address or the text. */
  private send(
    ids: Record<string, string>,
    what: string,
    mail: { to: string; subject: string; text: string; headers?: Record<string, string> },
  ): void {
    if (!this.transport) {
      this.logger.info(ids, `${what} not sent: no SMTP_URL`);
      return;
    }
    this.transport.sendMail({ from: this.config.mail!.mailFrom, ...mail }).then(
      () => this.logger.info(ids, `${what} sent`),
      (error: { code?: string; responseCode?: number }) =>
        this.logger.warn(
          { ...ids, error: error.responseCode ?? error.code ?? 'unknown' },
          `${what} not sent`,
        ),
    );
  }

  close(): void {
    this.transport?.close();
  }
}
