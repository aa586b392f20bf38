import {
  isCityCentre,
  type LngLat,
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
import {
  NEARBY_RADIUS_M,
  NEARBY_SCAN_LIMIT,
  nearbyIncidents,
  nearbySince,
  type NearbyRequest,
} from '../domain/nearby';
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

  // "Is it one of these?": open reports close to where the animal is, or alike in its city.
  router.get('/api/incidents/nearby', async (ctx) => {
    authorize(ctx, 'incidents.nearby');
    const query = parseInput(nearbyQuerySchema, ctx.query);
    const point: LngLat | undefined =
      query.lat === undefined || query.lng === undefined ? undefined : [query.lng, query.lat];
    // As a report is read (domain/report-location.ts): no point, or the city's centre without
    // a word from the client, is only the city.
    const approximate = query.approximate ?? (!point || isCityCentre(query.city.name, point));
    const request: NearbyRequest = {
      point,
      approximate,
      type: query.type,
      description: query.description,
    };
    // To the minute: the reads are remembered while the working set stands.
    const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const [exact, inCity] = await Promise.all([
      point && !approximate
        ? incidents.openExactNear(point, NEARBY_RADIUS_M / 1000, nearbySince(now))
        : [],
      incidents.openInCity(query.city.name, NEARBY_SCAN_LIMIT),
    ]);
    const body: NearbyIncidentsResponse = {
      data: nearbyIncidents(request, { exact, inCity }, now),
    };
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
