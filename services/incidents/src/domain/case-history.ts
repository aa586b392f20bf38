// The case history: one event per change, stored on the incident, and what is read from it:
// the spec's caseUpdates (same wording as before the history), the closure, the reporter's
// notifications, and each reader's view of the events.
import {
  type CaseEvent,
  type ClosureReason,
  type IncidentStatus,
  type ReporterNotification,
} from '@rescue/contracts';
import { ObjectId, type AuthUser } from '@rescue/service-kit';
import {
  historyOf,
  type IncidentDoc,
  type StoredCaseEvent,
  type StoredCaseUpdate,
} from '../store/incident-doc';
import { caseUpdateText, notificationText } from './case-updates';

export { closedAt, closureOf } from '../store/incident-doc';

export type Actor = StoredCaseEvent['actor'];

/** Who did it, as the token (or the case's holder) says: never contact details. */
export const actorOf = (user: Pick<AuthUser, 'id' | 'role' | 'name'>): Actor => ({
  id: user.id,
  role: user.role,
  name: user.name,
});

export function caseEvent(
  type: StoredCaseEvent['type'],
  actor: Actor,
  at: Date,
  fields: {
    from?: IncidentStatus | null;
    to?: IncidentStatus | null;
    note?: string | null;
    reason?: ClosureReason | null;
    photo?: string | null;
    severity?: StoredCaseEvent['severity'];
    escalation?: StoredCaseEvent['escalation'];
  } = {},
): StoredCaseEvent {
  return {
    id: new ObjectId().toHexString(),
    type,
    at,
    actor,
    from: fields.from ?? null,
    to: fields.to ?? null,
    note: fields.note ?? null,
    reason: fields.reason ?? null,
    ...(fields.photo ? { photo: fields.photo } : {}),
    ...(fields.severity ? { severity: fields.severity } : {}),
    ...(fields.escalation ? { escalation: fields.escalation } : {}),
  };
}

/** An event's case update text (spec section 3), or null for what caseUpdates never showed. */
function caseUpdateOf(event: StoredCaseEvent): string | null {
  const name = event.actor.name;
  switch (event.type) {
    case 'reported':
      return caseUpdateText.reported;
    case 'status_changed':
      if (!event.to) return null;
      // A closing note is shown as the closure; any other note with the change is for everyone.
      return event.note && event.reason === null
        ? caseUpdateText.statusWithNote(event.to, event.note)
        : caseUpdateText.status(event.to);
    case 'ngo_handling':
      return caseUpdateText.handling(name);
    case 'volunteer_assigned':
      return caseUpdateText.assigned(name);
    case 'note':
      if (event.actor.role === 'volunteer') return caseUpdateText.note(name, event.note ?? '');
      return event.follower
        ? caseUpdateText.followerNote(name, event.note ?? '')
        : caseUpdateText.reporterNote(event.note ?? '');
    case 'completed':
      return caseUpdateText.completed(name);
    case 'reopened':
      return caseUpdateText.reopened(event.note ?? '');
    case 'severity_reviewed': {
      const { from, to } = event.severity ?? { from: '', to: '' };
      return from === to
        ? caseUpdateText.severityConfirmed(to, name)
        : caseUpdateText.severityChanged(from, to, name, event.note ?? '');
    }
    case 'hidden':
    case 'unhidden':
      // The operator's moderation never was a case update (only its reporter is told why).
      return null;
    case 'dispatch_requested':
    case 'dispatch_accepted':
    case 'dispatch_declined':
    case 'escalated':
      // Issue 31's steps are read from the history (caseUpdates keeps the spec's wording).
      return null;
  }
}

/** The spec's caseUpdates: those kept from before the history, then the history's. */
export function caseUpdatesOf(doc: IncidentDoc): StoredCaseUpdate[] {
  const rendered: StoredCaseUpdate[] = [];
  for (const event of historyOf(doc)) {
    const description = caseUpdateOf(event);
    if (description !== null) rendered.push({ timestamp: event.at, description });
  }
  return [...(doc.caseUpdates ?? []), ...rendered];
}

/** A volunteer as the reporter reads them: the first name only. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * The history as `user` may read it: actors by id, role and name only; a volunteer by first
 * name for the reporter; hidden and unhidden only for the reporter and the operator.
 * Entries from before the history come first, as legacy events without an actor.
 */
export function historyFor(
  user: AuthUser,
  doc: IncidentDoc,
  { withModeration }: { withModeration: boolean },
): CaseEvent[] {
  const moderation = withModeration;
  const reporterReading = doc.reportedBy === user.id && user.role !== 'admin';
  const legacy: CaseEvent[] = (doc.caseUpdates ?? []).map((update, index) => ({
    id: legacyId(doc, index),
    type: 'legacy',
    at: update.timestamp.toISOString(),
    actor: null,
    from: null,
    to: null,
    note: update.description,
    reason: null,
    photo: null,
  }));
  const events = historyOf(doc)
    .filter((event) => moderation || (event.type !== 'hidden' && event.type !== 'unhidden'))
    .map((event): CaseEvent => ({
      id: event.id,
      type: event.type,
      at: event.at.toISOString(),
      actor: {
        id: event.actor.id,
        role: event.actor.role,
        name:
          reporterReading && event.actor.role === 'volunteer'
            ? firstName(event.actor.name)
            : event.actor.name,
      },
      from: event.from,
      to: event.to,
      note: event.note,
      reason: event.reason,
      photo: event.photo ?? null,
      severity: event.severity ?? null,
      ...(event.escalation ? { escalation: event.escalation } : {}),
      ...(event.follower ? { follower: true } : {}),
    }));
  return [...legacy, ...events];
}

/** A stable id for an old case update: the incident's id with its index in the last bytes. */
function legacyId(doc: IncidentDoc, index: number): string {
  const hex = doc._id.toHexString();
  const suffix = index.toString(16).padStart(6, '0').slice(-6);
  return hex.slice(0, 18) + suffix;
}

/** What the reporter is told of an event, or null (their own doings, moderation). */
function notificationOf(
  event: StoredCaseEvent,
): Pick<ReporterNotification, 'type' | 'text'> | null {
  const name = event.actor.name;
  switch (event.type) {
    case 'ngo_handling':
      return { type: 'status', text: notificationText.handling(name) };
    case 'status_changed':
      return event.to
        ? { type: 'status', text: notificationText.status(event.to, name, event.note) }
        : null;
    case 'volunteer_assigned':
      return { type: 'assigned', text: notificationText.assigned(name) };
    case 'note':
      return event.actor.role === 'volunteer'
        ? { type: 'note', text: notificationText.note(name, event.note ?? '') }
        : null;
    case 'completed':
      return { type: 'completed', text: notificationText.completed(name) };
    default:
      return null;
  }
}

/** The reporter's notifications from their incidents' histories, newest first, at most `limit`. */
export function notificationsOf(
  docs: readonly IncidentDoc[],
  limit: number,
): ReporterNotification[] {
  const found: { at: Date; order: number; item: ReporterNotification }[] = [];
  for (const doc of docs) {
    for (const [order, event] of historyOf(doc).entries()) {
      const told = notificationOf(event);
      if (!told) continue;
      found.push({
        at: event.at,
        order,
        item: {
          _id: event.id,
          incidentId: doc._id.toHexString(),
          ...told,
          createdAt: event.at.toISOString(),
        },
      });
    }
  }
  found.sort((a, b) => b.at.getTime() - a.at.getTime() || b.order - a.order);
  return found.slice(0, limit).map((entry) => entry.item);
}
