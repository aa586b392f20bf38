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

export { STREAM_HEARTBEAT_MS, STREAM_TICKET_TTL_SECONDS } from './operations/stream';

/**
 * Concurrent streams one account may hold (EVENT_STREAMS_PER_ACCOUNT): a sixth closes the
 * oldest, so one account cannot hold thousands from many addresses.
 */
export const EVENT_STREAMS_PER_ACCOUNT = 5;

/**
 * One session end as auth pushes it to the services holding live streams
 * (GET /internal/sessions/ends): the account's sessions (or the one `sessionId`, a logout)
 * ended. A service asks auth again at once about each stream of the account and ends those
 * whose session is no longer live.
 */
export interface SessionEnd {
  userId: string;
  sessionId?: string;
  reason: string;
  /** ISO time of the end. */
  at: string;
}

/**
 * GET /internal/sessions/ends?after={cursor}&waitMs={ms}: the ends after `cursor` (a time in
 * ms), answered as soon as there is one (a long poll; empty when `waitMs` passes). An end may
 * come twice (the answer overlaps the cursor by a moment, for writes that land late): acting
 * on one is idempotent.
 */
export interface SessionEndsResponse {
  ends: SessionEnd[];
  cursor: string;
}

/** The longest one GET /internal/sessions/ends waits (under callers' 10 s timeout). */
export const SESSION_ENDS_MAX_WAIT_MS = 8000;
