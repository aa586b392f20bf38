import { adminPart } from './admin';
import { authPart } from './auth';
import { commonPart } from './common';
import { docusignPart } from './docusign';
import { incidentsPart } from './incidents';
import type { OpenApiPart } from './part';
import { volunteerPart } from './volunteer';

export type { OpenApiPart } from './part';

const PARTS: OpenApiPart[] = [
  commonPart,
  authPart,
  incidentsPart,
  volunteerPart,
  docusignPart,
  adminPart,
];

/** The public API's OpenAPI 3.1 document, served by the gateway at /api/openapi.json. */
export function buildOpenApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rescue Network API',
      version: '1.0.0',
      description:
        'Report injured and stray street animals; NGOs manage incidents, volunteers take cases. ' +
        'Every error is JSON {message}. Tokens come from /api/users/login and go in Authorization: Bearer; ' +
        'POST /api/users/logout ends their session. The operator (role admin) verifies NGOs, ' +
        'suspends accounts and moderates reports under /api/admin.',
    },
    servers: [{ url: '/' }],
    paths: Object.assign({}, ...PARTS.map((part) => part.paths)) as Record<
      string,
      Record<string, unknown>
    >,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: Object.assign({}, ...PARTS.map((part) => part.schemas)) as Record<
        string,
        Record<string, unknown>
      >,
    },
  };
}
