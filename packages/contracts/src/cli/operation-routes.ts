// Writes src/operation-routes.ts: each public operation's method and path, read from the
// operation table, for the browser's client (web-kit's callOperation). The table itself holds
// zod schemas the browser must not load; this is the little of it a call needs at run time.
// web-kit's operation-client.test.ts fails while the file is behind the table.
//   npm run operation-routes
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { OPERATIONS, isInternal, type OperationSpec } from '../operations';

const lines = Object.entries(OPERATIONS as Record<string, OperationSpec>)
  .filter(([, spec]) => !isInternal(spec))
  .map(([id, { method, path: template }]) => `  '${id}': '${method} ${template}',`);

const source = [
  '// Generated from the operation table by `npm run operation-routes`: do not edit. Each public',
  "// operation's method and path, all the browser's client (web-kit's callOperation) needs of",
  '// the table at run time; its types come from the table itself (import type).',
  'export const OPERATION_ROUTES = {',
  ...lines,
  '} as const;',
  '',
  'export type PublicOperationId = keyof typeof OPERATION_ROUTES;',
  '',
].join('\n');

const target = path.join(__dirname, '..', 'operation-routes.ts');
writeFileSync(target, source);
console.log(`wrote ${path.relative(process.cwd(), target)}`);
