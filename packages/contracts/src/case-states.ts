// An incident's states and the moves between them: the one transition table (which status may
// follow which, and who may make each move), the open and closed groups every counter and
// server check uses, the closure reasons, the reopen window and the case history's vocabulary.
// Pure and browser-safe: the incidents service enforces it, screens read it.
import { ACTIVE_STATUSES, INCIDENT_STATUSES, type IncidentStatus } from './domain';

/** Not closed yet: domain.ts's ACTIVE_STATUSES (spec section 9), under the table's name. */
export const OPEN_STATUSES = ACTIVE_STATUSES;
/** Done: a case here is closed until its reporter reopens it. */
export const CLOSED_STATUSES = ['resolved'] as const satisfies readonly IncidentStatus[];
export type OpenStatus = (typeof OPEN_STATUSES)[number];
export type ClosedStatus = (typeof CLOSED_STATUSES)[number];

export const isOpenStatus = (status: string): status is OpenStatus =>
  (OPEN_STATUSES as readonly string[]).includes(status);
export const isClosedStatus = (status: string): status is ClosedStatus =>
  (CLOSED_STATUSES as readonly string[]).includes(status);

/**
 * Who moves a case: an NGO (the status select), a volunteer (taking a case moves it to in
 * progress), its reporter (reopening) and the operator. The operator's moderation (hide,
 * restore) is no status move, so the table gives the operator none today.
 */
export const CASE_MOVERS = ['ngo', 'volunteer', 'reporter', 'operator'] as const;
export type CaseMover = (typeof CASE_MOVERS)[number];

/**
 * The transition table: STATUS_TRANSITIONS[from][to] lists who may move a case from `from`
 * to `to`. An NGO may set any of the three statuses in any order, the same one again
 * included (spec section 4: "no ordering enforced"). A volunteer taking a case moves an open
 * one to in progress (an in-progress case stays so). The reporter reopens a resolved case
 * (to in progress when an NGO or volunteer is on it, else pending), within REOPEN_WINDOW_DAYS.
 */
export const STATUS_TRANSITIONS: Record<
  IncidentStatus,
  Record<IncidentStatus, readonly CaseMover[]>
> = {
  pending: { pending: ['ngo'], 'in progress': ['ngo', 'volunteer'], resolved: ['ngo'] },
  'in progress': { pending: ['ngo'], 'in progress': ['ngo', 'volunteer'], resolved: ['ngo'] },
  resolved: { pending: ['ngo', 'reporter'], 'in progress': ['ngo', 'reporter'], resolved: ['ngo'] },
};

export const mayMove = (mover: CaseMover, from: IncidentStatus, to: IncidentStatus): boolean =>
  STATUS_TRANSITIONS[from][to].includes(mover);

const MOVER_NAMES: Record<CaseMover, string> = {
  ngo: 'an NGO',
  volunteer: 'a volunteer',
  reporter: 'its reporter',
  operator: 'the operator',
};

/** Refusals of the table, one wording each. */
export const CASE_ALREADY_RESOLVED_MESSAGE = 'This case has already been resolved';
export const REOPEN_NOT_RESOLVED_MESSAGE = 'Only a resolved case can be reopened';

/** 403: this mover never makes a move to `to`; 409: not from the case's current status. */
export interface MoveRefusal {
  status: 403 | 409;
  message: string;
}

/** Why `mover` may not move a case from `from` to `to`; undefined when the table allows it. */
export function moveRefusal(
  mover: CaseMover,
  from: IncidentStatus,
  to: IncidentStatus,
): MoveRefusal | undefined {
  if (mayMove(mover, from, to)) return undefined;
  const everFrom = INCIDENT_STATUSES.some((status) => mayMove(mover, status, to));
  if (!everFrom) {
    return { status: 403, message: `A case cannot be set to ${to} by ${MOVER_NAMES[mover]}` };
  }
  if (mover === 'reporter') return { status: 409, message: REOPEN_NOT_RESOLVED_MESSAGE };
  if (isClosedStatus(from)) return { status: 409, message: CASE_ALREADY_RESOLVED_MESSAGE };
  return {
    status: 409,
    message: `A case that is ${from} cannot be set to ${to} by ${MOVER_NAMES[mover]}`,
  };
}

/** Why an NGO closed a case (it picks one when it sets resolved). */
export const CLOSURE_REASONS = [
  'rescued_treated',
  'released',
  'not_found',
  'duplicate',
  'other',
] as const;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];
/** How screens name each reason. */
export const CLOSURE_REASON_LABELS: Record<ClosureReason, string> = {
  rescued_treated: 'Rescued and treated',
  released: 'Released',
  not_found: 'Not found',
  duplicate: 'Duplicate',
  other: 'Other',
};
export const CLOSURE_NOTE_MAX_LENGTH = 500;
/** A note for the reporter with any status change (issue 31). */
export const STATUS_NOTE_MAX_LENGTH = CLOSURE_NOTE_MAX_LENGTH;
export const CLOSURE_NOTE_REQUIRED_MESSAGE = 'closureNote is required when closureReason is other';
export const CLOSURE_ONLY_WHEN_RESOLVED_MESSAGE =
  'closureReason and closureNote are only for status resolved';

/** The reporter may reopen a case resolved less than this many days ago. */
export const REOPEN_WINDOW_DAYS = 14;
export const REOPEN_WINDOW_MS = REOPEN_WINDOW_DAYS * 24 * 60 * 60 * 1000;
export const REOPEN_TOO_LATE_MESSAGE = `This case was resolved more than ${REOPEN_WINDOW_DAYS} days ago and can no longer be reopened`;
export const REPORTER_UPDATE_CLOSED_MESSAGE =
  'Information can only be added while the case is open; reopen it first';

/** Whether a case closed at `closedAt` may still be reopened at `now`. */
export const withinReopenWindow = (closedAt: Date, now: Date): boolean =>
  now.getTime() - closedAt.getTime() < REOPEN_WINDOW_MS;

/** What happened to a case: one entry of its history. */
export const CASE_EVENT_TYPES = [
  'reported',
  'ngo_handling',
  'status_changed',
  'volunteer_assigned',
  'note',
  'completed',
  'reopened',
  'hidden',
  'unhidden',
  /** A verified NGO confirmed or changed the severity category (issue 30): severity holds both. */
  'severity_reviewed',
  /** A verified NGO asked one on-duty volunteer to take the case (issue 31): the volunteer in note. */
  'dispatch_requested',
  /** The volunteer asked said yes (the take is its own volunteer_assigned event) or no. */
  'dispatch_accepted',
  'dispatch_declined',
  /**
   * A critical case nobody took in time: wider volunteers alerted (to: null, note the radius in
   * km) or the NGOs of its city; the actor is the Rescue Network itself (ESCALATION_ACTOR).
   */
  'escalated',
  /** An entry written before the structured history: its text is the note, no actor. */
  'legacy',
] as const;
export type CaseEventType = (typeof CASE_EVENT_TYPES)[number];

/** Who made an event, by role: the operator is 'admin', as in accounts. */
export const CASE_ACTOR_ROLES = ['user', 'volunteer', 'ngo', 'admin'] as const;
