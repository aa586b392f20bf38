import {
  incidentFacts,
  mayFollowIncident,
  type IncidentEventType,
  type IncidentLiveEvent,
  type LiveEvent,
} from '@rescue/contracts';
import type { AuthUser, Logger } from '@rescue/service-kit';
import type { ChangeDoc, ChangeLog, ChangePrev } from '../store/change-log';
import type { IncidentDoc } from '../store/incident-doc';
import {
  canSeeDispatch,
  canSeeModeration,
  canSeeReporterContact,
  toIncident,
} from './incident-view';

/** How often the log is read for other replicas' writes (this replica's own: at once). */
const POLL_MS = 250;
/** Changes kept in memory for reconnecting clients; older ones are read from the log. */
const RING_SIZE = 2000;
/** How often a follower with nothing new asks whether the log moved past a gap. */
const GAP_CHECK_MS = 5000;

/** Where a live stream's events go: one open stream, for one session. */
export interface Subscriber {
  /** Who it is now (the stream re-checks the session and updates this). */
  user: AuthUser;
  /** One SSE frame (a whole event block). */
  write(frame: string): void;
}

interface Entry {
  seq: number;
  at: Date;
  kind: ChangeDoc['kind'];
  op?: ChangeDoc['op'];
  doc?: IncidentDoc;
  prev?: ChangePrev;
  /** Frames already made for this change, by the view they carry (most subscribers share one). */
  frames?: Map<string, string>;
}

