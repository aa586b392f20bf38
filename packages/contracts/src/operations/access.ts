// Who may call an operation, as the operation table (operations/index.ts) says it. A leaf
// module: the table, the schemas and policy.ts all read it, so none of them imports another
// in a circle.
import type { Role } from '../domain';
import type { ObjectRule } from '../policy';

/** Where an NGO stands with the operator. Only a verified NGO gets what the spec gives NGOs. */
export const NGO_VERIFICATION_STATES = ['unsigned', 'pending', 'verified', 'rejected'] as const;
export type NgoVerificationState = (typeof NGO_VERIFICATION_STATES)[number];

/** Any account. Suspension ends every session and refuses login until the operator restores it. */
export const ACCOUNT_STATES = ['active', 'suspended'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const EVERYONE = ['user', 'volunteer', 'ngo', 'admin'] as const satisfies readonly Role[];
export const NGO = ['ngo'] as const satisfies readonly Role[];
export const VOLUNTEER = ['volunteer'] as const satisfies readonly Role[];
export const ADMIN = ['admin'] as const satisfies readonly Role[];

/**
 * The kind of object a path's {id} names. route() in service-kit loads it with the loader the
 * service registered for the kind, and the object rule is asked with its facts.
 */
export type ObjectKind = 'incident' | 'account';

/** An operation that needs a logged-in account: the policy's entry for it. */
export interface RoleAccess {
  /** The roles that may attempt it at all. */
  roles: readonly Role[];
  /** What must hold for the object. */
  rule: ObjectRule;
  /**
   * The object is one incident: a report the operator hid is refused as an unknown id to all
   * but its reporter and the operator (hiddenFrom), before the rule is asked.
   */
  incident?: true;
  /** The object the path's {id} names, loaded before the rule is asked (incident: 'incident'). */
  object?: ObjectKind;
}

/** Anyone, logged in or not. */
export const PUBLIC = { public: true } as const;
/** Other services only, holding the shared internal key; never forwarded by the gateway. */
export const INTERNAL = { internal: true } as const;

export type Access = RoleAccess | typeof PUBLIC | typeof INTERNAL;

// The refusals the table's descriptions quote; policy.ts re-exports them.
export const NGO_NOT_VERIFIED_MESSAGE =
  'Your organisation is waiting for verification by the Rescue Network team';
export const NGO_REJECTED_MESSAGE = 'Your organisation was not verified by the Rescue Network team';

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
  verifiedNgoCovering: "This case is outside your organisation's operating areas",
  dispatchedVolunteer: 'You were not asked to take this case',
};
