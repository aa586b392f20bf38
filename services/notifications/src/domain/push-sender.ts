// Web Push delivery from the durable queue (store/push-queue.ts): encrypted (aes128gcm, RFC 8291)
// and signed (VAPID, RFC 8292) by the web-push package, posted with undici.
import type { Logger } from '@rescue/service-kit';
import { request } from 'undici';
import webpush from 'web-push';
import type { NotificationsConfig } from '../config';
import type { PushJobDoc, PushQueue, PushTarget } from '../store/push-queue';
import type { SubscriptionStore } from '../store/subscriptions';
import { isAllowedEndpoint } from './alerts';

/** A replica holds a job this long while sending it; then any replica may take it over. */
export const HOLD_MS = 60_000;
/** How often each replica looks for due jobs (retries, and jobs a dead replica held). */
const SWEEP_MS = 1000;
const SWEEP_BATCH = 100;
const DELETE_BATCH = 20;
const DELETE_DELAY_MS = 100;
const TRIM_MS = 60 * 60_000;
const SEND_TIMEOUT_MS = 10_000;
/** A VAPID JWT is valid 12 hours (RFC 8292 allows 24) and reused for one. */
const VAPID_TOKEN_MS = 12 * 60 * 60_000;
const VAPID_REUSE_MS = 60 * 60_000;
/** Retry after 2 s, 4 s, 8 s... at most 5 minutes, less up to half at random. */
const BACKOFF_BASE_MS = 2000;
const BACKOFF_MAX_MS = 5 * 60_000;

/** One job being sent: what is left of it, and the browsers to try again. */
interface JobRun {
  job: PushJobDoc;
  left: number;
  failed: PushTarget[];
  retryAfterMs: number;
}

export type PushConfig = Pick<
  NotificationsConfig,
  'vapid' | 'pushOrigins' | 'pushMaxAttempts' | 'pushConcurrency' | 'pushTtlSeconds'
>;

export class PushSender {
  private readonly waiting: { run: JobRun; target: PushTarget }[] = [];
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

  /** Jobs this replica holds (it enqueued or took them): sent now, `pushConcurrency` at a time. */
  submit(jobs: PushJobDoc[]): void {
    for (const job of jobs) {
      const run: JobRun = { job, left: job.targets.length, failed: [], retryAfterMs: 0 };
      if (run.left === 0) void this.finish(run);
      for (const target of job.targets) this.waiting.push({ run, target });
    }
    while (this.active < this.config.pushConcurrency && this.waiting.length > 0) {
      this.active += 1;
      void this.work();
    }
  }

  private async work(): Promise<void> {
    try {
      for (let task = this.waiting.shift(); task; task = this.waiting.shift()) {
        const { run, target } = task;
        const outcome = await this.deliver(run.job, target).catch((error: unknown) => {
          this.failed(error);
          return { retryAfterMs: 0 };
        });
        if (outcome) {
          run.failed.push(target);
          run.retryAfterMs = Math.max(run.retryAfterMs, outcome.retryAfterMs);
        }
        run.left -= 1;
        if (run.left === 0) await this.finish(run);
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

  /** Every browser of a job tried: it leaves the queue, or stays with those to try again. */
  private async finish({ job, failed, retryAfterMs }: JobRun): Promise<void> {
    try {
      if (failed.length === 0) return await this.done(job._id);
      if (job.attempts + 1 >= this.config.pushMaxAttempts) {
        this.logger.warn(
          { pushes: failed.length, attempts: job.attempts + 1 },
          'pushes failed every try; dropped',
        );
        return await this.done(job._id);
      }
      const backoff = Math.min(BACKOFF_BASE_MS * 2 ** job.attempts, BACKOFF_MAX_MS);
      const delay =
        retryAfterMs > 0
          ? Math.min(retryAfterMs, BACKOFF_MAX_MS)
          : backoff * (0.5 + Math.random() / 2);
      await this.queue.retryLater(job, failed, delay);
    } catch (error) {
      // The hold runs out and the job is taken again: at least once, never lost.
      this.failed(error);
    }
  }

  /** One push: undefined when it is settled (sent, or never to be tried again), else a retry. */
  private async deliver(
    job: PushJobDoc,
    target: PushTarget,
  ): Promise<{ retryAfterMs: number } | undefined> {
    // Checked again here: the allowlist may have changed since the browser subscribed.
    if (!isAllowedEndpoint(target.endpoint, this.config.pushOrigins)) {
      await this.subscriptions.forget(target.subscriptionId);
      return undefined;
    }
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: target.keys },
        job.payload,
        { TTL: this.config.pushTtlSeconds, contentEncoding: 'aes128gcm', urgency: job.urgency },
      );
      details.headers.Authorization = this.vapidHeader(new URL(target.endpoint).origin);
    } catch (error) {
      // Keys no browser makes: nothing can ever be sent to this subscription.
      this.logger.warn({ err: (error as Error).message }, 'push subscription unusable; removed');
      await this.subscriptions.forget(target.subscriptionId);
      return undefined;
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
      return { retryAfterMs: 0 };
    }
    if (status >= 200 && status < 300) {
      this.sent += 1;
      return undefined;
    }
    if (status === 404 || status === 410) {
      // The browser unsubscribed or the subscription expired: never again.
      await this.subscriptions.forget(target.subscriptionId);
      return undefined;
    }
    if (status === 429 || status >= 500) {
      const seconds = Number(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter);
      return { retryAfterMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0 };
    }
    this.logger.warn({ status }, 'push refused; dropped');
    return undefined;
  }

  /**
   * A finished job leaves the queue with others finished about then: one delete for many (each
   * single delete costs the embedded database a round trip). Until then, a crash would send it
   * again: at least once, never lost.
   */
  private done(id: string): Promise<void> {
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

  /** Logged once a minute at most: a push service down fails every send. */
  private failed(error: unknown): void {
    if (Date.now() - this.lastFailureLogged < 60_000) return;
    this.lastFailureLogged = Date.now();
    this.logger.warn({ err: (error as Error).message }, 'sending a push failed; retried');
  }
}
