// Sends the reporters' email from the outbox (store/email-outbox.ts). Every replica runs one;
// a message is worked on by one replica at a time (a lease keyed by its id), sent through
// SMTP with nodemailer, retried with back-off while the mail server or the auth service is
// away, and marked sent. The write that caused a message only queued it.
import { createTransport } from 'nodemailer';
import { DEFAULT_LANGUAGE, isLanguage } from '@rescue/contracts/languages';
import { HttpError, type AuthUsersClient, type Logger } from '@rescue/service-kit';
import type { EmailConfig } from '../config';
import type { IncidentDoc } from '../store/incident-doc';
import type { EmailOutbox, OutboxDoc } from '../store/email-outbox';
import { dueMessages, renderEmail } from './reporter-email';

/** Messages one replica takes per look; more are looked for at once after. */
const BATCH = 20;
/** The SMTP client's own limits, so one attempt ends well within its lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** The longest an attempt may take (the auth look-up, then the SMTP exchange). */
const ATTEMPT_TIMEOUT_MS = 60_000;
/**
 * A message's lease, renewed every third of it while an attempt runs: short, so that a
 * message a dead replica was sending is taken by another within seconds.
 */
export const LEASE_MS = 15_000;
/** A message still unsent this long after it was queued is given up (state failed). */
const GIVE_UP_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
const TRIM_EVERY_MS = 60 * 60_000;

type Transport = ReturnType<typeof createTransport>;

export interface EmailWorkerDeps {
  outbox: EmailOutbox;
  config: EmailConfig;
  publicUrl: string;
  users: Pick<AuthUsersClient, 'get'>;
  logger: Logger;
}

export class EmailWorker {
  private readonly transport: Transport;
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private lastTrim = 0;

  constructor(private readonly deps: EmailWorkerDeps) {
    this.logger = deps.logger.child({ part: 'reporter-email' });
    this.transport = createTransport({ url: deps.config.smtpUrl, ...SMTP_TIMEOUTS });
  }

