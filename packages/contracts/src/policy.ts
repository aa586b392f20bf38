// Who may do what: the product's one authorization policy. The services enforce it through
// service-kit's `authorize`, the front end reads it for its wrong-role screens, and the
// security tests walk it (gateway/test/security/policy-table.test.ts).
// A route that needs a logged-in account names its operation here; nothing else decides.
import type { PersonTies } from './api';
import { isClosedStatus } from './case-states';
import type { Role } from './domain';
import { ALREADY_TAKEN_MESSAGE, CASE_HIDDEN_MESSAGE } from './messages';
import {
  NGO_NOT_VERIFIED_MESSAGE,
  NGO_REJECTED_MESSAGE,
  OPERATIONS,
  OPERATION_IDS,
  RULE_MESSAGES,
  isRoleAccess,
  type AuthenticatedOperationId,
  type NgoVerificationState,
  type OperationOf,
  type OperationSpec,
  type RoleAccess,
} from './operations';

export {
  ACCOUNT_STATES,
  NGO_NOT_VERIFIED_MESSAGE,
  NGO_REJECTED_MESSAGE,
  NGO_VERIFICATION_STATES,
  RULE_MESSAGES,
  type AccountState,
  type NgoVerificationState,
} from './operations';

/** Who is asking, as the server knows it once it has checked the session behind the token. */
export interface Principal {
  id: string;
  role: Role;
  name: string;
  /** Whether the account has signed its role's documents (always true for users and admins). */
  documentsSigned: boolean;
  /** NGOs only: where the operator's verification stands. */
  verification?: NgoVerificationState;
}

/**
 * What a rule may need to know about the object of an operation; routes pass what they
 * loaded. A rule whose fact is missing refuses, so forgetting a fact fails closed.
 */
export interface ObjectFacts {
  /** The account the operation is about (a profile, a contact card, "my incidents"). */
  accountId?: string;
  /** The incident's reporter. */
  reporterId?: string;
  /** The volunteer who holds the incident, or null. */
  holderId?: string | null;
  /** The case is open and nobody holds it. */
  available?: boolean;
  /** The operator hid the report. */
  hidden?: boolean;
  /** The NGOs that flagged the report to the operator. */
  flaggedBy?: readonly string[];
  /** The volunteer a verified NGO asked to take the case, while they have not answered. */
  dispatchedTo?: string | null;
  /** The case is in the calling NGO's operating areas or city (its route works this out). */
  coveredByCaller?: boolean;
}

/**
 * An incident's facts, from the stored document (incidents) or its JSON (volunteer): one
 * definition of "holder" and "available" for every service.
 */
export function incidentFacts(incident: {
  status: string;
  volunteerActivity: { assignedVolunteer: string } | null;
  moderation?: { hidden: boolean } | null;
  reportedBy?: string;
  flags?: readonly { by: string }[];
  dispatch?: { volunteerId: string; state: string } | null;
}): ObjectFacts {
  return {
    dispatchedTo: incident.dispatch?.state === 'asked' ? incident.dispatch.volunteerId : null,
    ...(incident.reportedBy !== undefined ? { reporterId: incident.reportedBy } : {}),
    ...(incident.flags ? { flaggedBy: incident.flags.map((flag) => flag.by) } : {}),
    // The volunteer who took it, also once they completed their part (it stays their case).
    holderId: incident.volunteerActivity?.assignedVolunteer ?? null,
    hidden: incident.moderation?.hidden === true,
    // As the volunteers' available list has it: open and not taken.
    available: !isClosedStatus(incident.status) && !incident.volunteerActivity,
  };
}

/** A fact about the principal and the object: the parts object rules are composed of. */
export type Predicate = (p: Principal, o: ObjectFacts) => boolean;

/** Every predicate holds. */
export const all =
  (...predicates: Predicate[]): Predicate =>
  (p, o) =>
    predicates.every((holds) => holds(p, o));
/** At least one predicate holds. */
export const any =
  (...predicates: Predicate[]): Predicate =>
  (p, o) =>
    predicates.some((holds) => holds(p, o));
/** The predicate does not hold. */
export const not =
  (predicate: Predicate): Predicate =>
  (p, o) =>
    !predicate(p, o);

