// Who receives which live event (GET /api/events/stream): decided by the one policy
// (policy.ts), never by a rule of its own. A subscriber receives a change to an incident
// exactly when it may open that incident now: GET /api/incidents/{id} (incidents.read: the
// operator, the reporter, a verified NGO or the holding volunteer unless hidden) or, for a
// volunteer, the case view (cases.read: an available case, or the one they hold).
import { authorize, type ObjectFacts, type Principal } from './policy';

export function mayFollowIncident(principal: Principal, facts: ObjectFacts): boolean {
  return (
    authorize('incidents.read', principal, facts).allowed ||
    authorize('cases.read', principal, facts).allowed
  );
}

/** How long a stream ticket (POST /api/events/ticket) opens streams. */
export const STREAM_TICKET_TTL_SECONDS = 60;
/** A comment line the gateway and the service send on an idle stream this often. */
export const STREAM_HEARTBEAT_MS = 15_000;
