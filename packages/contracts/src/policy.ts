// Who may do what: the product's one authorization policy. The services enforce it through
// service-kit's `authorize`, the front end reads it for its logged-out and wrong-role
// screens, and the security tests walk it (gateway/test/security/policy-table.test.ts).
// A route that needs a logged-in account names its operation here; nothing else decides.
import type { PersonTies } from './api';
import { isClosedStatus } from './case-states';
import type { Role } from './domain';
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
}
  /** The NGOs that flagged the report to the operator. */
  flaggedBy?: readonly string[];
  /** The volunteer a verified NGO asked to take the case, while they have not answered. */
  dispatchedTo?: string | null;
  /** The case is in the calling NGO's operating areas or city (its route works this out). */
  coveredByCaller?: boolean;

/**
 * An incident's facts, from the stored document (incidents) or its JSON (volunteer): one
 * definition of "holder" and "available" for every service.
 */
export function incidentFacts(incident: {
  status: string;
  volunteerActivity: { assignedVolunteer: string } | null;
  moderation?: { hidden: boolean } | null;
  reportedBy?: string;
}): ObjectFacts {
  flags?: readonly { by: string }[];
  dispatch?: { volunteerId: string; state: string } | null;
  return {
    ...(incident.reportedBy !== undefined ? { reporterId: incident.reportedBy } : {}),
    dispatchedTo: incident.dispatch?.state === 'asked' ? incident.dispatch.volunteerId : null,
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

/** Object rules: applied after the role check, to the object the route loaded. */
/** A verified NGO asked the principal to take the case and they have not answered. */
export const isDispatchedTo: Predicate = (p, o) => !!o.dispatchedTo && o.dispatchedTo === p.id;
/** The case lies in the calling NGO's operating areas or city. */
export const coversCase: Predicate = (_p, o) => o.coveredByCaller === true;
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
} satisfies Record<string, Predicate>;
export type ObjectRule = keyof typeof OBJECT_RULES;
  /** A verified NGO whose operating areas (or city) hold the case, never on a hidden report. */
  verifiedNgoCovering: all(isVerifiedNgo, isVisible, coversCase),
  /** Only the volunteer a verified NGO asked to take the case, before they answered. */
  dispatchedVolunteer: all(isVisible, isDispatchedTo),

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
  if (entry.incident && hiddenFrom(principal, facts)) {
    return { allowed: false, status: 404, message: INCIDENT_NOT_FOUND_MESSAGE };
  }
  if (OBJECT_RULES[entry.rule](principal, facts)) return { allowed: true };
  return { allowed: false, status: 403, message: ruleMessage(entry.rule, principal) };
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

function ruleMessage(rule: ObjectRule, principal: Principal): string {
  const unverifiedNgo = principal.role === 'ngo' && !isVerifiedNgo(principal);
  const needsVerifiedNgo =
    rule === 'incidentParty' || rule === 'verifiedNgoOnVisible' || rule === 'verifiedNgoCovering';
  if (rule === 'verifiedNgo' || (needsVerifiedNgo && unverifiedNgo)) {
    return principal.verification === 'rejected' ? NGO_REJECTED_MESSAGE : NGO_NOT_VERIFIED_MESSAGE;
  }
  if (rule === 'signedVolunteer') return VOLUNTEER_NOT_SIGNED_MESSAGE;
  if (rule === 'any') return NOT_YOURS_MESSAGE;
  return RULE_MESSAGES[rule];
}

/** Whether a role may use an operation at all: the front end's wrong-role screens. */
export function roleMayUse(operation: Operation, role: Role | null | undefined): boolean {
  return !!role && (POLICY[operation].roles as readonly Role[]).includes(role);
}
