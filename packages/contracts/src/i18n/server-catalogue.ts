// Every message the servers answer, by its stable code: what clients branch on, and the key of
// the Hindi and Marathi catalogues. The English stays where it is written (the contracts'
// constants, a few services' own refusals); this file only recognises it, so the spec's
// wording is untouched and no second copy of a contracts message is written here.
import * as contracts from '../index';

export type MessageParams = Record<string, string>;

/** A message the servers send: its code and how to recognise its English text. */
export interface CatalogueEntry {
  code: string;
  /** The exact text, or a pattern whose named groups become the translation's params. */
  match: string | RegExp;
}

/** Names whose text another export already carries under the name clients know it by. */
const SAME_TEXT_AS: Record<string, string> = { ASSIGN_SUCCESS: 'STATUS_UPDATED' };

/** A camelCase key as a code: incidentParty -> INCIDENT_PARTY. */
const upperSnake = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

/**
 * The contracts' own messages, derived from their export names so a new `*_MESSAGE` gets a
 * code without anyone writing it: FOO_MESSAGE is FOO, RULE_MESSAGES.self is RULE_SELF.
 */
function contractEntries(): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  for (const [name, value] of Object.entries(contracts)) {
    if (/_MESSAGE$/.test(name) && typeof value === 'string') {
      const code = name.replace(/_MESSAGE$/, '');
      if (!(code in SAME_TEXT_AS)) entries.push({ code, match: value });
    }
    if (/_MESSAGES$/.test(name) && value && typeof value === 'object') {
      const prefix = name.replace(/_MESSAGES$/, '');
      for (const [key, text] of Object.entries(value)) {
        if (typeof text === 'string')
          entries.push({ code: `${prefix}_${upperSnake(key)}`, match: text });
      }
    }
  }
  return entries;
}

const WAIT = String.raw`(?<n>\d+) (?<unit>second|minute)s?`;
const ROLE = '(?<role>user|volunteer|ngo|admin)';
const FIELD = String.raw`(?<field>[\w.[\]]+)`;
const STATUS = '(pending|in progress|resolved)';
const MOVER = '(?<mover>an NGO|a volunteer|its reporter|the operator)';

/**
 * The services' and the gateway's own words (service-kit, gateway, auth, incidents, volunteer,
 * docusign, notifications), written beside the code that says them. A reworded one falls back
 * to its status's generic code; the wrong-password test holds the one the issue names.
 */
