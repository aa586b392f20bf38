// Asking one on-duty volunteer to take a case, and their answer (issue 31): the NGO's two
// operations (incidents service), the volunteer's two (volunteer service) and the internal
// calls between them.
import { VOLUNTEER_FULL_MESSAGE, VOLUNTEER_OFF_DUTY_MESSAGE } from '../messages';
import { CASE_ALREADY_RESOLVED_MESSAGE } from '../case-states';
import {
  DISPATCH_CANDIDATES_MAX,
  dispatchCandidatesResponseSchema,
  dispatchRequestSchema,
} from '../schemas/dispatch';
import { caseActionResponseSchema } from '../schemas/incidents';
import { objectId, objectIdInput, requiredText } from '../schemas/fields';
import { volunteerCaseResultSchema } from '../schemas/volunteer';
import { z } from '../schemas/zod';
import { NGO, NGO_NOT_VERIFIED_MESSAGE, RULE_MESSAGES, VOLUNTEER } from './access';
import { errors, idParams, json, jsonBody, op } from './helpers';
import { internalOp, ok } from './internal';
import { errorSchema } from '../schemas/common';

const caseId = idParams("The case's incident id (24 hex characters).");
const coveringNgos =
  'Verified NGOs whose operating areas (or city) hold the case: other roles, NGOs not verified ' +
  `("${NGO_NOT_VERIFIED_MESSAGE}") and NGOs of other areas ` +
  `("${RULE_MESSAGES.verifiedNgoCovering}") get 403. A report the operator hid is 404, as an unknown id.`;
const askedOnly =
  'Volunteers only; only the volunteer a verified NGO asked, before they answered ' +
  `(else 403 "${RULE_MESSAGES.dispatchedVolunteer}"). A report the operator hid is 404.`;

export const DISPATCH_OPERATIONS = {
  'incidents.dispatchCandidates': op({
    service: 'incidents',
    access: { roles: NGO, rule: 'verifiedNgoCovering', incident: true },
    method: 'GET',
    path: '/api/ngo/incidents/{id}/dispatch/candidates',
    tags: ['ngo'],
    summary: 'The on-duty volunteers nearest the case, with their distance and load',
    description:
      `${coveringNgos} At most ${DISPATCH_CANDIDATES_MAX} volunteers on duty (PUT /api/volunteer/duty), ` +
      "nearest the case first (from their on-duty position, or their profile city's centre), " +
      'with how many open cases each holds; those holding VOLUNTEER_MAX_OPEN_CASES are left out.',
    request: { params: caseId },
    responses: {
      200: json('The candidates', dispatchCandidatesResponseSchema),
      ...errors(400, 401, 403, 404, 503),
    },
  }),
  'incidents.dispatch': op({
    service: 'incidents',
    access: { roles: NGO, rule: 'verifiedNgoCovering', incident: true },
    method: 'POST',
    path: '/api/ngo/incidents/{id}/dispatch',
    tags: ['ngo'],
    summary: 'Ask one on-duty volunteer to take the case',
    description:
      `${coveringNgos} {volunteerId}: an on-duty volunteer (else 409 "${VOLUNTEER_OFF_DUTY_MESSAGE}") ` +
      `below the cap on open cases (else 409 "${VOLUNTEER_FULL_MESSAGE}"), on an open case nobody ` +
      `holds (else 409, as the volunteer's own take: taken, or "${CASE_ALREADY_RESOLVED_MESSAGE}"). Sets the ` +
      "incident's dispatch (state asked; asking another volunteer replaces it), appends a " +
      'dispatch_requested event, and the volunteer is alerted (notification centre and Web Push). ' +
      'The answer comes by POST /api/volunteer/incidents/{id}/dispatch/accept or /decline and ' +
      'reaches the NGO on the live event stream as the incident changes.',
    request: { params: caseId, body: jsonBody(dispatchRequestSchema) },
    responses: {
      200: json('Asked', caseActionResponseSchema),
      ...errors(400, 401, 403, 404, 409),
      503: json('The incident stayed busy, or the duty register is unavailable', errorSchema),
    },
  }),
  'cases.dispatchAccept': op({
    service: 'volunteer',
    access: { roles: VOLUNTEER, rule: 'dispatchedVolunteer', incident: true },
    method: 'POST',
    path: '/api/volunteer/incidents/{id}/dispatch/accept',
    tags: ['volunteer'],
    summary: "Say yes to an NGO's request: take the case",
    description:
      `${askedOnly} Takes the case exactly as PUT /api/volunteer/incidents/{id}/volunteer/update ` +
      'does (documents signed, the cap on open cases, the hourly allowance, 409 when another ' +
      'volunteer took it), and appends dispatch_accepted before the volunteer_assigned event.',
    request: { params: caseId },
    responses: {
      200: json('Taken', volunteerCaseResultSchema),
      ...errors(400, 401, 403, 404, 409, 429),
    },
  }),
  'cases.dispatchDecline': op({
    service: 'volunteer',
    access: { roles: VOLUNTEER, rule: 'dispatchedVolunteer', incident: true },
    method: 'POST',
    path: '/api/volunteer/incidents/{id}/dispatch/decline',
    tags: ['volunteer'],
    summary: "Say no to an NGO's request",
    description: `${askedOnly} The dispatch's state becomes declined and a dispatch_declined event is appended; the NGO may ask someone else.`,
    request: { params: caseId },
    responses: {
      200: json('Declined', volunteerCaseResultSchema),
      ...errors(400, 401, 403, 404),
    },
  }),
};

export const internalDispatchAnswerSchema = z.object({
  volunteerId: objectIdInput('must be a user id'),
  volunteerName: requiredText(200),
  accept: z.boolean(),
  /** The volunteer service's cap on cases held at once (accepting only). */
  maxHeld: z.number().int().min(1).optional(),
});
export const internalOnDutyRequestSchema = z.object({
  /** Only these volunteers; absent: every one on duty. */
  volunteerIds: z.array(objectId).max(1000).optional(),
});

export const DISPATCH_INTERNAL_OPERATIONS = {
  'internal.incidents.dispatchAnswer': internalOp(
    'incidents',
    'POST',
    '/internal/incidents/{id}/dispatch/answer',
    "The asked volunteer's answer, decided under the incident's lock (accepting takes the case)",
    {
      request: {
        params: z.object({ id: z.string() }),
        body: jsonBody(internalDispatchAnswerSchema),
      },
      responses: { ...ok('{incident}'), ...errors(400, 403, 404, 409) },
    },
  ),
  'internal.volunteers.onDuty': internalOp(
    'notifications',
    'POST',
    '/internal/volunteers/on-duty',
    'The volunteers on duty now, with their positions (the NGO dispatch candidates)',
    {
      request: { body: jsonBody(internalOnDutyRequestSchema) },
      responses: { ...ok('{data: [{volunteerId, lat, lng, approximate}]}'), ...errors(400, 403) },
    },
  ),
};