  /** Looks every pollMs, and at once (leases a dead replica left are taken once they ran out). */
  async start(): Promise<void> {
    await this.deps.outbox.ensureIndexes();
    this.timer = setInterval(() => this.kick(), this.deps.config.pollMs);
    this.timer.unref();
    this.kick();
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.timer);
    this.transport.close();
  }

  /**
   * The incident store's StoredHook: queues the messages the write made due. Throws when one
   * could not be queued: the store then leaves the incident's lock to lapse, and the replica
   * that takes it queues the message (idempotent: keyed by incident and kind).
   */
  readonly enqueueFor = async (doc: IncidentDoc, prev: IncidentDoc | null): Promise<void> => {
    const due = dueMessages(doc, prev);
    if (due.length === 0) return;
    const now = new Date();
    for (const message of due) {
      const queued = await this.deps.outbox.enqueue(message, now);
      this.logger.debug({ messageId: message.id, queued }, 'email queued');
    }
    this.kick();
  };

  /** Looks for messages due now (again once the current look ends, if one is under way). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.look()
      .catch((error: unknown) => {
        if (!this.stopped) this.logger.warn({ error: codeOf(error) }, 'email outbox unreadable');
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** For tests and shutdown: the look under way, if any. */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async look(): Promise<void> {
    const now = new Date();
    if (now.getTime() - this.lastTrim > TRIM_EVERY_MS) {
      this.lastTrim = now.getTime();
      await this.deps.outbox.trim(now);
    }
    const due = await this.deps.outbox.due(now, BATCH);
    for (const message of due) {
      if (this.stopped) return;
      await this.underLease(message._id);
    }
    if (due.length === BATCH) this.again = true;
  }

  /** Works on the message if no other replica is: read again under the lease, it may be done. */
  private async underLease(id: string): Promise<void> {
    const { outbox } = this.deps;
    const token = await outbox.tryLease(id, LEASE_MS);
    if (!token) return;
    const renewal = setInterval(() => {
      outbox.renew(id, token, LEASE_MS).catch(() => undefined);
    }, LEASE_MS / 3);
    try {
      const message = await outbox.get(id);
      if (!message || message.state !== 'queued' || message.nextAttemptAt > new Date()) return;
      await this.attempt(message);
    } finally {
      clearInterval(renewal);
      await outbox.release(id, token);
    }
  }

  private async attempt(message: OutboxDoc): Promise<void> {
    const { outbox } = this.deps;
    const attempts = message.attempts + 1;
    const log = { messageId: message._id, kind: message.kind, attempts };
    let outcome: Outcome;
    try {
      outcome = await withTimeout(this.send(message), ATTEMPT_TIMEOUT_MS);
    } catch (error) {
      outcome = failure(error);
    }
    const now = new Date();
    const settle = (change: Parameters<EmailOutbox['settle']>[2]) =>
      outbox.settle(message._id, message.attempts, change, now);
    if (outcome.kind === 'sent') {
      if (!(await settle({ state: 'sent', attempts, sentAt: now })))
        this.logger.warn(log, 'email sent after its lease was taken over');
      else this.logger.debug(log, 'email sent');
      return;
    }
    if (outcome.kind === 'dropped') {
      await settle({ state: 'dropped', attempts, lastError: outcome.why });
      this.logger.info({ ...log, why: outcome.why }, 'email dropped');
      return;
    }
    const tooOld = now.getTime() - message.createdAt.getTime() > GIVE_UP_AFTER_MS;
    if (outcome.permanent || tooOld) {
      await settle({ state: 'failed', attempts, lastError: outcome.why });
      this.logger.error({ ...log, error: outcome.why }, 'email given up');
      return;
    }
    const delays = this.deps.config.retryDelaysMs;
    const retryInMs = delays[Math.min(attempts, delays.length) - 1]!;
    await settle({
      attempts,
      lastError: outcome.why,
      nextAttemptAt: new Date(now.getTime() + retryInMs),
    });
    this.logger.warn({ ...log, error: outcome.why, retryInMs }, 'email not sent, will retry');
  }

  /** The reporter's address from the auth service, then the message through SMTP. */
  private async send(message: OutboxDoc): Promise<Outcome> {
    let account;
    try {
      account = await this.deps.users.get(message.reporterId);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404)
        return { kind: 'dropped', why: 'reporter_gone' };
      return { kind: 'failed', why: 'auth_unavailable', permanent: false };
    }
    const content = renderEmail(
      { incidentId: message.incidentId, kind: message.kind, facts: message.facts },
      {
        reporterName: account.name,
        publicUrl: this.deps.publicUrl,
        // The reporter's chosen language, read with their address; English if none (or an
        // auth service from before languages).
        language: isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE,
      },
    );
    await this.transport.sendMail({
      // The idempotency key: a message sent again (its sender died before marking it sent)
      // carries the same id, so a receiver can tell the copy.
      messageId: messageIdOf(message._id, this.deps.config.mailFrom),
      from: this.deps.config.mailFrom,
      to: account.email,
      subject: content.subject,
      text: content.text,
      html: content.html,
    });
    return { kind: 'sent' };
  }
}

type Outcome =
  | { kind: 'sent' }
  | { kind: 'dropped'; why: string }
  | { kind: 'failed'; why: string; permanent: boolean };

/** An SMTP 5xx (the server refuses this message for good) is permanent; anything else is retried. */
function failure(error: unknown): Outcome {
  const responseCode = (error as { responseCode?: unknown }).responseCode;
  if (typeof responseCode === 'number')
    return { kind: 'failed', why: `smtp_${responseCode}`, permanent: responseCode >= 500 };
  return { kind: 'failed', why: codeOf(error), permanent: false };
}

/** `<incidentId.kind@domain of the sender>`: one per outbox message. */
export function messageIdOf(outboxId: string, mailFrom: string): string {
  const domain = /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'localhost';
  return `<${outboxId.replace(':', '.')}@${domain}>`;
}

/** An error's code, never its message (SMTP errors quote addresses). */
function codeOf(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : 'error';
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('timed out'), { code: 'ATTEMPT_TIMEOUT' })),
      ms,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
