// @ts-check
// What every app shares through Module Federation: one instance of each at run time.
// Used by every webpack config, so the shell and the remotes can never disagree.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
  '@rescue/web-kit': '@rescue/web-kit',
};

/** The installed version of a package, looked up from `fromDir` upwards like Node does. */
function installedVersion(/** @type {string} */ name, /** @type {string} */ fromDir) {
  // Read package.json directly: some packages do not export it.
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).version;
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed (from ${fromDir})`);
  }
}

/**
 * Singletons with a caret range on the installed version; never eager, so each app keeps
 * its async `import('./bootstrap')` boundary and the first loaded copy wins.
 */
export function sharedModules(/** @type {string} */ appDir) {
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([key, pkg]) => [
      key,
      { singleton: true, eager: false, requiredVersion: `^${installedVersion(pkg, appDir)}` },
    ]),
  );
}