// The parts. Each fails closed: a fact the route did not pass makes it false.
/** An NGO the operator has verified: the only kind that gets what the spec gives NGOs. */
export const isVerifiedNgo = (p: Principal) => p.role === 'ngo' && p.verification === 'verified';
export const isRole =
  (role: Role): Predicate =>
  (p) =>
    p.role === role;
export const isOperator = isRole('admin');
export const hasSignedDocuments: Predicate = (p) => p.documentsSigned;
/** The principal is the account the operation is about. */
export const isSelf: Predicate = (p, o) => o.accountId !== undefined && o.accountId === p.id;
/** The principal reported the incident. */
export const isReporter: Predicate = (p, o) => o.reporterId !== undefined && o.reporterId === p.id;
/** The principal is the volunteer who holds the case. */
export const holdsCase = (p: Pick<Principal, 'id'>, o: ObjectFacts) =>
  !!o.holderId && o.holderId === p.id;
/** The operator has not hidden the report (known to be so: a missing fact counts as hidden). */
export const isVisible: Predicate = (_p, o) => o.hidden === false;
/** The case is open and nobody holds it. */
export const isAvailable: Predicate = (_p, o) => o.available === true;
/** A verified NGO asked the principal to take the case and they have not answered. */
export const isDispatchedTo: Predicate = (p, o) => !!o.dispatchedTo && o.dispatchedTo === p.id;
/** The case lies in the calling NGO's operating areas or city. */
export const coversCase: Predicate = (_p, o) => o.coveredByCaller === true;

/** Object rules: applied after the role check, to the object the route loaded. */
export const OBJECT_RULES = {
  /** Nothing beyond the role. */
  any: () => true,
  /** The principal is the account the operation is about. */
  self: isSelf,
  /** NGOs must be verified by the operator; other roles in the entry pass. */
  verifiedNgo: any(not(isRole('ngo')), isVerifiedNgo),
  /** Volunteers must have signed the volunteer documents. */
  signedVolunteer: any(not(isRole('volunteer')), hasSignedDocuments),
  /** An incident: the operator, its reporter, or (unless hidden) a verified NGO or its holder. */
  incidentParty: any(
    isOperator,
    isReporter,
    all(isVisible, any(isVerifiedNgo, all(isRole('volunteer'), holdsCase))),
  ),
  /** The volunteer's case view: while it is available, or to the volunteer who holds it; never hidden. */
  availableOrHeld: all(isVisible, any(isAvailable, holdsCase)),
  /** A verified NGO's work on one report: never on a report the operator hid. */
  verifiedNgoOnVisible: all(isVerifiedNgo, isVisible),
  /** Only the volunteer who holds the case (also asked with an id alone, by the incidents domain). */
  holder: holdsCase,
  /** Only the incident's reporter (reopening it, adding information). */
  reporter: isReporter,
  /** A verified NGO whose operating areas (or city) hold the case, never on a hidden report. */
  verifiedNgoCovering: all(isVerifiedNgo, isVisible, coversCase),
  /** Only the volunteer a verified NGO asked to take the case, before they answered. */
  dispatchedVolunteer: all(isVisible, isDispatchedTo),
} satisfies Record<string, Predicate>;
export type ObjectRule = keyof typeof OBJECT_RULES;

/**
 * A person's contact details (email, phone, address) go to themselves, the operator, and a
 * verified NGO when the person is tied to an incident (its reporter, or the volunteer who
 * holds it). Everyone else gets the name only.
 */
export function maySeeContactDetails(
  p: Principal,
  person: { accountId: string; tiedToIncident: boolean },
): boolean {
  if (person.accountId === p.id || p.role === 'admin') return true;
  return isVerifiedNgo(p) && person.tiedToIncident;
}

/** What decides whether the reporter and the volunteer holding a case may call each other. */
export interface CaseCallFacts extends ObjectFacts {
  /** The case is not resolved. */
  open: boolean;
  /** The reporter's profile lets the holding volunteer call them (allowCalls). */
  reporterTakesCalls: boolean;
  /** The holding volunteer's profile shows their phone to the reporter (showPhoneToReporter). */
  holderSharesPhone: boolean;
}

/**
 * Reaching each other (issue 31): while a volunteer holds an open case the operator has not
 * hidden, that volunteer sees the reporter's name, and their phone unless the reporter chose
 * not to be called; the reporter sees the volunteer's first name, and their phone only if the
 * volunteer chose to show it. Nobody else is either party (NGOs and the operator read contact
 * details through maySeeContactDetails).
 */
