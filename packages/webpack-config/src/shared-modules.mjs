// @ts-check
// What every app shares through Module Federation: one instance of each at run time.
// Used by every webpack config, so the shell and the remotes can never disagree.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The workspace kits shared as singletons. Each is versioned by its public surface (a change
 * to its exports cannot pass `npm test` without the right version bump: kit-surface.mjs) and
 * shared strictly, so a remote built against a kit the shell cannot serve fails to load, with
 * a message naming both versions, instead of running against the wrong copy.
 */
export const VERSIONED_KITS = ['@rescue/web-kit', '@rescue/router'];

/** Shared key -> the package whose installed version it carries. */
export const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  // The trailing slash shares every subpath import, react-dom/client among them.
  'react-dom/': 'react-dom',
  // The router APIs the apps use, and only those: every app imports @rescue/router (lint
  // forbids react-router and react-router-dom). A shared module is bundled whole, so
  // sharing react-router itself would ship all of it; @rescue/router holds a tree-shaken copy.
  '@rescue/router': '@rescue/router',
  // Kept shared so a stray import still finds one copy, never loaded by the apps today.
  'react-router-dom': 'react-router-dom',
  'react-router': 'react-router',
  'styled-components': 'styled-components',
  // The server-state cache every area reads through web-kit: one QueryClient context.
  '@tanstack/react-query': '@tanstack/react-query',
  '@rescue/web-kit': '@rescue/web-kit',
  // The kit's server-data entry (TanStack Query and the one cache), shared apart from the
  // kit so that a page with no server data (the home page) never loads it.
  '@rescue/web-kit/query': '@rescue/web-kit',
  // The kit's maps, distances and directions: loaded only by pages that show them (Leaflet
  // itself is a chunk of its own inside it, loaded when a map is on screen).
  '@rescue/web-kit/map': '@rescue/web-kit',
  // The signed-in areas' parts (case history, dialogs, dashboard layout): never on a visitor's
  // first page.
  '@rescue/web-kit/areas': '@rescue/web-kit',
};

/** The installed version of a package, looked up from `fromDir` upwards like Node does. */
export function installedVersion(/** @type {string} */ name, /** @type {string} */ fromDir) {
  // Read package.json directly: some packages do not export it.
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).version;
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed (from ${fromDir})`);
  }
}

/**
 * The range a remote built against kit `version` accepts from the shell: the same major and
 * at least the same minor (`^1.2` for 1.2.5), since a newer minor only adds exports and a
 * patch changes none.
 */
export function kitRange(/** @type {string} */ version) {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}`;
}

/**
 * How one shared key is shared by the app in `appDir`. Never eager, so each app keeps its
 * async `import('./bootstrap')` boundary and the first loaded copy (the shell's) wins.
 * Third-party singletons accept a caret range on the installed version and only warn on a
 * mismatch (one lock file builds every app); the versioned kits are strict.
 * @returns {{ singleton: true, eager: false, requiredVersion: string, strictVersion?: true }}
 */
export function sharedModule(/** @type {string} */ key, /** @type {string} */ appDir) {
  const pkg = SINGLETONS[/** @type {keyof typeof SINGLETONS} */ (key)] ?? key;
  const version = installedVersion(pkg, appDir);
  return VERSIONED_KITS.includes(pkg)
    ? { singleton: true, eager: false, requiredVersion: kitRange(version), strictVersion: true }
    : { singleton: true, eager: false, requiredVersion: `^${version}` };
}

/** Every singleton, shared as sharedModule() says. */
export function sharedModules(/** @type {string} */ appDir) {
  return Object.fromEntries(Object.keys(SINGLETONS).map((key) => [key, sharedModule(key, appDir)]));
}
