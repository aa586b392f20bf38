// The state changes of an incident after it was reported. Each is a decision on the current
// incident (refusals are thrown as HTTP errors) that returns the update to store.
import type { IncidentStatus } from '@rescue/contracts';
import { HttpError, type UpdateFilter } from '@rescue/service-kit';
import type { IncidentDoc, StoredCaseUpdate, StoredVolunteerActivity } from '../store/incident-doc';
import { caseUpdateText } from './case-updates';
import { caseActionRefusal, type VolunteerCaseAction } from './case-rules';

type Decision = (current: IncidentDoc) => UpdateFilter<IncidentDoc>;

export interface Volunteer {
  id: string;
  name: string;
}

export interface Ngo {
  id: string;
  name: string;
}

/**
 * An NGO sets any of the three statuses, in any order. The first NGO to act on a case handles
 * it (assignedNGO) unless one does already.
 */
export function changeStatus(status: IncidentStatus, ngo: Ngo, now: Date): Decision {
  return (current) => ({
    $set: {
      status,
      ...(current.assignedNGO ? {} : { assignedNGO: { name: ngo.name, id: ngo.id } }),
      updatedAt: now,
    },
    $push: { caseUpdates: caseUpdate(now, caseUpdateText.status(status)) },
  });
}

export const alreadyHandledMessage = (name: string) =>
  `This case is already being handled by ${name}`;

/** Whether the case's NGO is this one (records from before ids were kept: by name). */
export function handledBy(current: IncidentDoc, ngo: Ngo): boolean {
  const handler = current.assignedNGO;
  if (!handler) return false;
  return handler.id === undefined ? handler.name === ngo.name : handler.id === ngo.id;
}

/**
 * "We are handling this": the NGO takes the case on. One NGO per case: another's claim is a
 * 409; the same NGO again changes nothing.
 */
export function handleCase(ngo: Ngo, now: Date): Decision {
  return (current) => {
    if (current.assignedNGO && !handledBy(current, ngo)) {
      throw new HttpError(409, alreadyHandledMessage(current.assignedNGO.name));
    }
    // Asked twice at once: the second changes nothing.
    if (handledBy(current, ngo)) return { $set: { updatedAt: current.updatedAt } };
    return {
      $set: { assignedNGO: { name: ngo.name, id: ngo.id }, updatedAt: now },
      $push: { caseUpdates: caseUpdate(now, caseUpdateText.handling(ngo.name)) },
    };
  };
}

/**
 * A volunteer takes an untaken, unresolved case the operator has not hidden; a pending one
 * moves to in progress.
 */
export function takeCase(volunteer: Volunteer, now: Date): Decision {
  return (current) => {
    refuseUnlessAllowed('take', current, volunteer.id);
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
    const { volunteerName } = heldBy('note', current, volunteerId);
    return {
      $set: { updatedAt: now },
      $push: { caseUpdates: caseUpdate(now, caseUpdateText.note(volunteerName, text)) },
    };
  };
}

/** The volunteer holding the case marks their part done (once). */
export function completeCase(volunteerId: string, now: Date): Decision {
  return (current) => {
    const activity = heldBy('complete', current, volunteerId);
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
 * case-rules.ts decides, here under the incident's lock on the state the change applies to:
 * the volunteer service asks nothing first.
 */
function refuseUnlessAllowed(
  action: VolunteerCaseAction,
  current: IncidentDoc,
  volunteerId: string,
): void {
  const refusal = caseActionRefusal(action, current, volunteerId);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
}

/** The holder's activity, for the actions only the holder may take (cases.note, cases.complete). */
function heldBy(
  action: Exclude<VolunteerCaseAction, 'take'>,
  current: IncidentDoc,
  volunteerId: string,
): StoredVolunteerActivity {
  refuseUnlessAllowed(action, current, volunteerId);
  // The holder rule passed, so the case has a volunteer activity.
  return current.volunteerActivity as StoredVolunteerActivity;
}

function caseUpdate(timestamp: Date, description: string): StoredCaseUpdate {
  return { timestamp, description };
}
