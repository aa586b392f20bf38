import type {
  AuditAction,
  DuplicateCandidates,
  FlagResponse,
  ModerationQueue,
  ModerationResult,
} from '@rescue/contracts';
import {
  ObjectId,
  type Router,
  notFound,
  parseObjectId,
  type AuditLogStore,
  type AuthUser,
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
import { DUPLICATE_SCAN_LIMIT, duplicateCandidates } from '../domain/duplicate-candidates';
import type { IncidentDoc } from '../store/incident-doc';
import type { IncidentsDeps } from './deps';
import { INCIDENT_NOT_FOUND, incidentOperations, loadIncident } from './load-incident';

/** NGOs flag reports; the operator hides, restores and links duplicates (policy.ts). */
export function moderationRouter(
  { incidents }: IncidentsDeps,
  audit: AuditLogStore,
): Router<ServiceState> {
  const routes = incidentOperations(incidents);

  // A bad body is a 400 whatever the id (route()'s bodyFirst).
  routes.route(
    'incidents.flag',
    async ({ input: { body }, user: ngo, object: doc }) => {
      await incidents.update(doc._id, addFlag(ngo, body.reason, new Date()));
      const answer: FlagResponse = {
        success: true,
        message: 'The report was flagged for the operator',
      };
      return answer;
    },
    { bodyFirst: true },
  );

  routes.route('admin.reports', async ({ input: { query } }) => {
    const body: ModerationQueue = {
      data: (await incidents.moderationQueue(query.view, query.limit)).map(toModerationItem),
    };
    return body;
  });

  // The duplicate picker: the report's city's reports (hidden ones too), nearest first.
  routes.route('admin.reports.duplicateCandidates', async ({ object: report }) => {
    const sameCity = await incidents.page(
      { cities: [report.city], includeHidden: true },
      DUPLICATE_SCAN_LIMIT,
    );
    const body: DuplicateCandidates = { data: duplicateCandidates(report, sameCity.items) };
    return body;
  });

  /** Applies the operator's change, records it, answers with the report as it now stands. */
  async function moderate(
    id: string,
    admin: AuthUser,
    action: AuditAction,
    change: (doc: IncidentDoc) => UpdateFilter<IncidentDoc>,
    message: string,
    reason: string | null,
  ): Promise<ModerationResult> {
    const updated = await incidents.update(new ObjectId(id), change);
    if (!updated) throw notFound(INCIDENT_NOT_FOUND);
    await audit.record({
      actor: { id: admin.id, name: admin.name },
      action,
      target: { kind: 'report', id: updated._id.toHexString(), label: reportLabel(updated) },
      reason,
    });
    return { success: true, message, report: toModerationItem(updated) };
  }

  // The operator's actions change the report in one write: its id is read (400 calling it a
  // "report id", after the body), never the report first.
  const onReport = { bodyFirst: true, underLock: reportIdOf } as const;

  routes.route(
    'admin.reports.hide',
    ({ input: { body }, id, user: admin }) =>
      moderate(
        id,
        admin,
        'report.hide',
        hide(body.reason, admin, new Date()),
        'The report is hidden',
        body.reason,
      ),
    onReport,
  );

  routes.route(
    'admin.reports.restore',
    ({ id, user: admin }) =>
      moderate(
        id,
        admin,
        'report.restore',
        restore(admin, new Date()),
        'The report is shown again',
        null,
      ),
    onReport,
  );

  routes.route(
    'admin.reports.duplicate',
    async ({ input: { body }, id, user: admin }) => {
      const { of } = body;
      if (of) await loadIncident(incidents, of); // the original must exist
      return moderate(
        id,
        admin,
        'report.duplicate',
        markDuplicateOf(of),
        of ? 'Linked as a duplicate' : 'No longer a duplicate',
        of ? `duplicate of ${of}` : 'unlinked',
      );
    },
    onReport,
  );

  return routes.router;
}

const reportIdOf = (id: string | undefined): string => parseObjectId(id, 'report id').toHexString();
