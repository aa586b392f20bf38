// The incidents service's public operations.
import type { ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { MAX_KM_FROM_CITY } from '../cities';
import {
  REOPEN_NOT_RESOLVED_MESSAGE,
  REOPEN_TOO_LATE_MESSAGE,
  REOPEN_WINDOW_DAYS,
  REPORTER_UPDATE_CLOSED_MESSAGE,
  STATUS_NOTE_MAX_LENGTH,
} from '../case-states';
import {
  EVERYONE,
  NGO,
  PUBLIC,
  NGO_NOT_VERIFIED_MESSAGE,
  NGO_REJECTED_MESSAGE,
  RULE_MESSAGES,
} from './access';
import { errorSchema } from '../schemas/common';
import {
  analyticsQuerySchema,
  analyticsResponseSchema,
  ANALYTICS_TIME_ZONE,
  CRITICAL_RESPONSE_MINUTES,
} from '../schemas/analytics';
import {
  caseActionResponseSchema,
  caseContactsResponseSchema,
  caseHistoryResponseSchema,
  reopenRequestSchema,
  reporterUpdateRequestSchema,
  createIncidentDataSchema,
  createIncidentResponseSchema,
  flagRequestSchema,
  flagResponseSchema,
  handleIncidentResponseSchema,
  impactSchema,
  incidentSchema,
  incidentSummarySchema,
  nearbyIncidentsResponseSchema,
  ngoDashboardOverviewResponseSchema,
  ngoOverviewQuerySchema,
  ngoOverviewResponseSchema,
  notificationsResponseSchema,
  statusUpdateRequestSchema,
  statusUpdateResponseSchema,
  incidentListQuerySchema,
  incidentExportQuerySchema,
  incidentMapQuerySchema,
  MAP_POINTS_MAX,
  incidentMapResponseSchema,
  nearbyQuerySchema,
  notificationsQuerySchema,
} from '../schemas/incidents';
import {
  assessRequestSchema,
  assessmentSchema,
  GRADING_REASON_MAX_LENGTH,
  severityReviewRequestSchema,
} from '../assessment/schemas';
import { REPORTABLE_SEVERITY_CATEGORIES } from '../domain';
import { SIGNS } from '../assessment/signs';
import {
  anonymousFollowRequestSchema,
  anonymousReportDataSchema,
  anonymousReportResponseSchema,
  followedCaseSchema,
  followedUpdateRequestSchema,
  followRequestSchema,
  followResponseSchema,
  followTokenHeaders,
} from '../schemas/follow';
import {
  CASE_HIDDEN_MESSAGE,
  FOLLOW_LINK_CLAIMED_MESSAGE,
  FOLLOW_LINK_INVALID_MESSAGE,
  FOLLOWING_CASE_MESSAGE,
  SEVERITY_REASON_REQUIRED_MESSAGE,
} from '../messages';
import type { ZodType } from 'zod';
import { z } from '../schemas/zod';
import { errors, idParams, json, jsonBody, op } from './helpers';

const incidentId = idParams("The incident's id (24 hex characters).");
const verifiedNgosOnly =
  'Verified NGOs only: other roles, and NGOs the operator has not verified yet (or rejected), ' +
  'get 403 with a message.';
/** The 403 of what the spec gives NGOs: other roles, and NGOs the operator has not verified. */
const ngoOnly403 = {
  403: json(
    'Not an NGO account, or an NGO the operator has not verified ' +
      `("${NGO_NOT_VERIFIED_MESSAGE}"; after a rejection "${NGO_REJECTED_MESSAGE}")`,
    errorSchema,
  ),
};

/** The optional Idempotency-Key header: a repeat with the same key is applied once. */
const idempotencyKeyHeaders = (what: string) =>
  z.object({
    'Idempotency-Key': z
      .string()
      .min(1)
      .max(128)
      .optional()
      .openapi({
        param: { description: `Any 1 to 128 visible ASCII characters, unique per ${what}.` },
      }),
  });

/** A change applied under the incident's lock (services/incidents' update) waits at most 5 s for it. */
const incidentBusy = {
  503: json('The incident stayed busy with other changes for 5 seconds; retry', errorSchema),
};

/**
 * A body of JSON, or multipart/form-data with that JSON in a `data` field and an optional
 * `animalPhoto` file (the report form and the reporter's update both send a photo this way).
 */
const jsonOrPhotoUpload = (component: string, schema: ZodType) => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        required: ['data'],
        properties: {
          data: {
            type: 'string' as const,
            contentMediaType: 'application/json',
            contentSchema: { $ref: `#/components/schemas/${component}` },
            description: `The JSON of ${component}.`,
          },
          animalPhoto: {
            type: 'string' as const,
            contentMediaType: 'application/octet-stream',
            description: 'Optional PNG or JPEG, at most 10 MB.',
          },
        },
      },
      encoding: { animalPhoto: { contentType: 'image/png, image/jpeg' } },
    },
    'application/json': { schema },
  },
});

