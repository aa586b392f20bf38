// How things are named where two programs must agree on the name: a remote's Module
// Federation container (the build names it, the shell loads it) and a service's database (the
// service opens it, backups and the admin command read it).
import type { WebArea } from './web';

/**
 * The Module Federation container name of the shell or an area's remote (a JavaScript
 * identifier). packages/webpack-config/src/web-apps.mjs (plain Node, it cannot import this
 * file) names the containers by the same rule.
 */
export function remoteName(app: WebArea | 'shell'): string {
  return `rescue_${app}`;
}

/** A service's database when `<SERVICE>_DB` does not name another: rescue_auth, ... */
export function defaultDatabaseName(service: string): string {
  return `rescue_${service}`;
}

/** The database a service uses: `<SERVICE>_DB` (AUTH_DB, INCIDENTS_DB, ...) or the default. */
export function serviceDatabaseName(
  service: string,
  env: Readonly<Record<string, string | undefined>>,
): string {
  return env[`${service.toUpperCase()}_DB`] ?? defaultDatabaseName(service);
}
