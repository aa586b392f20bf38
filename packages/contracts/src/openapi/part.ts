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
  };
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      jsonResponse(descriptions[status] ?? 'Error', ref('Error')),
    ]),
  );
}

export const bearer = [{ bearerAuth: [] }];

export const idParam = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
});
