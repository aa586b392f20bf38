// The live-updates stream (GET /api/events/stream): what each server-sent event carries.
// Defined once here: the incidents service builds events to it, the OpenAPI document
// describes the stream with it, and the front end parses with it.
import { INCIDENT_STATUSES } from '../domain';
import { dateTime, objectId } from './fields';
import { incidentSchema } from './incidents';
import { z } from './zod';

/** An incident event's `event:` name (and its data's `type`). */
export const INCIDENT_EVENT_TYPES = [
  /** A new report the subscriber may see. */
  'incident.created',
  /** A change to an incident the subscriber may see (status, taken, note, handled, hidden...). */
  'incident.updated',
  /**
   * The subscriber could see the incident before this change and may not any more (a case
   * another volunteer took leaves a volunteer's available list; a report the operator hid
   * leaves an NGO's lists). Carries no view.
   */
  'incident.removed',
] as const;
export type IncidentEventType = (typeof INCIDENT_EVENT_TYPES)[number];

/** Every `event:` name the stream sends. */
export const LIVE_EVENT_TYPES = [...INCIDENT_EVENT_TYPES, 'ready', 'resync'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export const incidentLiveEventSchema = z
  .strictObject({
    type: z.enum(INCIDENT_EVENT_TYPES),
    incidentId: objectId,
    status: z.enum(INCIDENT_STATUSES),
    /** When the change was logged. */
    at: dateTime,
    incident: incidentSchema.optional().openapi({
      description:
        'The incident as GET /api/incidents/{id} shows it to this subscriber (reporter contact details only for the reporter, the operator and verified NGOs; a volunteer never gets them); absent on incident.removed.',
    }),
  })
  .openapi('IncidentLiveEvent', {
    description: 'An incident event: its SSE id is the change sequence number.',
  });

/** First event of every stream: it is live, and from which change on (the SSE id). */
export const readyLiveEventSchema = z
  .strictObject({
    type: z.literal('ready'),
    at: dateTime,
    /** The change this stream starts after (also the event's SSE id). */
    lastEventId: z.string(),
  })
  .openapi('ReadyLiveEvent');

/**
 * The client must refetch everything it shows: the changes since its Last-Event-ID are no
 * longer kept (older than the log's retention), or incidents were reloaded behind the
 * service (a bulk load). Its SSE id is where the stream goes on from.
 */
export const resyncLiveEventSchema = z
  .strictObject({
    type: z.literal('resync'),
    at: dateTime,
    reason: z.enum(['too-old', 'reload', 'unknown-id']),
  })
  .openapi('ResyncLiveEvent');

export const liveEventSchema = z
  .discriminatedUnion('type', [
    incidentLiveEventSchema,
    readyLiveEventSchema,
    resyncLiveEventSchema,
  ])
  .openapi('LiveEvent');
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type IncidentLiveEvent = z.infer<typeof incidentLiveEventSchema>;

/** POST /api/events/ticket: a short-lived credential for one EventSource URL. */
export const streamTicketResponseSchema = z
  .strictObject({
    ticket: z.string(),
    expiresAt: dateTime,
  })
  .openapi('StreamTicketResponse');
export type StreamTicketResponse = z.infer<typeof streamTicketResponseSchema>;
