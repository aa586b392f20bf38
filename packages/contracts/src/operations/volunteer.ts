// The volunteer service's public operations.
import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { RoleAccess } from './access';
import { EVERYONE, RULE_MESSAGES, VOLUNTEER } from './access';
import type { HttpMethod } from '../policy';
import { ALREADY_TAKEN_MESSAGE, CASE_HIDDEN_MESSAGE, STATUS_UPDATED_MESSAGE } from '../messages';
import { errorSchema } from '../schemas/common';
import {
  availableCaseListSchema,
  availableCasesQuerySchema,
  myCasesQuerySchema,
  volunteerCaseDetailSchema,
  volunteerCaseListSchema,
  volunteerCaseNoteRequestSchema,
  volunteerCaseResultSchema,
  volunteerContactSchema,
} from '../schemas/volunteer';
import { errors, idParams, json, jsonBody, op } from './helpers';

export const volunteersOnly = 'Volunteers only (401 without a token, 403 for other roles).';
const caseId = idParams("The case's incident id (24 hex characters).");

/** An operation only volunteers may call. */
const volunteerRoute = <
  const M extends HttpMethod,
  const P extends string,
  const A extends Omit<RoleAccess, 'roles'>,
  const R extends Pick<RouteConfig, 'request' | 'responses'>,
>(
  access: A,
  method: M,
  path: P,
  summary: string,
  description: string,
  rest: R,
) =>
  op({
    service: 'volunteer',
    access: { roles: VOLUNTEER, ...access },
    method,
    path,
    tags: ['volunteer'],
    summary,
    description: `${volunteersOnly} ${description}`,
    ...rest,
  });

export const VOLUNTEER_OPERATIONS = {
  'cases.available': volunteerRoute(
    { rule: 'any' },
    'GET',
    '/api/volunteer/incidents',
    'Available cases near the volunteer',
    'Cases nobody has taken that are not resolved. With lat and lng: every city, nearest ' +
      'first by great-circle distance from that point (ties by id), across pages: pass ' +
      "nextCursor back as cursor with the same lat and lng; distanceKm is from the point. An approximate case (location.approximate) is placed at its city's centre. " +
      "Without them: the volunteer's city (from their profile) first, then the " +
      'other cities by distance from it; within a city the highest severity score first, ' +
      "then the newest; distanceKm is measured from the centre of the volunteer's city; " +
      'one page (nextCursor null). distanceKm has 0.1 km precision. A cursor made for another ' +
      'point, or a malformed one, is a 400. With sort=urgency: the same cases (filters and ' +
      'radius), most urgent first (CRITICAL, HIGH, MODERATE, LOW, then not yet assessed; ' +
      'within each the longest waiting first), a page at a time with or without lat and lng.',
    {
      request: { query: availableCasesQuerySchema },
      responses: {
        200: json('Available cases', availableCaseListSchema),
        ...errors(400, 401, 403),
      },
    },
  ),
  'cases.mine': volunteerRoute(
    { rule: 'any' },
    'GET',
    '/api/volunteer/my-cases',
    "The caller's cases, most recently taken first",
    "status is 'completed' once the volunteer marked the case completed and the NGO has not " +
      'resolved it yet.',
    {
      request: { query: myCasesQuerySchema },
      responses: {
        200: json("The volunteer's cases", volunteerCaseListSchema),
        ...errors(400, 401, 403),
      },
    },
  ),
  'cases.read': volunteerRoute(
    { rule: 'availableOrHeld', incident: true },
    'GET',
    '/api/volunteer/incidents/{id}',
    'One case',
    'Shown while it is available (open, not taken, not hidden by the operator) or to the ' +
      `volunteer who holds it; a case another volunteer holds is 403 "${ALREADY_TAKEN_MESSAGE}", ` +
      `one no longer available (resolved) 403 "${RULE_MESSAGES.availableOrHeld}". A report the ` +
      `operator hid is 404: "${CASE_HIDDEN_MESSAGE}" to its holder, and to any volunteer while ` +
      'it was open and untaken; to others as an unknown id.',
    {
      request: { params: caseId },
      responses: {
        200: json('The case', volunteerCaseDetailSchema),
        ...errors(400, 401, 404),
        403: json(
          'Not a volunteer, or the case is held by another volunteer or no longer available',
          errorSchema,
        ),
      },
    },
  ),
  'cases.take': volunteerRoute(
    { rule: 'signedVolunteer', incident: true },
    'PUT',
    '/api/volunteer/incidents/{id}/volunteer/update',
    'Take the case',
    'Empty body. The volunteer must have signed their documents (token docs=true; refresh ' +
      'the token after signing). Atomic: when several volunteers take a case at the same ' +
      `moment exactly one gets '${STATUS_UPDATED_MESSAGE}', the others 409. A volunteer ` +
      'holds at most VOLUNTEER_MAX_OPEN_CASES (3) open cases at once: another take is 409 ' +
      'until they complete one. At most VOLUNTEER_TAKES_MAX_PER_WINDOW (10) cases taken per ' +
      'VOLUNTEER_TAKES_WINDOW_SECONDS (an hour), then 429 with Retry-After. A report the ' +
      'operator hid is 404, as an unknown id.',
    {
      request: { params: caseId },
      responses: {
        200: json('Taken', volunteerCaseResultSchema),
        ...errors(400, 401, 403, 404, 409, 429),
      },
    },
  ),
  'cases.note': volunteerRoute(
    { rule: 'holder', incident: true },
    'POST',
    '/api/volunteer/incidents/{id}/notes',
    'Add a note to the case',
    'Only the volunteer holding the case.',
    {
      request: { params: caseId, body: jsonBody(volunteerCaseNoteRequestSchema) },
      responses: {
        200: json('The case with the note appended', volunteerCaseResultSchema),
        ...errors(400, 401, 403, 404),
      },
    },
  ),
  'cases.complete': volunteerRoute(
    { rule: 'holder', incident: true },
    'PUT',
    '/api/volunteer/incidents/{id}/complete',
    'Mark the case completed',
    'Only the volunteer holding the case. The NGO still decides when it is resolved.',
    {
      request: { params: caseId },
      responses: {
        200: json('The case, now completed', volunteerCaseResultSchema),
        ...errors(400, 401, 403, 404, 409),
      },
    },
  ),
  'volunteer.contact': op({
    service: 'volunteer',
    access: { roles: EVERYONE, rule: 'any' },
    method: 'GET',
    path: '/api/volunteer/{id}',
    tags: ['volunteer'],
    summary: "A volunteer's card: the name, and contact details for those who may see them",
    description:
      'Any logged-in role gets the name. phoneNumber and city go only to the volunteer ' +
      'themself, the operator, and a verified NGO while the volunteer is tied to an ' +
      'incident (holds a case, or reported one). 404 when the id is not a volunteer.',
    request: { params: idParams("The volunteer's user id (24 hex characters).") },
    responses: {
      200: json('The card', volunteerContactSchema),
      ...errors(400, 401, 403, 404),
      502: json('The auth or incidents service failed', errorSchema),
      503: json('The auth or incidents service is unavailable', errorSchema),
    },
  }),
};
