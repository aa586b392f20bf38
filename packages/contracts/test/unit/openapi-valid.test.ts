// The generated document is valid OpenAPI 3.1, as @seriousme/openapi-schema-validator (the
// specification's JSON schema, and $refs that resolve) says. The validator is ESM only, so it
// runs in its own node process on the document's JSON.
import { execFileSync } from 'node:child_process';
import { buildOpenApiDocument } from '@rescue/contracts/openapi';

const VALIDATE = `
import { Validator } from '@seriousme/openapi-schema-validator';
let text = '';
for await (const chunk of process.stdin) text += chunk;
const result = await new Validator().validate(JSON.parse(text));
process.stdout.write(JSON.stringify(result));
`;

function validate(document: unknown): { valid: boolean; errors?: unknown } {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', VALIDATE], {
    cwd: __dirname,
    input: JSON.stringify(document),
    encoding: 'utf8',
  });
  return JSON.parse(output) as { valid: boolean; errors?: unknown };
}

test('the generated document validates as OpenAPI 3.1', () => {
  const document = buildOpenApiDocument();
  expect(document.openapi).toMatch(/^3\.1\./);
  expect(validate(document)).toEqual({ valid: true });
});

test('the validator refuses a broken document (the check can fail)', () => {
  const document = buildOpenApiDocument();
  const broken = {
    ...document,
    paths: { ...document.paths, '/api/broken': { get: { responses: { 200: { oops: 1 } } } } },
  };
  expect(validate(broken).valid).toBe(false);
});