const SERVICE_ENTRIES: CatalogueEntry[] = [
  // auth
  { code: 'LOGGED_OUT', match: 'Logged out' },
  { code: 'USER_NOT_FOUND', match: 'User not found' },
  { code: 'NGO_NOT_FOUND', match: 'NGO account not found' },
  { code: 'ONLY_NGO_VERIFIED', match: 'Only NGO accounts are verified' },
  { code: 'NGO_NOT_SIGNED', match: 'This NGO has not signed its documents yet' },
  {
    code: 'NOT_ON_OWN_ACCOUNT',
    match: /^You cannot (?<action>suspend|delete|change the role of) your own account$/,
  },
  { code: 'ALREADY_THIS_ROLE', match: new RegExp(`^This account is already ${ROLE}$`) },
  { code: 'ACCOUNT_GONE', match: 'Your account no longer exists' },
  { code: 'NOTHING_TO_UPDATE', match: /^Nothing to update: send (?<fields>.+)$/ },
  { code: 'LANGUAGE_INVALID', match: 'must be en, hi or mr' },
  {
    code: 'TOO_MANY_REGISTRATIONS',
    match: new RegExp(String.raw`^Too many registrations\. Please try again in ${WAIT}\.$`),
  },
  {
    code: 'TOO_MANY_LOGINS',
    match: new RegExp(String.raw`^Too many failed login attempts\. Please try again in ${WAIT}\.$`),
  },
  {
    code: 'TOO_MANY_CONTACT_MESSAGES',
    match: new RegExp(String.raw`^Too many messages\. Please try again in ${WAIT}\.$`),
  },
  {
    code: 'TOO_MANY_SUBSCRIPTIONS',
    match: new RegExp(String.raw`^Too many subscriptions\. Please try again in ${WAIT}\.$`),
  },
  {
    code: 'SERVICE_STOPPING',
    match: /^The (?<service>[\w-]+) service is stopping, please try again shortly$/,
  },
  // The operator's account actions (successes).
  { code: 'NGO_VERIFIED', match: /^(?<name>.+) is verified$/ },
  { code: 'NGO_VERIFICATION_REFUSED', match: /^(?<name>.+) was not verified$/ },
  { code: 'ACCOUNT_SUSPENDED_DONE', match: /^(?<name>.+) is suspended$/ },
  { code: 'ACCOUNT_RESTORED', match: /^(?<name>.+) is restored$/ },
  { code: 'ACCOUNT_DELETED', match: /^(?<name>.+) is deleted$/ },
  { code: 'ROLE_CHANGED', match: new RegExp(`^(?<name>.+) is now ${ROLE}$`) },
  // docusign
  { code: 'ALREADY_SIGNED', match: 'These documents have already been signed' },
  {
    code: 'ESIGN_UNAVAILABLE',
    match: 'The e-signature service is unavailable, please try again',
  },
  { code: 'DOCUMENT_TYPE_INVALID', match: /^documentType must be '(?<type>[^']+)'$/ },
  // incidents
  { code: 'ALREADY_COMPLETED', match: 'This case is already marked completed' },
  { code: 'ALREADY_HANDLED', match: /^This case is already being handled by (?<ngo>.+)$/ },
  {
    code: 'TOO_MANY_HELD',
    match: /^You already hold (?<n>\d+) open cases?\. Complete one before taking another\.$/,
  },
  {
    code: 'MOVE_NOT_ALLOWED',
    match: new RegExp(`^A case cannot be set to (?<to>${STATUS.slice(1)} by ${MOVER}$`),
  },
  {
    code: 'MOVE_NOT_FROM_STATUS',
    match: new RegExp(
      `^A case that is (?<from>${STATUS.slice(1)} cannot be set to (?<to>${STATUS.slice(1)} by ${MOVER}$`,
    ),
  },
  {
    code: 'ANALYTICS_RANGE',
    match: /^a range starts by today and is at most (?<days>\d+) days$/,
  },
  { code: 'CURSOR_MALFORMED', match: 'cursor is invalid' },
  {
    code: 'CURSOR_OTHER_PLACE',
    match: 'cursor belongs to another lat and lng: start again without it',
  },
  {
    code: 'PHOTO_TOO_MANY_PIXELS_FOR_KIND',
    match:
      /^The photo is too large: at most (?<n>\d+) megapixels for (?<kind>a progressive JPEG|an interlaced PNG) like this one$/,
  },
  {
    code: 'IDEMPOTENCY_KEY_INVALID',
    match: /^Idempotency-Key must be 1 to (?<n>\d+) visible ASCII characters$/,
  },
  { code: 'REOPENED', match: 'The case is reopened' },
  { code: 'REPORTER_UPDATE_ADDED', match: 'Your information was added to the case' },
  { code: 'INCIDENT_BUSY', match: 'The incident is busy, please retry' },
  { code: 'SELF_DUPLICATE', match: 'A report cannot be a duplicate of itself' },
  { code: 'PHOTO_NOT_FOUND', match: 'Photo not found' },
  { code: 'PHOTO_SIZE_INVALID', match: 'size must be thumb or full' },
  { code: 'STREAM_TICKET_INVALID', match: 'Invalid or expired stream ticket' },
  {
    code: 'NOT_AN_EVENT_STREAM',
    match: 'This is a server-sent event stream: send Accept: text/event-stream (EventSource does)',
  },
  { code: 'EVENT_ID_INVALID', match: 'lastEventId: not an event id' },
  { code: 'TOO_MANY_STREAMS', match: 'Too many open streams here, please retry' },
  {
    code: 'REPORT_CONTENT_TYPE',
    match: 'Send the report as multipart/form-data or application/json',
  },
  { code: 'REPORT_DATA_REQUIRED', match: 'data is required' },
  { code: 'REPORT_DATA_NOT_SINGLE', match: 'data must be a single JSON text' },
  { code: 'REPORT_DATA_INVALID_JSON', match: 'data must be valid JSON' },
  { code: 'REPORT_DATA_TOO_LARGE', match: 'The report data is too large' },
  { code: 'TOO_MANY_FILES', match: /^Attach at most one (?<field>\w+)$/ },
  { code: 'TOO_MANY_FORM_FIELDS', match: 'Too many form fields' },
  { code: 'FILE_EMPTY', match: /^(?<field>\w+) is empty$/ },
  { code: 'MALFORMED_MULTIPART', match: 'Malformed multipart body' },
  {
    code: 'TOO_MANY_ASSESSMENTS',
    match: new RegExp(String.raw`^Too many assessments\. Please try again in ${WAIT}\.$`),
  },
  {
    code: 'TOO_MANY_REPORTS',
    match: new RegExp(String.raw`^Too many reports\. Please try again in ${WAIT}\.$`),
  },
  {
    code: 'TOO_MANY_NEARBY_SEARCHES',
    match: new RegExp(String.raw`^Too many searches\. Please try again in ${WAIT}\.$`),
  },
  // volunteer
  { code: 'VOLUNTEER_NOT_FOUND', match: 'Volunteer not found' },
  { code: 'ALREADY_YOURS', match: 'You have already taken this case' },
  {
    code: 'TOO_MANY_TAKES',
    match: new RegExp(
      String.raw`^You have taken many cases in a short time\. Please try again in ${WAIT}\.$`,
    ),
  },
  // notifications
  { code: 'CURSOR_INVALID', match: 'cursor: not one this list gave' },
  {
    code: 'DUTY_LOCATION_NEEDED',
    match: 'lat and lng are needed: the profile city is not one we know',
  },
  // service-kit
  { code: 'INVALID_TOKEN', match: 'Invalid or expired token' },
  { code: 'INTERNAL_ENDPOINT', match: 'Internal endpoint' },
  {
    code: 'DATABASE_UNAVAILABLE',
    match: 'The database is unavailable, please try again shortly',
  },
  { code: 'STORAGE_FULL', match: "The server's storage is full, please try again later" },
  { code: 'DEPENDENCY_UNAVAILABLE', match: 'A service this request depends on is unavailable' },
  { code: 'UPSTREAM_ERROR', match: 'Upstream service error' },
  { code: 'METHOD_NOT_ALLOWED', match: 'Method not allowed' },
  { code: 'UNSUPPORTED_CONTENT_TYPE', match: 'Unsupported content type' },
  { code: 'MALFORMED_JSON', match: 'Malformed JSON body' },
  { code: 'BAD_REQUEST', match: 'Bad request' },
  { code: 'INTERNAL_ERROR', match: 'Internal server error' },
  { code: 'NOT_FOUND', match: 'Not found' },
  { code: 'FORBIDDEN', match: 'You are not allowed to do this' },
  { code: 'INVALID_REQUEST', match: 'Invalid request' },
  { code: 'INVALID_VALUE', match: /^Invalid (?<what>[\w .]+)$/ },
  { code: 'WRONG_ROLE', match: /^This action is only for (?<roles>.+) accounts$/ },
  // gateway
  { code: 'NO_ROUTE', match: /^No route for (?<method>[A-Z]+) (?<path>\S*)$/ },
  {
    code: 'SERVICE_UNAVAILABLE',
    match: /^The (?<service>[\w-]+) service is unavailable, please try again shortly$/,
  },
  { code: 'AREA_UNAVAILABLE', match: /^The (?<area>.+) is unavailable, please try again shortly$/ },
  {
    code: 'TOO_MANY_CONNECTIONS',
    match: 'Too many requests from your address at once, please retry shortly',
  },
  { code: 'BODY_TOO_SLOW', match: 'The request body arrived too slowly' },
  {
    code: 'UNSUPPORTED_ENCODING',
    match: 'Unsupported Content-Encoding: send the body as identity, gzip, deflate or br',
  },
  { code: 'UNDECODABLE_BODY', match: 'The request body could not be decoded' },
  { code: 'METRICS_UNAVAILABLE', match: 'Metrics unavailable' },
  // A field's problem, as service-kit's parseInput words it; last, as the widest patterns.
  { code: 'FIELD_REQUIRED', match: new RegExp(`^${FIELD} is required$`) },
  { code: 'VALIDATION_FAILED', match: new RegExp(`^${FIELD}: (?<detail>.+)$`) },
];

