// Service-to-service endpoints (the volunteer and auth services); the gateway never forwards
// /internal. Incidents here carry reporterInfo {name} only; one incident also carries its
// moderation, so the volunteer service can apply the policy to a hidden report.
import {
  CASE_EVENT_TYPES,
  CLOSURE_REASONS,
  ROLES,
  auditQuerySchema,
  cityName,
  incidentStatus,
  numberParam,
  objectIdInput,
  pageLimit,
  severityBand,
  severityFilter,
} from '@rescue/contracts';
import type {
  AuditLog,
  AvailableNearPage,
  LngLat,
  PersonTies,
  ReporterIncidentsPage,
  SeverityCategory,
} from '@rescue/contracts';
import {
  ObjectId,
  Router,
  type AuditLogStore,
  type Db,
  type RateLimitStore,
  notFound,
  parseInput,
  parseObjectId,
  requireInternalKey,
  requiredText,
  z,
  type ServiceState,
} from '@rescue/service-kit';
import { citiesByDistanceFrom } from '../domain/available';
import { addNote, completeCase, takeCase, takeWithinCap } from '../domain/case-actions';
import { incidentsJson, toIncident } from '../domain/incident-view';
import { decodeNearestCursor, encodeNearestCursor } from '../domain/nearest';
import { decodeCursor, encodeCursor } from '../domain/paging';
import { reportQuotaKey } from '../domain/report-quota';
import type { IncidentDoc, StoredCaseEvent } from '../store/incident-doc';
import { importIncidents } from '../store/incident-import';
import type { IncidentStore } from '../store/incidents';
import type { IncidentsDeps } from './deps';
import { refusingRouter } from './refusals';
import { INCIDENT_NOT_FOUND, loadIncident } from './load-incident';

const userIdField = objectIdInput('must be a user id');

const pageQuery = z.object({ limit: pageLimit(), cursor: z.string().optional() });
const limitQuery = z.object({ limit: pageLimit() });
const availableQuery = z.object({
  city: z.string().optional(),
  limit: pageLimit(),
  search: z.string().trim().max(100).optional(),
  severity: severityFilter,
  // Both or neither (the volunteer service checks): nearest this point first, a page at a time.
  lat: numberParam(-90, 90).optional(),
  lng: numberParam(-180, 180).optional(),
  cursor: z.string().max(200).optional(),
});
const assignBody = z.object({
  volunteerId: userIdField,
  volunteerName: requiredText(200),
  /** The volunteer service's cap on cases held at once; absent, no cap (seeding, tests). */
  maxHeld: z.number().int().min(1).optional(),
});
const noteBody = z.object({ volunteerId: userIdField, text: requiredText(1000) });
const volunteerBody = z.object({ volunteerId: userIdField });

/** Copies one request may carry: 100,000 take 100 requests, each a bounded body and wait. */
export const MAX_COPIES_PER_REQUEST = 1000;
const caseEvent = z.object({
  type: z.enum(CASE_EVENT_TYPES).exclude(['legacy']),
  at: z.coerce.date(),
  actor: z.object({ id: userIdField, role: z.enum(ROLES), name: requiredText(200) }),
  from: incidentStatus.nullable().default(null),
  to: incidentStatus.nullable().default(null),
  note: z.string().max(1000).nullable().default(null),
  reason: z.enum(CLOSURE_REASONS).nullable().default(null),
});
/** What varies between copies of one incident (the benchmark's bulk load). */
const copy = z.object({
  city: cityName,
  status: incidentStatus,
  createdAt: z.coerce.date(),
  location: z.object({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    address: requiredText(200),
    approximate: z.boolean(),
    accuracyMeters: z.number().min(0).nullable(),
  }),
  animalDescription: requiredText(1000),
  score: z.number().int().min(1).max(10),
  /** The copy's case history; absent: the original's. */
  history: z.array(caseEvent).max(20).optional(),
});
const copiesBody = z.object({
  copies: z.array(copy).min(1).max(MAX_COPIES_PER_REQUEST),
  /**
   * False: the replicas' working sets are not reloaded yet, because more batches follow and
   * the last one reloads them (one rebuild for a whole load instead of one per batch).
   */
  reload: z.boolean().default(true),
});
/** Back-dating by up to a year (the demo seed spreads its reports over three weeks). */
const backdateBody = z.object({
  ms: z
    .number()
    .int()
    .min(1)
    .max(366 * 24 * 60 * 60 * 1000),
});

