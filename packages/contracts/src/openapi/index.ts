// The public API's OpenAPI 3.1 document, generated from the operation table (operations/) and
// its zod schemas (one source for the types, the services' validation, the policy and this
// document). Served by the gateway at /api/openapi.json and used by the tests to validate
// every real response.
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import {
  OPERATIONS,
  isInternal,
  publicOperations,
  type OperationId,
  type OperationSpec,
} from '../operations';
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
  for (const id of publicOperations()) {
    const { service: _service, access, method, ...route }: OperationSpec = OPERATIONS[id];
    paths.registerPath({
      ...route,
      tags: [...route.tags],
      method: method.toLowerCase() as Lowercase<typeof method>,
      // Everything but the public calls needs the bearer token.
      ...('roles' in access ? { security: BEARER } : {}),
    });
  }
  return paths;
}

const BEARER = [{ bearerAuth: [] }];

/** The operations the document describes: every public one, none under /internal. */
export const documentedOperations = (): OperationId[] =>
  publicOperations().filter((id) => !isInternal(OPERATIONS[id]));

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
