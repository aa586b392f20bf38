import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import {
  isCityCentre,
  type LngLat,
  incidentFacts,
  incidentListQuerySchema,
  incidentMapQuerySchema,
  MAP_POINTS_MAX,
  NEARBY_RADIUS_M,
  OPEN_STATUSES,
  nearbyQuerySchema,
  notificationsQuerySchema,
  reopenRequestSchema,
  reporterUpdateRequestSchema,
} from '@rescue/contracts';
import type {
  CaseActionResponse,
  CaseHistoryResponse,
  IncidentMapResponse,
  NearbyIncidentsResponse,
  NotificationsResponse,
} from '@rescue/contracts';
import {
  Router,
  authorize,
  authorizeRole,
  notFound,
  parseInput,
  type ServiceState,
} from '@rescue/service-kit';
import { addReporterNote, reopenCase } from '../domain/case-actions';
import { historyFor, notificationsOf } from '../domain/case-history';
import { canSeeModeration, incidentsJsonFor, toIncidentFor } from '../domain/incident-view';
import {
  NEARBY_SCAN_LIMIT,
  nearbyIncidents,
  nearbySince,
  type NearbyRequest,
} from '../domain/nearby';
import { decodeCursor, encodeCursor } from '../domain/paging';
import { preparePhoto } from '../domain/photo';
import type { IncidentDoc } from '../store/incident-doc';
import type { IncidentsDeps } from './deps';
import { refusingRouter } from './refusals';
import { INCIDENT_NOT_FOUND, loadIncident } from './load-incident';
import { readReportRequest } from './report-request';

/** Compressed on the thread pool: 5,000 points (about 1 MB) would block the event loop. */
const gzipAsync = promisify(gzip);

/** The reporter's newest incidents whose histories their notifications are read from. */
export const NOTIFICATION_INCIDENTS_MAX = 200;
export const REOPENED_MESSAGE = 'The case is reopened';
export const REPORTER_UPDATE_MESSAGE = 'Your information was added to the case';

/**
 * Reading incidents, their history, and what the reporter does to their own case. The fixed
 * paths come before /:id so they are not taken for ids.
 */