/**
 * The code of an error no entry recognises, by its status: a client can still branch on the
 * kind of failure, and the translation says it in general words.
 */
export const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_ERROR',
  502: 'BAD_GATEWAY',
  503: 'UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};
export const UNKNOWN_ERROR_CODE = 'ERROR';

let built: { exact: Map<string, string>; patterns: CatalogueEntry[] } | undefined;

/** Built on first use: the contracts' index is complete by then whatever the import order. */
function catalogue() {
  if (built) return built;
  const exact = new Map<string, string>();
  const patterns: CatalogueEntry[] = [];
  for (const entry of [...contractEntries(), ...SERVICE_ENTRIES]) {
    if (typeof entry.match === 'string') {
      if (!exact.has(entry.match)) exact.set(entry.match, entry.code);
    } else patterns.push(entry);
  }
  built = { exact, patterns };
  return built;
}

/** Every code the servers may answer with: the catalogues must translate each one. */
export function serverMessageCodes(): string[] {
  const { exact, patterns } = catalogue();
  return [
    ...new Set([
      ...exact.values(),
      ...patterns.map((entry) => entry.code),
      ...Object.values(STATUS_CODES),
      UNKNOWN_ERROR_CODE,
    ]),
  ];
}

/** Each exact English message with its code (the check that translations keep its numbers). */
export function exactMessages(): [text: string, code: string][] {
  return [...catalogue().exact];
}

/** The code of an English message and the values its pattern captured; undefined if unknown. */
export function recogniseMessage(
  message: string,
): { code: string; params: MessageParams } | undefined {
  const { exact, patterns } = catalogue();
  const code = exact.get(message);
  if (code) return { code, params: {} };
  for (const entry of patterns) {
    const found = (entry.match as RegExp).exec(message);
    if (found) return { code: entry.code, params: { ...found.groups } };
  }
  return undefined;
}
