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
/** The login and registration answers (spec section 8's words; the web shows them as they are). */
export const LOGGED_IN_MESSAGE = 'Login successful!';
export const REGISTERED_MESSAGE = 'Registration successful!';
/** A login whose email or password is wrong: one answer for both, so it names no account. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
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
  /** A status change with the NGO's note for the reporter (the note as written, shortened). */
  statusNote: (animal: string, status: string, note: string) =>
    `Your report (${animal}) is now ${status}: “${note}”`,
  flagged: (animal: string, city: string) => `An NGO flagged a report in ${city}: ${animal}`,
  dispatched: (animal: string, city: string) =>
    `An NGO asks you to take a case: ${animal} in ${city}`,
  escalated: (animal: string, city: string) =>
    `Critical case nobody has taken yet: ${animal} in ${city}`,
  unattended: (animal: string, city: string) =>
    `No volunteer has taken a critical case yet: ${animal} in ${city}`,
};

/** A report sent without an account needs a way back to the reporter (issue 30). */
export const ANONYMOUS_CONTACT_REQUIRED_MESSAGE =
  'Give a phone number or an email address, so the NGO can reach you';
/** A follow link whose token matches no report (or a report the operator hid from followers). */
export const FOLLOW_LINK_INVALID_MESSAGE =
  'This follow link is not valid: open the link you were given when you reported';
/** The answer to a report sent without an account; the follow link comes with it. */
export const ANONYMOUS_REPORT_MESSAGE = `${INCIDENT_REPORTED_MESSAGE} Keep the follow link to see the case and add information.`;
/** A phone number that libphonenumber-js cannot read as a valid number (India by default). */
export const INVALID_PHONE_MESSAGE =
  'must be a valid phone number, such as 98765 43210 or +91 98765 43210';
/** Following a report someone else made ("Not twice"). */
export const FOLLOWING_CASE_MESSAGE =
  'You are following this case: keep the follow link to see it and add information';
/** A report's follow link that an account has already kept (issue 30's one-step claim). */
export const FOLLOW_LINK_CLAIMED_MESSAGE =
  'This case is already kept in an account: log in to that account to see it';
/** Keeping a follow link's report in a new account, with an email that has one already. */
export const FOLLOW_ACCOUNT_EXISTS_MESSAGE =
  'An account with this email already exists: log in, then keep the case in it';
/** The NGO's review of a report's severity (issue 30). */
export const SEVERITY_CONFIRMED_MESSAGE = 'Severity confirmed';
export const SEVERITY_CHANGED_MESSAGE = 'Severity changed';
/** Changing the category needs a word of why, so the rubric can learn from it. */
export const SEVERITY_REASON_REQUIRED_MESSAGE = 'Say in a word why the severity is different';

/** A case another volunteer holds: what a volunteer is told when they open or try to take it. */
export const ALREADY_TAKEN_MESSAGE = 'This case has already been taken by another volunteer';
/**
 * A case the operator hid, to a volunteer who knew it (its holder, or while it was in every
 * volunteer's available list): the true reason it is gone, not "taken by someone else".
 */
export const CASE_HIDDEN_MESSAGE =
  'This case is no longer available: the Rescue Network team hid the report';

// Asking one volunteer to take a case, and their answer (issue 31).
export const DISPATCH_SENT_MESSAGE = 'The volunteer has been asked to take this case';
export const DISPATCH_DECLINED_MESSAGE = 'You said no to this request';
export const VOLUNTEER_OFF_DUTY_MESSAGE = 'This volunteer is not on duty';
export const VOLUNTEER_FULL_MESSAGE = 'This volunteer already holds as many cases as they may';

// The contact form and the newsletter (issue 30).
export const CONTACT_MESSAGE_SENT_MESSAGE =
  'Thank you for writing to us. The Rescue Network team will read your message soon.';
export const CONTACT_MESSAGE_NOT_FOUND_MESSAGE = 'Message not found';
export const CONTACT_MESSAGE_HANDLED_MESSAGE = 'Marked as handled';
export const NEWSLETTER_SUBSCRIBED_MESSAGE =
  'You are subscribed. We sent you an email with a link to unsubscribe at any time.';
export const NEWSLETTER_UNSUBSCRIBED_MESSAGE =
  'You are unsubscribed. We will not send you the newsletter again.';
export const NEWSLETTER_LINK_INVALID_MESSAGE =
  'This unsubscribe link is not valid: open the link in the newsletter email';

// A service process that listens while it still starts (issue 32): it answers its liveness
// probe at once, and every other request this until it serves.
export const SERVICE_STARTING_MESSAGE = 'The service is starting, please try again shortly';
/**
 * ...said with this header (value "1"): the request reached no route, so a caller may send it
 * to another replica whatever its method, as after a refused connection.
 */
export const SERVICE_STARTING_HEADER = 'x-service-starting';

/** Whether an answer is a starting replica's (above): it did nothing with the request. */
export function answeredWhileStarting(answer: {
  statusCode?: number;
  headers: Record<string, string | string[] | undefined>;
}): boolean {
  return answer.statusCode === 503 && answer.headers[SERVICE_STARTING_HEADER] === '1';
}
