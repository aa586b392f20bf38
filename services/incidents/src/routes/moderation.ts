import {
  duplicateOfRequestSchema,
  flagRequestSchema,
  incidentFacts,
  moderationQueueQuerySchema,
  reasonRequestSchema,
} from '@rescue/contracts';
import type {
  AuditAction,
  FlagResponse,
  ModerationQueue,
  ModerationResult,
} from '@rescue/contracts';
import {
  Router,
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
import { refusingRouter } from './refusals';
import { INCIDENT_NOT_FOUND, loadIncident } from './load-incident';

/** NGOs flag reports; the operator hides, restores and links duplicates (policy.ts). */
export function moderationRouter(
  { incidents }: IncidentsDeps,
  audit: AuditLogStore,
): Router<ServiceState> {
  const router = refusingRouter();

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

  router.get('/api/admin/reports', async (ctx) => {
    authorize(ctx, 'admin.reports');
    const { view, limit } = parseInput(moderationQueueQuerySchema, ctx.query);
    const body: ModerationQueue = {
      data: (await incidents.moderationQueue(view, limit)).map(toModerationItem),
    };
    ctx.body = body;
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
