// The generated OpenAPI document describes the same API as the hand-written one it replaced:
// every path, method, parameter (and whether it is required), request body type and response
// status, and every component's fields and required fields. openapi-surface.json was taken
// from the hand-written document (issue 14); a change to the public surface must change it too,
// on purpose.
import { buildOpenApiDocument } from '@rescue/contracts/openapi';
import surface from './openapi-surface.json';

type Operation = {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
};
type Schema = {
  type?: unknown;
  properties?: Record<string, unknown>;
  required?: string[];
  enum?: unknown[];
};

const document = buildOpenApiDocument();

function operationsOf() {
  const found: Record<string, unknown> = {};
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const op = raw as Operation;
      found[`${method.toUpperCase()} ${path}`] = {
        parameters: (op.parameters ?? [])
          .map((p) => `${p.in}:${p.name}${p.required ? '' : '?'}`)
          .sort(),
        body: Object.keys(op.requestBody?.content ?? {}).sort(),
        statuses: Object.keys(op.responses).sort(),
      };
    }
  }
  return found;
}

test('every operation keeps its parameters, body types and statuses', () => {
  expect(operationsOf()).toEqual(surface.operations);
});

test('every component keeps its fields and required fields', () => {
  const components = document.components.schemas as Record<string, Schema>;
  const found = Object.fromEntries(
    Object.entries(components).map(([name, schema]) => [
      name,
      schema.properties
        ? {
            properties: Object.keys(schema.properties).sort(),
            required: [...(schema.required ?? [])].sort(),
          }
        : { enum: schema.enum },
    ]),
  );
  expect(found).toEqual(surface.components);
});

test('the document is OpenAPI 3.1 with the bearer scheme', () => {
  expect(document.openapi).toBe('3.1.0');
  expect(document.components.securitySchemes).toEqual({
    bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
  });
});
