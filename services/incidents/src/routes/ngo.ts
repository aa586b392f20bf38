import {
  HANDLING_CASE_MESSAGE,
  SEVERITY_CHANGED_MESSAGE,
  SEVERITY_CONFIRMED_MESSAGE,
  STATUS_UPDATED_MESSAGE,
  incidentFacts,
} from '@rescue/contracts';
import type {
  CaseActionResponse,
  HandleIncidentResponse,
  NgoDashboardOverviewResponse,
  NgoOverviewResponse,
  StatusUpdateResponse,
} from '@rescue/contracts';
import { ObjectId, notFound, type Router, type ServiceState } from '@rescue/service-kit';
import { changeStatus, handleCase, handledBy } from '../domain/case-actions';
import { toIncidentFor } from '../domain/incident-view';
import { keyScope, updateOnce } from '../domain/once-per-key';
import { changesSeverity, reviewSeverity } from '../domain/severity-review';
import type { IncidentsDeps } from './deps';
import type { IncidentDoc } from '../store/incident-doc';
import { idempotencyKeyOf } from './report-request';
import {
  INCIDENT_NOT_FOUND,
  changeAndAnswer,
  incidentIdOf,
  incidentOperations,
} from './load-incident';

/** The NGO dashboard: counts over every incident or the cities asked, and status changes. */
export function ngoRouter({ incidents }: IncidentsDeps): Router<ServiceState> {
  // The operations whose role, incident and rule the contracts' table gives (route()).
  const routes = incidentOperations(incidents);

  routes.route('ngo.overview', async ({ input: { query } }) => {
    const stats = await incidents.ngoStats(query.city);
    const body: NgoOverviewResponse = { success: true, stats, ...stats };
    return body;
  });

  routes.route('ngo.dashboardOverview', async () => {
    const body: NgoDashboardOverviewResponse = { success: true, stats: await incidents.ngoStats() };
    return body;
  });

  // The status change is decided under the incident's lock only, on the state it applies to.
  routes.route(
    'incidents.updateStatus',
    async ({ ctx, input: { body }, user: ngo, id, decide }) => {
      // One note per change: the closure note when resolving, else the note for the reporter.
      const note = body.closureNote || body.note || undefined;
      const closure = { reason: body.closureReason, note };
      const authorize = (current: IncidentDoc) => decide(incidentFacts(current));
      const change = (current: IncidentDoc) => {
        authorize(current);
        return changeStatus(body.status, ngo, new Date(), closure)(current);
      };
      // A retry with the same Idempotency-Key is answered alike and changes nothing again, if
      // the NGO may still act on the case (the rule is asked again, not only the first time).
      const scope = keyScope('status', ngo.id, idempotencyKeyOf(ctx));
      const done = await updateOnce(incidents, new ObjectId(id), scope, change, authorize);
      if (!done) throw notFound(INCIDENT_NOT_FOUND);
      const answer: StatusUpdateResponse = {
        success: true,
        message: STATUS_UPDATED_MESSAGE,
        incident: toIncidentFor(ngo, done.incident),
      };
      return answer;
    },
    { underLock: incidentIdOf },
  );

  // "We are handling this": one NGO per case (409 for a second), shown in every view.
  routes.route('incidents.handle', async ({ user: ngo, object: doc, decide }) => {
    const body: HandleIncidentResponse = {
      success: true,
      message: HANDLING_CASE_MESSAGE,
      incident: toIncidentFor(ngo, doc),
    };
    if (handledBy(doc, ngo)) return body;
    // Decided again under the incident's lock: two NGOs at once get one winner.
    const change = (current: IncidentDoc) => {
      decide(incidentFacts(current));
      return handleCase(ngo, new Date())(current);
    };
    return changeAndAnswer(incidents, doc._id, change, ngo, HANDLING_CASE_MESSAGE);
  });

  // Confirm or change the severity: decided under the lock on the category it applies to.
  routes.route(
    'incidents.reviewSeverity',
    async ({ input: { body }, user: ngo, id, decide }) => {
      let changed = false;
      const change = (current: IncidentDoc) => {
        decide(incidentFacts(current));
        changed = changesSeverity(current, body.category);
        return reviewSeverity(ngo, body, new Date())(current);
      };
      const updated = await incidents.update(new ObjectId(id), change);
      if (!updated) throw notFound(INCIDENT_NOT_FOUND);
      const body200: CaseActionResponse = {
        success: true,
        message: changed ? SEVERITY_CHANGED_MESSAGE : SEVERITY_CONFIRMED_MESSAGE,
        incident: toIncidentFor(ngo, updated),
      };
      return body200;
    },
    { underLock: incidentIdOf },
  );

  return routes.router;
}
