// The state changes of an incident after it was reported. Each is a decision on the current
// incident (refusals are thrown as HTTP errors) that returns the update to store.
import { OBJECT_RULES, RULE_MESSAGES, incidentFacts, type IncidentStatus } from '@rescue/contracts';
import { conflict, forbidden, type UpdateFilter } from '@rescue/service-kit';
import type { IncidentDoc, StoredCaseUpdate, StoredVolunteerActivity } from '../store/incident-doc';
import { caseUpdateText } from './case-updates';

export const ALREADY_TAKEN_MESSAGE = 'This case has already been taken by another volunteer';
export const ALREADY_RESOLVED_MESSAGE = 'This case has already been resolved';
export const ALREADY_COMPLETED_MESSAGE = 'This case is already marked completed';
/** As policy.ts words it for a case that is not available (availableOrHeld). */
export const NO_LONGER_AVAILABLE_MESSAGE = RULE_MESSAGES.availableOrHeld;

type Decision = (current: IncidentDoc) => UpdateFilter<IncidentDoc>;

export interface Volunteer {
  id: string;
  name: string;
}

/** An NGO sets any of the three statuses, in any order. */
export function changeStatus(status: IncidentStatus, ngoName: string, now: Date): Decision {
  return () => ({
    $set: { status, assignedNGO: { name: ngoName }, updatedAt: now },
    $push: { caseUpdates: caseUpdate(now, caseUpdateText.status(status)) },
  });
}

/**
 * A volunteer takes an untaken, unresolved case the operator has not hidden; a pending one
 * moves to in progress.
 */
export function takeCase(volunteer: Volunteer, now: Date): Decision {
  return (current) => {
    if (current.moderation?.hidden) throw conflict(NO_LONGER_AVAILABLE_MESSAGE);
    if (current.status === 'resolved') throw conflict(ALREADY_RESOLVED_MESSAGE);
    if (current.volunteerActivity) throw conflict(ALREADY_TAKEN_MESSAGE);
    const activity: StoredVolunteerActivity = {
      status: 'assigned',
      assignedAt: now,
      assignedVolunteer: volunteer.id,
      volunteerName: volunteer.name,
    };
    return {
      $set: { volunteerActivity: activity, status: 'in progress', updatedAt: now },
      $push: { caseUpdates: caseUpdate(now, caseUpdateText.assigned(volunteer.name)) },
    };
  };
}

/** The volunteer holding the case adds a note to its updates. */
export function addNote(volunteerId: string, text: string, now: Date): Decision {
  return (current) => {
    const { volunteerName } = heldBy(current, volunteerId);
    return {
      $set: { updatedAt: now },
      $push: { caseUpdates: caseUpdate(now, caseUpdateText.note(volunteerName, text)) },
    };
  };
}

/** The volunteer holding the case marks their part done (once). */
export function completeCase(volunteerId: string, now: Date): Decision {
  return (current) => {
    const activity = heldBy(current, volunteerId);
    if (activity.status === 'completed') throw conflict(ALREADY_COMPLETED_MESSAGE);
    return {
      $set: {
        volunteerActivity: { ...activity, status: 'completed', completedAt: now },
        updatedAt: now,
      },
      $push: { caseUpdates: caseUpdate(now, caseUpdateText.completed(activity.volunteerName)) },
    };
  };
}

/**
 * The policy's "holder" rule (cases.note, cases.complete), decided here under the incident's
 * lock on the state the change applies to: the volunteer service asks nothing first.
 */
function heldBy(current: IncidentDoc, volunteerId: string): StoredVolunteerActivity {
  const activity = current.volunteerActivity;
  if (!OBJECT_RULES.holder({ id: volunteerId }, incidentFacts(current)) || !activity)
    throw forbidden(RULE_MESSAGES.holder);
  return activity;
}

function caseUpdate(timestamp: Date, description: string): StoredCaseUpdate {
  return { timestamp, description };
}
