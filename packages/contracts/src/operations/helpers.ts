// What every table entry repeats: a JSON response, the errors, a JSON body, an {id}.
import type { ResponseConfig, RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { ZodType } from 'zod';
import type { ServiceName } from '../runtime-config';
import type { HttpMethod } from '../policy';
import { errorSchema } from '../schemas/common';
import { z } from '../schemas/zod';
import type { Access } from './access';

/**
 * One public (or internal) operation: who serves it, where, who may call it, what it takes
 * and answers. The OpenAPI document, POLICY, the gateway's routing and the services' route()
 * are all read from these entries.
 */
export interface OperationSpec {
  service: ServiceName;
  method: HttpMethod;
  /** An OpenAPI path template: /api/incidents/{id}. */
  path: string;
  access: Access;
  tags: readonly string[];
  summary: string;
  description?: string;
  /** As zod-to-openapi takes it; route() parses params, query and a JSON-only body with it. */
  request?: RouteConfig['request'];
  responses: RouteConfig['responses'];
}

export const json = <T extends ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input',
  401: 'No token, or a bad one',
  403: 'Wrong role, or not yours',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  415: 'Unsupported file type',
  429: 'Too many attempts',
  503: 'A service it needs is unavailable; retry',
};

/** The error responses an operation can give, each a JSON {message}. */
export function errors(...statuses: number[]): Record<number, ResponseConfig> {
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      json(ERROR_DESCRIPTIONS[status] ?? 'Error', errorSchema),
    ]),
  );
}

/** A required JSON request body. */
export const jsonBody = <T extends ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/**
 * The path's {id}. The security tests read the kind of id from its description: "account's id"
 * or "user id" make it an account, anything else an incident.
 */
export const idParams = (description: string) =>
  z.object({ id: z.string().openapi({ param: { description } }) });

/** The same, for an id the service checks is an ObjectId (any letter case). */
export const objectIdParams = (description: string) =>
  z.object({
    id: z
      .string()
      .regex(/^[0-9a-fA-F]{24}$/)
      .openapi({ param: { description } }),
  });

/** One table entry; `const` keeps its literal types (access, method, schemas) for route(). */
export const op = <const T extends OperationSpec>(spec: T): T => spec;
