// Service-to-service endpoints (the volunteer and auth services); the gateway never forwards
// /internal. Incidents here carry reporterInfo {name} only; one incident also carries its
// moderation, so the volunteer service can apply the policy to a hidden report.
import {
  auditQuerySchema,
  numberParam,
  objectIdInput,
  pageLimit,
  severityFilter,
} from '@rescue/contracts';
import type {
  AuditLog,
  AvailableNearPage,
  LngLat,
  PersonTies,
  ReporterIncidentsPage,
} from '@rescue/contracts';
import {
  Router,
  type AuditLogStore,
  notFound,
  parseInput,
  parseObjectId,
  requireInternalKey,
  requiredText,
  z,
  type ServiceState,
} from '@rescue/service-kit';
import { citiesByDistanceFrom } from '../domain/available';
import { addNote, completeCase, takeCase } from '../domain/case-actions';
import { incidentsJson, toIncident } from '../domain/incident-view';
import { decodeNearestCursor, encodeNearestCursor } from '../domain/nearest';
import { decodeCursor, encodeCursor } from '../domain/paging';
import type { IncidentDoc } from '../store/incident-doc';
import type { IncidentStore } from '../store/incidents';
import type { IncidentsDeps } from './deps';
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

/** For auth: a person's ties to incidents (privacy rule) and this service's audit entries. */
export function internalPeopleRouter(
  deps: IncidentsDeps,
  audit: AuditLogStore,
): Router<ServiceState> {
  const router = new Router<ServiceState>({ prefix: '/internal' });
  router.use(requireInternalKey(deps.config.internalApiKey));

  router.get('/people/:userId/ties', async (ctx) => {
    const userId = parseObjectId(ctx.params.userId, 'user id').toHexString();
    const body: PersonTies = await deps.incidents.ties(userId);
    ctx.body = body;
  });

  router.get('/audit', async (ctx) => {
    const { limit } = parseInput(auditQuerySchema, ctx.query);
    const body: AuditLog = { data: await audit.newest(limit) };
    ctx.body = body;
  });

  return router;
}

export function internalRouter(deps: IncidentsDeps): Router<ServiceState> {
  const { incidents } = deps;
  const router = new Router<ServiceState>({ prefix: '/internal/incidents' });
  router.use(requireInternalKey(deps.config.internalApiKey));

  // The in-memory working set's state (store/replica.ts): operators and the benchmark.
  router.get('/working-set', (ctx) => {
    ctx.body = incidents.workingSetStatus();
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

  router.post('/:id/assign', async (ctx) => {
    const id = parseObjectId(ctx.params.id, 'incident id');
    const { volunteerId, volunteerName, maxHeld } = parseInput(assignBody, ctx.request.body);
    const volunteer = { id: volunteerId, name: volunteerName };
    const take = takeCase(volunteer, new Date());
    const assigned =
      maxHeld === undefined
        ? await incidents.update(id, take)
        : await incidents.takeWithin(parseObjectId(volunteerId, 'volunteer id'), maxHeld, id, take);
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
