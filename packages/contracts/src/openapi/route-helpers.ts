// What every path registration repeats: the bearer requirement, a JSON response, the errors.
import type { ZodType } from 'zod';
import { errorSchema } from '../schemas/common';
import { z } from '../schemas/zod';

export const bearer = [{ bearerAuth: [] }];

export const json = (description: string, schema: ZodType) => ({
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
export function errors(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      json(ERROR_DESCRIPTIONS[status] ?? 'Error', errorSchema),
    ]),
  );
}

/** A required JSON request body. */
export const jsonBody = (schema: ZodType) => ({
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