/** For auth: a person's ties to incidents (privacy rule) and this service's audit entries. */
export function internalPeopleRouter(
  deps: IncidentsDeps,
  audit: AuditLogStore,
  reportQuota: RateLimitStore,
): Router<ServiceState> {
  const router = refusingRouter({ prefix: '/internal' });
  router.use(requireInternalKey(deps.config.internalApiKey));

  router.get('/people/:userId/ties', async (ctx) => {
    const userId = parseObjectId(ctx.params.userId, 'user id').toHexString();
    const body: PersonTies = await deps.incidents.ties(userId);
    ctx.body = body;
  });

  // The demo seed reports through the API as its demo reporters; it forgets what that
  // counted, so whoever tries the demo as them has their whole hourly allowance.
  router.delete('/people/:userId/report-quota', async (ctx) => {
    const userId = parseObjectId(ctx.params.userId, 'user id').toHexString();
    await reportQuota.reset(reportQuotaKey(userId));
    ctx.status = 204;
  });

  router.get('/audit', async (ctx) => {
    const { limit } = parseInput(auditQuerySchema, ctx.query);
    const body: AuditLog = { data: await audit.newest(limit) };
    ctx.body = body;
  });

  return router;
}

/** `db` is this service's own: the bulk copies (store/incident-import.ts). */
export function internalRouter(deps: IncidentsDeps, db: Db): Router<ServiceState> {
  const { incidents } = deps;
  const router = refusingRouter({ prefix: '/internal/incidents' });
  router.use(requireInternalKey(deps.config.internalApiKey));

  // The in-memory working set's state (store/replica.ts): operators and the benchmark.
  router.get('/working-set', (ctx) => {
    ctx.body = incidents.workingSetStatus();
  });

  // Every incident, hidden ones included: whether a database is empty (the demo seed).
  router.get('/count', async (ctx) => {
    ctx.body = { count: await incidents.count({ includeHidden: true }) };
  });

  router.get('/by-reporter/:userId', async (ctx) => {
    const reporter = parseObjectId(ctx.params.userId, 'user id').toHexString();
    const query = parseInput(pageQuery, ctx.query);
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    // Hidden reports included: their reporter is told they were hidden, and why.
    const page = await incidents.page(
      { reportedBy: reporter, includeHidden: true },
      query.limit,
      after,
    );
    const body: ReporterIncidentsPage = {
      data: page.items.map(internalIncident),
      nextCursor: page.next ? encodeCursor(page.next) : null,
    };
    ctx.body = body;
  });

  router.get('/available', async (ctx) => {
    const query = parseInput(availableQuery, ctx.query);
    if (query.lat !== undefined && query.lng !== undefined) {
      const point: LngLat = [query.lng, query.lat];
      const after =
        query.cursor === undefined ? undefined : decodeNearestCursor(query.cursor, point);
      const filters = { severity: query.severity, search: query.search };
      const page = await incidents.availableNear(point, filters, query.limit, after);
      const body: AvailableNearPage = {
        data: page.items.map(({ item }) => toIncident(item)),
        nextCursor: page.next ? encodeNearestCursor(point, page.next) : null,
      };
      ctx.body = body;
      return;
    }
    const perCity = await availableIncidents(incidents, query);
    // Each city's list is a cached array with its JSON kept beside it: joined, not rebuilt.
    const items = perCity
      .filter((docs) => docs.length > 0)
      .map((docs) => incidentsJson(docs).slice(1, -1));
    ctx.type = 'application/json';
    ctx.body = `{"data":[${items.join(',')}],"nextCursor":null}`;
  });

  router.get('/assigned/:volunteerId', async (ctx) => {
    const volunteer = parseObjectId(ctx.params.volunteerId, 'volunteer id').toHexString();
    const { limit } = parseInput(limitQuery, ctx.query);
    const found = await incidents.assignedTo(volunteer, limit);
    ctx.body = { data: found.map((doc) => toIncident(doc)) };
  });

  router.get('/:id', async (ctx) => {
    ctx.body = internalIncident(await loadIncident(incidents, ctx.params.id));
  });

  // Copies of one incident with city, place, status, dates, animal and history varied: the
  // benchmark's bulk load. Stored in one write, then every replica's working set reloads
  // (with the last batch of a load).
  router.post('/:id/copies', async (ctx) => {
    const original = await loadIncident(incidents, ctx.params.id);
    const { copies, reload } = parseInput(copiesBody, ctx.request.body);
    const docs = copies.map((c) => copyOf(original, c));
    await importIncidents(db, docs, { reload });
    ctx.status = 201;
    ctx.body = { ids: docs.map((doc) => doc._id.toHexString()) };
  });

  // Moves every time on the incident back by `ms`: the demo seed's reports, made now, read
  // better spread over the past weeks. Under the incident's lock, logged like any change.
  router.post('/:id/backdate', async (ctx) => {
    const id = parseObjectId(ctx.params.id, 'incident id');
    const { ms } = parseInput(backdateBody, ctx.request.body);
    const moved = await incidents.update(id, (doc) => ({ $set: backdated(doc, ms) }));
    if (!moved) throw notFound(INCIDENT_NOT_FOUND);
    ctx.body = { incident: internalIncident(moved) };
  });

  router.post('/:id/assign', async (ctx) => {
    const id = parseObjectId(ctx.params.id, 'incident id');
    const { volunteerId, volunteerName, maxHeld } = parseInput(assignBody, ctx.request.body);
    const volunteer = { id: volunteerId, name: volunteerName };
    const take = takeCase(volunteer, new Date());
    const assigned =
      maxHeld === undefined
        ? await incidents.update(id, take)
        : await takeWithinCap(
            incidents,
            parseObjectId(volunteerId, 'volunteer id'),
            maxHeld,
            id,
            take,
          );
    if (!assigned) throw notFound(INCIDENT_NOT_FOUND);
    ctx.body = { incident: internalIncident(assigned) };
  });

  router.post('/:id/notes', async (ctx) => {
    const id = parseObjectId(ctx.params.id, 'incident id');
    const { volunteerId, text } = parseInput(noteBody, ctx.request.body);
    const noted = await incidents.update(id, addNote(volunteerId, text, new Date()));
    if (!noted) throw notFound(INCIDENT_NOT_FOUND);
    ctx.body = { incident: internalIncident(noted) };
  });

  router.post('/:id/complete', async (ctx) => {
    const id = parseObjectId(ctx.params.id, 'incident id');
    const { volunteerId } = parseInput(volunteerBody, ctx.request.body);
    const completed = await incidents.update(id, completeCase(volunteerId, new Date()));
    if (!completed) throw notFound(INCIDENT_NOT_FOUND);
    ctx.body = { incident: internalIncident(completed) };
  });

  return router;
}