export function caseCallsFor(
  p: Principal,
  o: CaseCallFacts,
): { reporter: 'none' | 'name' | 'phone'; holder: 'none' | 'name' | 'phone' } {
  // A volunteer who took a case they reported themselves has nobody to call.
  const live = o.open && isVisible(p, o) && !!o.holderId && o.holderId !== o.reporterId;
  const holder = live && p.role === 'volunteer' && holdsCase(p, o);
  const reporter = live && isReporter(p, o);
  return {
    reporter: holder ? (o.reporterTakesCalls ? 'phone' : 'name') : 'none',
    holder: reporter ? (o.holderSharesPhone ? 'phone' : 'name') : 'none',
  };
}

/**
 * Whether maySeeContactDetails turns on the person's ties to incidents: only for a verified
 * NGO looking at someone else. Services ask the incidents service for ties only then.
 */
export function contactDependsOnTies(p: Principal, accountId: string): boolean {
  return isVerifiedNgo(p) && accountId !== p.id;
}

/** Tied to an incident: its reporter, or the volunteer who holds it. */
export const isTiedToIncident = (ties: PersonTies): boolean => ties.reporter || ties.holder;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface PolicyEntry extends RoleAccess {
  /** The public call this operation is (a path template), for the tests and the docs. */
  method: HttpMethod;
  path: string;
}

type PolicyEntryOf<K extends AuthenticatedOperationId> = Pick<OperationOf<K>, 'method' | 'path'> &
  OperationOf<K>['access'];

/**
 * Every operation that needs a logged-in account, read from the operation table
 * (operations/): its method, path and access. Public calls (login, partners) are not here.
 * Derived in a call marked pure, so a bundle that never reads POLICY (the web areas) leaves
 * out the whole table with its descriptions.
 */
export const POLICY = /* @__PURE__ */ derivePolicy();

function derivePolicy() {
  return Object.fromEntries(
    OPERATION_IDS.flatMap((id) => {
      const { method, path, access }: OperationSpec = OPERATIONS[id];
      return isRoleAccess(access) ? [[id, { method, path, ...access }]] : [];
    }),
  ) as { readonly [K in AuthenticatedOperationId]: PolicyEntryOf<K> };
}

export type Operation = keyof typeof POLICY;

/** The operations on one incident (entries marked `incident`): what a hidden report refuses. */
export type IncidentOperation = {
  [K in Operation]: (typeof POLICY)[K] extends { incident: true } ? K : never;
}[Operation];
export const INCIDENT_OPERATIONS = /* @__PURE__ */ incidentOperations();

function incidentOperations() {
  return (Object.keys(POLICY) as Operation[]).filter(
    (operation): operation is IncidentOperation =>
      (POLICY[operation] as PolicyEntry).incident === true,
  );
}

/** An unknown incident id's answer (404), which a hidden report gives everyone it is hidden from. */
export const INCIDENT_NOT_FOUND_MESSAGE = 'Incident not found';

/**
 * A report the operator hid exists only for its reporter and the operator: everyone else
 * (nobody logged in too) is answered as for an unknown id, so a hidden report's id tells
 * nothing. Fails closed: without the `hidden` fact the report counts as hidden.
 */
export function hiddenFrom(
  principal: Pick<Principal, 'id' | 'role'> | undefined,
  facts: ObjectFacts,
): boolean {
  if (facts.hidden === false) return false;
  if (!principal) return true;
  if (principal.role === 'admin') return false;
  return facts.reporterId === undefined || facts.reporterId !== principal.id;
}

/**
 * The answer to someone a report is hidden from (hiddenFrom), always a 404. Those who already
 * knew the report are told the true reason: the NGO that flagged it, that the operator hid it;
 * a volunteer who held it, or saw it in every volunteer's available list (open and untaken),
 * that it is no longer available because it was hidden. Everyone else gets the unknown id's
 * answer, so the id tells them nothing.
 */
export function hiddenRefusal(
  principal: Pick<Principal, 'id' | 'role'> | undefined,
  facts: ObjectFacts,
): { allowed: false; status: 404; message: string } {
  const refused = (message: string) => ({ allowed: false as const, status: 404 as const, message });
  if (!principal || facts.hidden !== true) return refused(INCIDENT_NOT_FOUND_MESSAGE);
  if (principal.role === 'ngo' && facts.flaggedBy?.includes(principal.id)) {
    return refused(RULE_MESSAGES.verifiedNgoOnVisible);
  }
  if (principal.role === 'volunteer' && (holdsCase(principal, facts) || facts.available)) {
    return refused(CASE_HIDDEN_MESSAGE);
  }
  return refused(INCIDENT_NOT_FOUND_MESSAGE);
}

