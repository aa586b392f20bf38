// What a volunteer may do to a case in its current state, and the refusal when they may not.
// Pure: case-actions.ts applies it under the incident's lock, and the unit tests walk the
// states without a server (test/unit/case-rules.test.ts).
import {
  ALREADY_TAKEN_MESSAGE as TAKEN_BY_OTHER_MESSAGE,
  CASE_ALREADY_RESOLVED_MESSAGE,
  CASE_HIDDEN_MESSAGE,
  OBJECT_RULES,
  RULE_MESSAGES,
  hiddenFrom,
  hiddenRefusal,
  incidentFacts,
  moveRefusal,
  type IncidentStatus,
} from '@rescue/contracts';
import { refusalOf, refuse, type Refusal } from './refusal';

/** The contracts' words for a case another volunteer holds (policy.ts says them too). */
export const ALREADY_TAKEN_MESSAGE = TAKEN_BY_OTHER_MESSAGE;
/** The contracts' transition table's refusal of a move out of a closed case. */
export const ALREADY_RESOLVED_MESSAGE = CASE_ALREADY_RESOLVED_MESSAGE;
export const ALREADY_COMPLETED_MESSAGE = 'This case is already marked completed';

/** A volunteer at the cap on cases held at once (the volunteer service's VOLUNTEER_MAX_OPEN_CASES). */
export const tooManyCasesMessage = (max: number) =>
  `You already hold ${max} open case${max === 1 ? '' : 's'}. Complete one before taking another.`;

/** What the rules read of an incident (the stored document has more). */
export interface CaseState {
  status: IncidentStatus;
  volunteerActivity: { assignedVolunteer: string; status: 'assigned' | 'completed' } | null;
  moderation?: { hidden: boolean } | null;
  reportedBy?: string;
}

export type VolunteerCaseAction = 'take' | 'note' | 'complete';

/**
 * Why `volunteerId` may not do `action` to the case now; undefined when they may.
 * - take: an untaken case the operator has not hidden, which the contracts' transition table
 *   lets a volunteer move to in progress (an open one: pending or in progress).
 * - note: the policy's holder rule only; the holder keeps the case after completing their
 *   part or once it is resolved, so a note is still allowed then.
 * - complete: the holder, once.
 */
export function caseActionRefusal(
  action: VolunteerCaseAction,
  current: CaseState,
  volunteerId: string,
): Refusal | undefined {
  // The policy's rule for every operation on an incident: a 404, which tells the holder (or any
  // volunteer while it was available) that the operator hid it, and everyone else nothing.
  const volunteer = { id: volunteerId, role: 'volunteer' as const };
  if (hiddenFrom(volunteer, incidentFacts(current))) {
    return refuse('not-found', hiddenRefusal(volunteer, incidentFacts(current)).message);
  }
  if (action === 'take') {
    // Hidden first (to its own reporter): it must not tell whether it was resolved or taken.
    if (current.moderation?.hidden) return conflict(CASE_HIDDEN_MESSAGE);
    const refused = moveRefusal('volunteer', current.status, 'in progress');
    if (refused) return refusalOf(refused);
    if (current.volunteerActivity) return conflict(ALREADY_TAKEN_MESSAGE);
    return undefined;
  }
  if (!OBJECT_RULES.holder({ id: volunteerId }, incidentFacts(current))) {
    return refuse('forbidden', RULE_MESSAGES.holder);
  }
  if (action === 'complete' && current.volunteerActivity?.status === 'completed') {
    return conflict(ALREADY_COMPLETED_MESSAGE);
  }
  return undefined;
}

const conflict = (message: string) => refuse('conflict', message);
