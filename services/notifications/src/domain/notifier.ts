// Turns the incidents' changes into stored notifications and pushes (domain/alerts.ts says who).
import type { IncidentChange, IncidentChangeFacts } from '@rescue/contracts';
import { notificationTitle } from '@rescue/contracts/i18n';
import type { DutyDoc, DutyStore } from '../store/duty';
import type { NotificationStore } from '../store/notifications';
import type { Peers } from '../store/peers';
import { PUSH_JOB_TARGETS, type PushQueue, type PushTarget } from '../store/push-queue';
import type { SubscriptionDoc, SubscriptionStore } from '../store/subscriptions';
import {
  alertLevel,
  audience,
  escalatedNotification,
  escalatedVolunteers,
  meetsSeverity,
  nearbyNotification,
  nearbyVolunteers,
  normalizeArea,
  planNotifications,
  type PlannedNotification,
} from './alerts';
import { HOLD_MS, type PushSender } from './push-sender';

export interface NotifierDeps {
  notifications: NotificationStore;
  duty: Pick<DutyStore, 'onDuty'>;
  subscriptions: Pick<SubscriptionStore, 'ofUsers' | 'ofNgosIn' | 'ofOperators'>;
  queue: PushQueue;
  sender: PushSender;
  peers: Pick<Peers, 'fullVolunteers'>;
}

/** What a push carries: the case, its severity and a title; never a person's contact. */
export interface PushPayload {
  kind: PlannedNotification['kind'];
  incidentId: string;
  severity: IncidentChangeFacts['category'];
  title: string;
}

/**
 * A batch of the feed's changes, in order. Who is on duty, an area's NGO browsers and the
 * operators' are read once for the batch, when a change first needs them: a burst of reports
 * or escalation steps (many cases due at once, a replica back after an outage) reads each
 * once, not once a change (each a scan on the embedded database, which kept the feed, and the
 * reports behind the burst, waiting).
 */
export async function notifyChanges(
  deps: NotifierDeps,
  changes: readonly IncidentChange[],
): Promise<void> {
  let onDuty: Promise<DutyDoc[]> | undefined;
  let operators: Promise<SubscriptionDoc[]> | undefined;
  const areas = new Map<string, Promise<SubscriptionDoc[]>>();
  const ngosIn = (area: string) => {
    let read = areas.get(area);
    if (!read) areas.set(area, (read = deps.subscriptions.ofNgosIn(area)));
    return read;
  };
  const batch: NotifierDeps = {
    ...deps,
    duty: { onDuty: () => (onDuty ??= deps.duty.onDuty()) },
    subscriptions: {
      ofUsers: (userIds) => deps.subscriptions.ofUsers(userIds),
      ofNgosIn: ngosIn,
      ofOperators: () => (operators ??= deps.subscriptions.ofOperators()),
    },
  };
  for (const change of changes) await notifyChange(batch, change);
}

/**
 * Stores what each change means to whom and queues its pushes. Only news not stored before is
 * pushed: a change another replica (or an earlier try) handled pushes nothing twice.
 */
