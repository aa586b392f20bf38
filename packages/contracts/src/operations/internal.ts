// Service-to-service operations under /internal (the gateway never forwards them, the OpenAPI
// document leaves them out). route() checks the internal key for them.
import { documentsSignedSchema, sessionCheckQuerySchema } from '../schemas/auth';
import { objectId } from '../schemas/fields';
import { z } from '../schemas/zod';
import { INTERNAL } from './access';
import type { HttpMethod } from '../policy';
import type { ServiceName } from '../runtime-config';
import { errors, jsonBody, op, type OperationSpec } from './helpers';

/** A 200 that only describes its answer (nothing outside the services reads these). */
export const ok = (description: string) => ({ 200: { description } });
const userId = z.object({ id: z.string() });

/** One /internal entry: what every one repeats (internal access, its tag) said once. */
export const internalOp = <
  const S extends ServiceName,
  const M extends HttpMethod,
  const R extends Pick<OperationSpec, 'request' | 'responses'>,
>(
  service: S,
  method: M,
  path: string,
  summary: string,
  rest: R,
) => op({ service, access: INTERNAL, method, path, tags: ['internal'], summary, ...rest });

export const AUTH_INTERNAL_OPERATIONS = {
  'internal.users.byEmail': internalOp(
    'auth',
    'GET',
    '/internal/users/by-email/{email}',
    'An account by its email (the demo seed)',
    {
      request: { params: z.object({ email: z.string() }) },
      responses: { ...ok('The account'), ...errors(403, 404) },
    },
  ),
  'internal.admins.list': internalOp(
    'auth',
    'GET',
    '/internal/admins',
    'The operator accounts (the demo seed)',
    {
      responses: { ...ok('Their ids and emails'), ...errors(403) },
    },
  ),
  'internal.admins.ensure': internalOp(
    'auth',
    'POST',
    '/internal/admins',
    'Makes the demo operator, as npm run admin does',
    {
      // The body's password rule is auth's own (ADMIN_PASSWORD_MIN_LENGTH): auth parses it.
      responses: { 201: { description: 'The operator' }, ...errors(400, 403) },
    },
  ),
  'internal.registrations.forget': internalOp(
    'auth',
    'DELETE',
    '/internal/registrations/attempts',
    "Forgets the sign-ups counted against addresses since a time (the seed's own)",
    {
      responses: { ...ok('How many were forgotten'), ...errors(400, 403) },
    },
  ),
  'internal.users.read': internalOp(
    'auth',
    'GET',
    '/internal/users/{id}',
    'An account as the other services need it',
    {
      request: { params: userId },
      responses: { ...ok('The account'), ...errors(400, 403, 404) },
    },
  ),
  'internal.sessions.ends': internalOp(
    'auth',
    'GET',
    '/internal/sessions/ends',
    'Session ends as they happen (a long poll)',
    {
      responses: { ...ok('The ends after the given time'), ...errors(400, 403, 503) },
    },
  ),
  'internal.sessions.check': internalOp(
    'auth',
    'GET',
    '/internal/sessions/{sessionId}',
    "Whether a session is live, and its principal (service-kit's session check)",
    {
      request: { params: z.object({ sessionId: z.string() }), query: sessionCheckQuerySchema },
      responses: { ...ok('The principal'), ...errors(400, 401, 403) },
    },
  ),
  'internal.users.documentsSigned': internalOp(
    'auth',
    'POST',
    '/internal/users/{id}/documents-signed',
    'The docusign service reports a completed signing',
    {
      request: { params: userId, body: jsonBody(documentsSignedSchema) },
      responses: { ...ok('Marked as signed'), ...errors(400, 403, 404) },
    },
  ),
};

/** Volunteers one capacity question may name (the volunteer service asks incidents of each). */
export const MAX_CAPACITY_IDS = 5000;
export const volunteerCapacityRequestSchema = z.object({
  volunteerIds: z.array(objectId).max(MAX_CAPACITY_IDS),
});

export const VOLUNTEER_INTERNAL_OPERATIONS = {
  'internal.volunteers.full': internalOp(
    'volunteer',
    'POST',
    '/internal/volunteers/full',
    'Which of these volunteers hold the most open cases they may (VOLUNTEER_MAX_OPEN_CASES)',
    {
      request: { body: jsonBody(volunteerCapacityRequestSchema) },
      responses: { ...ok('{full: the ids at the cap}'), ...errors(400, 403, 503) },
    },
  ),
  'internal.volunteers.takes.reset': internalOp(
    'volunteer',
    'DELETE',
    '/internal/volunteers/{id}/takes',
    "Forgets the takes counted against a volunteer's allowance (the demo seed)",
    {
      request: { params: userId },
      responses: { 204: { description: 'Forgotten' }, ...errors(400, 403) },
    },
  ),
};
