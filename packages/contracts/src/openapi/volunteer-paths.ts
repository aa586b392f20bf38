// The volunteer service's public paths.
import { errorSchema } from '../schemas/common';
import {
  volunteerCaseDetailSchema,
  volunteerCaseListSchema,
  volunteerCaseNoteRequestSchema,
  volunteerCaseResultSchema,
  volunteerContactSchema,
  availableCasesQuerySchema,
  myCasesQuerySchema,
} from '../schemas/volunteer';
import { z } from '../schemas/zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { bearer, errors, json } from './route-helpers';

export function registerVolunteerPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/volunteer/incidents',
    tags: ['volunteer'],
    summary: 'Available cases near the volunteer',
    description:
      "Volunteers only (401 without a token, 403 for other roles). Cases nobody has taken that are not resolved: the volunteer's city first, then the other cities by distance from it; within a city the highest severity score first, then the newest. distanceKm is measured from the centre of the volunteer's city (0.1 km precision).",
    security: bearer,
    request: {
      query: availableCasesQuerySchema,
    },
    responses: {
      200: json('Available cases', volunteerCaseListSchema),
      ...errors(400, 401, 403),
    },
  });

  registry.registerPath({
    method: 'get',
    path: '/api/volunteer/my-cases',
    tags: ['volunteer'],
    summary: "The caller's cases, most recently taken first",
    description:
      "Volunteers only (401 without a token, 403 for other roles). status is 'completed' once the volunteer marked the case completed and the NGO has not resolved it yet.",
    security: bearer,
    request: {
      query: myCasesQuerySchema,
    },
    responses: {
      200: json("The volunteer's cases", volunteerCaseListSchema),
      ...errors(400, 401, 403),
    },
  });

  registry.registerPath({
    method: 'get',
    path: '/api/volunteer/incidents/{id}',
    tags: ['volunteer'],
    summary: 'One case',
    description:
      'Volunteers only (401 without a token, 403 for other roles). Shown while it is available (open, not taken, not hidden by the operator) or to the volunteer who holds it; a case another volunteer holds, or one no longer available (resolved, hidden), is 403.',
    security: bearer,
    request: {
      params: z.object({
        id: z
          .string()
          .openapi({ param: { description: "The case's incident id (24 hex characters)." } }),
      }),
    },
    responses: {
      200: json('The case', volunteerCaseDetailSchema),
      ...errors(400, 401),
      403: json(
        'Not a volunteer, or the case is held by another volunteer or no longer available',
        errorSchema,
      ),
      ...errors(404),
    },
  });

  registry.registerPath({
    method: 'put',
    path: '/api/volunteer/incidents/{id}/volunteer/update',
    tags: ['volunteer'],
    summary: 'Take the case',
    description:
      "Volunteers only (401 without a token, 403 for other roles). Empty body. The volunteer must have signed their documents (token docs=true; refresh the token after signing). Atomic: when several volunteers take a case at the same moment exactly one gets 'Status updated successfully', the others 409.",
    security: bearer,
    request: {
      params: z.object({
        id: z
          .string()
          .openapi({ param: { description: "The case's incident id (24 hex characters)." } }),
      }),
    },
    responses: {
      200: json('Taken', volunteerCaseResultSchema),
      ...errors(400, 401, 403, 404, 409),
    },
  });

  registry.registerPath({
    method: 'post',
    path: '/api/volunteer/incidents/{id}/notes',
    tags: ['volunteer'],
    summary: 'Add a note to the case',
    description:
      'Volunteers only (401 without a token, 403 for other roles). Only the volunteer holding the case.',
    security: bearer,
    request: {
      params: z.object({
        id: z
          .string()
          .openapi({ param: { description: "The case's incident id (24 hex characters)." } }),
      }),
      body: {
        required: true,
        content: {
          'application/json': { schema: volunteerCaseNoteRequestSchema },
        },
      },
    },
    responses: {
      200: json('The case with the note appended', volunteerCaseResultSchema),
      ...errors(400, 401, 403, 404),
    },
  });

  registry.registerPath({
    method: 'put',
    path: '/api/volunteer/incidents/{id}/complete',
    tags: ['volunteer'],
    summary: 'Mark the case completed',
    description:
      'Volunteers only (401 without a token, 403 for other roles). Only the volunteer holding the case. The NGO still decides when it is resolved.',
    security: bearer,
    request: {
      params: z.object({
        id: z
          .string()
          .openapi({ param: { description: "The case's incident id (24 hex characters)." } }),
      }),
    },
    responses: {
      200: json('The case, now completed', volunteerCaseResultSchema),
      ...errors(400, 401, 403, 404, 409),
    },
  });

  registry.registerPath({
    method: 'get',
    path: '/api/volunteer/{id}',
    tags: ['volunteer'],
    summary: "A volunteer's card: the name, and contact details for those who may see them",
    description:
      'Any logged-in role gets the name. phoneNumber and city go only to the volunteer themself, the operator, and a verified NGO while the volunteer is tied to an incident (holds a case, or reported one). 404 when the id is not a volunteer.',
    security: bearer,
    request: {
      params: z.object({
        id: z
          .string()
          .openapi({ param: { description: "The volunteer's user id (24 hex characters)." } }),
      }),
    },
    responses: {
      200: json('The card', volunteerContactSchema),
      ...errors(400, 401, 403, 404),
      502: json('The auth or incidents service failed', errorSchema),
      503: json('The auth or incidents service is unavailable', errorSchema),
    },
  });
}
