// Asking one on-duty volunteer to take a case, and their answer (issue 31). Decisions on the
// current incident under its lock, like case-actions.ts: the change and its case-history
// event in one write.
import { RULE_MESSAGES, type DispatchState } from '@rescue/contracts';
import type { UpdateFilter } from '@rescue/service-kit';
import {
  historyOf,
  type IncidentDoc,
  type StoredCaseEvent,
  type StoredDispatch,
} from '../store/incident-doc';
import { takeCase, type Ngo, type Volunteer } from './case-actions';
import { actorOf, caseEvent } from './case-history';
import { caseActionRefusal } from './case-rules';
import { refuse } from './refusal';

type Decision = (current: IncidentDoc) => UpdateFilter<IncidentDoc>;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * A verified NGO asks a volunteer to take the case: only a case the volunteer could take now
 * (open, untaken, not hidden: the take's own rules). Asking again, or someone else, replaces
 * the request. The event names the volunteer by first name, as the reporter reads volunteers.
 */
export function requestDispatch(ngo: Ngo, volunteer: Volunteer, now: Date): Decision {
  return (current) => {
    const refusal = caseActionRefusal('take', current, volunteer.id);
    if (refusal) throw refusal;
    const dispatch: StoredDispatch = {
      volunteerId: volunteer.id,
      volunteerName: volunteer.name,
      requestedBy: { id: ngo.id, name: ngo.name },
      requestedAt: now,
      state: 'asked',
      answeredAt: null,
    };
    return {
      $set: { dispatch, updatedAt: now },
      $push: {
        history: caseEvent('dispatch_requested', actorOf(ngo), now, {
          note: firstName(volunteer.name),
        }),
      },
    };
  };
}

/** The request this volunteer has not answered yet; 403 for anyone else (the policy's words). */
function askedOf(current: IncidentDoc, volunteerId: string): StoredDispatch {
  const dispatch = current.dispatch;
  if (!dispatch || dispatch.state !== 'asked' || dispatch.volunteerId !== volunteerId)
    throw refuse('forbidden', RULE_MESSAGES.dispatchedVolunteer);
  return dispatch;
}

const answered = (dispatch: StoredDispatch, state: DispatchState, now: Date) => ({
  ...dispatch,
  state,
  answeredAt: now,
});

const volunteerActor = (volunteer: Volunteer) => ({ ...volunteer, role: 'volunteer' as const });

/** The asked volunteer says no: the NGO may ask someone else. */
export function declineDispatch(volunteer: Volunteer, now: Date): Decision {
  return (current) => {
    const dispatch = askedOf(current, volunteer.id);
    return {
      $set: { dispatch: answered(dispatch, 'declined', now), updatedAt: now },
      $push: { history: caseEvent('dispatch_declined', volunteerActor(volunteer), now) },
    };
  };
}

/**
 * The asked volunteer says yes: the case is taken exactly as their own take (takeCase: not
 * taken, not resolved, not hidden; the cap is the store's takeWithin), the answer recorded
 * before the take's event.
 */
export function acceptDispatch(volunteer: Volunteer, now: Date): Decision {
  return (current) => {
    const dispatch = askedOf(current, volunteer.id);
    const take = takeCase(volunteer, now)(current) as {
      $set: Partial<IncidentDoc>;
      $push: { history: StoredCaseEvent };
    };
    const accepted = caseEvent('dispatch_accepted', volunteerActor(volunteer), now);
    // One $set of the whole history: two events in the one write, in order.
    return {
      $set: {
        ...take.$set,
        dispatch: answered(dispatch, 'accepted', now),
        history: [...historyOf(current), accepted, take.$push.history],
      },
    };
  };
}
