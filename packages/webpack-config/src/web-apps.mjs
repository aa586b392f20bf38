// @ts-check
// The front-end apps: the shell and the five remotes. One list for the webpack configs,
// the build script and the dev script.
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * @typedef {{ id: string, dir: string, kind: 'host' | 'remote', area?: string, devPort: number }} WebApp
 * `area` is the remote's key in /remotes.json and its folder under /remotes/ on the gateway.
 */

/** @type {WebApp[]} */
export const WEB_APPS = [
  { id: 'shell', dir: path.join(repoRoot, 'shell'), kind: 'host', devPort: 3000 },
  {
    id: 'mfe-public',
    dir: path.join(repoRoot, 'mfe-public'),
    kind: 'remote',
    area: 'public',
    devPort: 3001,
  },
  {
    id: 'mfe-ngo',
    dir: path.join(repoRoot, 'mfe-ngo'),
    kind: 'remote',
    area: 'ngo',
    devPort: 3002,
  },
  {
    id: 'mfe-volunteer',
    dir: path.join(repoRoot, 'mfe-volunteer'),
    kind: 'remote',
    area: 'volunteer',
    devPort: 3003,
  },
  {
    id: 'mfe-user',
    dir: path.join(repoRoot, 'mfe-user'),
    kind: 'remote',
    area: 'user',
    devPort: 3004,
  },
  {
    id: 'mfe-admin',
    dir: path.join(repoRoot, 'mfe-admin'),
    kind: 'remote',
    area: 'admin',
    devPort: 3005,
  },
];

/** The Module Federation container name of an app (a JavaScript identifier). */
export function federationName(/** @type {WebApp} */ app) {
  return app.kind === 'host' ? 'rescue_shell' : `rescue_${app.area}`;
}

/** @param {string} dir */
export function appForDir(dir) {
  const app = WEB_APPS.find((candidate) => candidate.dir === path.resolve(dir));
  if (!app) throw new Error(`${dir} is not one of the front-end apps`);
  return app;
}
