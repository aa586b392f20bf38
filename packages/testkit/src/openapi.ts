import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { buildOpenApiDocument } from '@rescue/contracts/openapi';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

const document = buildOpenApiDocument();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi');
const compiled = new Map<string, ValidateFunction>();

function findTemplate(path: string): string | undefined {
  const clean = path.split('?')[0] ?? path;
  return Object.keys(document.paths).find((template) => {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return pattern.test(clean);
  });
}

/**
 * Asserts that a JSON response matches what the OpenAPI document promises for that
 * operation and status. Throws with the validation errors when it does not.
 */
export function expectMatchesOpenApi(
  method: string,
  path: string,
  status: number,
  body: unknown,
): void {
  const template = findTemplate(path);
  if (!template) throw new Error(`OpenAPI document has no path for ${path}`);
  const operation = document.paths[template]?.[method.toLowerCase()] as Operation | undefined;
  if (!operation) throw new Error(`OpenAPI document has no ${method} ${template}`);
  const response = operation.responses?.[String(status)] ?? operation.responses?.default;
  if (!response)
    throw new Error(`OpenAPI document has no ${status} response for ${method} ${template}`);
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return;
  const key = `${method} ${template} ${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    // Rewrite local refs so they resolve against the registered components.
    const rewritten = JSON.parse(
      JSON.stringify(schema).replace(/"#\/components\//g, '"openapi#/components/'),
    );
    validate = ajv.compile(rewritten);
    compiled.set(key, validate);
  }
  if (!validate(body)) {
    throw new Error(
      `${key} does not match the OpenAPI document: ${ajv.errorsText(validate.errors)}`,
    );
  }
}

export { document as openApiDocument };
