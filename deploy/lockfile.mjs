// @ts-check
// What `npm ci --omit=dev --workspace <ws>` installs, read from package-lock.json, and how
// Node would resolve a package name from a given folder inside that install. Used by the
// service build (every external import of a bundle must be installed in the runtime image)
// and by the deployment check.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{
 *   version?: string, link?: boolean, resolved?: string, dev?: boolean, optional?: boolean,
 *   name?: string, bin?: Record<string, string>,
 *   dependencies?: Record<string, string>, optionalDependencies?: Record<string, string>,
 *   devDependencies?: Record<string, string>,
 *   peerDependencies?: Record<string, string>, peerDependenciesMeta?: Record<string, { optional?: boolean }>
 * }} LockEntry
 * @typedef {{ packages: Record<string, LockEntry> }} Lockfile
 */

/** @param {string} root the folder holding package-lock.json */
export function readLockfile(root) {
  return /** @type {Lockfile} */ (
    JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'))
  );
}

/** The package name of an import specifier: `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
export function packageName(/** @type {string} */ specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * The lock location Node reaches for `name` from the folder `from` (a lock location such as
 * `services/incidents` or `node_modules/koa`): `<from>/node_modules/<name>`, then each parent's.
 * Links (workspaces) are followed to their folder.
 * @param {Lockfile} lock
 * @param {string} from
 * @param {string} name
 * @returns {string | undefined}
 */
export function resolveIn(lock, from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    const entry = lock.packages[candidate];
    if (entry) return entry.link && entry.resolved ? entry.resolved : candidate;
    if (!dir) return undefined;
    // Step out of the innermost node_modules/<pkg> (or plain folder).
    const inner = dir.lastIndexOf('/node_modules/');
    if (inner >= 0) dir = dir.slice(0, inner);
    else if (dir.startsWith('node_modules/')) dir = '';
    else dir = path.posix.dirname(dir) === '.' ? '' : path.posix.dirname(dir);
  }
}

/**
 * Every lock location that `npm ci` installs for the given workspaces (and the root's own
 * dependencies with `includeRoot`, as --include-workspace-root does): their dependencies,
 * optional and peer ones included, through linked workspaces, transitively. Dev dependencies
 * count only for those roots themselves, never for a dependency, and not at all with `omitDev`
 * (--omit=dev), which also leaves out every package the lock marks dev-only.
 * @param {Lockfile} lock
 * @param {{ workspaces: string[], includeRoot?: boolean, omitDev?: boolean }} options
 */
export function installedBy(lock, { workspaces, includeRoot = false, omitDev = false }) {
  /** @type {Set<string>} */
  const seen = new Set();
  const roots = new Set([...workspaces, ...(includeRoot ? [''] : [])]);
  const queue = [...roots];
  while (queue.length) {
    const location = /** @type {string} */ (queue.shift());
    if (seen.has(location)) continue;
    const entry = lock.packages[location];
    if (!entry) continue;
    seen.add(location);
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter(
        (name) => !entry.peerDependenciesMeta?.[name]?.optional,
      ),
      ...(roots.has(location) && !omitDev ? Object.keys(entry.devDependencies ?? {}) : []),
    ];
    for (const name of names) {
      const target = resolveIn(lock, location, name);
      if (target && !(omitDev && lock.packages[target]?.dev)) queue.push(target);
    }
  }
  return seen;
}

/** What `npm ci --omit=dev --workspace <workspace>` installs (see installedBy). */
export function productionClosure(/** @type {Lockfile} */ lock, /** @type {string} */ workspace) {
  return installedBy(lock, { workspaces: [workspace], omitDev: true });
}

/** The workspace folder (lock location) a repository-relative file belongs to, if any. */
export function workspaceOf(/** @type {Lockfile} */ lock, /** @type {string} */ file) {
  for (let dir = path.posix.dirname(file); dir && dir !== '.'; dir = path.posix.dirname(dir)) {
    if (dir.includes('node_modules')) return undefined;
    const entry = lock.packages[dir];
    if (entry && !entry.link) return dir;
  }
  return undefined;
}
