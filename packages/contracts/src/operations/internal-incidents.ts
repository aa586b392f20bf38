// The incidents service's /internal operations: what the volunteer service, auth, the demo seed
// and the benchmark ask it. Like auth's (internal.ts): the internal key checked first, never
// documented or routed by the gateway. Ids in paths stay plain strings here: the service
// names a malformed one itself ("Invalid incident id", "Invalid user id").
import type { ZodType } from 'zod';
import { CASE_EVENT_TYPES, CLOSURE_REASONS } from '../case-states';
import { ROLES } from '../domain';
import { auditQuerySchema } from '../schemas/admin';
import {
  cityName,
  incidentStatus,
  numberParam,
  objectIdInput,
  pageLimit,
  requiredText,
} from '../schemas/fields';
import { availableCaseOrder, radiusKmParam, severityFilter } from '../schemas/volunteer';
import { z } from '../schemas/zod';
import { errors, jsonBody } from './helpers';
import { internalOp, MAX_CAPACITY_IDS, ok } from './internal';
import { internalClaimFollowedSchema, internalFollowedReportSchema } from '../schemas/follow';

const incidentId = z.object({ id: z.string() });
const userId = z.object({ userId: z.string() });
const userIdField = objectIdInput('must be a user id');

export const internalPageQuerySchema = z.object({
  limit: pageLimit(),
  cursor: z.string().optional(),
});
export const internalLimitQuerySchema = z.object({ limit: pageLimit() });
export const internalAvailableQuerySchema = z.object({
  city: z.string().optional(),
  limit: pageLimit(),
  search: z.string().trim().max(100).optional(),
  severity: severityFilter,
  // Both or neither (the volunteer service checks): nearest this point first, a page at a time.
  lat: numberParam(-90, 90).optional(),
  lng: numberParam(-180, 180).optional(),
  // Only cases this close (km) to the point, or to the city's centre.
  radiusKm: radiusKmParam,
  cursor: z.string().max(200).optional(),
  // urgency: most urgent first within the same filters, a page at a time with or without a point.
  sort: availableCaseOrder,
});
export const internalAssignSchema = z.object({
  volunteerId: userIdField,
  volunteerName: requiredText(200),
  /** The volunteer service's cap on cases held at once; absent, no cap (seeding, tests). */
  maxHeld: z.number().int().min(1).optional(),
});
export const internalNoteSchema = z.object({ volunteerId: userIdField, text: requiredText(1000) });
export const internalVolunteerSchema = z.object({ volunteerId: userIdField });

/** Copies one request may carry: 100,000 take 100 requests, each a bounded body and wait. */
export const MAX_COPIES_PER_REQUEST = 1000;
const caseEvent = z.object({
  type: z.enum(CASE_EVENT_TYPES).exclude(['legacy']),
  at: z.coerce.date(),
  actor: z.object({ id: userIdField, role: z.enum(ROLES), name: requiredText(200) }),
  from: incidentStatus.nullable().default(null),
  to: incidentStatus.nullable().default(null),
  note: z.string().max(1000).nullable().default(null),
  reason: z.enum(CLOSURE_REASONS).nullable().default(null),
});
/** What varies between copies of one incident (the benchmark's bulk load). */
export const incidentCopySchema = z.object({
  city: cityName,
  status: incidentStatus,
  createdAt: z.coerce.date(),
  location: z.object({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    address: requiredText(200),
    approximate: z.boolean(),
    accuracyMeters: z.number().min(0).nullable(),
  }),
  animalDescription: requiredText(1000),
  score: z.number().int().min(1).max(10),
  /** The copy's case history; absent: the original's. */
  history: z.array(caseEvent).max(20).optional(),
});
export const incidentCopiesSchema = z.object({
  copies: z.array(incidentCopySchema).min(1).max(MAX_COPIES_PER_REQUEST),
  /**
   * False: the replicas' working sets are not reloaded yet, because more batches follow and
   * the last one reloads them (one rebuild for a whole load instead of one per batch).
   */
  reload: z.boolean().default(true),
});
/** Back-dating by up to a year (the demo seed spreads its reports over three weeks). */
export const backdateSchema = z.object({
  ms: z
    .number()
    .int()
    .min(1)
    .max(366 * 24 * 60 * 60 * 1000),
});

/** An operation on one incident: /internal/incidents/{id} and what follows. */
const onIncident = (tail = '') => `/internal/incidents/{id}${tail}`;

/** A change to one incident, with a JSON body, answered with the incident as it now stands. */
const incidentChange = <const B extends ZodType>(
  tail: string,
  summary: string,
  body: B,
  ...moreErrors: number[]
) =>
  internalOp('incidents', 'POST', onIncident(tail), summary, {
    request: { params: incidentId, body: jsonBody(body) },
    responses: { ...ok('The incident'), ...errors(400, 403, 404, ...moreErrors) },
  });

/** The most a changes long poll waits before answering with nothing. */
export const INCIDENT_CHANGES_MAX_WAIT_MS = 25_000;
export const internalChangesQuerySchema = z.object({
  // Absent: start now (the answer's cursor is the log's head).
  after: z.coerce.number().int().min(0).optional(),
  waitMs: z.coerce.number().int().min(0).max(INCIDENT_CHANGES_MAX_WAIT_MS).default(0),
  limit: pageLimit({ fallback: 100, max: 500 }),
});

// The volunteer service passes on the ids of its own capacity question.
export const heldCountsRequestSchema = z.object({
  volunteerIds: z.array(z.string().max(100)).max(MAX_CAPACITY_IDS),
});

