// Web Push delivery from the durable queue (store/push-queue.ts): encrypted (aes128gcm, RFC 8291)
// and signed (VAPID, RFC 8292) by the web-push package, posted with undici.
import type { Logger } from '@rescue/service-kit';
import { request } from 'undici';
import webpush from 'web-push';
import type { NotificationsConfig } from '../config';
import type { PushJobDoc, PushQueue } from '../store/push-queue';
import type { SubscriptionStore } from '../store/subscriptions';
import { isAllowedEndpoint } from './alerts';

/** A replica holds a job this long while sending it; then any replica may take it over. */
export const HOLD_MS = 60_000;
/** How often each replica looks for due jobs (retries, and jobs a dead replica held). */
const SWEEP_MS = 1000;
const SWEEP_BATCH = 100;
const DELETE_BATCH = 200;
const DELETE_DELAY_MS = 100;
const TRIM_MS = 60 * 60_000;
const SEND_TIMEOUT_MS = 10_000;
/** A VAPID JWT is valid 12 hours (RFC 8292 allows 24) and reused for one. */
const VAPID_TOKEN_MS = 12 * 60 * 60_000;
const VAPID_REUSE_MS = 60 * 60_000;
/** Retry after 2 s, 4 s, 8 s... at most 5 minutes, less up to half at random. */
const BACKOFF_BASE_MS = 2000;
const BACKOFF_MAX_MS = 5 * 60_000;

export type PushConfig = Pick<
  NotificationsConfig,
  'vapid' | 'pushOrigins' | 'pushMaxAttempts' | 'pushConcurrency' | 'pushTtlSeconds'
>;

export class PushSender {
  private readonly waiting: PushJobDoc[] = [];
  private readonly vapidHeaders = new Map<string, { header: string; until: number }>();
  private readonly deliveredIds: string[] = [];
  private flushTimer: NodeJS.Timeout | undefined;
  private active = 0;
  private sweeper: NodeJS.Timeout | undefined;
  private sweeping = false;
  private lastFailureLogged = 0;
  /** Sends finished by this replica (the benchmark and tests read it). */
  sent = 0;

  constructor(
    private readonly queue: PushQueue,
    private readonly subscriptions: SubscriptionStore,
    private readonly config: PushConfig,
    private readonly logger: Logger,
  ) {}

