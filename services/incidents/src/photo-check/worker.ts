import { ObjectId, type Db, type Logger } from '@rescue/service-kit';
import type { IncidentStore } from '../store/incidents';
import type { PhotoStore } from '../store/photos';
import type { PhotoCheckConfig } from './config';
import { Detector } from './detector';
import { PhotoCheckQueue, type PhotoCheckJob } from './queue';
import { summarise, type StoredPhotoCheck } from './summary';

/** A check's lease: well past a check's time limit, so a slow check is never done twice. */
const LEASE_MARGIN_MS = 30_000;
/** Done jobs kept this long (then only the incident keeps the result). */
const JOB_RETENTION_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const CHANGES_PER_LOOK = 200;

export interface PhotoCheckDeps {
  config: PhotoCheckConfig;
  db: Db;
  incidents: IncidentStore;
  photos: PhotoStore;
  logger: Logger;
}

/**
 * Checks the photo of each new report after it is stored, off the request path (issue 30,
 * "The photo helps"; docs/decisions/0007-photo-check.md). Every replica follows the
 * incidents' change log from a position kept in the database and queues each new report
 * that has a photo (a second replica's queueing is refused); whichever replica leases a job
 * checks it and writes animalInfo.photoCheck through the incident's fenced write. A failure
 * never touches the report: it is tried again, up to MAX_ATTEMPTS, then left unchecked.
 */
export class PhotoCheckWorker {
  readonly queue: PhotoCheckQueue;
  private readonly detector: Detector;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private cursor: number | undefined;
  private lastPrune = 0;

  constructor(private readonly deps: PhotoCheckDeps) {
    this.queue = new PhotoCheckQueue(deps.db);
    this.detector = new Detector(deps.config);
  }

  start(): void {
    // A write of this replica's (a new report) is looked at at once; others' on the next poll.
    this.deps.incidents.onWrite(() => this.wake());
    this.timer = setInterval(() => this.wake(), this.deps.config.pollMs);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
    await this.detector.close();
  }

  /** One look at a time; a wake during a look makes one more. */
  private wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.look()
      .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'photo check look failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async look(): Promise<void> {
    await this.follow();
    for (const job of await this.queue.due(new Date(), 5)) {
      if (this.stopped) return;
      await this.work(job);
    }
    if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = Date.now();
      await this.queue.prune(new Date(Date.now() - JOB_RETENTION_MS));
    }
  }

  /** Queues the reports with a photo logged since the kept position. */
  private async follow(): Promise<void> {
    const log = this.deps.incidents.changeLog;
    if (this.cursor === undefined) {
      const kept = await this.queue.cursor();
      // A kept position the log no longer holds (it keeps ten minutes): from the head on.
      if (kept !== undefined && (kept === 0 || (await log.get(kept)))) this.cursor = kept;
      else {
        this.cursor = await log.head();
        if (kept !== undefined)
          this.deps.logger.warn(
            { from: kept, to: this.cursor },
            'photo check skipped changes the log no longer keeps',
          );
      }
    }
    let seq = this.cursor;
    for (let n = 0; n < CHANGES_PER_LOOK; n++) {
      const change = await log.get(seq + 1);
      if (!change) break;
      seq += 1;
      const photo = change.doc?.animalInfo.photo;
      if (change.op === 'insert' && change.doc && photo)
        await this.queue.enqueue(change.doc._id.toHexString(), photo, new Date());
    }
    if (seq !== this.cursor) {
      this.cursor = seq;
      await this.queue.saveCursor(seq);
    }
  }

  private async work(job: PhotoCheckJob): Promise<void> {
    const token = await this.queue.tryLease(job._id, this.deps.config.timeoutMs + LEASE_MARGIN_MS);
    if (!token) return;
    try {
      // Another replica may have finished it between the look and the lease.
      const current = await this.queue.get(job._id);
      if (current?.state !== 'queued') return;
      const result = await this.check(job.photo);
      await this.store(job._id, result);
      await this.queue.done(job._id, new Date());
      this.deps.logger.info(
        {
          incidentId: job._id,
          suggestedType: result.suggestedType,
          noAnimalFound: result.noAnimalFound,
        },
        'photo checked',
      );
    } catch (error) {
      if (this.stopped) return;
      const message = error instanceof Error ? error.message : String(error);
      this.deps.logger.warn({ incidentId: job._id, err: message }, 'photo check failed');
      await this.queue.failed(job, message, new Date());
    } finally {
      await this.queue.release(job._id, token);
    }
  }

  private async check(photoName: string): Promise<StoredPhotoCheck> {
    const stored = await this.deps.photos.open(photoName, 'full');
    if (!stored) throw new Error('photo not found');
    const chunks: Buffer[] = [];
    for await (const chunk of stored.read()) chunks.push(chunk as Buffer);
    return summarise(await this.detector.detect(Buffer.concat(chunks)), new Date());
  }

  /** Only the check's own field: the report and everything the people did stay as they are. */
  private async store(incidentId: string, result: StoredPhotoCheck): Promise<void> {
    await this.deps.incidents.update(new ObjectId(incidentId), () => ({
      $set: { 'animalInfo.photoCheck': result },
    }));
  }
}

/** Null when PHOTO_CHECK=off. */
export function startPhotoCheck(deps: PhotoCheckDeps): PhotoCheckWorker | null {
  if (!deps.config.enabled) return null;
  const worker = new PhotoCheckWorker(deps);
  worker.start();
  return worker;
}
