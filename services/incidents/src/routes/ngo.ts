import { incidentFacts, statusUpdateRequestSchema } from '@rescue/contracts';
import type {
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
import { changeStatus } from '../domain/case-actions';
import { notificationText } from '../domain/case-updates';
import { toIncidentFor } from '../domain/incident-view';
import type { IncidentsDeps } from './deps';
import { INCIDENT_NOT_FOUND } from './load-incident';

export const STATUS_UPDATED_MESSAGE = 'Status updated successfully';

/** The NGO dashboard: counts over every incident (from the database), and status changes. */
export function ngoRouter({ incidents, notify }: IncidentsDeps): Router<ServiceState> {
  const router = new Router<ServiceState>();

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
    const { status } = parseInput(statusUpdateRequestSchema, ctx.request.body);
    // Decided under the incident's lock, on the state the change applies to.
    const updated = await incidents.update(id, (current) => {
      authorize(ctx, 'incidents.updateStatus', incidentFacts(current));
      return changeStatus(status, ngo.name, new Date())(current);
    });
    if (!updated) throw notFound(INCIDENT_NOT_FOUND);
    await notify(updated, 'status', notificationText.status(status, ngo.name));
    const body: StatusUpdateResponse = {
      success: true,
      message: STATUS_UPDATED_MESSAGE,
      incident: toIncidentFor(ngo, updated),
    };
    ctx.body = body;
  });

  return router;
}
