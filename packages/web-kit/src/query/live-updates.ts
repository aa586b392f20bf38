// Live updates: while someone is logged in and a page shows server data, one server-sent
// event stream (GET /api/events/stream, through the gateway) tells the cache what changed, and
// the cache asks again for exactly those answers: a new report appears on an NGO's dashboard,
// a status change on the reporter's, a taken case leaves other volunteers' lists, all without
// a reload. The server decides what each person receives (the authorization policy); this
// only invalidates by the query keys. While the stream is down, screens poll instead
// (pollWhileOffline), and a reconnect resumes after the last event seen (Last-Event-ID).
import type { IncidentLiveEvent } from '@rescue/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiUrl, sessionStore } from '@rescue/web-kit';
import { callOperation } from './operation-client';
import { incidentKeys, ngoKeys, userKeys, volunteerCaseKeys } from './query-keys';

/** How often a screen polls while the stream is down (it never polls while it is up). */
export const OFFLINE_POLL_MS = 30_000;
/** Events arriving together are applied together: one refetch per list, not one per event. */
const BATCH_MS = 150;
/** Waits before reconnecting after a failure: 1 s, 2 s, 4 s… capped. */
const MAX_RECONNECT_DELAY_MS = 30_000;

export type LiveState = 'off' | 'connecting' | 'live' | 'down';

/** An incident event as listeners get it: the server's data and the event's id. */
export type LiveIncidentEvent = Partial<IncidentLiveEvent> & {
  id: string;
  type: IncidentLiveEvent['type'];
  incidentId: string;
};

/** The browser's EventSource, replaceable in tests (jsdom has none). */
export type EventSourceFactory = (url: string) => EventSource;

