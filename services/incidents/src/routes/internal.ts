// Service-to-service endpoints (the volunteer and auth services); the gateway never forwards
// /internal. Incidents here carry reporterInfo {name} only; one incident also carries its
// moderation, so the volunteer service can apply the policy to a hidden report.
import {
  type internalAvailableQuerySchema,
  severityBand,
  type incidentCopySchema,
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
  type AuditLogStore,
  type Db,
  type RateLimitStore,
  notFound,
  parseObjectId,
  type Router,
  type z,
  type ServiceState,
} from '@rescue/service-kit';
import type { Server } from 'node:http';
import { citiesByDistanceFrom } from '../domain/available';
import { changesAfter } from '../domain/change-feed';
import { addNote, completeCase, takeCase, takeWithinCap } from '../domain/case-actions';
import { incidentsJson, toIncident } from '../domain/incident-view';
import { decodeNearestCursor, encodeNearestCursor } from '../domain/nearest';
import {
  decodeCursor,
  decodeUrgencyCursor,
  encodeCursor,
  encodeUrgencyCursor,
} from '../domain/paging';
import { reportQuotaKey } from '../domain/report-quota';
import { photoCheckMemory } from '../photo-check/detector';
import type { IncidentDoc, StoredCaseEvent } from '../store/incident-doc';
import { importIncidents } from '../store/incident-import';
import type { IncidentStore } from '../store/incidents';
import type { IncidentsDeps } from './deps';
import { INCIDENT_NOT_FOUND, incidentOperations, loadIncident } from './load-incident';

// The copies' bound is the operation table's, beside its body schema; re-exported for tests.
export { MAX_COPIES_PER_REQUEST } from '@rescue/contracts';

/** For auth: a person's ties to incidents (privacy rule) and this service's audit entries. */
export function internalPeopleRouter(
  deps: IncidentsDeps,
  audit: AuditLogStore,
  reportQuota: RateLimitStore,
): Router<ServiceState> {
  const routes = incidentOperations(deps.incidents, deps.config.internalApiKey);

  routes.route('internal.people.ties', async ({ input }) => {
    const userId = parseObjectId(input.params.userId, 'user id').toHexString();
    const body: PersonTies = await deps.incidents.ties(userId);
    return body;
  });

  // The demo seed reports through the API as its demo reporters; it forgets what that
  // counted, so whoever tries the demo as them has their whole hourly allowance.
  routes.route('internal.people.reportQuota.reset', async ({ ctx, input }) => {
    const userId = parseObjectId(input.params.userId, 'user id').toHexString();
    await reportQuota.reset(reportQuotaKey(userId));
    ctx.status = 204;
  });

  routes.route('internal.incidents.audit', async ({ input }) => {
    const body: AuditLog = { data: await audit.newest(input.query.limit) };
    return body;
  });

  return routes.router;
}

