import {
  duplicateOfRequestSchema,
  flagRequestSchema,
  incidentFacts,
  reasonRequestSchema,
} from '@rescue/contracts';
import type {
  AuditAction,
  FlagResponse,
  ModerationQueue,
  ModerationResult,
} from '@rescue/contracts';
import {
  type Router,
  authorize,
  authorizeRole,
  notFound,
  parseInput,
  parseObjectId,
  type AuditLogStore,
  type AuthUser,
  type ServiceContext,
  type ServiceState,
  type UpdateFilter,
} from '@rescue/service-kit';
import {
  addFlag,
  hide,
  markDuplicateOf,
  reportLabel,
  restore,
  toModerationItem,
} from '../domain/moderation';
import type { IncidentDoc } from '../store/incident-doc';
import type { IncidentsDeps } from './deps';
import { INCIDENT_NOT_FOUND, incidentOperations, loadIncident } from './load-incident';

/** NGOs flag reports; the operator hides, restores and links duplicates (policy.ts). */
export function moderationRouter(
  { incidents }: IncidentsDeps,
  audit: AuditLogStore,
): Router<ServiceState> {
  const routes = incidentOperations(incidents);
  // The flag and the operator's report actions stay plain routes: they read the body before
  // the report (a bad body is a 400 whatever the id); the operator's 400 calls it a "report id".
  const router = routes.router;

  router.post('/api/incidents/:id/flag', async (ctx) => {
    authorizeRole(ctx, 'incidents.flag');
    const { reason } = parseInput(flagRequestSchema, ctx.request.body);
    const doc = await loadIncident(incidents, ctx.params.id);
    const ngo = authorize(ctx, 'incidents.flag', incidentFacts(doc));
    await incidents.update(doc._id, addFlag(ngo, reason, new Date()));
    const body: FlagResponse = {
      success: true,
      message: 'The report was flagged for the operator',
    };
    ctx.body = body;
  });

  routes.route('admin.reports', async ({ input: { query } }) => {
    const body: ModerationQueue = {
      data: (await incidents.moderationQueue(query.view, query.limit)).map(toModerationItem),
    };
    return body;
  });

  /** Applies the operator's change, records it, answers with the report as it now stands. */
  async function moderate(
    ctx: ServiceContext & { params: { id?: string } },
    admin: AuthUser,
    action: AuditAction,
    change: (doc: IncidentDoc) => UpdateFilter<IncidentDoc>,
    message: string,
    reason: string | null,
  ) {
    const id = parseObjectId(ctx.params.id, 'report id');
    const updated = await incidents.update(id, change);
    if (!updated) throw notFound(INCIDENT_NOT_FOUND);
    await audit.record({
      actor: { id: admin.id, name: admin.name },
      action,
      target: { kind: 'report', id: updated._id.toHexString(), label: reportLabel(updated) },
      reason,
    });
    const body: ModerationResult = { success: true, message, report: toModerationItem(updated) };
    ctx.body = body;
  }

  router.post('/api/admin/reports/:id/hide', async (ctx) => {
    const admin = authorize(ctx, 'admin.reports.hide');
    const { reason } = parseInput(reasonRequestSchema, ctx.request.body);
    await moderate(
      ctx,
      admin,
      'report.hide',
      hide(reason, admin, new Date()),
      'The report is hidden',
      reason,
    );
  });

  router.post('/api/admin/reports/:id/restore', async (ctx) => {
    const admin = authorize(ctx, 'admin.reports.restore');
    await moderate(
      ctx,
      admin,
      'report.restore',
      restore(admin, new Date()),
      'The report is shown again',
      null,
    );
  });

  router.put('/api/admin/reports/:id/duplicate-of', async (ctx) => {
    const admin = authorize(ctx, 'admin.reports.duplicate');
    const { of } = parseInput(duplicateOfRequestSchema, ctx.request.body);
    if (of) await loadIncident(incidents, of); // the original must exist
    await moderate(
      ctx,
      admin,
      'report.duplicate',
      markDuplicateOf(of),
      of ? 'Linked as a duplicate' : 'No longer a duplicate',
      of ? `duplicate of ${of}` : 'unlinked',
    );
  });

  return router;
}
