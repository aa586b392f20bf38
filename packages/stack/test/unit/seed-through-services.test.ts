// Issue 28: the demo seed and the bench wrote straight into the auth, incidents and volunteer
// databases (a demo operator, back-dated and bulk-loaded incidents, forgotten limits). They go
// through the services' APIs and internal endpoints now; no database client may creep back.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..', '..', '..');
const files = [
  ...readdirSync(path.join(root, 'packages/stack/src'))
    .filter((name) => name.startsWith('seed'))
    .map((name) => `packages/stack/src/${name}`),
  'packages/stack/src/cli/seed.ts',
  ...readdirSync(path.join(root, 'bench/src')).map((name) => `bench/src/${name}`),
];
/** A database driver, or the services' own database code. */
const DATABASE_IMPORTS = [
  /^mongodb$/,
  /^@rescue\/incidents(\/change-log)?$/,
  /^@rescue\/auth$/,
  /^@rescue\/volunteer$/,
];

const importsOf = (file: string) =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(/\bfrom\s+'([^']+)'/g)].map(
    (match) => match[1]!,
  );

test.each(files)('%s opens no database of a service', (file) => {
  const offending = importsOf(file).filter((name) =>
    DATABASE_IMPORTS.some((pattern) => pattern.test(name)),
  );
  expect(offending).toEqual([]);
});

test('the guard reads the imports it is meant to catch', () => {
  expect(files).toEqual(expect.arrayContaining(['packages/stack/src/seed.ts', 'bench/src/run.ts']));
  expect(importsOf('packages/stack/src/seed.ts')).toContain('@rescue/service-kit');
});