export class LiveUpdates {
  private state: LiveState = 'off';
  private readonly listeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: LiveIncidentEvent) => void>();
  private source: EventSource | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private lastEventId: string | null = null;
  private failures = 0;
  private pending = new Set<string>();
  /** Incidents whose detail the batch already set from the event itself (no refetch). */
  private fresh = new Set<string>();
  private resync = false;
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private generation = 0;

  constructor(
    private readonly client: QueryClient,
    private readonly open: EventSourceFactory | null = typeof EventSource === 'undefined'
      ? null
      : (url) => new EventSource(url),
  ) {}

  get current(): LiveState {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Calls `listener` with every incident event (the notification bell keeps them). */
  onEvent(listener: (event: LiveIncidentEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => {
      this.eventListeners.delete(listener);
    };
  }

  /** Starts (or restarts, for another account) the stream; stops it when logged out. */
  follow(userId: string | null): void {
    this.stop();
    this.lastEventId = null;
    if (userId && this.open) void this.connect();
  }

  stop(): void {
    this.generation += 1;
    this.source?.close();
    this.source = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.setState('off');
  }

  private async connect(): Promise<void> {
    const generation = this.generation;
    this.setState(this.state === 'down' ? 'down' : 'connecting');
    let ticket: string;
    try {
      ({ ticket } = await callOperation('events.ticket'));
    } catch {
      if (generation === this.generation) this.retryLater(generation);
      return;
    }
    if (generation !== this.generation || !this.open) return;
    const query = new URLSearchParams({ ticket });
    // A new EventSource cannot set Last-Event-ID itself: the server reads it from the URL.
    if (this.lastEventId) query.set('lastEventId', this.lastEventId);
    const source = this.open(apiUrl(`/api/events/stream?${query}`));
    this.source = source;
    const onIncident = (event: MessageEvent<string>) => this.onIncident(event);
    for (const type of ['incident.created', 'incident.updated', 'incident.removed']) {
      source.addEventListener(type, onIncident as EventListener);
    }
    source.addEventListener('ready', ((event: MessageEvent<string>) => {
      this.remember(event);
      this.failures = 0;
      // Back after a gap: what was missed arrived before 'ready'; a first connection after
      // polling may have missed more, so everything shown is asked again once.
      if (this.state === 'down') this.scheduleResync();
      this.setState('live');
    }) as EventListener);
    source.addEventListener('resync', ((event: MessageEvent<string>) => {
      this.remember(event);
      this.scheduleResync();
    }) as EventListener);
    source.onerror = () => {
      // EventSource retries by itself (with Last-Event-ID) while its ticket is good; once it
      // gives up (CLOSED) a new ticket is needed.
      if (generation !== this.generation) return;
      this.setState('down');
      if (source.readyState === 2) {
        source.close();
        this.retryLater(generation);
      }
    };
  }

  private retryLater(generation: number): void {
    this.setState('down');
    this.failures += 1;
    const delay = Math.min(1000 * 2 ** (this.failures - 1), MAX_RECONNECT_DELAY_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (generation === this.generation) void this.connect();
    }, delay);
  }

  private remember(event: MessageEvent<string>): void {
    if (event.lastEventId) this.lastEventId = event.lastEventId;
  }

  private onIncident(event: MessageEvent<string>): void {
    this.remember(event);
    let data: Partial<IncidentLiveEvent>;
    try {
      data = JSON.parse(event.data) as Partial<IncidentLiveEvent>;
    } catch {
      return;
    }
    if (typeof data.incidentId !== 'string' || typeof data.type !== 'string') return;
    const received = {
      ...data,
      id: event.lastEventId,
      type: data.type,
      incidentId: data.incidentId,
    };
    for (const listener of this.eventListeners) listener(received);
    if (data.incident && data.type !== 'incident.removed') {
      // The new state is in the event: a detail page on screen shows it at once.
      this.client.setQueryData(incidentKeys.detail(data.incidentId), data.incident);
      this.fresh.add(data.incidentId);
    } else {
      this.fresh.delete(data.incidentId);
    }
    this.pending.add(data.incidentId);
    this.scheduleFlush();
  }

  private scheduleResync(): void {
    this.resync = true;
    this.scheduleFlush();
  }

  private scheduleFlush(): void {
    this.flushTimer ??= setTimeout(() => this.flush(), BATCH_MS);
  }

  /** Asks again for every answer the batch of events may have changed. */
  private flush(): void {
    this.flushTimer = null;
    const ids = [...this.pending];
    const fresh = new Set(this.fresh);
    this.pending.clear();
    this.fresh.clear();
    if (this.resync) {
      this.resync = false;
      void this.client.invalidateQueries();
      return;
    }
    const stale = [
      incidentKeys.lists(),
      [...incidentKeys.all, 'mine'],
      volunteerCaseKeys.all,
      ngoKeys.stats(),
      userKeys.notifications(),
      ...ids.filter((id) => !fresh.has(id)).map((id) => incidentKeys.detail(id)),
    ];
    for (const queryKey of stale) void this.client.invalidateQueries({ queryKey });
    // A detail set from its event is current: only what hangs under it (its history, the
    // volunteer's contact) is asked again, not the incident a second time.
    for (const id of fresh) {
      const detail = incidentKeys.detail(id);
      void this.client.invalidateQueries({
        queryKey: detail,
        predicate: (query) => query.queryKey.length > detail.length,
      });
    }
  }

  private setState(state: LiveState): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

/**
 * The polling a screen falls back to: every OFFLINE_POLL_MS while the stream is not live,
 * never while it is (then the stream says when to ask). For TanStack's refetchInterval.
 */
export function pollWhileOffline(
  live: LiveUpdates,
  everyMs: number = OFFLINE_POLL_MS,
): () => number | false {
  return () => (live.current === 'live' ? false : everyMs);
}

/** Follows the session: a stream per logged-in person, none when logged out. */
export function followSessionLive(live: LiveUpdates): () => void {
  let userId = sessionStore.get()?.user.id ?? null;
  live.follow(userId);
  return sessionStore.subscribe(() => {
    const next = sessionStore.get()?.user.id ?? null;
    if (next === userId) return;
    userId = next;
    live.follow(userId);
  });
}