export async function notifyChange(deps: NotifierDeps, change: IncidentChange): Promise<void> {
  const incident = change.incident;
  if (!incident) return;
  const planned = planNotifications(change);
  const onDuty = await onDutyIfCalling(deps, change);
  const near = nearbyVolunteers(change, onDuty);
  const wider = escalatedVolunteers(change, onDuty);
  for (const [found, notification] of [
    [near, nearbyNotification],
    [wider, escalatedNotification],
  ] as const) {
    if (found.length === 0) continue;
    // The cap on open cases is the volunteer service's: a volunteer who may take no more
    // cases is not called to one.
    const full = await deps.peers.fullVolunteers(found.map((v) => v.volunteerId));
    const called = found.map((v) => v.volunteerId).filter((id) => !full.has(id));
    if (called.length > 0) planned.push(notification(incident, called));
  }
  // Only news not stored yet: a later change in the same state (a note on a taken case) or
  // another replica's reading of this one pushes nothing again.
  const known = await deps.notifications.existing(planned.map((p) => p.key));
  const fresh = planned.filter((p) => !known.has(p.key));
  if (fresh.length === 0) return;
  const level = alertLevel(incident);
  const urgency = level === 'critical' || level === 'high' ? 'high' : 'normal';
  // One message per news and language, however many browsers it goes to, in jobs of
  // PUSH_JOB_TARGETS.
  const groups = new Map<string, { payload: string; targets: Map<string, PushTarget> }>();
  for (const [notification, subscriptions] of await recipientsOf(deps, incident, fresh)) {
    for (const { _id, endpoint, keys, language = 'en' } of subscriptions) {
      const group = `${notification.key}|${language}`;
      let found = groups.get(group);
      if (!found) {
        const payload: PushPayload = {
          kind: notification.kind,
          incidentId: incident.id,
          severity: incident.category,
          title: notificationTitle(notification.titleArgs, language),
        };
        found = { payload: JSON.stringify(payload), targets: new Map() };
        groups.set(group, found);
      }
      found.targets.set(_id, { subscriptionId: _id, endpoint, keys });
    }
  }
  const jobs = [];
  for (const [group, { payload, targets }] of groups) {
    // Ordered, so that another replica reading the same change names the same jobs.
    const sorted = [...targets.values()].sort((a, b) =>
      a.subscriptionId < b.subscriptionId ? -1 : 1,
    );
    for (let i = 0; i < sorted.length; i += PUSH_JOB_TARGETS)
      jobs.push({
        _id: `${group}#${i / PUSH_JOB_TARGETS}`,
        targets: sorted.slice(i, i + PUSH_JOB_TARGETS),
        payload,
        urgency,
      } as const);
  }
  // The pushes are queued before the notifications are stored: a failure between the two is
  // retried whole, and the queue (keyed the same way) keeps each job once. Each job is sent as
  // soon as it is stored.
  for (const job of jobs) deps.sender.submit(await deps.queue.enqueue([job], HOLD_MS));
  const at = new Date(change.at);
  await deps.notifications.add(
    fresh.map((p) => ({
      _id: p.key,
      audience: p.audience,
      kind: p.kind,
      incidentId: incident.id,
      title: p.title,
      titleArgs: p.titleArgs,
      severity: incident.category,
      status: incident.status,
      city: incident.city,
      createdAt: at,
    })),
  );
}

/**
 * The on-duty volunteers, read only for the changes that call them: a new report, and a
 * critical case's first escalation step (issue 31).
 */
async function onDutyIfCalling(deps: NotifierDeps, change: IncidentChange) {
  if (!change.incident || change.incident.hidden) return [];
  const escalating = change.incident.escalation?.step === 1;
  if (change.op !== 'insert' && !escalating) return [];
  return (await deps.duty.onDuty()).map((doc) => ({
    volunteerId: doc._id,
    lat: doc.lat,
    lng: doc.lng,
    radiusKm: doc.radiusKm,
    minSeverity: doc.minSeverity,
  }));
}

/** Each fresh notification with the subscriptions its audience has. */
async function recipientsOf(
  deps: NotifierDeps,
  incident: IncidentChangeFacts,
  fresh: PlannedNotification[],
): Promise<[PlannedNotification, SubscriptionDoc[]][]> {
  const people = (p: PlannedNotification) =>
    p.audience.filter((a) => a.startsWith(USER)).map((a) => a.slice(USER.length));
  const byUser = new Map<string, SubscriptionDoc[]>();
  for (const sub of await deps.subscriptions.ofUsers(fresh.flatMap(people)))
    byUser.set(sub.userId, [...(byUser.get(sub.userId) ?? []), sub]);
  const found: [PlannedNotification, SubscriptionDoc[]][] = [];
  for (const p of fresh) {
    if (p.kind === 'incident.reported') {
      // Each NGO's browsers from the level it chose up (critical first: its default in the app).
      const level = alertLevel(incident);
      const ngos = await deps.subscriptions.ofNgosIn(normalizeArea(incident.city));
      found.push([p, ngos.filter((sub) => meetsSeverity(level, sub.minSeverity ?? 'low'))]);
    } else if (p.kind === 'incident.unattended')
      found.push([p, await deps.subscriptions.ofNgosIn(normalizeArea(incident.city))]);
    else if (p.kind === 'incident.flagged') found.push([p, await deps.subscriptions.ofOperators()]);
    else found.push([p, people(p).flatMap((id) => byUser.get(id) ?? [])]);
  }
  return found;
}

const USER = audience.user('');