/** `db` is this service's own: the bulk copies (store/incident-import.ts). */
export function internalRouter(deps: IncidentsDeps, db: Db): Router<ServiceState> {
  const { incidents } = deps;
  const routes = incidentOperations(incidents, deps.config.internalApiKey);

  // The in-memory working set's state (store/replica.ts) and this process's memory beside it:
  // operators and the benchmark, which samples both to put resident memory down to a part.
  routes.route('internal.incidents.workingSet', () => ({
    ...incidents.workingSetStatus(),
    memory: memoryInMb(),
  }));

  // The change log as a long poll, for a service that follows it from a stored position
  // (the notifications service). Waiting asks wake at this replica's next write.
  // One promise all waiting asks share, settled and replaced at each write.
  let nextWrite: Promise<void> | undefined;
  let wrote = () => {};
  const armed = () => new Promise<void>((resolve) => (wrote = resolve));
  const wake = () => {
    if (!nextWrite) {
      incidents.onWrite(() => {
        const settle = wrote;
        nextWrite = armed();
        settle();
      });
      nextWrite = armed();
    }
    return nextWrite;
  };
  routes.route('internal.incidents.changes', async ({ ctx, input: { query } }) => {
    const socket = ctx.req.socket as typeof ctx.req.socket & { server?: Server };
    // Answered at once while this process stops listening, so no long poll holds a shutdown.
    const serving = () => socket.server?.listening !== false && !socket.destroyed;
    return changesAfter(incidents.changeLog, query, { serving, wake });
  });

  // The open cases each volunteer holds, for the volunteer service's cap (the notifications
  // service calls only volunteers with room for another).
  routes.route('internal.incidents.heldCounts', async ({ input: { body } }) => ({
    counts: Object.fromEntries(await incidents.heldOpenCounts(body.volunteerIds)),
  }));

  // Every incident, hidden ones included: whether a database is empty (the demo seed).
  routes.route('internal.incidents.count', async () => ({
    count: await incidents.count({ includeHidden: true }),
  }));

  routes.route('internal.incidents.byReporter', async ({ input }) => {
    const reporter = parseObjectId(input.params.userId, 'user id').toHexString();
    const { limit, cursor } = input.query;
    const after = cursor === undefined ? undefined : decodeCursor(cursor);
    // Hidden reports included: their reporter is told they were hidden, and why.
    const page = await incidents.page({ reportedBy: reporter, includeHidden: true }, limit, after);
    const body: ReporterIncidentsPage = {
      data: page.items.map(internalIncident),
      nextCursor: page.next ? encodeCursor(page.next) : null,
    };
    return body;
  });

  routes.route('internal.incidents.available', async ({ ctx, input: { query } }) => {
    if (query.sort === 'urgency') {
      ctx.type = 'application/json';
      return availableByUrgency(incidents, query);
    }
    if (query.lat !== undefined && query.lng !== undefined) {
      const point: LngLat = [query.lng, query.lat];
      const after =
        query.cursor === undefined ? undefined : decodeNearestCursor(query.cursor, point);
      const filters = { severity: query.severity, search: query.search };
      const page = await incidents.availableNear(
        point,
        filters,
        query.limit,
        after,
        query.radiusKm,
      );
      const body: AvailableNearPage = {
        data: page.items.map(({ item }) => toIncident(item)),
        nextCursor: page.next ? encodeNearestCursor(point, page.next) : null,
      };
      return body;
    }
    const perCity = await availableIncidents(incidents, query);
    // Each city's list is a cached array with its JSON kept beside it: joined, not rebuilt.
    const items = perCity
      .filter((docs) => docs.length > 0)
      .map((docs) => incidentsJson(docs).slice(1, -1));
    ctx.type = 'application/json';
    return `{"data":[${items.join(',')}],"nextCursor":null}`;
  });

  routes.route('internal.incidents.assigned', async ({ input }) => {
    const volunteer = parseObjectId(input.params.volunteerId, 'volunteer id').toHexString();
    const found = await incidents.assignedTo(volunteer, input.query.limit);
    return { data: found.map((doc) => toIncident(doc)) };
  });

  routes.route('internal.incidents.read', async ({ input }) =>
    internalIncident(await loadIncident(incidents, input.params.id)),
  );

  // Copies of one incident with city, place, status, dates, animal and history varied: the
  // benchmark's bulk load. Stored in one write, then every replica's working set reloads
  // (with the last batch of a load).
  routes.route('internal.incidents.copies', async ({ ctx, input }) => {
    const original = await loadIncident(incidents, input.params.id);
    const { copies, reload } = input.body;
    const docs = copies.map((c) => copyOf(original, c));
    await importIncidents(db, docs, { reload });
    ctx.status = 201;
    return { ids: docs.map((doc) => doc._id.toHexString()) };
  });

  // Moves every time on the incident back by `ms`: the demo seed's reports, made now, read
  // better spread over the past weeks. Under the incident's lock, logged like any change.
  routes.route('internal.incidents.backdate', async ({ input }) => {
    const id = parseObjectId(input.params.id, 'incident id');
    const { ms } = input.body;
    const moved = await incidents.update(id, (doc) => ({ $set: backdated(doc, ms) }));
    if (!moved) throw notFound(INCIDENT_NOT_FOUND);
    return { incident: internalIncident(moved) };
  });

  routes.route('internal.incidents.assign', async ({ input }) => {
    const id = parseObjectId(input.params.id, 'incident id');
    const { volunteerId, volunteerName, maxHeld } = input.body;
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
    return { incident: internalIncident(assigned) };
  });

  routes.route('internal.incidents.notes', async ({ input }) => {
    const id = parseObjectId(input.params.id, 'incident id');
    const { volunteerId, text } = input.body;
    const noted = await incidents.update(id, addNote(volunteerId, text, new Date()));
    if (!noted) throw notFound(INCIDENT_NOT_FOUND);
    return { incident: internalIncident(noted) };
  });

  routes.route('internal.incidents.complete', async ({ input }) => {
    const id = parseObjectId(input.params.id, 'incident id');
    const { volunteerId } = input.body;
    const completed = await incidents.update(id, completeCase(volunteerId, new Date()));
    if (!completed) throw notFound(INCIDENT_NOT_FOUND);
    return { incident: internalIncident(completed) };
  });

  return routes.router;
}