  start(): () => void {
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_MS);
    this.sweeper.unref();
    const trimmer = setInterval(() => void this.queue.trimClaims().catch(() => undefined), TRIM_MS);
    trimmer.unref();
    return () => {
      clearInterval(this.sweeper);
      clearInterval(trimmer);
      void this.flushDelivered();
    };
  }

  /** Jobs this replica holds (it enqueued them): sent now, `pushConcurrency` at a time. */
  submit(jobs: PushJobDoc[]): void {
    this.waiting.push(...jobs);
    while (this.active < this.config.pushConcurrency && this.waiting.length > 0) {
      this.active += 1;
      void this.work();
    }
  }

  private async work(): Promise<void> {
    try {
      for (let job = this.waiting.shift(); job; job = this.waiting.shift()) {
        await this.deliver(job).catch((error: unknown) => this.failed(error));
      }
    } finally {
      this.active -= 1;
    }
  }

  /** Takes what is due: retries, and jobs whose holder stopped. */
  private async sweep(): Promise<void> {
    if (this.sweeping || this.waiting.length > 0) return;
    this.sweeping = true;
    try {
      for (const job of await this.queue.due(SWEEP_BATCH)) {
        const taken = await this.queue.take(job, HOLD_MS);
        if (taken) this.submit([taken]);
      }
    } catch (error) {
      this.failed(error);
    } finally {
      this.sweeping = false;
    }
  }

  private async deliver(job: PushJobDoc): Promise<void> {
    // Checked again here: the allowlist may have changed since the browser subscribed.
    if (!isAllowedEndpoint(job.endpoint, this.config.pushOrigins)) {
      await this.subscriptions.forget(job.subscriptionId);
      return this.queue.done(job._id);
    }
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails(
        { endpoint: job.endpoint, keys: job.keys },
        job.payload,
        { TTL: this.config.pushTtlSeconds, contentEncoding: 'aes128gcm', urgency: job.urgency },
      );
      details.headers.Authorization = this.vapidHeader(new URL(job.endpoint).origin);
    } catch (error) {
      // Keys no browser makes: nothing can ever be sent to this subscription.
      this.logger.warn({ err: (error as Error).message }, 'push subscription unusable; removed');
      await this.subscriptions.forget(job.subscriptionId);
      return this.queue.done(job._id);
    }
    let status: number;
    let retryAfter: string | string[] | undefined;
    try {
      const response = await request(details.endpoint, {
        method: 'POST',
        headers: details.headers as Record<string, string>,
        body: details.body as Buffer,
        headersTimeout: SEND_TIMEOUT_MS,
        bodyTimeout: SEND_TIMEOUT_MS,
      });
      await response.body.dump();
      status = response.statusCode;
      retryAfter = response.headers['retry-after'];
    } catch (error) {
      this.failed(error);
      return this.retry(job);
    }
    if (status >= 200 && status < 300) {
      this.sent += 1;
      return this.delivered(job._id);
    }
    if (status === 404 || status === 410) {
      // The browser unsubscribed or the subscription expired: never again.
      await this.subscriptions.forget(job.subscriptionId);
      return this.queue.done(job._id);
    }
    if (status === 429 || status >= 500) return this.retry(job, retryAfter);
    this.logger.warn({ status, attempts: job.attempts + 1 }, 'push refused; dropped');
    return this.queue.done(job._id);
  }

  /**
   * A delivered job leaves the queue with others delivered about then: one delete for many (the
   * embedded database deletes by a list in one pass over the queue, each single delete costs a
   * round trip). Until then, a crash would send it again: at least once, never lost.
   */
  private delivered(id: string): Promise<void> {
    this.deliveredIds.push(id);
    if (this.deliveredIds.length >= DELETE_BATCH) return this.flushDelivered();
    this.flushTimer ??= setTimeout(() => void this.flushDelivered(), DELETE_DELAY_MS);
    return Promise.resolve();
  }

  private async flushDelivered(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    const ids = this.deliveredIds.splice(0);
    if (ids.length > 0)
      await this.queue.doneMany(ids).catch((error: unknown) => this.failed(error));
  }

  /**
   * The VAPID Authorization for one push service: a JWT signed for its origin, made once an hour
   * and valid for VAPID_TOKEN_MS (signing it was most of a push's CPU, about 2 ms).
   */
  private vapidHeader(audience: string): string {
    const now = Date.now();
    const cached = this.vapidHeaders.get(audience);
    if (cached && cached.until > now) return cached.header;
    const { subject, publicKey, privateKey } = this.config.vapid;
    const { Authorization: header } = webpush.getVapidHeaders(
      audience,
      subject,
      publicKey,
      privateKey,
      'aes128gcm',
      Math.floor((now + VAPID_TOKEN_MS) / 1000),
    );
    this.vapidHeaders.set(audience, { header, until: now + VAPID_REUSE_MS });
    return header;
  }

  private async retry(job: PushJobDoc, retryAfter?: string | string[]): Promise<void> {
    if (job.attempts + 1 >= this.config.pushMaxAttempts) {
      this.logger.warn({ attempts: job.attempts + 1 }, 'push failed every try; dropped');
      return this.queue.done(job._id);
    }
    const backoff = Math.min(BACKOFF_BASE_MS * 2 ** job.attempts, BACKOFF_MAX_MS);
    const asked = Number(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter) * 1000;
    const delay = Number.isFinite(asked) && asked > 0 ? Math.min(asked, BACKOFF_MAX_MS) : backoff;
    await this.queue.retryLater(
      job,
      delay * (Number.isFinite(asked) && asked > 0 ? 1 : 0.5 + Math.random() / 2),
    );
  }

  /** Logged once a minute at most: a push service down fails every send. */
  private failed(error: unknown): void {
    if (Date.now() - this.lastFailureLogged < 60_000) return;
    this.lastFailureLogged = Date.now();
    this.logger.warn({ err: (error as Error).message }, 'sending a push failed; retried');
  }
}
