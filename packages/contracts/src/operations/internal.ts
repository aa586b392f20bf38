// Service-to-service operations under /internal (the gateway never forwards them, the OpenAPI
// document leaves them out). route() checks the internal key for them.
import { documentsSignedSchema, sessionCheckQuerySchema } from '../schemas/auth';
import { z } from '../schemas/zod';
import { INTERNAL } from './access';
import { errors, jsonBody, op } from './helpers';

const ok = (description: string) => ({ 200: { description } });
const userId = z.object({ id: z.string() });

export const AUTH_INTERNAL_OPERATIONS = {
  'internal.users.byEmail': op({
    service: 'auth',
    access: INTERNAL,
    method: 'GET',
    path: '/internal/users/by-email/{email}',
    tags: ['internal'],
    summary: 'An account by its email (the demo seed)',
    request: { params: z.object({ email: z.string() }) },
    responses: { ...ok('The account'), ...errors(403, 404) },
  }),
  'internal.admins.list': op({
    service: 'auth',
    access: INTERNAL,
    method: 'GET',
    path: '/internal/admins',
    tags: ['internal'],
    summary: 'The operator accounts (the demo seed)',
    responses: { ...ok('Their ids and emails'), ...errors(403) },
  }),
  'internal.admins.ensure': op({
    service: 'auth',
    access: INTERNAL,
    method: 'POST',
    path: '/internal/admins',
    tags: ['internal'],
    // The body's password rule is auth's own (ADMIN_PASSWORD_MIN_LENGTH): auth parses it.
    summary: 'Makes the demo operator, as npm run admin does',
    responses: { 201: { description: 'The operator' }, ...errors(400, 403) },
  }),
  'internal.registrations.forget': op({
    service: 'auth',
    access: INTERNAL,
    method: 'DELETE',
    path: '/internal/registrations/attempts',
    tags: ['internal'],
    summary: "Forgets the sign-ups counted against addresses since a time (the seed's own)",
    responses: { ...ok('How many were forgotten'), ...errors(400, 403) },
  }),
  'internal.users.read': op({
    service: 'auth',
    access: INTERNAL,
    method: 'GET',
    path: '/internal/users/{id}',
    tags: ['internal'],
    summary: 'An account as the other services need it',
    request: { params: userId },
    responses: { ...ok('The account'), ...errors(400, 403, 404) },
  }),
  'internal.sessions.ends': op({
    service: 'auth',
    access: INTERNAL,
    method: 'GET',
    path: '/internal/sessions/ends',
    tags: ['internal'],
    summary: 'Session ends as they happen (a long poll)',
    responses: { ...ok('The ends after the given time'), ...errors(400, 403, 503) },
  }),
  'internal.sessions.check': op({
    service: 'auth',
    access: INTERNAL,
    method: 'GET',
    path: '/internal/sessions/{sessionId}',
    tags: ['internal'],
    summary: "Whether a session is live, and its principal (service-kit's session check)",
    request: { params: z.object({ sessionId: z.string() }), query: sessionCheckQuerySchema },
    responses: { ...ok('The principal'), ...errors(400, 401, 403) },
  }),
  'internal.users.documentsSigned': op({
    service: 'auth',
    access: INTERNAL,
    method: 'POST',
    path: '/internal/users/{id}/documents-signed',
    tags: ['internal'],
    summary: 'The docusign service reports a completed signing',
    request: { params: userId, body: jsonBody(documentsSignedSchema) },
    responses: { ...ok('Marked as signed'), ...errors(400, 403, 404) },
  }),
};

export const VOLUNTEER_INTERNAL_OPERATIONS = {
  'internal.volunteers.takes.reset': op({
    service: 'volunteer',
    access: INTERNAL,
    method: 'DELETE',
    path: '/internal/volunteers/{id}/takes',
    tags: ['internal'],
    summary: "Forgets the takes counted against a volunteer's allowance (the demo seed)",
    request: { params: userId },
    responses: { 204: { description: 'Forgotten' }, ...errors(400, 403) },
  }),
};
