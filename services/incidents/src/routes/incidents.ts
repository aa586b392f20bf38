import {
  incidentFacts,
  incidentListQuerySchema,
  nearbyQuerySchema,
  notificationsQuerySchema,
} from '@rescue/contracts';
import type {
  NearbyIncidentsResponse,
  NotificationsResponse,
  ReporterNotification,
} from '@rescue/contracts';
import {
  Router,
  authorize,
  authorizeRole,
  parseInput,
  type ServiceState,
} from '@rescue/service-kit';
import { incidentsJsonFor, toIncidentFor } from '../domain/incident-view';
import { NEARBY_SCAN_LIMIT, nearbyIncidents } from '../domain/nearby';
import { decodeCursor, encodeCursor } from '../domain/paging';
import type { EventDoc } from '../store/events';
import type { IncidentsDeps } from './deps';
import { loadIncident } from './load-incident';

/** Reading incidents. The fixed paths come before /:id so they are not taken for ids. */
export function incidentsRouter({ incidents, events }: IncidentsDeps): Router<ServiceState> {
  const router = new Router<ServiceState>();

  // Every incident, newest first, a page at a time (next page's cursor in X-Next-Cursor).
  router.get('/api/incidents', async (ctx) => {
    const user = authorize(ctx, 'incidents.list');
    const query = parseInput(incidentListQuerySchema, ctx.query);
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const page = await incidents.page({ status: query.status }, query.limit, after);
    if (page.next) ctx.set('X-Next-Cursor', encodeCursor(page.next));
    ctx.type = 'application/json';
    ctx.body = incidentsJsonFor(user, page.items);
  });

  // "Is it one of these?": open incidents close to where the reporter stands.
  router.get('/api/incidents/nearby', async (ctx) => {
    authorize(ctx, 'incidents.nearby');
    const { city, lat, lng } = parseInput(nearbyQuerySchema, ctx.query);
    const candidates = await incidents.openInCity(city.name, NEARBY_SCAN_LIMIT);
    const body: NearbyIncidentsResponse = { data: nearbyIncidents(candidates, [lng, lat]) };
    ctx.body = body;
  });

  router.get('/api/incidents/notifications', async (ctx) => {
    const user = authorize(ctx, 'incidents.notifications');
    const { limit } = parseInput(notificationsQuerySchema, ctx.query);
    const found = await events.forUser(user.id, limit);
    const body: NotificationsResponse = { success: true, data: found.map(toNotification) };
    ctx.body = body;
  });

  router.get('/api/incidents/:id', async (ctx) => {
    authorizeRole(ctx, 'incidents.read');
    const doc = await loadIncident(incidents, ctx.params.id);
    const user = authorize(ctx, 'incidents.read', incidentFacts(doc));
    ctx.body = toIncidentFor(user, doc);
  });

  return router;
}

function toNotification(event: EventDoc): ReporterNotification {
  return {
    _id: event._id.toHexString(),
    incidentId: event.incidentId,
    type: event.type,
    text: event.text,
    createdAt: event.createdAt.toISOString(),
  };
}
