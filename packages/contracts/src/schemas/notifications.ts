// The notification centre, Web Push subscriptions and the volunteer's duty switch
// (services/notifications).
import { INCIDENT_STATUSES, SEVERITY_CATEGORIES } from '../domain';
import { dateTime, pageLimit } from './fields';
import { z } from './zod';

/** What a notification is about. */
export const NOTIFICATION_KINDS = [
  /** A new report in one of an NGO's operating areas. */
  'incident.reported',
  /** A new case within an on-duty volunteer's radius and severity. */
  'incident.nearby',
  /** The reporter's case changed (status, taken, completed). */
  'incident.updated',
  /** A verified NGO flagged a report for the operator. */
  'incident.flagged',
  /** A verified NGO asks this volunteer to take the case (issue 31). */
  'incident.dispatched',
  /** A critical case nobody took in time, to the on-duty volunteers of a wider radius... */
  'incident.escalated',
  /** ...and then to the NGOs of its city. */
  'incident.unattended',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The levels a volunteer may ask to be alerted from, lowest first. */
export const ALERT_SEVERITIES = ['low', 'moderate', 'high', 'critical'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/** The radius a volunteer may choose, and the one used until they choose. */
export const ALERT_RADIUS_MAX_KM = 100;
export const DEFAULT_ALERT_RADIUS_KM = 10;
export const DEFAULT_ALERT_SEVERITY: AlertSeverity = 'low';

export const notificationSchema = z
  .strictObject({
    id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    incidentId: z.string(),
    title: z.string(),
    /** The report's severity category. */
    severity: z.enum(SEVERITY_CATEGORIES),
    status: z.enum(INCIDENT_STATUSES),
    city: z.string(),
    createdAt: dateTime,
    read: z.boolean(),
  })
  .openapi('Notification');

export type Notification = z.infer<typeof notificationSchema>;
export type NotificationList = z.infer<typeof notificationListSchema>;
export type Duty = z.infer<typeof dutySchema>;

export const notificationListQuerySchema = z.object({
  limit: pageLimit({ fallback: 20, max: 100 }),
  cursor: z
    .string()
    .max(100)
    .optional()
    .openapi({ param: { description: 'nextCursor of the page before.' } }),
});

export const notificationListSchema = z
  .strictObject({
    success: z.literal(true),
    data: z.array(notificationSchema),
    /** Unread notifications (counted up to NOTIFICATIONS_UNREAD_COUNT_CAP). */
    unreadCount: z.number().int().min(0),
    nextCursor: z.string().nullable(),
  })
  .openapi('NotificationList');

export const MAX_READ_IDS = 200;
export const markReadRequestSchema = z
  .union([
    z.strictObject({ ids: z.array(z.string().max(100)).min(1).max(MAX_READ_IDS) }),
    z.strictObject({ all: z.literal(true) }),
  ])
  .openapi('MarkNotificationsRead');
export const markReadResponseSchema = z.strictObject({
  success: z.literal(true),
  unreadCount: z.number().int().min(0),
});

/** PushSubscription.toJSON() as a browser gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // Base64url: an uncompressed P-256 point (65 bytes) and a 16-byte secret.
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, { error: 'must be a base64url P-256 public key' }),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]{21,24}={0,2}$/, { error: 'must be a base64url 16-byte secret' }),
  }),
});

export const alertPreferencesSchema = z.strictObject({
  radiusKm: z.number().min(0.1).max(ALERT_RADIUS_MAX_KM).default(DEFAULT_ALERT_RADIUS_KM),
  minSeverity: z.enum(ALERT_SEVERITIES).default(DEFAULT_ALERT_SEVERITY),
});

export const pushSubscribeRequestSchema = z
  .strictObject({
    subscription: pushSubscriptionSchema,
    preferences: alertPreferencesSchema.default({
      radiusKm: DEFAULT_ALERT_RADIUS_KM,
      minSeverity: DEFAULT_ALERT_SEVERITY,
    }),
  })
  .openapi('PushSubscribeRequest');

export const pushUnsubscribeRequestSchema = z
  .strictObject({ endpoint: z.string().url().max(2000) })
  .openapi('PushUnsubscribeRequest');

export const vapidKeySchema = z.strictObject({ publicKey: z.string() }).openapi('VapidPublicKey');

export const dutyRequestSchema = z
  .strictObject({
    onDuty: z.boolean(),
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
  })
  .refine((body) => (body.lat === undefined) === (body.lng === undefined), {
    error: 'lat and lng go together',
    path: ['lng'],
  })
  .openapi('DutyRequest');

export const dutySchema = z
  .strictObject({
    onDuty: z.boolean(),
    lat: z.number(),
    lng: z.number(),
    /** The position is the profile city's centre (none was sent). */
    approximate: z.boolean(),
    radiusKm: z.number(),
    minSeverity: z.enum(ALERT_SEVERITIES),
  })
  .openapi('Duty');

/**
 * GET /internal/incidents/changes (incidents -> notifications): the facts of an incident a
 * notification needs, never the reporter's contact details.
 */
export interface IncidentChangeFacts {
  id: string;
  status: (typeof INCIDENT_STATUSES)[number];
  city: string;
  lat: number;
  lng: number;
  approximate: boolean;
  score: number;
  category: (typeof SEVERITY_CATEGORIES)[number];
  animalType: string;
  reportedBy: string;
  assignedVolunteer: string | null;
  volunteerStatus: 'assigned' | 'completed' | null;
  hidden: boolean;
  /** How many NGOs flagged it for the operator. */
  flags: number;
  /** The volunteer a verified NGO asked to take it, while they have not answered (issue 31). */
  dispatch?: { volunteerId: string; at: string } | null;
  /** How far a critical untaken case has been escalated (0: not; 1: wider volunteers; 2: NGOs). */
  escalation?: { step: number; radiusKm: number } | null;
  /**
   * The NGO's note for the reporter, when this change is a status change that carried one
   * (the history event's id and its note as written): the reporter's notification says it.
   */
  statusNote?: { eventId: string; note: string } | null;
}

export interface IncidentChange {
  seq: number;
  at: string;
  op: 'insert' | 'update' | null;
  /** Null on a reload (incidents written behind the service: nothing to notify). */
  incident: IncidentChangeFacts | null;
}

export interface IncidentChangesResponse {
  /** The last change this answer covers: the next ask's `after`. */
  cursor: number;
  changes: IncidentChange[];
  /** `after` was older than the log keeps: changes between were lost. */
  gap: boolean;
}
