// The notification bell's inbox: what the live stream brought the logged-in person (only what
// the server let them see), newest first, with how many they have not looked at. Kept on this
// device per account (localStorage), so a reload keeps the count; capped, so it never grows.
import { animalName, placeText, sessionStore, statusLabel } from '@rescue/web-kit';
import type { LiveIncidentEvent, LiveUpdates } from './live-updates';
import { areasText } from '@rescue/web-kit/areas';

/** The most items kept (older ones drop off). */
export const INBOX_SIZE = 20;
const STORAGE_PREFIX = 'rescue.inbox.';

export interface InboxItem {
  /** The event's id (the change's sequence number): each change is listed once. */
  id: string;
  incidentId: string;
  text: string;
  at: string;
}

interface InboxState {
  items: InboxItem[];
  unread: number;
}

const EMPTY: InboxState = { items: [], unread: 0 };

/** What an event says, in the words of the screens (status labels, animal, place). */
export function inboxText(event: LiveIncidentEvent): string {
  const incident = event.incident;
  const what = incident
    ? `${animalName(incident.animalInfo.type)}, ${placeText(incident.location.address, incident.city)}`
    : areasText.t('inbox.aCase');
  if (event.type === 'incident.created') return areasText.t('inbox.newReport', { what });
  if (event.type === 'incident.removed') return areasText.t('inbox.removed', { what });
  const status = event.status ? statusLabel(event.status) : null;
  return status ? `${what}: ${status}` : areasText.t('inbox.updated', { what });
}

export class LiveInbox {
  private state: InboxState = EMPTY;
  private userId: string | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(live: LiveUpdates) {
    live.onEvent((event) => this.receive(event));
    this.follow(sessionStore.get()?.user.id ?? null);
    sessionStore.subscribe(() => this.follow(sessionStore.get()?.user.id ?? null));
  }

  get current(): InboxState {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** The bell was opened: everything in it counts as seen. */
  markAllRead(): void {
    if (this.state.unread === 0) return;
    this.set({ ...this.state, unread: 0 });
  }

  private follow(userId: string | null): void {
    if (userId === this.userId) return;
    this.userId = userId;
    this.state = userId ? this.load(userId) : EMPTY;
    this.notify();
  }

  /** Keeps an event (once, by its id) as the newest unread item. */
  receive(event: LiveIncidentEvent): void {
    if (!this.userId || this.state.items.some((item) => item.id === event.id)) return;
    const item: InboxItem = {
      id: event.id,
      incidentId: event.incidentId,
      text: inboxText(event),
      at: event.at ?? new Date().toISOString(),
    };
    this.set({
      items: [item, ...this.state.items].slice(0, INBOX_SIZE),
      unread: Math.min(this.state.unread + 1, INBOX_SIZE),
    });
  }

  private set(state: InboxState): void {
    this.state = state;
    if (this.userId) {
      try {
        localStorage.setItem(STORAGE_PREFIX + this.userId, JSON.stringify(state));
      } catch {
        // Storage full or refused: the bell still works for this page.
      }
    }
    this.notify();
  }

  private load(userId: string): InboxState {
    try {
      const stored = JSON.parse(
        localStorage.getItem(STORAGE_PREFIX + userId) ?? 'null',
      ) as InboxState | null;
      return stored && Array.isArray(stored.items) ? stored : EMPTY;
    } catch {
      return EMPTY;
    }
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
