// Reaching each other (issue 31): the reporter and the volunteer holding the case, each with
// what the other chose to share. Who sees what is the contracts' caseCallsFor; this route only
// gathers its facts, asking auth for the other party's current choice and phone.
import {
  caseCallsFor,
  incidentFacts,
  isClosedStatus,
  type CaseCallFacts,
  type CaseContactsResponse,
  type InternalUser,
} from '@rescue/contracts';
import { authUsersClient, HttpError, type Router, type ServiceState } from '@rescue/service-kit';
import { firstName } from '../domain/case-history';
import type { IncidentsDeps } from './deps';
import { incidentOperations } from './load-incident';

export function caseContactsRouter({ config, incidents }: IncidentsDeps): Router<ServiceState> {
  const routes = incidentOperations(incidents);
  const accounts = authUsersClient(config.authUrl, config.internalApiKey);

  /** The other party's account; null when it no longer exists (nothing of it is shown). */
  async function accountOf(id: string, requestId: string): Promise<InternalUser | null> {
    try {
      return await accounts.get(id, requestId);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  }

  routes.route('incidents.contacts', async ({ ctx, user, object: doc }) => {
    const facts: CaseCallFacts = {
      ...incidentFacts(doc),
      open: !isClosedStatus(doc.status),
      reporterTakesCalls: false,
      holderSharesPhone: false,
    };
    // Which side the caller is on (if any), before anyone's account is asked for.
    const side = caseCallsFor(user, facts);
    const body: CaseContactsResponse = { success: true, reporter: null, volunteer: null };
    const holder = doc.volunteerActivity;
    if (side.reporter !== 'none') {
      const reporter = await accountOf(doc.reportedBy, ctx.state.requestId);
      const shown = caseCallsFor(user, { ...facts, reporterTakesCalls: !!reporter?.allowCalls });
      body.reporter = {
        name: doc.reporterInfo.name,
        phoneNumber: shown.reporter === 'phone' && reporter ? reporter.phoneNumber : null,
      };
    } else if (side.holder !== 'none' && holder) {
      const volunteer = await accountOf(holder.assignedVolunteer, ctx.state.requestId);
      const shares = !!volunteer?.showPhoneToReporter;
      const shown = caseCallsFor(user, { ...facts, holderSharesPhone: shares });
      body.volunteer = {
        firstName: firstName(holder.volunteerName),
        phoneNumber: shown.holder === 'phone' && volunteer ? volunteer.phoneNumber : null,
      };
    }
    return body;
  });

  return routes.router;
}
