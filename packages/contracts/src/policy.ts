// Who may do what: the product's one authorization policy. The services enforce it through
// service-kit's `authorize`, the front end reads it for its logged-out and wrong-role
// screens, and the security tests walk it (gateway/test/security/policy-table.test.ts).
// A route that needs a logged-in account names its operation here; nothing else decides.
import type { PersonTies } from './api';
import { isClosedStatus } from './case-states';
import type { Role } from './domain';

/** Where an NGO stands with the operator. Only a verified NGO gets what the spec gives NGOs. */
export const NGO_VERIFICATION_STATES = ['unsigned', 'pending', 'verified', 'rejected'] as const;
export type NgoVerificationState = (typeof NGO_VERIFICATION_STATES)[number];

/** Any account. Suspension ends every session and refuses login until the operator restores it. */
export const ACCOUNT_STATES = ['active', 'suspended'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

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
  return {
    ...(incident.reportedBy !== undefined ? { reporterId: incident.reportedBy } : {}),
    // The volunteer who took it, also once they completed their part (it stays their case).
    holderId: incident.volunteerActivity?.assignedVolunteer ?? null,
    hidden: incident.moderation?.hidden === true,
    // As the volunteers' available list has it: open and not taken.
    available: !isClosedStatus(incident.status) && !incident.volunteerActivity,
  };
}

/** An NGO the operator has verified: the only kind that gets what the spec gives NGOs. */
export const isVerifiedNgo = (p: Principal) => p.role === 'ngo' && p.verification === 'verified';
const isSelf = (p: Principal, o: ObjectFacts) => o.accountId !== undefined && o.accountId === p.id;
const holds = (p: Pick<Principal, 'id'>, o: ObjectFacts) => !!o.holderId && o.holderId === p.id;

/** Object rules: applied after the role check, to the object the route loaded. */
export const OBJECT_RULES = {
  /** Nothing beyond the role. */
  any: () => true,
  /** The principal is the account the operation is about. */
  self: isSelf,
  /** NGOs must be verified by the operator; other roles in the entry pass. */
  verifiedNgo: (p: Principal) => p.role !== 'ngo' || isVerifiedNgo(p),
  /** Volunteers must have signed the volunteer documents. */
  signedVolunteer: (p: Principal) => p.role !== 'volunteer' || p.documentsSigned,
  /** An incident: the operator, its reporter, or (unless hidden) a verified NGO or its holder. */
  incidentParty: (p: Principal, o: ObjectFacts) =>
    p.role === 'admin' ||
    (o.reporterId !== undefined && o.reporterId === p.id) ||
    (o.hidden === false && (isVerifiedNgo(p) || (p.role === 'volunteer' && holds(p, o)))),
  /** The volunteer's case view: while it is available, or to the volunteer who holds it; never hidden. */
  availableOrHeld: (p: Principal, o: ObjectFacts) =>
    o.hidden === false && (o.available === true || holds(p, o)),
  /** A verified NGO's work on one report: never on a report the operator hid. */
  verifiedNgoOnVisible: (p: Principal, o: ObjectFacts) => isVerifiedNgo(p) && o.hidden === false,
  /** Only the volunteer who holds the case. */
  holder: holds,
  /** Only the incident's reporter (reopening it, adding information). */
  reporter: (p: Principal, o: ObjectFacts) => o.reporterId !== undefined && o.reporterId === p.id,
} satisfies Record<string, (p: Principal, o: ObjectFacts) => boolean>;
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

export interface PolicyEntry {
  /** The public call this operation is (a path template), for the tests and the docs. */
  method: HttpMethod;
  path: string;
  /** The roles that may attempt it at all. */
  roles: readonly Role[];
  /** What must hold for the object. */
  rule: ObjectRule;
  /**
   * The object is one incident: a report the operator hid is refused as an unknown id to all
   * but its reporter and the operator (hiddenFrom), before the rule is asked.
   */
  incident?: true;
}

const EVERYONE = ['user', 'volunteer', 'ngo', 'admin'] as const satisfies readonly Role[];
const NGO = ['ngo'] as const satisfies readonly Role[];
const VOLUNTEER = ['volunteer'] as const satisfies readonly Role[];
const ADMIN = ['admin'] as const satisfies readonly Role[];