/** Available incidents, nearest cities first (those within radiusKm), as each city's (cached) list. */
async function availableIncidents(
  incidents: IncidentStore,
  query: z.infer<typeof internalAvailableQuerySchema>,
): Promise<IncidentDoc[][]> {
  const filters = { severity: query.severity, search: query.search };
  const perCity: IncidentDoc[][] = [];
  let found = 0;
  for (const city of citiesByDistanceFrom(query.city, query.radiusKm)) {
    if (found >= query.limit) break;
    const docs = await incidents.availableInCity(city.name, filters, query.limit - found);
    perCity.push(docs);
    found += docs.length;
  }
  return perCity;
}

/**
 * Available incidents most urgent first (issue 30), a page at a time: within radiusKm of the
 * point, or in the cities the city-first list reaches (the same radius from the city's centre).
 */
async function availableByUrgency(
  incidents: IncidentStore,
  query: z.infer<typeof internalAvailableQuerySchema>,
): Promise<string> {
  const place =
    query.lat !== undefined && query.lng !== undefined
      ? { point: [query.lng, query.lat] as LngLat, maxKm: query.radiusKm }
      : { cities: citiesByDistanceFrom(query.city, query.radiusKm).map((city) => city.name) };
  const after = query.cursor === undefined ? undefined : decodeUrgencyCursor(query.cursor);
  const filters = { severity: query.severity, search: query.search };
  const page = await incidents.availableByUrgency(place, filters, query.limit, after);
  // A page kept while the working set stands is the same array: its JSON is kept beside it.
  const nextCursor = page.next ? encodeUrgencyCursor(page.next) : null;
  return `{"data":${incidentsJson(page.items)},"nextCursor":${JSON.stringify(nextCursor)}}`;
}

/** One incident for another service: with its moderation (hidden reports included). */
const internalIncident = (doc: IncidentDoc) => toIncident(doc, false, true, true);

function copyOf(original: IncidentDoc, c: z.infer<typeof incidentCopySchema>): IncidentDoc {
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

/**
 * process.memoryUsage() in MB: resident, the JavaScript heap used and reserved, and memory
 * outside it (external, of which arrayBuffers: Buffers such as documents held as BSON). What
 * resident holds beyond heapTotal and external is native: code, malloc. Beside it, the photo
 * check's worker process (its model) while one runs: resident apart from this process's.
 */
function memoryInMb(): Record<keyof NodeJS.MemoryUsage | 'photoCheckRss', number> {
  const usage = process.memoryUsage();
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  return {
    rss: mb(usage.rss),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    photoCheckRss: photoCheckMemory().rssMb,
  };
}