// The refusals, one wording each.
export const LOGIN_REQUIRED_MESSAGE = 'Authentication required';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';
export const VOLUNTEER_NOT_SIGNED_MESSAGE =
  'Please sign the volunteer documents before taking a case';
export const ACCOUNT_SUSPENDED_MESSAGE =
  'This account is suspended. Contact the Rescue Network team.';
export const NOT_YOURS_MESSAGE = 'You may not see or change this';

/** How a role is named in sentences: "for NGO accounts". */
export const ROLE_NAMES: Record<Role, string> = {
  user: 'user',
  volunteer: 'volunteer',
  ngo: 'NGO',
  admin: 'administrator',
};

/** "This action is only for NGO accounts": the wrong-role message, from the entry's roles. */
export function wrongRoleMessage(operation: Operation): string {
  const names = POLICY[operation].roles.map((role) => ROLE_NAMES[role]);
  return `This action is only for ${names.join(' or ')} accounts`;
}

export type Decision =
  { allowed: true } | { allowed: false; status: 401 | 403 | 404; message: string };

/**
 * The decision for `principal` (undefined: nobody logged in) doing `operation` to an object
 * with `facts`. Pure: the services throw its refusals, the front end shows them.
 */
export function authorize(
  operation: Operation,
  principal: Principal | undefined,
  facts: ObjectFacts = {},
): Decision {
  const byRole = authorizeRole(operation, principal);
  if (!byRole.allowed || !principal) return byRole;
  const entry: PolicyEntry = POLICY[operation];
  if (entry.incident && hiddenFrom(principal, facts)) return hiddenRefusal(principal, facts);
  if (OBJECT_RULES[entry.rule](principal, facts)) return { allowed: true };
  return { allowed: false, status: 403, message: ruleMessage(entry.rule, principal, facts) };
}

/**
 * The first half of `authorize`: logged in, and a role the operation admits. Routes check it
 * before loading the object, so a wrong role learns nothing about the object, then call
 * `authorize` with the object's facts.
 */
export function authorizeRole(operation: Operation, principal: Principal | undefined): Decision {
  if (!principal) return { allowed: false, status: 401, message: LOGIN_REQUIRED_MESSAGE };
  if (!(POLICY[operation].roles as readonly Role[]).includes(principal.role)) {
    return { allowed: false, status: 403, message: wrongRoleMessage(operation) };
  }
  return { allowed: true };
}

function ruleMessage(rule: ObjectRule, principal: Principal, facts: ObjectFacts): string {
  const unverifiedNgo = principal.role === 'ngo' && !isVerifiedNgo(principal);
  const needsVerifiedNgo =
    rule === 'incidentParty' || rule === 'verifiedNgoOnVisible' || rule === 'verifiedNgoCovering';
  if (rule === 'verifiedNgo' || (needsVerifiedNgo && unverifiedNgo)) {
    return principal.verification === 'rejected' ? NGO_REJECTED_MESSAGE : NGO_NOT_VERIFIED_MESSAGE;
  }
  if (rule === 'signedVolunteer') return VOLUNTEER_NOT_SIGNED_MESSAGE;
  if (rule === 'any') return NOT_YOURS_MESSAGE;
  // The true reason for the one asking: a case someone else took, a report that is not theirs.
  const takenByOther = !!facts.holderId && facts.holderId !== principal.id;
  if (rule === 'availableOrHeld' && takenByOther) return ALREADY_TAKEN_MESSAGE;
  if (rule === 'incidentParty' && principal.role === 'user') return RULE_MESSAGES.reporter;
  if (rule === 'incidentParty' && principal.role === 'volunteer') {
    return takenByOther ? ALREADY_TAKEN_MESSAGE : RULE_MESSAGES.holder;
  }
  return RULE_MESSAGES[rule];
}

/** Whether a role may use an operation at all: the front end's wrong-role screens. */
export function roleMayUse(operation: Operation, role: Role | null | undefined): boolean {
  return !!role && (POLICY[operation].roles as readonly Role[]).includes(role);
}
