import {
  HANDLING_CASE_MESSAGE,
  STATUS_UPDATED_MESSAGE,
  incidentFacts,
  statusUpdateRequestSchema,
} from '@rescue/contracts';
import type {
  HandleIncidentResponse,
  NgoDashboardOverviewResponse,
  NgoOverviewResponse,
  StatusUpdateResponse,
} from '@rescue/contracts';
import {
  type Router,
  notFound,
  parseInput,
  parseObjectId,
  authorize,
  authorizeRole,
  type ServiceState,
} from '@rescue/service-kit';
import { changeStatus, handleCase, handledBy } from '../domain/case-actions';
import { toIncidentFor } from '../domain/incident-view';
import type { IncidentsDeps } from './deps';
import { INCIDENT_NOT_FOUND, incidentOperations } from './load-incident';

/** The NGO dashboard: counts over every incident (from the database), and status changes. */
export function ngoRouter({ incidents }: IncidentsDeps): Router<ServiceState> {
  // The operations whose role, incident and rule the contracts' table gives (route()).
  const routes = incidentOperations(incidents);
  const router = routes.router;

  routes.route('ngo.overview', async () => {
    const stats = await incidents.ngoStats();
    const body: NgoOverviewResponse = { success: true, stats, ...stats };
    return body;
  });

  routes.route('ngo.dashboardOverview', async () => {
    const body: NgoDashboardOverviewResponse = { success: true, stats: await incidents.ngoStats() };
    return body;
  });

  // Not through route(): the status change is authorized under the incident's lock only, on
  // the state it applies to (route() would read and decide on the incident first).
  router.put('/api/ngo/incidents/:id/update', async (ctx) => {
    const ngo = authorizeRole(ctx, 'incidents.updateStatus');
    const id = parseObjectId(ctx.params.id, 'incident id');
    const { status, closureReason, closureNote } = parseInput(
      statusUpdateRequestSchema,
      ctx.request.body,
    );
    const closure = { reason: closureReason, note: closureNote || undefined };
    // Decided under the incident's lock, on the state the change applies to.
    const updated = await incidents.update(id, (current) => {
      authorize(ctx, 'incidents.updateStatus', incidentFacts(current));
      return changeStatus(status, ngo, new Date(), closure)(current);
    });
    if (!updated) throw notFound(INCIDENT_NOT_FOUND);
    const body: StatusUpdateResponse = {
      success: true,
      message: STATUS_UPDATED_MESSAGE,
      incident: toIncidentFor(ngo, updated),
    };
    ctx.body = body;
  });

  // "We are handling this": one NGO per case (409 for a second), shown in every view.
  routes.route('incidents.handle', async ({ ctx, user: ngo, object: doc }) => {
    const body: HandleIncidentResponse = {
      success: true,
      message: HANDLING_CASE_MESSAGE,
      incident: toIncidentFor(ngo, doc),
    };
    if (handledBy(doc, ngo)) return body;
    // Decided again under the incident's lock: two NGOs at once get one winner.
    const updated = await incidents.update(doc._id, (current) => {
      authorize(ctx, 'incidents.handle', incidentFacts(current));
      return handleCase(ngo, new Date())(current);
    });
    if (!updated) throw notFound(INCIDENT_NOT_FOUND);
    return { ...body, incident: toIncidentFor(ngo, updated) };
  });

  return router;
}