export const INCIDENTS_INTERNAL_OPERATIONS = {
  'internal.incidents.followedReport': internalOp(
    'incidents',
    'POST',
    '/internal/incidents/followed/report',
    "A follow link's report without an account: its contact and place (auth's one-step account)",
    {
      request: { body: jsonBody(internalFollowedReportSchema) },
      responses: {
        ...ok('FollowedReportContact'),
        ...errors(400, 403, 404),
        409: { description: 'An account has kept the report already' },
      },
    },
  ),
  'internal.incidents.claimFollowed': internalOp(
    'incidents',
    'POST',
    '/internal/incidents/followed/claim',
    "A follow link's report becomes the new account's, once (auth's one-step account)",
    {
      request: { body: jsonBody(internalClaimFollowedSchema) },
      responses: {
        ...ok('{incidentId}'),
        ...errors(400, 403, 404),
        409: { description: 'An account has kept the report already' },
      },
    },
  ),
  'internal.incidents.heldCounts': internalOp(
    'incidents',
    'POST',
    '/internal/incidents/held-counts',
    "How many open cases each of these volunteers holds (the volunteer service's cap)",
    {
      request: { body: jsonBody(heldCountsRequestSchema) },
      responses: { ...ok('{counts: volunteer id -> open cases held}'), ...errors(400, 403) },
    },
  ),
  'internal.incidents.changes': internalOp(
    'incidents',
    'GET',
    '/internal/incidents/changes',
    "The changes after a position, as they happen (a long poll; the notifications service's feed)",
    {
      request: { query: internalChangesQuerySchema },
      responses: { ...ok('IncidentChangesResponse'), ...errors(400, 403, 503) },
    },
  ),
  'internal.people.ties': internalOp(
    'incidents',
    'GET',
    '/internal/people/{userId}/ties',
    "A person's ties to incidents (auth's privacy rule)",
    {
      request: { params: userId },
      responses: { ...ok('Whether they reported or hold one'), ...errors(400, 403) },
    },
  ),
  'internal.people.reportQuota.reset': internalOp(
    'incidents',
    'DELETE',
    '/internal/people/{userId}/report-quota',
    "Forgets the reports counted against a person's hourly allowance (the demo seed)",
    {
      request: { params: userId },
      responses: { 204: { description: 'Forgotten' }, ...errors(400, 403) },
    },
  ),
  'internal.incidents.audit': internalOp(
    'incidents',
    'GET',
    '/internal/audit',
    "This service's audit entries, newest first (the operator's audit log)",
    {
      request: { query: auditQuerySchema },
      responses: { ...ok('The entries'), ...errors(400, 403) },
    },
  ),
  'internal.incidents.workingSet': internalOp(
    'incidents',
    'GET',
    '/internal/incidents/working-set',
    "The in-memory working set's state (operators and the benchmark)",
    {
      responses: { ...ok('Its state'), ...errors(403) },
    },
  ),
  'internal.incidents.count': internalOp(
    'incidents',
    'GET',
    '/internal/incidents/count',
    'Every incident, hidden ones included: whether a database is empty (the demo seed)',
    {
      responses: { ...ok('The count'), ...errors(403) },
    },
  ),
  'internal.incidents.byReporter': internalOp(
    'incidents',
    'GET',
    '/internal/incidents/by-reporter/{userId}',
    "A reporter's incidents, hidden ones included, a page at a time",
    {
      request: { params: userId, query: internalPageQuerySchema },
      responses: { ...ok('A page of incidents'), ...errors(400, 403) },
    },
  ),
  'internal.incidents.available': internalOp(
    'incidents',
    'GET',
    '/internal/incidents/available',
    'Available cases: nearest cities first, or nearest a point a page at a time',
    {
      request: { query: internalAvailableQuerySchema },
      responses: { ...ok('A page of incidents'), ...errors(400, 403) },
    },
  ),
  'internal.incidents.assigned': internalOp(
    'incidents',
    'GET',
    '/internal/incidents/assigned/{volunteerId}',
    'The cases a volunteer holds',
    {
      request: { params: z.object({ volunteerId: z.string() }), query: internalLimitQuerySchema },
      responses: { ...ok('Their cases'), ...errors(400, 403) },
    },
  ),
  'internal.incidents.read': internalOp(
    'incidents',
    'GET',
    onIncident(),
    'One incident with its moderation (hidden ones included)',
    {
      request: { params: incidentId },
      responses: { ...ok('The incident'), ...errors(400, 403, 404) },
    },
  ),
  'internal.incidents.copies': internalOp(
    'incidents',
    'POST',
    onIncident('/copies'),
    "Copies of one incident, places, dates and history varied (the benchmark's bulk load)",
    {
      request: { params: incidentId, body: jsonBody(incidentCopiesSchema) },
      responses: { 201: { description: "The copies' ids" }, ...errors(400, 403, 404) },
    },
  ),
  'internal.incidents.backdate': incidentChange(
    '/backdate',
    "Moves every time on the incident back (the demo seed's reports)",
    backdateSchema,
  ),
  'internal.incidents.assign': incidentChange(
    '/assign',
    "A volunteer takes the case (the volunteer service's take)",
    internalAssignSchema,
    409,
  ),
  'internal.incidents.notes': incidentChange(
    '/notes',
    "The holder's note on the case",
    internalNoteSchema,
    409,
  ),
  'internal.incidents.complete': incidentChange(
    '/complete',
    'The holder completes the case',
    internalVolunteerSchema,
    409,
  ),
};
