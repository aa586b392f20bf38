// What the services answer and the areas show in the same words, written once here so a
// reworded answer cannot leave a client comparing against, or a test expecting, the old one.
// The refusals live beside their rules (policy.ts, case-states.ts, domain.ts); every exported
// `*_MESSAGE` of the contracts is in the catalogue the literal guard checks
// (lint/test/unit/message-literals.test.ts).

/** An NGO's status change and a volunteer's take both answer with this. */
export const STATUS_UPDATED_MESSAGE = 'Status updated successfully';
/** The volunteer assignment endpoint's success message, which the client compares to. */
export const ASSIGN_SUCCESS_MESSAGE = STATUS_UPDATED_MESSAGE;
/** A new report's answer, shown to the reporter as it is. */
export const INCIDENT_REPORTED_MESSAGE = 'Incident reported successfully!';
/** An NGO's "Handle this case" answer, and how the case history names that event to them. */
export const HANDLING_CASE_MESSAGE = 'You are handling this case';

/** A push subscription whose endpoint is not on an allowed push service (WEB_PUSH_ALLOWED_ORIGINS). */
export const PUSH_SERVICE_NOT_ALLOWED_MESSAGE =
  'This push service is not accepted: subscribe with a browser push service';

/**
 * A notification's title (the centre's list and the push's): the animal, the severity and the
 * place or what changed, never a person's name or contact.
 */
export const NOTIFICATION_TITLES = {
  reported: (severity: string, animal: string, city: string) =>
    `New ${severity} report in ${city}: ${animal}`,
  nearby: (severity: string, animal: string, city: string) =>
    `${severity[0]!.toUpperCase()}${severity.slice(1)} case near you: ${animal} in ${city}`,
  taken: (animal: string) => `A volunteer took your report (${animal})`,
  completed: (animal: string) => `The volunteer finished your case (${animal})`,
  status: (animal: string, status: string) => `Your report (${animal}) is now ${status}`,
  flagged: (animal: string, city: string) => `An NGO flagged a report in ${city}: ${animal}`,
};
