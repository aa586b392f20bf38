// @ts-check
// The layout, as lint rules (eslint-plugin-boundaries): what may import what.
//   - inside an area (shell, mfe-*), a feature (src/features/<name>/) never imports another;
//   - an area never imports another area;
//   - packages never import the apps (areas, e2e, bench); services never import apps;
//   - a workspace is imported only through its package.json `exports`: a deep import by
//     package name does not resolve (lint/import-resolver.cjs) and is refused here, and a
//     relative import into another workspace may only reach one of the files it exports.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import boundaries from 'eslint-plugin-boundaries';
import { WEB_APPS, repoRoot } from '../packages/webpack-config/src/web-apps.mjs';

const AREAS = WEB_APPS.map((app) => path.relative(repoRoot, app.dir));
const areaPattern = `(${AREAS.join('|')})`;

/** Element types, from the most specific folder to the widest. */
const ELEMENTS = [
  { type: 'feature', pattern: `${areaPattern}/src/features/*`, capture: ['area', 'feature'] },
  { type: 'area', pattern: areaPattern, capture: ['area'] },
  { type: 'package', pattern: 'packages/*', capture: ['name'] },
  { type: 'service', pattern: 'services/*', capture: ['name'] },
  { type: 'gateway', pattern: 'gateway', capture: ['name'] },
  { type: 'tool', pattern: '(e2e|bench)', capture: ['name'] },
].map((element) => ({ ...element, partialMatch: false }));

const APPS = ['area', 'feature', 'tool'];

/** Every workspace folder with the files its package.json exports. */
function workspaceExports() {
  const rootManifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  /** @type {string[]} */
  const folders = rootManifest.workspaces.flatMap((/** @type {string} */ entry) =>
    entry.endsWith('/*')
      ? readdirSync(path.join(repoRoot, entry.slice(0, -2))).map((name) =>
          path.join(entry.slice(0, -2), name),
        )
      : [entry],
  );
  return folders.map((folder) => {
    const { exports = {} } = JSON.parse(
      readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8'),
    );
    const targets = typeof exports === 'string' ? [exports] : Object.values(exports);
    return { folder, files: targets.map((target) => String(target).replace(/^\.\//, '')) };
  });
}

/** The element selector of a workspace folder (e.g. packages/testkit, mfe-ngo). */
function elementOf(/** @type {string} */ folder) {
  const [top, name] = folder.split('/');
  if (top === 'packages') return { type: 'package', captured: { name } };
  if (top === 'services') return { type: 'service', captured: { name } };
  return { type: folder === 'gateway' ? 'gateway' : 'tool', captured: { name: folder } };
}

/** A micromatch pattern matching every path but these. */
function notOneOf(/** @type {string[]} */ files) {
  if (files.length === 0) return '**';
  return files.length === 1 ? `!${files[0]}` : `!{${files.join(',')}}`;
}

const DEEP_IMPORT =
  '{{ dependency.source }} is not one of its package’s entry points: import what the ' +
  'package.json "exports" of that workspace lists (add an entry there if one is missing).';

export const boundariesConfig = {
  plugins: { boundaries },
  settings: {
    'boundaries/elements': ELEMENTS,
    'boundaries/include': ['**/*.{ts,tsx,mjs,js}'],
    'import/resolver': { [path.join(import.meta.dirname, 'import-resolver.cjs')]: {} },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        checkAllOrigins: true,
        // Imports inside one workspace are checked too, for the layers of a service; the
        // policies across workspaces leave imports inside one (relationship internal) alone.
        checkInternals: true,
        policies: [
          {
            from: { element: { type: 'feature' } },
            disallow: {
              to: {
                element: {
                  type: 'feature',
                  captured: {
                    area: '{{ from.element.captured.area }}',
                    feature: '!{{ from.element.captured.feature }}',
                  },
                },
              },
            },
            message:
              'A feature never imports another feature ({{ from.element.captured.feature }} imports ' +
              '{{ to.element.captured.feature }}): move what both need to the area’s app/ (composition) ' +
              'or to @rescue/web-kit (shared by every area).',
          },
          {
            from: { element: { type: ['area', 'feature'] } },
            disallow: {
              to: {
                element: {
                  type: ['area', 'feature'],
                  captured: { area: '!{{ from.element.captured.area }}' },
                },
              },
            },
            message:
              'An area never imports another area ({{ to.element.captured.area }}): each is built and ' +
              'deployed alone; share through @rescue/web-kit.',
          },
          {
            from: { element: { type: ['package', 'service', 'gateway'] } },
            disallow: { to: { element: { type: APPS } } },
            message: 'Packages and services never import the apps (areas, e2e, bench).',
          },
          {
            // Layers point one way inside a service: routes -> domain -> store. Docusign's
            // store still reads one type from its domain (SigningRole): left to its own change.
            from: {
              element: {
                type: 'service',
                captured: { name: '!docusign' },
                fileInternalPath: 'src/store/**',
              },
            },
            disallow: {
              to: {
                element: {
                  type: 'service',
                  captured: { name: '{{ from.element.captured.name }}' },
                  fileInternalPath: 'src/{domain,routes}/**',
                },
              },
            },
            message:
              'A service’s store/ never imports its domain/ or routes/ (routes -> domain -> store): ' +
              'keep stored documents’ types and readers in store/, and pass a domain rule in as an argument.',
          },
          {
            from: { element: { type: 'service', fileInternalPath: 'src/domain/**' } },
            disallow: {
              to: {
                element: {
                  type: 'service',
                  captured: { name: '{{ from.element.captured.name }}' },
                  fileInternalPath: 'src/routes/**',
                },
              },
            },
            message:
              'A service’s domain/ never imports its routes/ (routes -> domain -> store): refuse with ' +
              'a Refusal and let the routes map it to HTTP.',
          },
          // A relative import into another workspace reaches only a file its package exports.
          // Areas are left out: their own app/ composes their features, and other areas and
          // the packages are refused above.
          ...workspaceExports()
            .filter(({ folder }) => !AREAS.includes(folder))
            .map(({ folder, files }) => ({
              disallow: {
                to: { element: { ...elementOf(folder), fileInternalPath: notOneOf(files) } },
                // null: elements with no relationship (another service, or a file outside every element).
                dependency: { relationship: { to: [null, '!internal'] } },
              },
              message: `${folder} is imported only through its package.json "exports" (${files.join(', ') || 'none'}).`,
            })),
          {
            // Resolved @rescue/ imports are local files; an unresolved one reaches past `exports`.
            disallow: { to: { module: { origin: 'external', source: '@rescue/**' } } },
            message: DEEP_IMPORT,
          },
        ],
      },
    ],
  },
};