/** A read of one incident by whoever may open it, with GET /api/incidents/{id}'s refusals. */
const partyRead = <const P extends string, const A extends ResponseConfig>(
  path: P,
  summary: string,
  description: string,
  answer: A,
) =>
  op({
    service: 'incidents',
    access: { roles: EVERYONE, rule: 'incidentParty', incident: true },
    method: 'GET',
    path,
    tags: ['incidents'],
    summary,
    description,
    request: { params: incidentId },
    responses: { 200: answer, ...errors(400, 401, 403, 404) },
  });

export const INCIDENTS_OPERATIONS = {
  'incidents.report': op({
    service: 'incidents',
    access: { roles: EVERYONE, rule: 'any' },
    method: 'POST',
    path: '/api/incidents/create',
    tags: ['incidents'],
    summary: 'Report an animal in need',
    description: `Any logged-in role. Send multipart/form-data with a \`data\` field (the JSON of CreateIncidentData) and an optional \`animalPhoto\` file, or the same object as application/json. status starts pending; reporterInfo is copied from the account; status, reporterInfo, volunteerActivity and _id sent by the client are ignored. location.coordinates are kept only when they are within ${MAX_KM_FROM_CITY} km of the city; otherwise the city's coordinates are used and location.approximate is true. location.approximate is also true when the client says so (then the city's centre is stored) or, when it says nothing, when the coordinates are the city's centre; location.accuracyMeters (the device's accuracy) is kept only with exact coordinates, else null. The photo must be PNG or JPEG by its content (not its name or declared type), at most 10 MB; it is re-encoded (EXIF orientation applied, all metadata such as GPS removed, at most 2560 px on its longer side) and stored under a random name with a thumbnail (320 px wide). With an Idempotency-Key header, a repeat with the same key by the same account returns the first incident with 200 and stores nothing. The app assesses every report (animalInfo.assessment: the rubric of POST /api/incidents/assess, from animalInfo.signs and the words): without animalInfo.aiSeverityAssessment, that assessment is aiSeverityAssessment, raised (never lowered) by animalInfo.reporterGrading, which is kept as the reporter's own grading either way. Older clients' aiSeverityAssessment is stored as sent and kept as reporterGrading (from aiSeverityAssessment). The assessment never refuses a report.`,
    request: {
      headers: idempotencyKeyHeaders('report attempt'),
      body: jsonOrPhotoUpload('CreateIncidentData', createIncidentDataSchema),
    },
    responses: {
      200: json(
        'A repeat of an earlier request with the same Idempotency-Key: the incident stored then',
        createIncidentResponseSchema,
      ),
      201: json('Reported', createIncidentResponseSchema),
      ...errors(400, 401),
      413: json(
        'The photo is over 10 MB ("File size should be less than 10MB") or, by its header, over 40 megapixels ("The photo is too large: at most 40 megapixels"); refused before decoding',
        errorSchema,
      ),
      415: json(
        'The photo is not an 8-bit PNG or JPEG ("Only PNG or JPEG images are accepted"; 16-bit, CMYK, lossless and arithmetic-coded images included), or the body is neither multipart/form-data nor JSON',
        errorSchema,
      ),
      429: json(
        'The account made REPORTS_MAX_PER_ACCOUNT_PER_HOUR reports (default 20) in the last hour ("Too many reports. Please try again in N minutes."), with Retry-After',
        errorSchema,
      ),
      502: json('The auth service failed', errorSchema),
      503: json('The auth service is unavailable', errorSchema),
    },
  }),

  'incidents.assess': op({
    service: 'incidents',
    access: PUBLIC,
    method: 'POST',
    path: '/api/incidents/assess',
    tags: ['incidents'],
    summary: "The app's severity assessment of a report, with its reasons (open to anyone)",
    description: `What POST /api/incidents/create would assess, for the report form to show as the reporter types: the rubric (docs/decisions/0005-severity-rubric.md; the same code as @rescue/contracts/assessment) reads the ticked signs and the words (English, Hindi, Marathi, romanised Hindi; "no bleeding" is no sign, an old or healed injury counts as LOW) and answers score, category, assessmentDetails (the signs that decided it), every reason and rubricVersion. The signs: ${SIGNS.map((sign) => `${sign.key} (${sign.category})`).join(', ')}. Nothing is stored. At most ASSESS_MAX_PER_ADDRESS_PER_MINUTE (default 120) per client address a minute.`,
    request: { body: jsonBody(assessRequestSchema) },
    responses: {
      200: json('The assessment', assessmentSchema),
      ...errors(400),
      429: json(
        'Too many from this address ("Too many assessments. Please try again in N seconds."), with Retry-After',
        errorSchema,
      ),
    },
  }),

  'incidents.reportAnonymously': op({
    service: 'incidents',
    access: PUBLIC,
    method: 'POST',
    path: '/api/incidents/anonymous',
    tags: ['incidents'],
    summary: 'Report an animal in need without an account',
    description: `Anyone: a report (as POST /api/incidents/create takes it, photo included) with contact: a name and a phone number or an email address. The NGOs see it at once, reporterInfo marked unconfirmed: true. The answer holds followToken (shown once, stored hashed) and followUrl, the case page's capability link: GET /api/incidents/followed with the token in the Follow-Token header shows the case and POST /api/incidents/followed/updates adds information. Limits: ANONYMOUS_REPORTS_MAX_PER_ADDRESS_PER_HOUR per client address (default 5) and ANONYMOUS_REPORTS_MAX_PER_CONTACT_PER_DAY per phone number or email (default 3), then 429 ("Too many reports. Please try again in N minutes.") with Retry-After. The operator can hide it as any other report. With an Idempotency-Key header (as for POST /api/incidents/create: a report queued offline and sent again), a repeat with the same key returns the first report with 200 and a new followToken, storing and counting nothing.`,
    request: { body: jsonOrPhotoUpload('AnonymousReportData', anonymousReportDataSchema) },
    responses: {
      200: json(
        'A repeat with the same Idempotency-Key: the report stored then, with a new follow link',
        anonymousReportResponseSchema,
      ),
      201: json('Reported', anonymousReportResponseSchema),
      ...errors(400),
      413: json('The photo is too large (as for POST /api/incidents/create)', errorSchema),
      415: json('Not a PNG or JPEG, or neither multipart nor JSON', errorSchema),
      429: json(
        'Too many reports from this address or this contact, with Retry-After',
        errorSchema,
      ),
    },
  }),

  'incidents.followed': op({
    service: 'incidents',
    access: PUBLIC,
    method: 'GET',
    path: '/api/incidents/followed',
    tags: ['incidents'],
    summary: 'The case a follow link opens',
    description: `The incident and its history as its reporter sees them, for whoever holds the follow token (Follow-Token header). A token that matches no case, or a case the operator hid, is 404 "${FOLLOW_LINK_INVALID_MESSAGE}".`,
    request: { headers: followTokenHeaders },
    responses: {
      200: json('The case', followedCaseSchema),
      ...errors(400, 404),
    },
  }),

  'incidents.followedUpdate': op({
    service: 'incidents',
    access: PUBLIC,
    method: 'POST',
    path: '/api/incidents/followed/updates',
    tags: ['incidents'],
    summary: 'Add information to the case a follow link opens',
    description: `As the reporter's POST /api/incidents/{id}/updates: a note by the reporter in the history, shown in caseUpdates as "Note from the reporter: {text}"; 409 once the case is resolved. 404 "${FOLLOW_LINK_INVALID_MESSAGE}" for an unknown token.`,
    request: { headers: followTokenHeaders, body: jsonBody(followedUpdateRequestSchema) },
    responses: {
      200: json('Added', followedCaseSchema),
      ...errors(400, 404, 409),
    },
  }),

  'incidents.claimFollowed': op({
    service: 'incidents',
    access: { roles: EVERYONE, rule: 'any' },
    method: 'POST',
    path: '/api/incidents/followed/claim',
    tags: ['incidents'],
    summary: 'Turn a report sent without an account into one of your account',
    description: `The one step after signing up or logging in: with the report's own follow token (Follow-Token header; a follower's token is no report's), the report becomes the caller's as if they had sent it (GET /api/incidents/{id}, notifications, reopening), reporterInfo comes from the account and unconfirmed goes. Only once: again by the same account, 200 and nothing changes; by another account, 409 "${FOLLOW_LINK_CLAIMED_MESSAGE}". 400 without the header; 404 "${FOLLOW_LINK_INVALID_MESSAGE}" for an unknown token or a follower's.`,
    request: { headers: followTokenHeaders },
    responses: {
      200: json("The report, now the account's", followedCaseSchema),
      ...errors(400, 401, 404, 409),
    },
  }),

  'incidents.list': op({
    service: 'incidents',
    access: { roles: NGO, rule: 'verifiedNgo' },
    method: 'GET',
    path: '/api/incidents',
    tags: ['incidents'],
    summary: 'Every incident, newest first (verified NGOs only)',
    description: `${verifiedNgosOnly} Returns the array directly, sorted by createdAt (newest first), or with sort=urgency most urgent first (CRITICAL, HIGH, MODERATE, LOW, then not yet assessed; within each the longest waiting first), a page at a time. When more follow, the X-Next-Cursor response header holds the cursor of the next page. Reporter contact details are included. Reports the operator hid are left out (they stay visible to the operator and their reporter).`,
    request: {
      query: incidentListQuerySchema,
    },
    responses: {
      200: {
        description: 'A page of incidents',
        headers: {
          'X-Next-Cursor': {
            description: 'The cursor of the next page; absent on the last page.',
            schema: { type: 'string' },
          },
        },
        content: { 'application/json': { schema: z.array(incidentSchema) } },
      },
      ...errors(400, 401),
      ...ngoOnly403,
    },
  }),

  'incidents.map': op({
    service: 'incidents',
    access: { roles: NGO, rule: 'verifiedNgo' },
    method: 'GET',
    path: '/api/incidents/map',
    tags: ['incidents'],
    summary: 'The incidents a map shows, as small points (verified NGOs only)',
    description: `${verifiedNgosOnly} Every incident matching the filters, newest first, as a point: id, status, coordinates, whether only the city is known, score, animal type and address; no photo, description or contact details. At most ${MAP_POINTS_MAX} (then truncated is true). Reports the operator hid are left out.`,
    request: { query: incidentMapQuerySchema },
    responses: {
      200: {
        description: 'The points',
        content: { 'application/json': { schema: incidentMapResponseSchema } },
      },
      ...errors(400, 401),
      ...ngoOnly403,
    },
  }),

  'incidents.export': op({
    service: 'incidents',
    access: { roles: NGO, rule: 'verifiedNgo' },
    method: 'GET',
    path: '/api/incidents/export',
    tags: ['incidents'],
    summary: 'The NGO list as a CSV file (verified NGOs only)',
    description: `${verifiedNgosOnly} The same incidents as GET /api/incidents with the same status filter, newest first, at most 10000 rows (INCIDENTS_EXPORT_MAX_ROWS), streamed as text/csv (UTF-8 with a byte-order mark, CRLF lines, RFC 4180 quoting) and offered as a download named incidents-{status or all}-{YYYY-MM-DD}.csv. Columns: id, reported_at, updated_at, status, city, address, latitude, longitude, location_approximate (yes or no), location_accuracy_m (empty when none), animal_type, animal_description, description, severity_score, severity_category, reporter_name, reporter_contact, reporter_email, volunteer_name, volunteer_status, assigned_at, assigned_ngo, case_updates (their count). A text cell starting with =, +, -, @, tab or CR gets a leading ' so a spreadsheet never runs it as a formula, and so does every part of it after a comma, semicolon, tab, pipe or line break (a reader may split at any of them); cells holding a semicolon or tab are quoted too.`,
    request: {
      query: incidentExportQuerySchema,
    },
    responses: {
      200: {
        description: 'The CSV file',
        headers: {
          'Content-Disposition': {
            description: 'attachment; filename="incidents-{status or all}-{YYYY-MM-DD}.csv"',
            schema: { type: 'string' },
          },
          'X-Total-Count': {
            description: 'How many incidents match; the file holds at most the row limit of them.',
            schema: { type: 'integer', minimum: 0 },
          },
        },
        content: { 'text/csv': { schema: { type: 'string' } } },
      },
      ...errors(400, 401),
      ...ngoOnly403,
    },
  }),

  'incidents.nearby': op({
    service: 'incidents',
    access: { roles: EVERYONE, rule: 'any' },
    method: 'GET',
    path: '/api/incidents/nearby',
    tags: ['incidents'],
    summary: 'Open reports that may be this one ("Is it one of these?")',
    description:
      'Any logged-in role. At most 5 recent (last 7 days) reports of the city that are not resolved, with only what is safe to show: animal type, the first 80 characters of the animal description, status, whether its location is approximate, when it was reported, and how it matched. An exact point (lat and lng that are not the city\'s centre, approximate not true) matches exact reports within 200 m by distance (match "distance", distanceM in metres, nearest first). Reports whose location is approximate, and every report when the point is approximate or absent, match by city instead (match "city", no distanceM): the same city and similar words, meaning the same animal type or shared words of the description (type and description in the query), most words in common first. Distance matches come first. With withIds=true each match also has its _id, so the reporter can follow it (POST /api/incidents/{id}/follow) instead of reporting it again.',
    request: {
      query: nearbyQuerySchema,
    },
    responses: {
      200: json('Nearby open incidents', nearbyIncidentsResponseSchema),
      ...errors(400, 401),
    },
  }),

  'incidents.nearbyAnonymously': op({
    service: 'incidents',
    access: PUBLIC,
    method: 'GET',
    path: '/api/incidents/nearby/anonymous',
    tags: ['incidents'],
    summary: 'Open reports that may be this one, for a visitor without an account',
    description:
      'Anyone: as GET /api/incidents/nearby (the same query and answer, with withIds=true the ids a visitor follows with POST /api/incidents/{id}/follow/anonymous). Limited per client address as POST /api/incidents/assess is (ASSESS_MAX_PER_ADDRESS_PER_MINUTE), then 429 ("Too many searches. Please try again in N seconds.") with Retry-After.',
    request: {
      query: nearbyQuerySchema,
    },
    responses: {
      200: json('Nearby open incidents', nearbyIncidentsResponseSchema),
      ...errors(400),
      429: json('Too many from this address, with Retry-After', errorSchema),
    },
  }),

  'incidents.notifications': op({
    service: 'incidents',
    access: { roles: EVERYONE, rule: 'any' },
    method: 'GET',
    path: '/api/incidents/notifications',
    tags: ['incidents'],
    summary: 'What happened to the cases you reported, newest first',
    description:
      "Any logged-in role; only your own. Derived from your cases' history: an NGO taking it on or changing its status (type status), a volunteer taking it (assigned), adding a note (note) or marking it completed (completed). _id is the history event's id.",
    request: {
      query: notificationsQuerySchema,
    },
    responses: {
      200: json('Your notifications', notificationsResponseSchema),
      ...errors(400, 401),
    },
  }),

  'incidents.read': partyRead(
    '/api/incidents/{id}',
    'One incident',
    `The operator, the reporter, and, unless the operator hid the report, a verified NGO or the volunteer holding the case; anyone else 403 with the reason for them (a user: only its reporter; a volunteer: taken by another volunteer, or only its holder). A hidden report is 404 to everyone but its reporter and the operator, on this and every operation on one incident: as an unknown id (the same message), except to those who knew it, who are told why: the NGO that flagged it ("${RULE_MESSAGES.verifiedNgoOnVisible}"), its holder, and any volunteer while it was open and untaken ("${CASE_HIDDEN_MESSAGE}"). Reporter contact details for the reporter, the operator and verified NGOs. moderation only for the operator and the reporter.`,
    json('The incident', incidentSchema),
  ),

  'incidents.history': partyRead(
    '/api/incidents/{id}/history',
    "The case's history, oldest first",
    "Whoever may open the incident (GET /api/incidents/{id}); anyone else 403. Each event says what happened, when, who did it (id, role and name only, never contact details; a volunteer by first name when the reporter reads), the status before and after when it moved, a note (a volunteer's or the reporter's words, the reopen reason, the closure note) and the closure reason. hidden and unhidden events only for the reporter and the operator. caseUpdates on the incident are rendered from the same events.",
    json('The history', caseHistoryResponseSchema),
  ),

  'incidents.contacts': partyRead(
    '/api/incidents/{id}/contacts',
    'How the reporter and the volunteer holding the case reach each other',
    "Whoever may open the incident (GET /api/incidents/{id}); anyone else 403. While a volunteer holds the case and it is not resolved: that volunteer gets the reporter's name, and phone unless the reporter's profile says allowCalls false; the reporter gets the volunteer's first name, and phone only when the volunteer's profile says showPhoneToReporter. Everyone else (NGOs, the operator, a closed or untaken case) gets null for both: the contracts' caseCallsFor.",
    json('The contacts this reader may see', caseContactsResponseSchema),
  ),

  'incidents.summary': partyRead(
    '/api/incidents/{id}/summary',
    'One incident in a line: for a card, a notification or a link preview',
    'Whoever may open the incident (GET /api/incidents/{id}), with the same refusals. Its status, city, animal type, severity score and category, the NGO handling it, when it was reported and last changed, and how many case updates it has: no description, photo, address or contact details.',
    json('The summary', incidentSummarySchema),
  ),

  'incidents.follow': op({
    service: 'incidents',
    access: { roles: EVERYONE, rule: 'any', incident: true },
    method: 'POST',
    path: '/api/incidents/{id}/follow',
    tags: ['incidents'],
    summary: '"Not twice": follow a case already reported instead of reporting it again',
    description: `Any logged-in role, on a report GET /api/incidents/nearby found (its _id). Answers "${FOLLOWING_CASE_MESSAGE}" with a follow link of the caller's own (followToken, followUrl: GET /api/incidents/followed shows the case without the reporter's contact details; POST /api/incidents/followed/updates adds information). With text, the information is added at once: a note of the caller's in the history, shown in caseUpdates as "Note from {name}, who also saw the animal: {text}" (409 "${REPORTER_UPDATE_CLOSED_MESSAGE}" once the case is resolved). With a photo of what they saw: multipart/form-data with a \`data\` field (the JSON of FollowRequest, text then required) and an \`animalPhoto\` file, checked and stored as a report's photo is; the note's photo names it. A report the operator hid is 404. Counted with the account's reports (REPORTS_MAX_PER_ACCOUNT_PER_HOUR: a note with a photo stores as much as a report), then 429 with Retry-After.`,
    request: { params: incidentId, body: jsonOrPhotoUpload('FollowRequest', followRequestSchema) },
    responses: {
      200: json('Following', followResponseSchema),
      ...errors(400, 401, 404, 409, 413, 415),
      429: json("Past the account's reports for the hour, with Retry-After", errorSchema),
      ...incidentBusy,
    },
  }),

  'incidents.followAnonymously': op({
    service: 'incidents',
    access: PUBLIC,
    method: 'POST',
    path: '/api/incidents/{id}/follow/anonymous',
    tags: ['incidents'],
    summary: '"Not twice" without an account: follow a case already reported, adding what you saw',
    description: `Anyone, on a report GET /api/incidents/nearby/anonymous found (its _id): as POST /api/incidents/{id}/follow, with contact (a name and a phone number or an email address, as POST /api/incidents/anonymous takes it). The text (and photo) is added as a note of the visitor's; the answer's follow link (followToken, followUrl) shows the case without the reporter's contact details. The same limits as a report without an account, counted together with them (ANONYMOUS_REPORTS_MAX_PER_ADDRESS_PER_HOUR, ANONYMOUS_REPORTS_MAX_PER_CONTACT_PER_DAY): 429 "Too many reports. Please try again in N minutes." with Retry-After. 404 for an unknown or hidden report, 409 "${REPORTER_UPDATE_CLOSED_MESSAGE}" once it is resolved.`,
    request: {
      params: incidentId,
      body: jsonOrPhotoUpload('AnonymousFollowRequest', anonymousFollowRequestSchema),
    },
    responses: {
      200: json('Following', followResponseSchema),
      ...errors(400, 404, 409, 413, 415),
      429: json('Too many from this address or this contact, with Retry-After', errorSchema),
      ...incidentBusy,
    },
  }),

  'incidents.reopen': op({
    service: 'incidents',
    access: { roles: EVERYONE, rule: 'reporter', incident: true },
    method: 'POST',
    path: '/api/incidents/{id}/reopen',
    tags: ['incidents'],
    summary: 'The reporter reopens a resolved case, saying why',
    description: `Only the incident's reporter (others 403: "${RULE_MESSAGES.reporter}"). A case resolved less than ${REOPEN_WINDOW_DAYS} days ago goes back to in progress when an NGO or a volunteer is on it, else to pending; closure becomes null; the history gets a reopened event with the reason and caseUpdates "Reopened by the reporter: {reason}". 409 "${REOPEN_NOT_RESOLVED_MESSAGE}" when the case is not resolved, "${REOPEN_TOO_LATE_MESSAGE}" past the window.`,
    request: { params: incidentId, body: jsonBody(reopenRequestSchema) },
    responses: {
      200: json('Reopened', caseActionResponseSchema),
      ...errors(400, 401, 403, 404, 409),
      ...incidentBusy,
    },
  }),

  'incidents.addUpdate': op({
    service: 'incidents',
    access: { roles: EVERYONE, rule: 'reporter', incident: true },
    method: 'POST',
    path: '/api/incidents/{id}/updates',
    tags: ['incidents'],
    summary: 'The reporter adds information while the case is open',
    description: `Only the incident's reporter (others 403). Stored as a note event by the reporter, shown in caseUpdates as "Note from the reporter: {text}". With a second photo: multipart/form-data with a \`data\` field (the JSON of ReporterUpdateRequest) and an \`animalPhoto\` file, checked and stored as the report's photo is; the event's photo names it. 409 "${REPORTER_UPDATE_CLOSED_MESSAGE}" once the case is resolved. With an Idempotency-Key header, a repeat with the same key adds nothing and is answered as the first time.`,
    request: {
      params: incidentId,
      headers: idempotencyKeyHeaders('note'),
      body: jsonOrPhotoUpload('ReporterUpdateRequest', reporterUpdateRequestSchema),
    },
    responses: {
      200: json('Added', caseActionResponseSchema),
      ...errors(400, 401, 403, 404, 409, 413, 415),
      ...incidentBusy,
    },
  }),

  'incidents.flag': op({
    service: 'incidents',
    access: { roles: NGO, rule: 'verifiedNgoOnVisible', incident: true },
    method: 'POST',
    path: '/api/incidents/{id}/flag',
    tags: ['incidents'],
    summary: 'Flag a report for the operator (verified NGOs only)',
    description: `${verifiedNgosOnly} The operator sees the flag, the NGO's name and the reason in the moderation queue (GET /api/admin/reports?view=flagged). One flag per NGO: flagging the same report again changes nothing.`,
    request: {
      params: incidentId,
      body: jsonBody(flagRequestSchema),
    },
    responses: {
      200: json('Flagged', flagResponseSchema),
      ...errors(400, 401),
      ...ngoOnly403,
      ...errors(404),
    },
  }),

  'uploads.photo': op({
    service: 'incidents',
    access: PUBLIC,
    method: 'GET',
    path: '/api/uploads/{photo}',
    tags: ['incidents'],
    summary: 'A stored photo (public by its random name, unless its report is hidden)',
    description:
      'Served with nosniff and Cache-Control "public, max-age=300": a name never changes content, but its report may be hidden later, so shared caches keep it minutes, not for good. The photo of a report the operator hid is served only to its reporter and the operator (bearer token), with "private, no-store"; anyone else gets 404 as for an unknown name.',
    request: {
      params: z.object({
        photo: z
          .string()
          .regex(/^[0-9a-f]{32}\.(jpg|png)$/)
          .openapi({
            param: {
              description:
                'The file name from animalInfo.photo: 32 hex characters and .jpg or .png.',
            },
          }),
      }),
      query: z.object({
        size: z
          .enum(['full', 'thumb'])
          .default('full')
          .openapi({ param: { description: 'thumb for the thumbnail (320 px wide at most).' } }),
      }),
    },
    responses: {
      200: {
        description: 'The image',
        content: {
          'image/jpeg': { schema: { type: 'string', contentMediaType: 'image/jpeg' } },
          'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } },
        },
      },
      ...errors(400, 404),
    },
  }),

  'impact.read': op({
    service: 'incidents',
    access: PUBLIC,
    method: 'GET',
    path: '/api/impact',
    tags: ['incidents'],
    summary: 'Live counts for the impact page (public)',
    responses: {
      200: json('The counts', impactSchema),
    },
  }),

  'ngo.overview': op({
    service: 'incidents',
    access: { roles: NGO, rule: 'verifiedNgo' },
    method: 'GET',
    path: '/api/ngo/overview',
    tags: ['ngo'],
    summary: 'Counts over every incident, or those of the cities asked (verified NGOs only)',
    description: `${verifiedNgosOnly} critical = severity score 7 or more, or category CRITICAL. With ?city= only the incidents of those cities count, as the list, the map and the analytics filter them, so each figure is of the same area. Reports the operator hid never count.`,
    request: { query: ngoOverviewQuerySchema },
    responses: {
      200: json('The counts', ngoOverviewResponseSchema),
      ...errors(400, 401),
      ...ngoOnly403,
    },
  }),

  'ngo.analytics': op({
    service: 'incidents',
    access: { roles: ['ngo', 'admin'], rule: 'verifiedNgo' },
    method: 'GET',
    path: '/api/ngo/analytics',
    tags: ['ngo'],
    summary: 'How cases arrive and how fast they are handled (verified NGOs and the operator)',
    description:
      `${verifiedNgosOnly} The operator may read it too (every city by default). ` +
      `Counts the reports made in the range (days in ${ANALYTICS_TIME_ZONE}) in the cities; reports the operator hid never count. ` +
      'Statuses are as they are now. Medians and 90th percentiles are nearest-rank: of n sorted durations, the value at rank ceil(p/100 * n). ' +
      `critical = severity score 7 or more, or category CRITICAL; criticalWaitedOver15Minutes counts those whose first response took more than ${CRITICAL_RESPONSE_MINUTES} minutes (or has not come in that time). ` +
      'Volunteers appear by first name only. A filter that fails is a 400 with a message.',
    request: { query: analyticsQuerySchema },
    responses: {
      200: json('The figures', analyticsResponseSchema),
      ...errors(400, 401),
      403: json(
        'Not an NGO or the operator, or an NGO the operator has not verified ' +
          `("${NGO_NOT_VERIFIED_MESSAGE}"; after a rejection "${NGO_REJECTED_MESSAGE}")`,
        errorSchema,
      ),
    },
  }),

  'ngo.dashboardOverview': op({
    service: 'incidents',
    access: { roles: NGO, rule: 'verifiedNgo' },
    method: 'GET',
    path: '/api/ngo/dashboard-overview',
    tags: ['ngo'],
    summary: 'The same counts for the dashboard (verified NGOs only)',
    description: verifiedNgosOnly,
    responses: {
      200: json('The counts', ngoDashboardOverviewResponseSchema),
      ...errors(401),
      ...ngoOnly403,
    },
  }),

  'incidents.updateStatus': op({
    service: 'incidents',
    access: { roles: NGO, rule: 'verifiedNgoOnVisible', incident: true },
    method: 'PUT',
    path: '/api/ngo/incidents/{id}/update',
    tags: ['ngo'],
    summary: "Change an incident's status (verified NGOs only)",
    description: `${verifiedNgosOnly} Any of the three statuses, in any order (the contracts' STATUS_TRANSITIONS). Appends a status_changed event to the history (from, to, the NGO as actor), shown in caseUpdates as "Status updated to {status} by NGO" (the text is the server's; status_update is ignored) and, when no NGO handles the case yet, sets assignedNGO to this NGO (its name and id). Setting resolved takes an optional closureReason (absent: other) and closureNote (required with other), kept in the event and shown as the incident's closure; either with another status is a 400. Any status may carry a note for the reporter (note, trimmed, at most ${STATUS_NOTE_MAX_LENGTH} characters), kept in the event, shown in the history and caseUpdates and in the reporter's notification. A report the operator hid is 404, as an unknown id. With an Idempotency-Key header, a repeat with the same key by the same NGO changes nothing and is answered as the first time.`,
    request: {
      params: incidentId,
      headers: idempotencyKeyHeaders('status change'),
      body: jsonBody(statusUpdateRequestSchema),
    },
    responses: {
      200: json('Updated', statusUpdateResponseSchema),
      ...errors(400, 401, 404),
      ...ngoOnly403,
      ...incidentBusy,
    },
  }),

  'incidents.handle': op({
    service: 'incidents',
    access: { roles: NGO, rule: 'verifiedNgoOnVisible', incident: true },
    method: 'POST',
    path: '/api/ngo/incidents/{id}/handle',
    tags: ['ngo'],
    summary: '"We are handling this": the NGO takes the case on (verified NGOs only)',
    description: `${verifiedNgosOnly} Sets assignedNGO to the caller's name and id, appends the case update "{NGO} is handling this case" and tells the reporter. One NGO per case: when another NGO handles it already the answer is 409 with a message naming it; the same NGO again gets 200 and nothing changes. No body. assignedNGO is shown in every view of the incident (NGOs, the reporter, the volunteer's case views). A report the operator hid is 404, as an unknown id.`,
    request: { params: incidentId },
    responses: {
      200: json('The NGO handles the case', handleIncidentResponseSchema),
      ...errors(400, 401, 404, 409),
      ...ngoOnly403,
      ...incidentBusy,
    },
  }),

  'incidents.reviewSeverity': op({
    service: 'incidents',
    access: { roles: NGO, rule: 'verifiedNgoOnVisible', incident: true },
    method: 'PUT',
    path: '/api/ngo/incidents/{id}/severity',
    tags: ['ngo'],
    summary: "Confirm or change a report's severity category (verified NGOs only)",
    description: `${verifiedNgosOnly} category is one of ${REPORTABLE_SEVERITY_CATEGORIES.join(', ')}; reason (at most ${GRADING_REASON_MAX_LENGTH} characters) is required when category differs from aiSeverityAssessment.category (400 "${SEVERITY_REASON_REQUIRED_MESSAGE}"). Stored as animalInfo.ngoGrading beside the app's assessment (animalInfo.assessment, never changed): the category, the reason, the app's category and rubric version and whether they agreed. A change sets aiSeverityAssessment to the NGO's category (its score the category's base score) so every view shows it. Appends a severity_reviewed event (severity.from, severity.to, the reason in note), shown in caseUpdates as "Severity confirmed as {category} by {NGO}" or "Severity changed from {from} to {to} by {NGO}: {reason}". Any verified NGO that sees the report may review it again; the latest review is kept. A report the operator hid is 404, as an unknown id.`,
    request: {
      params: incidentId,
      body: jsonBody(severityReviewRequestSchema),
    },
    responses: {
      200: json('Reviewed', caseActionResponseSchema),
      ...errors(400, 401, 404),
      ...ngoOnly403,
      ...incidentBusy,
    },
  }),

  'incidents.correctedExport': op({
    service: 'incidents',
    access: { roles: NGO, rule: 'verifiedNgo' },
    method: 'GET',
    path: '/api/ngo/severity-corrections',
    tags: ['ngo'],
    summary: 'The cases whose severity an NGO corrected, as a CSV file (verified NGOs only)',
    description: `${verifiedNgosOnly} Every visible report whose latest NGO review (PUT /api/ngo/incidents/{id}/severity) changed the app's category, newest first, at most 10000 rows (INCIDENTS_EXPORT_MAX_ROWS), streamed as text/csv (UTF-8 with a byte-order mark, CRLF lines, RFC 4180 quoting, formulas defused as in GET /api/incidents/export), offered as severity-corrections-{YYYY-MM-DD}.csv, so the rubric can be improved. Columns: id, reported_at, city, animal_type, animal_description, description, signs (the ticked sign keys, space-separated), rubric_version, app_category, app_score, app_details, ngo_category, ngo_reason, ngo_name, reviewed_at. No contact details.`,
    responses: {
      200: {
        description: 'The CSV file',
        headers: {
          'Content-Disposition': {
            description: 'attachment; filename="severity-corrections-{YYYY-MM-DD}.csv"',
            schema: { type: 'string' },
          },
        },
        content: { 'text/csv': { schema: { type: 'string' } } },
      },
      ...errors(401),
      ...ngoOnly403,
    },
  }),
};
