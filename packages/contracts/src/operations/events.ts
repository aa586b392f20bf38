// The live-updates stream's public operations (served by the incidents service, through the gateway).
import { STREAM_HEARTBEAT_MS, STREAM_TICKET_TTL_SECONDS } from './stream';
import { errorSchema } from '../schemas/common';
import { liveEventSchema, streamTicketResponseSchema } from '../schemas/events';
import { z } from '../schemas/zod';
import { errors, json, op } from './helpers';
import { EVERYONE } from './access';

const STREAM_DESCRIPTION = [
  'Server-sent events (text/event-stream) about incidents, for every role, each subscriber receiving only what it may see:',
  'a change reaches a subscriber exactly when it may open the incident now (GET /api/incidents/{id}, or for a volunteer GET /api/volunteer/incidents/{id}):',
  'verified NGOs every report not hidden; volunteers available cases and the ones they hold (never reporter contact details); reporters their own reports; the operator everything.',
  '',
  'Authentication: Authorization: Bearer (any client that can set headers), or, for a browser EventSource, ?ticket= from POST /api/events/ticket',
  `(valid ${STREAM_TICKET_TTL_SECONDS} s, for this path only; the token itself never goes in a URL). Accept must name text/event-stream, else 406.`,
  '',
  "Events (each event's `data` is JSON of LiveEvent, its `event:` is the data's type):",
  '- ready: first, once per connection; its id is the change the stream starts after.',
  '- incident.created / incident.updated: {type, incidentId, status, at, incident}: incident is the view GET /api/incidents/{id} gives this subscriber.',
  '- incident.removed: {type, incidentId, status, at}: the subscriber could see the incident before this change and may not now (another volunteer took the case, the operator hid it).',
  '- resync: {type, at, reason}: refetch everything shown; the changes asked for are no longer kept (reason too-old), incidents were reloaded behind the service (reload), or the id is unknown (unknown-id).',
  '',
  'The id of every event is the change sequence number. Reconnecting with Last-Event-ID (EventSource does it by itself; or ?lastEventId= on a new connection) sends every change after it that the subscriber may see,',
  'from the log kept for at least 10 minutes and 1,000 changes; older: resync. Without it the stream starts at the present.',
  `A comment line (:) comes every ${STREAM_HEARTBEAT_MS / 1000} s when nothing else does; a client that does not read its stream is disconnected. The stream ends when the session ends or the token expires (then 401 on reconnect).`,
].join('\n');

export const EVENTS_OPERATIONS = {
  'events.ticket': op({
    service: 'incidents',
    access: { roles: EVERYONE, rule: 'any' },
    method: 'POST',
    path: '/api/events/ticket',
    tags: ['events'],
    summary: 'A short-lived ticket that opens the live-updates stream from a browser',
    description: `Any logged-in role. The ticket opens GET /api/events/stream?ticket= for ${STREAM_TICKET_TTL_SECONDS} s (reconnections included) as this session; it authorises nothing else. The stream still ends with the session.`,
    responses: {
      200: json('The ticket', streamTicketResponseSchema),
      ...errors(401, 503),
    },
  }),

  'events.stream': op({
    service: 'incidents',
    access: { roles: EVERYONE, rule: 'any' },
    method: 'GET',
    path: '/api/events/stream',
    tags: ['events'],
    summary: 'Live updates: server-sent events about the incidents you may see',
    description: STREAM_DESCRIPTION,
    request: {
      query: z.object({
        ticket: z
          .string()
          .optional()
          .openapi({
            param: {
              description: 'From POST /api/events/ticket, instead of the Authorization header.',
            },
          }),
        lastEventId: z
          .string()
          .regex(/^\d{1,15}$/)
          .optional()
          .openapi({
            param: { description: 'As the Last-Event-ID header, for a new EventSource.' },
          }),
      }),
      headers: z.object({
        'Last-Event-ID': z
          .string()
          .optional()
          .openapi({
            param: {
              description: 'The id of the last event received: every later change is sent first.',
            },
          }),
      }),
    },
    responses: {
      200: {
        description:
          'The stream: `id: <sequence>`, `event: <type>`, `data: <LiveEvent JSON>` blocks',
        content: { 'text/event-stream': { schema: liveEventSchema } },
      },
      406: json('Accept does not name text/event-stream', errorSchema),
      ...errors(400, 401, 503),
    },
  }),
};
