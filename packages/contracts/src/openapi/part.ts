/** One service's share of the OpenAPI document: its paths and the schemas they name. */
export interface OpenApiPart {
  paths: Record<string, Record<string, unknown>>;
  schemas: Record<string, Record<string, unknown>>;
}

/** `{ "$ref": "#/components/schemas/Name" }` */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const jsonBody = (schema: unknown, required = true) => ({
  required,
  content: { 'application/json': { schema } },
});

export const jsonResponse = (description: string, schema: unknown) => ({
  description,
  content: { 'application/json': { schema } },
});

/** The error responses an operation can give, each a JSON {message}. */
export function errors(...statuses: number[]): Record<string, unknown> {
  const descriptions: Record<number, string> = {
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
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      jsonResponse(descriptions[status] ?? 'Error', ref('Error')),
    ]),
  );
}

export const bearer = [{ bearerAuth: [] }];

/** A MongoDB ObjectId as the API writes it: 24 lower-case hex characters. */
export const OBJECT_ID = { type: 'string', pattern: '^[0-9a-f]{24}$' };

/** `['string', 'null']` with the rest of `schema` (a format, a pattern). */
export const nullable = (schema: Record<string, unknown> = { type: 'string' }) => ({
  ...schema,
  type: [schema.type ?? 'string', 'null'],
});

export const idParam = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
});

/**
 * A path id that must be an ObjectId. The security tests read the kind of id from the name and
 * the description: "account's id" or "user id" make it an account, anything else an incident.
 */
export const objectIdParam = (name: string, description: string) => ({
  ...idParam(name, description),
  schema: { type: 'string', pattern: '^[0-9a-fA-F]{24}$' },
});