/** Every operation that needs a logged-in account. Public calls (login, partners) are not here. */
export const POLICY = {
  // An account's own session and data
  'session.refresh': {
    method: 'POST',
    path: '/api/users/refresh-token',
    roles: EVERYONE,
    rule: 'any',
  },
  'session.logout': { method: 'POST', path: '/api/users/logout', roles: EVERYONE, rule: 'any' },
  'profile.read': { method: 'GET', path: '/api/users/profile/{id}', roles: EVERYONE, rule: 'any' },
  'profile.update': {
    method: 'PUT',
    path: '/api/users/profile/{id}',
    roles: EVERYONE,
    rule: 'self',
  },
  'reports.mine': {
    method: 'GET',
    path: '/api/users/my-incidents/{id}',
    roles: EVERYONE,
    rule: 'self',
  },
  'documents.status': { method: 'GET', path: '/api/docusign/status', roles: EVERYONE, rule: 'any' },
  'documents.sign.volunteer': {
    method: 'POST',
    path: '/api/docusign/create-signing-url',
    roles: VOLUNTEER,
    rule: 'self',
  },
  'documents.sign.ngo': {
    method: 'POST',
    path: '/api/docusign/create-ngo-signing-url',
    roles: NGO,
    rule: 'self',
  },
  // Reporting, open to every account
  'incidents.report': {
    method: 'POST',
    path: '/api/incidents/create',
    roles: EVERYONE,
    rule: 'any',
  },
  'incidents.nearby': {
    method: 'GET',
    path: '/api/incidents/nearby',
    roles: EVERYONE,
    rule: 'any',
  },
  'incidents.notifications': {
    method: 'GET',
    path: '/api/incidents/notifications',
    roles: EVERYONE,
    rule: 'any',
  },
  'incidents.read': {
    method: 'GET',
    path: '/api/incidents/{id}',
    roles: EVERYONE,
    rule: 'incidentParty',
    incident: true,
  },
  /** The case history: whoever may open the incident (hidden/unhidden only for the reporter and operator). */
  'incidents.history': {
    method: 'GET',
    path: '/api/incidents/{id}/history',
    roles: EVERYONE,
    rule: 'incidentParty',
    incident: true,
  },
  /** The reporter reopens a case resolved less than REOPEN_WINDOW_DAYS ago. */
  'incidents.reopen': {
    method: 'POST',
    path: '/api/incidents/{id}/reopen',
    roles: EVERYONE,
    rule: 'reporter',
    incident: true,
  },
  /** The reporter adds information while the case is open. */
  'incidents.addUpdate': {
    method: 'POST',
    path: '/api/incidents/{id}/updates',
    roles: EVERYONE,
    rule: 'reporter',
    incident: true,
  },
  // The NGO's work: verified NGOs only
  'incidents.list': { method: 'GET', path: '/api/incidents', roles: NGO, rule: 'verifiedNgo' },
  'incidents.export': {
    method: 'GET',
    path: '/api/incidents/export',
    roles: NGO,
    rule: 'verifiedNgo',
  },
  'incidents.map': { method: 'GET', path: '/api/incidents/map', roles: NGO, rule: 'verifiedNgo' },
  'incidents.updateStatus': {
    method: 'PUT',
    path: '/api/ngo/incidents/{id}/update',
    roles: NGO,
    rule: 'verifiedNgoOnVisible',
    incident: true,
  },
  /** "We are handling this": a verified NGO takes the case on (one NGO per case). */
  'incidents.handle': {
    method: 'POST',
    path: '/api/ngo/incidents/{id}/handle',
    roles: NGO,
    rule: 'verifiedNgoOnVisible',
    incident: true,
  },
  'incidents.flag': {
    method: 'POST',
    path: '/api/incidents/{id}/flag',
    roles: NGO,
    rule: 'verifiedNgoOnVisible',
    incident: true,
  },
  'ngo.overview': { method: 'GET', path: '/api/ngo/overview', roles: NGO, rule: 'verifiedNgo' },
  'ngo.dashboardOverview': {
    method: 'GET',
    path: '/api/ngo/dashboard-overview',
    roles: NGO,
    rule: 'verifiedNgo',
  },
  /** Analytics (issue 19): verified NGOs, and the operator (every city). */
  'ngo.analytics': {
    method: 'GET',
    path: '/api/ngo/analytics',
    roles: ['ngo', 'admin'],
    rule: 'verifiedNgo',
  },
  /** Any NGO, verified or not: it carries the verification state the waiting screen shows. */
  'ngo.profile': { method: 'GET', path: '/api/ngo/profile', roles: NGO, rule: 'any' },
  // The volunteer's work
  'cases.available': {
    method: 'GET',
    path: '/api/volunteer/incidents',
    roles: VOLUNTEER,
    rule: 'any',
  },
  'cases.mine': { method: 'GET', path: '/api/volunteer/my-cases', roles: VOLUNTEER, rule: 'any' },
  'cases.read': {
    method: 'GET',
    path: '/api/volunteer/incidents/{id}',
    roles: VOLUNTEER,
    rule: 'availableOrHeld',
    incident: true,
  },
  'cases.take': {
    method: 'PUT',
    path: '/api/volunteer/incidents/{id}/volunteer/update',
    roles: VOLUNTEER,
    rule: 'signedVolunteer',
    incident: true,
  },
  'cases.note': {
    method: 'POST',
    path: '/api/volunteer/incidents/{id}/notes',
    roles: VOLUNTEER,
    rule: 'holder',
    incident: true,
  },
  'cases.complete': {
    method: 'PUT',
    path: '/api/volunteer/incidents/{id}/complete',
    roles: VOLUNTEER,
    rule: 'holder',
    incident: true,
  },
  'volunteer.contact': { method: 'GET', path: '/api/volunteer/{id}', roles: EVERYONE, rule: 'any' },
  // Live updates: every role; what each receives is decided per incident (live-events.ts).
  'events.ticket': { method: 'POST', path: '/api/events/ticket', roles: EVERYONE, rule: 'any' },
  'events.stream': { method: 'GET', path: '/api/events/stream', roles: EVERYONE, rule: 'any' },
  // The operator's console
  'admin.ngos': { method: 'GET', path: '/api/admin/ngos', roles: ADMIN, rule: 'any' },
  'admin.ngos.verify': {
    method: 'POST',
    path: '/api/admin/ngos/{id}/verify',
    roles: ADMIN,
    rule: 'any',
  },
  'admin.ngos.reject': {
    method: 'POST',
    path: '/api/admin/ngos/{id}/reject',
    roles: ADMIN,
    rule: 'any',
  },
  'admin.accounts': { method: 'GET', path: '/api/admin/accounts', roles: ADMIN, rule: 'any' },
  'admin.accounts.suspend': {
    method: 'POST',
    path: '/api/admin/accounts/{id}/suspend',
    roles: ADMIN,
    rule: 'any',
  },
  'admin.accounts.restore': {
    method: 'POST',
    path: '/api/admin/accounts/{id}/restore',
    roles: ADMIN,
    rule: 'any',
  },
  'admin.accounts.role': {
    method: 'PUT',
    path: '/api/admin/accounts/{id}/role',
    roles: ADMIN,
    rule: 'any',
  },
  'admin.accounts.delete': {
    method: 'DELETE',
    path: '/api/admin/accounts/{id}',
    roles: ADMIN,
    rule: 'any',
  },
  'admin.audit': { method: 'GET', path: '/api/admin/audit', roles: ADMIN, rule: 'any' },
  'admin.reports': { method: 'GET', path: '/api/admin/reports', roles: ADMIN, rule: 'any' },
  'admin.reports.hide': {
    method: 'POST',
    path: '/api/admin/reports/{id}/hide',
    roles: ADMIN,
    rule: 'any',
  },
  'admin.reports.restore': {
    method: 'POST',
    path: '/api/admin/reports/{id}/restore',
    roles: ADMIN,
    rule: 'any',
  },
  'admin.reports.duplicate': {
    method: 'PUT',
    path: '/api/admin/reports/{id}/duplicate-of',
    roles: ADMIN,
    rule: 'any',
  },
} as const satisfies Record<string, PolicyEntry>;
export type Operation = keyof typeof POLICY;

