import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import {
  isCityCentre,
  type LngLat,
  MAP_POINTS_MAX,
  NEARBY_RADIUS_M,
  OPEN_STATUSES,
  reporterUpdateRequestSchema,
} from '@rescue/contracts';
import type {
  CaseActionResponse,
  CaseHistoryResponse,
  IncidentMapResponse,
  NearbyIncidentsResponse,
  NotificationsResponse,
  nearbyQuerySchema,
  z,
} from '@rescue/contracts';
import { notFound, parseInput, type Router, type ServiceState } from '@rescue/service-kit';
import { addReporterNote, reopenCase } from '../domain/case-actions';
import { historyFor, notificationsOf } from '../domain/case-history';
import { canSeeModeration, incidentsJsonFor, toIncidentFor } from '../domain/incident-view';
import {
  NEARBY_SCAN_LIMIT,
  nearbyIncidents,
  nearbySince,
  type NearbyRequest,
} from '../domain/nearby';
import { keyScope, updateOnce } from '../domain/once-per-key';
import {
  decodeCursor,
  decodeUrgencyCursor,
  encodeCursor,
  encodeUrgencyCursor,
} from '../domain/paging';
import { preparePhoto } from '../domain/photo';
import type { IncidentDoc } from '../store/incident-doc';
import type { IncidentsDeps } from './deps';
import { INCIDENT_NOT_FOUND, changeAndAnswer, incidentOperations } from './load-incident';
import { idempotencyKeyOf, readReportRequest } from './report-request';

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
  // Each operation's role, object and rule come from the contracts' table (route()).
  const routes = incidentOperations(incidents);

  // Every incident, newest first, a page at a time (next page's cursor in X-Next-Cursor).
  routes.route('incidents.list', async ({ ctx, input: { query }, user }) => {
    const filter = { status: query.status, cities: query.city };
    // Or most urgent first (issue 30): each order's cursor pages only that order.
    const { cursor } = query;
    let page: { items: IncidentDoc[]; next?: string };
    if (query.sort === 'urgency') {
      const after = cursor === undefined ? undefined : decodeUrgencyCursor(cursor);
      const found = await incidents.pageByUrgency(filter, query.limit, after);
      page = { items: found.items, next: found.next && encodeUrgencyCursor(found.next) };
    } else {
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      const found = await incidents.page(filter, query.limit, after);
      page = { items: found.items, next: found.next && encodeCursor(found.next) };
    }
    if (page.next) ctx.set('X-Next-Cursor', page.next);
    ctx.type = 'application/json';
    ctx.body = incidentsJsonFor(user, page.items);
  });

  // A map's points: every match as a few fields (the NGO map with thousands of incidents
  // reads about 0.2 KB each here instead of whole incidents, a page at a time).
  routes.route('incidents.map', async ({ ctx, input: { query } }) => {
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
  routes.route('incidents.nearby', ({ input: { query } }) => answerNearby(incidents, query));

  routes.route('incidents.notifications', async ({ input: { query }, user }) => {
    // From the histories of the caller's reports (hidden ones too: it is their report).
    const reported: IncidentDoc[] = [];
    const mine = { reportedBy: user.id, includeHidden: true };
    for await (const doc of incidents.newest(mine, NOTIFICATION_INCIDENTS_MAX)) reported.push(doc);
    const body: NotificationsResponse = {
      success: true,
      data: notificationsOf(reported, query.limit),
    };
    return body;
  });

  routes.route('incidents.read', ({ user, object: doc }) => toIncidentFor(user, doc));

  routes.route('incidents.history', ({ user, object: doc }) => {
    const body: CaseHistoryResponse = {
      success: true,
      data: historyFor(user, doc, { withModeration: canSeeModeration(user, doc) }),
    };
    return body;
  });

  routes.route('incidents.summary', ({ user, object: doc }) => {
    const { _id, status, city, createdAt, updatedAt, animalInfo, assignedNGO, caseUpdates } =
      toIncidentFor(user, doc);
    const { score, category } = animalInfo.aiSeverityAssessment;
    const handledBy = assignedNGO?.name ?? null;
    const updates = caseUpdates.length;
    return {
      _id,
      status,
      city,
      createdAt,
      updatedAt,
      type: animalInfo.type,
      score,
      category,
      handledBy,
      updates,
    };
  });

  // The reporter reopens a resolved case (transition table, reopen window) under its lock.
  // route() reads the body only once the rule passed: anyone else learns nothing from a 400.
  routes.route('incidents.reopen', async ({ input: { body }, user: reporter, object: doc }) => {
    const change = reopenCase(reporter, body.reason, new Date());
    const answer: CaseActionResponse = await changeAndAnswer(
      incidents,
      doc._id,
      change,
      reporter,
      REOPENED_MESSAGE,
    );
    return answer;
  });

  // The reporter adds information while the case is open: a note by the reporter.
  routes.route('incidents.addUpdate', async ({ ctx, user: reporter, object: doc }) => {
    // A retry with the same Idempotency-Key is answered alike and adds no second note.
    const scope = keyScope('note', reporter.id, idempotencyKeyOf(ctx));
    // JSON, or multipart with a second photo (read as the report's is).
    const request = await readReportRequest(ctx);
    const { text } = parseInput(reporterUpdateRequestSchema, request.data);
    const photo = request.photo ? await preparePhoto(request.photo, decodeSlots) : undefined;
    if (photo) await photos.save(photo, doc._id.toHexString());
    const change = addReporterNote(reporter, text, new Date(), photo?.name ?? null);
    try {
      const done = await updateOnce(incidents, doc._id, scope, change);
      if (!done) throw notFound(INCIDENT_NOT_FOUND);
      // The earlier request's note names its own photo: this one's is not kept.
      if (!done.applied && photo) await photos.remove(photo.name).catch(() => undefined);
      const answer: CaseActionResponse = {
        success: true,
        message: REPORTER_UPDATE_MESSAGE,
        incident: toIncidentFor(reporter, done.incident),
      };
      return answer;
    } catch (error) {
      // Refused (the case closed meanwhile, or gone): the photo goes too.
      if (photo) await photos.remove(photo.name).catch(() => undefined);
      throw error;
    }
  });

  return routes.router;
}

/**
 * "Is it one of these?": open reports close to where the animal is, or alike in its city (the
 * signed-in reporter's question, and a visitor's: routes/report-anonymous.ts).
 */
export async function answerNearby(
  incidents: IncidentsDeps['incidents'],
  query: z.output<typeof nearbyQuerySchema>,
): Promise<NearbyIncidentsResponse> {
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
    withIds: query.withIds,
  };
  // To the minute: the reads are remembered while the working set stands.
  const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const [exact, inCity] = await Promise.all([
    point && !approximate
      ? incidents.openExactNear(point, NEARBY_RADIUS_M / 1000, nearbySince(now))
      : [],
    incidents.openInCity(query.city.name, NEARBY_SCAN_LIMIT),
  ]);
  return { data: nearbyIncidents(request, { exact, inCity }, now) };
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