export function incidentsRouter({
  incidents,
  photos,
  decodeSlots,
}: IncidentsDeps): Router<ServiceState> {
  const router = refusingRouter();

  // Every incident, newest first, a page at a time (next page's cursor in X-Next-Cursor).
  router.get('/api/incidents', async (ctx) => {
    const user = authorize(ctx, 'incidents.list');
    const query = parseInput(incidentListQuerySchema, ctx.query);
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const page = await incidents.page(
      { status: query.status, cities: query.city },
      query.limit,
      after,
    );
    if (page.next) ctx.set('X-Next-Cursor', encodeCursor(page.next));
    ctx.type = 'application/json';
    ctx.body = incidentsJsonFor(user, page.items);
  });

  // A map's points: every match as a few fields (the NGO map with thousands of incidents
  // reads about 0.2 KB each here instead of whole incidents, a page at a time).
  router.get('/api/incidents/map', async (ctx) => {
    authorize(ctx, 'incidents.map');
    const query = parseInput(incidentMapQuerySchema, ctx.query);
    const filter =
      query.status === 'open'
        ? { statuses: OPEN_STATUSES, cities: query.city }
        : { status: query.status, cities: query.city };
    const data: IncidentMapResponse['data'] = [];
    let truncated = false;
    for await (const doc of incidents.newest(filter, MAP_POINTS_MAX + 1)) {
      if (data.length === MAP_POINTS_MAX) {
        truncated = true;
        break;
      }
      data.push(mapPointOf(doc));
    }
    const body: IncidentMapResponse = { data, truncated };
    // Thousands of points compress about tenfold: an NGO on a phone's network waits for
    // 0.1 MB, not 1 MB. (Other answers are small; the gateway compresses the web app.)
    ctx.vary('Accept-Encoding');
    if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      ctx.set('Content-Encoding', 'gzip');
      ctx.type = 'application/json';
      ctx.body = await gzipAsync(JSON.stringify(body), { level: 6 });
    } else {
      ctx.body = body;
    }
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
    // From the histories of the caller's reports (hidden ones too: it is their report).
    const reported: IncidentDoc[] = [];
    const query = { reportedBy: user.id, includeHidden: true };
    for await (const doc of incidents.newest(query, NOTIFICATION_INCIDENTS_MAX)) reported.push(doc);
    const body: NotificationsResponse = { success: true, data: notificationsOf(reported, limit) };
    ctx.body = body;
  });

  router.get('/api/incidents/:id', async (ctx) => {
    authorizeRole(ctx, 'incidents.read');
    const doc = await loadIncident(incidents, ctx.params.id);
    const user = authorize(ctx, 'incidents.read', incidentFacts(doc));
    ctx.body = toIncidentFor(user, doc);
  });

  router.get('/api/incidents/:id/history', async (ctx) => {
    authorizeRole(ctx, 'incidents.history');
    const doc = await loadIncident(incidents, ctx.params.id);
    const user = authorize(ctx, 'incidents.history', incidentFacts(doc));
    const body: CaseHistoryResponse = {
      success: true,
      data: historyFor(user, doc, { withModeration: canSeeModeration(user, doc) }),
    };
    ctx.body = body;
  });

  // The reporter reopens a resolved case (transition table, reopen window) under its lock.
  router.post('/api/incidents/:id/reopen', async (ctx) => {
    authorizeRole(ctx, 'incidents.reopen');
    const doc = await loadIncident(incidents, ctx.params.id);
    const reporter = authorize(ctx, 'incidents.reopen', incidentFacts(doc));
    // The body is read only for the case's reporter: anyone else learns nothing from a 400.
    const { reason } = parseInput(reopenRequestSchema, ctx.request.body);
    const updated = await incidents.update(doc._id, reopenCase(reporter, reason, new Date()));
    if (!updated) throw notFound(INCIDENT_NOT_FOUND);
    const body: CaseActionResponse = {
      success: true,
      message: REOPENED_MESSAGE,
      incident: toIncidentFor(reporter, updated),
    };
    ctx.body = body;
  });

  // The reporter adds information while the case is open: a note by the reporter.
  router.post('/api/incidents/:id/updates', async (ctx) => {
    authorizeRole(ctx, 'incidents.addUpdate');
    const doc = await loadIncident(incidents, ctx.params.id);
    const reporter = authorize(ctx, 'incidents.addUpdate', incidentFacts(doc));
    // JSON, or multipart with a second photo (read as the report's is).
    const request = await readReportRequest(ctx);
    const { text } = parseInput(reporterUpdateRequestSchema, request.data);
    const photo = request.photo ? await preparePhoto(request.photo, decodeSlots) : undefined;
    if (photo) await photos.save(photo, doc._id.toHexString());
    let updated: IncidentDoc | null;
    try {
      updated = await incidents.update(
        doc._id,
        addReporterNote(reporter, text, new Date(), photo?.name ?? null),
      );
    } catch (error) {
      // Refused (the case closed meanwhile): the photo goes too.
      if (photo) await photos.remove(photo.name).catch(() => undefined);
      throw error;
    }
    if (!updated) throw notFound(INCIDENT_NOT_FOUND);
    const body: CaseActionResponse = {
      success: true,
      message: REPORTER_UPDATE_MESSAGE,
      incident: toIncidentFor(reporter, updated),
    };
    ctx.body = body;
  });

  return router;
}

/** An incident as a map draws it: no photo, no words, no contacts. */
function mapPointOf(doc: IncidentDoc): IncidentMapResponse['data'][number] {
  const [longitude, latitude] = doc.location.coordinates;
  return {
    _id: doc._id.toHexString(),
    status: doc.status,
    coordinates: [longitude, latitude],
    approximate: doc.location.approximate === true,
    score: doc.animalInfo.aiSeverityAssessment.score,
    type: doc.animalInfo.type ?? '',
    address: doc.location.address,
    createdAt: doc.createdAt.toISOString(),
  };
}
