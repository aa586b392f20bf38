// The state changes of an incident after it was reported. Each is a decision on the current
// incident (refusals are thrown as HTTP errors) that returns the update to store: the change
// and its event in the case history, in one write (case-history.ts).
import {
  REOPEN_TOO_LATE_MESSAGE,
  REPORTER_UPDATE_CLOSED_MESSAGE,
  isClosedStatus,
  isOpenStatus,
  moveRefusal,
  withinReopenWindow,
  type CaseMover,
  type ClosureReason,
  type IncidentStatus,
} from '@rescue/contracts';
import type { ObjectId, UpdateFilter } from '@rescue/service-kit';
import { AT_LIMIT, type IncidentStore } from '../store/incidents';
import type { IncidentDoc, StoredVolunteerActivity } from '../store/incident-doc';
import { actorOf, caseEvent, closedAt, type Actor } from './case-history';
import { caseActionRefusal, tooManyCasesMessage, type VolunteerCaseAction } from './case-rules';
import { refusalOf, refuse } from './refusal';

type Decision = (current: IncidentDoc) => UpdateFilter<IncidentDoc>;

export interface Volunteer {
  id: string;
  name: string;
}

/** An account acting on a case, as its verified token names it. */
export interface Account {
  id: string;
  name: string;
  role: Actor['role'];
}

export type Ngo = Account;

/** Why the NGO closes the case (status resolved only), and a note for the reporter (any status). */
export interface Closure {
  reason?: ClosureReason;
  note?: string;
}

/** Refuses a move the contracts' transition table does not give `mover`. */
function refuseMove(mover: CaseMover, from: IncidentStatus, to: IncidentStatus): void {
  const refusal = moveRefusal(mover, from, to);
  if (refusal) throw refusalOf(refusal);
}

/**
 * An NGO sets any of the three statuses, in any order (the transition table). The first NGO
 * to act on a case handles it (assignedNGO) unless one does already. Resolving records the
 * closure reason (other when the client gave none); any change may carry a note for the
 * reporter (issue 31), which on resolving is the closure note.
 */
export function changeStatus(
  status: IncidentStatus,
  ngo: Ngo,
  now: Date,
  closure: Closure = {},
): Decision {
  return (current) => {
    refuseMove('ngo', current.status, status);
    const closing = isClosedStatus(status);
    const event = caseEvent('status_changed', actorOf(ngo), now, {
      from: current.status,
      to: status,
      reason: closing ? (closure.reason ?? 'other') : null,
      note: closure.note ?? null,
    });
    return {
      $set: {
        status,
        ...(current.assignedNGO ? {} : { assignedNGO: { name: ngo.name, id: ngo.id } }),
        updatedAt: now,
      },
      $push: { history: event },
    };
  };
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
      throw refuse('conflict', alreadyHandledMessage(current.assignedNGO.name));
    }
    // Asked twice at once: the second changes nothing.
    if (handledBy(current, ngo)) return { $set: { updatedAt: current.updatedAt } };
    return {
      $set: { assignedNGO: { name: ngo.name, id: ngo.id }, updatedAt: now },
      $push: { history: caseEvent('ngo_handling', actorOf(ngo), now) },
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
    const event = caseEvent('volunteer_assigned', volunteerActor(volunteer), now, {
      from: current.status,
      to: 'in progress',
    });
    return {
      $set: { volunteerActivity: activity, status: 'in progress', updatedAt: now },
      $push: { history: event },
    };
  };
}

/** The volunteer holding the case adds a note to its updates. */
export function addNote(volunteerId: string, text: string, now: Date): Decision {
  return (current) => {
    const { volunteerName } = heldBy('note', current, volunteerId);
    const actor = volunteerActor({ id: volunteerId, name: volunteerName });
    return {
      $set: { updatedAt: now },
      $push: { history: caseEvent('note', actor, now, { note: text }) },
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
      $push: { history: caseEvent('completed', volunteerActor(volunteerOf(activity)), now) },
    };
  };
}

/**
 * The reporter reopens a resolved case, saying why, within the reopen window: back to in
 * progress when an NGO or a volunteer is on it, else pending (the transition table).
 */
export function reopenCase(reporter: Account, reason: string, now: Date): Decision {
  return (current) => {
    const to: IncidentStatus =
      current.assignedNGO || current.volunteerActivity ? 'in progress' : 'pending';
    refuseMove('reporter', current.status, to);
    const closed = closedAt(current);
    if (closed && !withinReopenWindow(closed, now))
      throw refuse('conflict', REOPEN_TOO_LATE_MESSAGE);
    const event = caseEvent('reopened', actorOf(reporter), now, {
      from: current.status,
      to,
      note: reason,
    });
    return { $set: { status: to, updatedAt: now }, $push: { history: event } };
  };
}

/** The reporter adds information while the case is open (a note by the reporter). */
export function addReporterNote(
  reporter: Account,
  text: string,
  now: Date,
  photo: string | null = null,
): Decision {
  return (current) => {
    if (!isOpenStatus(current.status)) throw refuse('conflict', REPORTER_UPDATE_CLOSED_MESSAGE);
    return {
      $set: { updatedAt: now },
      $push: { history: caseEvent('note', actorOf(reporter), now, { note: text, photo }) },
    };
  };
}

const volunteerActor = (volunteer: Volunteer): Actor => ({
  id: volunteer.id,
  role: 'volunteer',
  name: volunteer.name,
});

const volunteerOf = (activity: StoredVolunteerActivity): Volunteer => ({
  id: activity.assignedVolunteer,
  name: activity.volunteerName,
});

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
  if (refusal) throw refusal;
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

/**
 * A volunteer takes a case unless they already hold `maxHeld` open cases (409): the store
 * counts and takes under the volunteer's lock. Null for an unknown id.
 */
export async function takeWithinCap(
  incidents: IncidentStore,
  volunteerId: ObjectId,
  maxHeld: number,
  id: ObjectId,
  take: Decision,
): Promise<IncidentDoc | null> {
  const taken = await incidents.takeWithin(volunteerId, maxHeld, id, take);
  if (taken === AT_LIMIT) throw refuse('conflict', tooManyCasesMessage(maxHeld));
  return taken;
}
