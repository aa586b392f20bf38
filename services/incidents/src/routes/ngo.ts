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
  Router,
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
import { refusingRouter } from './refusals';
import { INCIDENT_NOT_FOUND, loadIncident } from './load-incident';

/** The NGO dashboard: counts over every incident (from the database), and status changes. */
export function ngoRouter({ incidents }: IncidentsDeps): Router<ServiceState> {
  const router = refusingRouter();

  router.get('/api/ngo/overview', async (ctx) => {
    authorize(ctx, 'ngo.overview');
    const stats = await incidents.ngoStats();
    const body: NgoOverviewResponse = { success: true, stats, ...stats };
    ctx.body = body;
  });

  router.get('/api/ngo/dashboard-overview', async (ctx) => {
    authorize(ctx, 'ngo.dashboardOverview');
    const body: NgoDashboardOverviewResponse = { success: true, stats: await incidents.ngoStats() };
    ctx.body = body;
  });

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
  router.post('/api/ngo/incidents/:id/handle', async (ctx) => {
    authorizeRole(ctx, 'incidents.handle');
    const doc = await loadIncident(incidents, ctx.params.id);
    const ngo = authorize(ctx, 'incidents.handle', incidentFacts(doc));
    const body: HandleIncidentResponse = {
      success: true,
      message: HANDLING_CASE_MESSAGE,
      incident: toIncidentFor(ngo, doc),
    };
    if (handledBy(doc, ngo)) {
      ctx.body = body;
      return;
    }
    // Decided again under the incident's lock: two NGOs at once get one winner.
    const updated = await incidents.update(doc._id, (current) => {
      authorize(ctx, 'incidents.handle', incidentFacts(current));
      return handleCase(ngo, new Date())(current);
    });
    if (!updated) throw notFound(INCIDENT_NOT_FOUND);
    ctx.body = { ...body, incident: toIncidentFor(ngo, updated) };
  });

  return router;
}