/** The operations on one incident (entries marked `incident`): what a hidden report refuses. */
export type IncidentOperation = {
  [K in Operation]: (typeof POLICY)[K] extends { incident: true } ? K : never;
}[Operation];
export const INCIDENT_OPERATIONS = (Object.keys(POLICY) as Operation[]).filter(
  (operation): operation is IncidentOperation =>
    (POLICY[operation] as PolicyEntry).incident === true,
);

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
export const NGO_NOT_VERIFIED_MESSAGE =
  'Your organisation is waiting for verification by the Rescue Network team';
export const NGO_REJECTED_MESSAGE = 'Your organisation was not verified by the Rescue Network team';
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

/** The refusal of each object rule (the verification and signing rules say why themselves). */
export const RULE_MESSAGES: Record<
  Exclude<ObjectRule, 'any' | 'verifiedNgo' | 'signedVolunteer'>,
  string
> = {
  self: 'You can only do this for your own account',
  incidentParty:
    'Only verified NGOs, the reporter and the assigned volunteer may open this incident',
  availableOrHeld: 'This case is no longer available',
  holder: 'Only the volunteer who holds this case may do this',
  reporter: 'Only the person who reported this incident may do this',
  verifiedNgoOnVisible: 'This report was hidden by the Rescue Network team',
};

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
  const needsVerifiedNgo = rule === 'incidentParty' || rule === 'verifiedNgoOnVisible';
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