/** Available incidents, nearest cities first, as each city's (cached) list. */
async function availableIncidents(
  incidents: IncidentStore,
  query: z.infer<typeof availableQuery>,
): Promise<IncidentDoc[][]> {
  const filters = { severity: query.severity, search: query.search };
  const perCity: IncidentDoc[][] = [];
  let found = 0;
  for (const city of citiesByDistanceFrom(query.city)) {
    if (found >= query.limit) break;
    const docs = await incidents.availableInCity(city.name, filters, query.limit - found);
    perCity.push(docs);
    found += docs.length;
  }
  return perCity;
}

/** One incident for another service: with its moderation (hidden reports included). */
const internalIncident = (doc: IncidentDoc) => toIncident(doc, false, true);

function copyOf(original: IncidentDoc, c: z.infer<typeof copy>): IncidentDoc {
  const { _id: _original, idempotencyScope: _scope, ...rest } = original;
  const { lat, lng, ...place } = c.location;
  return {
    ...rest,
    _id: new ObjectId(),
    city: c.city,
    status: c.status,
    createdAt: c.createdAt,
    updatedAt: c.createdAt,
    location: { type: 'Point', coordinates: [lng, lat], lat, lng, ...place },
    animalInfo: {
      ...original.animalInfo,
      description: c.animalDescription,
      aiSeverityAssessment: {
        ...original.animalInfo.aiSeverityAssessment,
        score: c.score,
        // The report form's category for the score's band.
        category: severityBand(c.score).toUpperCase() as SeverityCategory,
      },
    },
    volunteerActivity: null,
    history: c.history
      ? c.history.map(
          (event) => ({ ...event, id: new ObjectId().toHexString() }) as StoredCaseEvent,
        )
      : original.history,
  };
}

/** The incident's times, each `ms` earlier. */
function backdated(doc: IncidentDoc, ms: number): Partial<IncidentDoc> {
  const back = (d: Date) => new Date(d.getTime() - ms);
  return {
    createdAt: back(doc.createdAt),
    updatedAt: back(doc.updatedAt),
    // Case updates from before the structured history, and the history itself.
    ...(doc.caseUpdates && {
      caseUpdates: doc.caseUpdates.map((u) => ({ ...u, timestamp: back(u.timestamp) })),
    }),
    ...(doc.history && { history: doc.history.map((e) => ({ ...e, at: back(e.at) })) }),
    ...(doc.volunteerActivity && {
      volunteerActivity: {
        ...doc.volunteerActivity,
        assignedAt: back(doc.volunteerActivity.assignedAt),
      },
    }),
  };
}