/** One SSE block: `id`, `event`, `data` (JSON on one line), blank line. */
export function sseFrame(id: number, event: LiveEvent): string {
  return `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * The live-updates feed of one incidents replica: follows the shared change log
 * (store/change-log.ts) from its own cursor, so every replica sees every write whichever
 * replica made it, in the log's order; keeps the last RING_SIZE changes for reconnecting
 * clients; and gives each subscriber the changes it may see under the policy
 * (contracts' mayFollowIncident), as the view GET /api/incidents/{id} gives it.
 *
 * Event id = change sequence number. A client reconnecting with Last-Event-ID N gets every
 * change after N it may see: from memory, or from the log (kept at least 10 minutes and
 * 1,000 changes); older than the log keeps: a `resync` event.
 */
export class EventFeed {
  /** The last change read from the log. */
  private cursor = 0;
  private ring: Entry[] = [];
  private readonly subscribers = new Set<Subscriber>();
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private lastGapCheck = 0;
  private lastFailureLogged = 0;
  private started = false;
  /** Replays of older changes asked for at once share one read. */
  private readonly older = new Map<string, Promise<Entry[]>>();

  constructor(
    private readonly log: ChangeLog,
    private readonly logger?: Logger,
  ) {}

  async start(): Promise<void> {
    this.cursor = await this.log.head();
    this.started = true;
    this.timer = setInterval(() => void this.poll(), POLL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.subscribers.clear();
  }

  get size(): number {
    return this.subscribers.size;
  }

  /** Reads the log now (after a write this replica made). */
  kick(): void {
    if (this.started) void this.poll();
  }

  /**
   * Registers `subscriber` after sending it what it missed since `lastEventId` (none: from
   * now), then `ready`. Returns what unsubscribes it.
   */
  async subscribe(subscriber: Subscriber, lastEventId?: number): Promise<() => void> {
    await this.poll();
    const frames: string[] = [];
    const resync = (reason: 'too-old' | 'unknown-id') =>
      frames.push(sseFrame(this.cursor, { type: 'resync', at: new Date().toISOString(), reason }));
    if (lastEventId !== undefined && lastEventId !== this.cursor) {
      if (lastEventId > this.cursor) resync('unknown-id');
      else {
        let next = lastEventId + 1;
        const floor = this.floor();
        let complete = true;
        const missed: Entry[] = [];
        if (next < floor) {
          const older = await this.readOlder(next, floor);
          if (older[0]?.seq !== next || older.length !== floor - next) complete = false;
          else {
            missed.push(...older);
            next = floor;
          }
        }
        // The ring may have moved on while the log was read.
        if (complete && next < this.floor()) complete = false;
        if (!complete) resync('too-old');
        else {
          for (const entry of this.ring) if (entry.seq >= next) missed.push(entry);
          this.replayInto(frames, missed, subscriber.user);
        }
      }
    }
    frames.push(
      sseFrame(this.cursor, {
        type: 'ready',
        at: new Date().toISOString(),
        lastEventId: String(this.cursor),
      }),
    );
    for (const frame of frames) subscriber.write(frame);
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** An id-only block: moves a client's Last-Event-ID past changes it was not shown. */
  position(): string {
    return `: heartbeat\nid: ${this.cursor}\n\n`;
  }

  /** The oldest change the ring holds without a gap up to the cursor. */
  private floor(): number {
    return this.ring[0]?.seq ?? this.cursor + 1;
  }

  private readOlder(from: number, to: number): Promise<Entry[]> {
    const key = `${from}-${to}`;
    let read = this.older.get(key);
    if (!read) {
      read = this.log
        .range(from, to)
        .then((changes) => changes.map(toEntry))
        .finally(() => this.older.delete(key));
      this.older.set(key, read);
    }
    return read;
  }

  /** One read of the log that starts no earlier than this call; concurrent callers share it. */
  private poll(): Promise<void> {
    if (this.queued) return this.queued;
    if (!this.running) return this.startDrain();
    this.queued = this.running.then(() => {
      this.queued = undefined;
      return this.startDrain();
    });
    return this.queued;
  }

  private startDrain(): Promise<void> {
    const run = this.drain()
      .catch((error: unknown) => {
        if (Date.now() - this.lastFailureLogged > 60_000) {
          this.lastFailureLogged = Date.now();
          this.logger?.warn({ err: error }, 'reading the change log for live events failed');
        }
      })
      .finally(() => {
        if (this.running === run) this.running = undefined;
      });
    this.running = run;
    return run;
  }

  private async drain(): Promise<void> {
    let read = 0;
    for (;;) {
      const change = await this.log.get(this.cursor + 1);
      if (!change) break;
      read += 1;
      this.cursor += 1;
      this.accept(toEntry(change));
    }
    if (read > 0 || Date.now() - this.lastGapCheck < GAP_CHECK_MS) return;
    // Nothing after the cursor: has the log moved on past a gap (trimmed while this replica
    // could not read it)? Then its subscribers must refetch.
    this.lastGapCheck = Date.now();
    const head = await this.log.head();
    if (head <= this.cursor) return;
    // Writers may have logged the next change since it was asked for: only a change still
    // missing now, read after the head (numbers are taken in order), was trimmed.
    if (await this.log.get(this.cursor + 1)) return;
    this.logger?.warn({ from: this.cursor, head }, 'live events missed trimmed changes; resync');
    this.cursor = head;
    this.ring = [];
    const frame = sseFrame(head, {
      type: 'resync',
      at: new Date().toISOString(),
      reason: 'too-old',
    });
    for (const subscriber of this.subscribers) subscriber.write(frame);
  }

  private accept(entry: Entry): void {
    this.ring.push(entry);
    if (this.ring.length > RING_SIZE) this.ring.splice(0, this.ring.length - RING_SIZE);
    for (const subscriber of this.subscribers) {
      const frame = this.frameFor(entry, subscriber.user);
      if (frame) subscriber.write(frame);
    }
  }

  /**
   * What `user` receives of changes it missed, judged by what it may see NOW, not when each
   * change was made: a report hidden since (or a case taken by another volunteer) replays
   * nothing of its earlier states, only its removal, and contact details or moderation appear
   * only where both the change's view and today's would show them. Every change to an incident
   * after a replayed one is in the replay too, so its last one there is the incident now;
   * except across a `reload` (written behind the log), whose resync frame makes the client
   * read everything again: changes before the last one are not replayed.
   */
  private replayInto(frames: string[], missed: Entry[], user: AuthUser): void {
    let from = 0;
    missed.forEach((entry, i) => {
      if (entry.kind === 'reload') from = i;
    });
    const replayed = missed.slice(from);
    const latest = new Map<string, Entry>();
    /** Incidents this subscriber could see at some point of the replay (a removal is news). */
    const seen = new Set<string>();
    for (const entry of replayed) {
      if (!entry.doc) continue;
      const id = entry.doc._id.toHexString();
      latest.set(id, entry);
      if (
        mayFollowIncident(user, incidentFacts(entry.doc)) ||
        (entry.prev && mayFollowIncident(user, incidentFacts(entry.prev)))
      )
        seen.add(id);
    }
    for (const entry of replayed) {
      const id = entry.doc?._id.toHexString();
      const now = id === undefined ? undefined : latest.get(id);
      const frame =
        now?.doc && id !== undefined
          ? this.replayFrame(entry, now.doc, user, now === entry && seen.has(id))
          : this.frameFor(entry, user);
      if (frame) frames.push(frame);
    }
  }

  private replayFrame(
    entry: Entry,
    now: IncidentDoc,
    user: AuthUser,
    /** This is the incident's last change here, and the subscriber could see it before. */
    removalIsNews: boolean,
  ): string | undefined {
    const doc = entry.doc!;
    if (!mayFollowIncident(user, incidentFacts(now))) {
      // Gone from this subscriber's view: its last change says so, and nothing of it is sent.
      return removalIsNews
        ? this.shared(entry, 'removed', () =>
            sseFrame(entry.seq, base(entry, doc, 'incident.removed')),
          )
        : undefined;
    }
    if (!mayFollowIncident(user, incidentFacts(doc))) return this.frameFor(entry, user);
    return this.viewFrame(
      entry,
      doc,
      canSeeReporterContact(user, doc) && canSeeReporterContact(user, now),
      canSeeModeration(user, doc) && canSeeModeration(user, now),
      canSeeDispatch(user),
    );
  }

  /** The change as an incident.created or .updated carrying the incident's view. */
  private viewFrame(
    entry: Entry,
    doc: IncidentDoc,
    contact: boolean,
    moderation: boolean,
    dispatch: boolean,
  ): string {
    const type: IncidentEventType = entry.op === 'insert' ? 'incident.created' : 'incident.updated';
    const key = `${contact ? 'c' : ''}${moderation ? 'm' : ''}${dispatch ? 'd' : ''}`;
    return this.shared(entry, key, () =>
      sseFrame(entry.seq, {
        ...base(entry, doc, type),
        incident: toIncident(doc, contact, moderation, dispatch),
      }),
    );
  }

  /** What `user` receives of this change, if anything. */
  private frameFor(entry: Entry, user: AuthUser): string | undefined {
    if (entry.kind === 'reload') {
      return this.shared(entry, 'reload', () =>
        sseFrame(entry.seq, { type: 'resync', at: entry.at.toISOString(), reason: 'reload' }),
      );
    }
    const doc = entry.doc;
    if (!doc) return undefined;
    if (mayFollowIncident(user, incidentFacts(doc)))
      return this.viewFrame(
        entry,
        doc,
        canSeeReporterContact(user, doc),
        canSeeModeration(user, doc),
        canSeeDispatch(user),
      );
    if (entry.prev && mayFollowIncident(user, incidentFacts(entry.prev))) {
      return this.shared(entry, 'removed', () =>
        sseFrame(entry.seq, base(entry, doc, 'incident.removed')),
      );
    }
    return undefined;
  }

  private shared(entry: Entry, key: string, make: () => string): string {
    entry.frames ??= new Map();
    let frame = entry.frames.get(key);
    if (frame === undefined) entry.frames.set(key, (frame = make()));
    return frame;
  }
}

function base(entry: Entry, doc: IncidentDoc, type: IncidentEventType): IncidentLiveEvent {
  return {
    type,
    incidentId: doc._id.toHexString(),
    status: doc.status,
    at: entry.at.toISOString(),
  };
}

function toEntry(change: ChangeDoc): Entry {
  return {
    seq: Number(change._id),
    at: change.at,
    kind: change.kind,
    op: change.op,
    doc: change.doc,
    prev: change.prev,
  };
}
