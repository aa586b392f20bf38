// The public API's OpenAPI 3.1 document, generated from the contracts' zod schemas (one source
// for the types, the services' validation and this document). Served by the gateway at
// /api/openapi.json and used by the tests to validate every real response.
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { registerAdminPaths } from './admin-paths';
import { registerAuthPaths } from './auth-paths';
import { registerDocusignPaths } from './docusign-paths';
import { registerEventsPaths } from './events-paths';
import { registerIncidentsPaths } from './incidents-paths';
import { registerVolunteerPaths } from './volunteer-paths';
import * as adminSchemas from '../schemas/admin';
import * as analyticsSchemas from '../schemas/analytics';
import * as authSchemas from '../schemas/auth';
import * as commonSchemas from '../schemas/common';
import * as docusignSchemas from '../schemas/docusign';
import * as eventsSchemas from '../schemas/events';
import * as incidentsSchemas from '../schemas/incidents';
import * as volunteerSchemas from '../schemas/volunteer';
import { z } from '../schemas/zod';

/**
 * Every named schema, given to the generator before the paths: a component is then made from
 * the schema itself, never from a field's described copy of it (which would carry the field's
 * description into the component).
 */
const NAMED_SCHEMAS = [
  commonSchemas,
  authSchemas,
  incidentsSchemas,
  volunteerSchemas,
  docusignSchemas,
  adminSchemas,
  eventsSchemas,
  analyticsSchemas,
].flatMap((module) =>
  Object.values(module).filter((value): value is z.ZodType => value instanceof z.ZodType),
);

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: {
    securitySchemes: Record<string, unknown>;
    schemas: Record<string, Record<string, unknown>>;
  };
}

function registry(): OpenAPIRegistry {
  const paths = new OpenAPIRegistry();
  paths.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  registerAuthPaths(paths);
  registerIncidentsPaths(paths);
  registerVolunteerPaths(paths);
  registerDocusignPaths(paths);
  registerAdminPaths(paths);
  registerEventsPaths(paths);
  return paths;
}

/** The public API's OpenAPI 3.1 document, served by the gateway at /api/openapi.json. */
export function buildOpenApiDocument(): OpenApiDocument {
  const document = new OpenApiGeneratorV31([
    ...NAMED_SCHEMAS,
    ...registry().definitions,
  ]).generateDocument({
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
  });
  return document as unknown as OpenApiDocument;
}
