// The notifications service's public operations: the notification centre, Web Push
// subscriptions and the volunteer's duty switch.
import {
  dutyRequestSchema,
  dutySchema,
  markReadRequestSchema,
  markReadResponseSchema,
  notificationListQuerySchema,
  notificationListSchema,
  pushSubscribeRequestSchema,
  pushUnsubscribeRequestSchema,
  vapidKeySchema,
  ALERT_RADIUS_MAX_KM,
  DEFAULT_ALERT_RADIUS_KM,
  MAX_READ_IDS,
} from '../schemas/notifications';
import { z } from '../schemas/zod';
import { EVERYONE, PUBLIC, VOLUNTEER } from './access';
import { errors, json, jsonBody, op } from './helpers';
import { volunteersOnly } from './volunteer';

const ownOnly = "Any logged-in role; only the caller's own notifications, whatever the body names.";

export const NOTIFICATIONS_OPERATIONS = {
  'notifications.list': op({
    service: 'notifications',
    access: { roles: EVERYONE, rule: 'any' },
    method: 'GET',
    path: '/api/notifications',
    tags: ['notifications'],
    summary: "The caller's notifications, newest first, with the unread count",
    description:
      `${ownOnly} Kept NOTIFICATIONS_RETENTION_DAYS (30) days. NGOs: new reports in their ` +
      'operating areas (and their city); volunteers: new cases within their radius and severity ' +
      'while on duty (PUT /api/volunteer/duty); reporters: their cases taken, completed or ' +
      'changing status; the operator: reports NGOs flagged. Pass nextCursor back as cursor for the page after.',
    request: { query: notificationListQuerySchema },
    responses: {
      200: json('A page of notifications', notificationListSchema),
      ...errors(400, 401, 503),
    },
  }),
  'notifications.read': op({
    service: 'notifications',
    access: { roles: EVERYONE, rule: 'any' },
    method: 'POST',
    path: '/api/notifications/read',
    tags: ['notifications'],
    summary: 'Marks notifications read',
    description: `${ownOnly} {ids} (up to ${MAX_READ_IDS}; ids not the caller's are ignored) or {all: true}.`,
    request: { body: jsonBody(markReadRequestSchema) },
    responses: {
      200: json('Marked; the unread count after', markReadResponseSchema),
      ...errors(400, 401, 503),
    },
  }),
  'notifications.vapidKey': op({
    service: 'notifications',
    access: PUBLIC,
    method: 'GET',
    path: '/api/notifications/vapid-public-key',
    tags: ['notifications'],
    summary: "The server's VAPID public key: PushManager.subscribe's applicationServerKey",
    responses: { 200: json('The key, base64url', vapidKeySchema) },
  }),
  'notifications.subscribe': op({
    service: 'notifications',
    access: { roles: EVERYONE, rule: 'any' },
    method: 'POST',
    path: '/api/notifications/push-subscriptions',
    tags: ['notifications'],
    summary: 'Alerts with the app closed: stores a Web Push subscription',
    description:
      "Any logged-in role. subscription: the browser's PushSubscription.toJSON(); preferences " +
      `(volunteers): radiusKm up to ${ALERT_RADIUS_MAX_KM} (default ${DEFAULT_ALERT_RADIUS_KM}) and ` +
      'minSeverity (low, moderate, high, critical; default low); a verified NGO is pushed new ' +
      "reports in its operating areas and city from its minSeverity up; a reporter, their cases' " +
      "changes with the NGO's status notes. Pushes are worded in the Accept-Language of this " +
      'request. The endpoint must be on a push ' +
      "service of WEB_PUSH_ALLOWED_ORIGINS (default: the browsers' own), else 400. Pushes carry " +
      'the case id, its severity and a short title, never contact details; a subscription the ' +
      'push service says is gone (404, 410) is removed. The same endpoint again replaces it; an ' +
      'account keeps at most ten browsers (the oldest is dropped).',
    request: { body: jsonBody(pushSubscribeRequestSchema) },
    responses: {
      201: json('Stored', z.strictObject({ success: z.literal(true) })),
      ...errors(400, 401, 503),
    },
  }),
  'notifications.unsubscribe': op({
    service: 'notifications',
    access: { roles: EVERYONE, rule: 'any' },
    method: 'DELETE',
    path: '/api/notifications/push-subscriptions',
    tags: ['notifications'],
    summary: 'Stops alerts to one browser',
    description: "Any logged-in role; only the caller's own subscription. 204 also when unknown.",
    request: { body: jsonBody(pushUnsubscribeRequestSchema) },
    responses: { 204: { description: 'Removed' }, ...errors(400, 401, 503) },
  }),
  'volunteer.dutyState': op({
    service: 'notifications',
    access: { roles: VOLUNTEER, rule: 'any' },
    method: 'GET',
    path: '/api/volunteer/duty',
    tags: ['volunteer'],
    summary: "The volunteer's duty switch as the server has it",
    description:
      `${volunteersOnly} What PUT /api/volunteer/duty last stored, with the radius and ` +
      "severity of their alerts. Never switched: off duty at the profile city's centre (0, 0 " +
      'when the city is not one we know), with the default radius and severity.',
    responses: {
      200: json('The duty state now', dutySchema),
      ...errors(401, 403, 503),
    },
  }),
  'volunteer.duty': op({
    service: 'notifications',
    access: { roles: VOLUNTEER, rule: 'any' },
    method: 'PUT',
    path: '/api/volunteer/duty',
    tags: ['volunteer'],
    summary: "The volunteer's on-duty switch and position",
    description:
      `${volunteersOnly} While on duty the volunteer ` +
      'is alerted to new cases within their radius and severity (their push preferences). lat ' +
      "and lng together, from the browser with consent; without them the profile city's centre.",
    request: { body: jsonBody(dutyRequestSchema) },
    responses: {
      200: json('The duty state now', dutySchema),
      ...errors(400, 401, 403, 503),
    },
  }),
};
